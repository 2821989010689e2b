import type { ServerConfig } from '../../config';
import { BackupError, backupKindOf } from './backup-file';
import { backupEmbedded, restoreEmbedded } from './embedded-backup';
import { backupPostgres, restorePostgres } from './postgres-backup';

export { BackupError } from './backup-file';

export type BackupConfig = Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'backupDir'>;

/** Backs up the database the server would open (DATABASE_URL, else DATA_DIR); returns the file written. */
export function backupDatabase(config: BackupConfig, now = new Date()): Promise<string> {
  return config.databaseUrl ? backupPostgres(config.databaseUrl, config.backupDir, now) : backupEmbedded(config.dataDir, config.backupDir, now);
}

export interface RestoreOutcome {
  /** Where the replaced embedded data directory was moved (embedded only; null when there was none). */
  readonly movedAside: string | null;
}

/** Restores `file` into the database the server would open; the backup must be of the same kind. */
export async function restoreDatabase(config: BackupConfig, file: string, now = new Date()): Promise<RestoreOutcome> {
  const kind = await backupKindOf(file);
  if (kind === 'postgres') {
    if (!config.databaseUrl) throw new BackupError(`${file} is a PostgreSQL backup: set DATABASE_URL to the database to restore it into`);
    await restorePostgres(config.databaseUrl, file);
    return { movedAside: null };
  }
  if (config.databaseUrl) throw new BackupError(`${file} is an embedded-database backup, but DATABASE_URL is set: unset it to restore into DATA_DIR`);
  return { movedAside: await restoreEmbedded(config.dataDir, file, now) };
}
