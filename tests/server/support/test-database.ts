import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../../server/src/db/database';
import { migrate } from '../../../server/src/db/migrate';
import { openPgliteDatabase } from '../../../server/src/db/pglite-database';
import { openPostgresDatabase } from '../../../server/src/db/postgres-database';

/**
 * A migrated, empty database for one test file: in-memory PGlite by default, or a fresh database on
 * the PostgreSQL server named by DATABASE_URL (dropped again by `dispose`), so the same tests run on both.
 */
export async function openTestDatabase(): Promise<{ db: Database; dispose: () => Promise<void>; url?: string }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const db = await openPgliteDatabase();
    await migrate(db);
    return { db, dispose: () => db.close() };
  }
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
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
