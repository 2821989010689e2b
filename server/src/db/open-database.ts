import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { ServerConfig } from '../config';
import type { Database } from './database';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

/** PostgreSQL from DATABASE_URL when set; otherwise embedded PGlite under DATA_DIR/pgdata. */
export async function openDatabase(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'databasePoolSize'>): Promise<Database> {
  if (config.databaseUrl) return openPostgresDatabase(config.databaseUrl, config.databasePoolSize);
  await mkdir(config.dataDir, { recursive: true });
  return openPgliteDatabase(path.join(config.dataDir, 'pgdata'));
}
