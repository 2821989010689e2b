import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { typeScriptFilesUnder, withoutComments } from '../support/server-source';

/**
 * The server's shape (issue 9): SQL lives only in `*.repository.ts` files, and routes reach the
 * database only through use cases. A plain scan of server/src/modules, no database.
 */
const MODULES_DIR = path.resolve(__dirname, '../../server/src/modules');

/** A statement in a string, or a call that runs one. */
const SQL_PATTERNS = [/\bSELECT\b[\s\S]*?\bFROM\b/, /\bINSERT\s+INTO\b/, /\bUPDATE\s+\w+\s+SET\b/, /\bDELETE\s+FROM\b/, /\.query\s*[<(]/];

/** Imports a route module may not make: repositories, and the database itself. */
const ROUTE_FORBIDDEN_IMPORT = /from\s+'[^']*(\.repository|\/db\/[^']*)'/;

const containsSql = (source: string) => SQL_PATTERNS.some((pattern) => pattern.test(withoutComments(source)));
const importsPersistence = (source: string) => ROUTE_FORBIDDEN_IMPORT.test(source);

const relative = (file: string) => path.relative(MODULES_DIR, file).split(path.sep).join('/');
const files = typeScriptFilesUnder(MODULES_DIR);

describe('server shape', () => {
  it('finds the module files it checks', () => {
    expect(files.filter((f) => f.endsWith('.routes.ts')).length).toBeGreaterThan(5);
    expect(files.filter((f) => f.endsWith('.repository.ts')).length).toBeGreaterThan(5);
  });

  it('keeps SQL in repositories only', () => {
    const offenders = files.filter((f) => !f.endsWith('.repository.ts') && containsSql(readFileSync(f, 'utf8'))).map(relative);
    expect(offenders).toEqual([]);
  });

  it('lets routes call use cases only: no repository or database import in a routes file', () => {
    const offenders = files.filter((f) => f.endsWith('.routes.ts') && importsPersistence(readFileSync(f, 'utf8'))).map(relative);
    expect(offenders).toEqual([]);
  });

  it('recognises what it forbids', () => {
    expect(containsSql("await deps.db.query('DELETE FROM blurb_checks WHERE id = $1', [id]);")).toBe(true);
    expect(containsSql('const row = await one(sql, `SELECT id\n FROM users WHERE id = $1`, [id]);')).toBe(true);
    expect(containsSql("await tx.query<{ id: number }>(text);")).toBe(true);
    expect(containsSql("const sql = 'UPDATE users SET state_id = $2';")).toBe(true);
    expect(containsSql('/** Writes one INSERT INTO per row. */\nexport const x = 1;')).toBe(false);
    expect(containsSql("defineRoute(app, deps, { method: 'DELETE', url: '/User/:id' });")).toBe(false);
    expect(importsPersistence("import { findUserById } from './user.repository';")).toBe(true);
    expect(importsPersistence("import type { MediaKind } from '../../media/media.repository';")).toBe(true);
    expect(importsPersistence("import { one } from '../../db/database';")).toBe(true);
    expect(importsPersistence("import { getMyProfile } from './user-profile.use-cases';")).toBe(false);
  });
});
