import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { ServerConfig } from '../config';
import type { Database, DatabaseLog } from './database';
import { claimDataDir } from './data-dir-lock';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

/** The embedded database's files inside DATA_DIR. */
export const PGLITE_SUBDIR = 'pgdata';

export type DatabaseConfig = Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'databasePoolSize' | 'listenReconnectDelaysMs'>;

/**
 * PostgreSQL from DATABASE_URL when set; otherwise embedded PGlite under DATA_DIR/pgdata, with this
 * process recorded as its user (data-dir-lock.ts) until closed.
 */
export async function openDatabase(config: DatabaseConfig, log?: DatabaseLog): Promise<Database> {
  if (config.databaseUrl) {
    return openPostgresDatabase(config.databaseUrl, config.databasePoolSize, { reconnectDelaysMs: config.listenReconnectDelaysMs, log });
  }
  await mkdir(config.dataDir, { recursive: true });
  const db = await openPgliteDatabase(path.join(config.dataDir, PGLITE_SUBDIR));
  const release = claimDataDir(config.dataDir);
  return {
    ...db,
    async close() {
      await db.close();
      release();
    },
  };
}
