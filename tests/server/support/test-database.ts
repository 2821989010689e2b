import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { Database } from '../../../server/src/db/database';
import { migrate } from '../../../server/src/db/migrate';
import { wrapPglite } from '../../../server/src/db/pglite-database';
import { openPostgresDatabase } from '../../../server/src/db/postgres-database';
import { waitFor } from '../../support/wait-for';

/** Parallel test files copy the same template; PostgreSQL refuses a copy while another is starting. */
const TEMPLATE_BUSY_TIMEOUT_MS = 5_000;
const TEMPLATE_BUSY_POLL_MS = 50;
/** PostgreSQL's "object in use": the template has another session on it. */
const OBJECT_IN_USE = '55006';

/**
 * A migrated database with the demo world and course for one test file, copied from the one the
 * global setup seeded (tests/setup/seeded-database.global.ts): in-memory PGlite by default, or a
 * fresh database on the PostgreSQL server named by DATABASE_URL (dropped again by `dispose`), so the
 * same tests run on both. Seed steps found already applied are skipped, so callers may still run them.
 */
export async function openTestDatabase(): Promise<{ db: Database; dispose: () => Promise<void>; url?: string }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dump = readFileSync(inject('seededPgliteDump'));
    const pglite = await PGlite.create({ loadDataDir: new Blob([dump]) });
    const db = wrapPglite(pglite);
    await migrate(db);
    return { db, dispose: () => db.close() };
  }
  const template = inject('seededTemplate');
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await waitFor(
      async () => {
        try {
          await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
          return true;
        } catch (error) {
          if ((error as { code?: string }).code === OBJECT_IN_USE) return false;
          throw error;
        }
      },
      { timeoutMs: TEMPLATE_BUSY_TIMEOUT_MS, intervalMs: TEMPLATE_BUSY_POLL_MS, what: 'the seeded template to be free to copy' },
    );
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openPostgresDatabase(url.toString(), 5);
  await migrate(db);
  return {
    db,
    url: url.toString(),
    async dispose() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
