/**
 * `npm run backup`: writes one backup file of the database the server would open (the same
 * configuration: DATABASE_URL, else the embedded database in DATA_DIR) into BACKUP_DIR, named with the
 * UTC time. The embedded database must not be in use by a running server.
 */
import { loadConfig } from '../server/src/config';
import { backupDatabase } from '../server/src/db/backup/database-backup';

async function main(): Promise<number> {
  const config = loadConfig();
  const file = await backupDatabase(config);
  console.log(`backup written: ${file}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
