import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { loadConfig } from '../../server/src/config';
import type { Sql } from '../../server/src/db/database';
import { backupDatabase, restoreDatabase } from '../../server/src/db/backup/database-backup';
import { claimDataDir, DATA_DIR_LOCK_FILE } from '../../server/src/db/data-dir-lock';
import { PGLITE_SUBDIR } from '../../server/src/db/open-database';
import { openTestDatabase } from './support/test-database';

/** Issue 10: `npm run backup` / `npm run restore`, a round trip on each database kind. */
const ADDED = 'added_after_backup';
const addUser = (sql: Sql) =>
  sql.query("INSERT INTO users (username, first_name, last_name, role_id) VALUES ($1, 'Added', 'Later', 1)", [ADDED]);
const usernames = async (sql: Sql) => (await sql.query<{ username: string }>('SELECT username FROM users ORDER BY id')).map((r) => r.username);

const work = mkdtempSync(path.join(tmpdir(), 'course-platform-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs one of the npm scripts (`node --import tsx scripts/<name>.ts`) with the given configuration. */
function script(name: 'backup' | 'restore', env: Record<string, string>, args: string[] = []) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], {
    env: { ...process.env, DATABASE_URL: '', ...env },
    encoding: 'utf8',
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

describe('the embedded database (DATA_DIR)', () => {
  const dataDir = path.join(work, 'data');
  const backupDir = path.join(work, 'backups');
  const env = { DATA_DIR: dataDir, BACKUP_DIR: backupDir };
  const withDatabase = async <T>(use: (pg: PGlite) => Promise<T>): Promise<T> => {
    const pg = await PGlite.create({ dataDir: path.join(dataDir, PGLITE_SUBDIR) });
    try {
      return await use(pg);
    } finally {
      await pg.close();
    }
  };
  const sqlOf = (pg: PGlite): Sql => ({ query: async (text, params) => (await pg.query<never>(text, params as unknown[])).rows });

  it('npm run backup, a change, npm run restore: the change is gone, the seed intact, the replaced data kept aside', async () => {
    await mkdir(dataDir, { recursive: true });
    const seeded = await PGlite.create({
      dataDir: path.join(dataDir, PGLITE_SUBDIR),
      loadDataDir: new Blob([readFileSync(inject('seededPgliteDump'))]),
    });
    const seed = await usernames(sqlOf(seeded));
    await seeded.close();
    expect(seed).toContain('student');

    const backup = script('backup', env);
    expect(backup.status, backup.out).toBe(0);
    const file = /backup written: (.+)$/m.exec(backup.out)![1]!;
    expect(path.basename(file)).toMatch(/^course-platform-embedded-\d{8}T\d{6}Z\.tar\.gz$/);
    expect(path.dirname(file)).toBe(backupDir);

    await withDatabase((pg) => addUser(sqlOf(pg)));
    expect(await withDatabase((pg) => usernames(sqlOf(pg)))).toContain(ADDED);

    const restore = script('restore', env, [file]);
    expect(restore.status, restore.out).toBe(0);
    const aside = /the previous data is in (.+)$/m.exec(restore.out)![1]!;
    expect(await withDatabase((pg) => usernames(sqlOf(pg)))).toEqual(seed);
    // The replaced data is moved aside, never deleted.
    const kept = await PGlite.create({ dataDir: path.join(aside, PGLITE_SUBDIR) });
    expect(await usernames(sqlOf(kept))).toContain(ADDED);
    await kept.close();
  });

  it('refuses while a running server holds DATA_DIR, naming it', async () => {
    const config = loadConfig(env);
    await mkdir(dataDir, { recursive: true });
    const looksLikeABackup = path.join(work, 'looks-like-a-backup.tar.gz');
    writeFileSync(looksLikeABackup, Buffer.from([0x1f, 0x8b, 0, 0, 0]));
    // This test process stands in for a running server: a live process other than the script's.
    const release = claimDataDir(dataDir);
    try {
      const backup = script('backup', env);
      expect(backup.status).toBe(1);
      expect(backup.out).toContain(`The server (process ${process.pid}) is using ${config.dataDir}`);
      const restore = script('restore', env, [looksLikeABackup]);
      expect(restore.status).toBe(1);
      expect(restore.out).toContain(`The server (process ${process.pid}) is using ${config.dataDir}`);
    } finally {
      release();
    }
    expect(existsSync(path.join(dataDir, DATA_DIR_LOCK_FILE))).toBe(false);
  });
});

const serverUrl = process.env.DATABASE_URL;
const hasPgDump = spawnSync('pg_dump', ['--version']).status === 0;

describe.skipIf(!serverUrl || !hasPgDump)('PostgreSQL (DATABASE_URL; needs pg_dump and pg_restore)', () => {
  it('backup, a change, restore: the change is gone and the seed intact', async () => {
    const { db, url, dispose } = await openTestDatabase();
    try {
      const config = loadConfig({ DATABASE_URL: url!, BACKUP_DIR: path.join(work, 'pg-backups') });
      const seed = await usernames(db);
      const file = await backupDatabase(config);
      expect(path.basename(file)).toMatch(/^course-platform-postgres-\d{8}T\d{6}Z\.dump$/);
      await addUser(db);
      expect(await usernames(db)).toContain(ADDED);
      await restoreDatabase(config, file);
      expect(await usernames(db)).toEqual(seed);
    } finally {
      await dispose();
    }
  });

  it('names the missing tool when pg_dump is not on PATH', async () => {
    const config = loadConfig({ DATABASE_URL: serverUrl!, BACKUP_DIR: path.join(work, 'no-tools') });
    const path0 = process.env.PATH;
    process.env.PATH = path.join(work, 'empty-path');
    try {
      await expect(backupDatabase(config)).rejects.toThrow(/pg_dump was not found on PATH/);
    } finally {
      process.env.PATH = path0;
    }
  });
});
