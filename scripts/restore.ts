/**
 * `npm run restore -- <file>`: puts a backup made by `npm run backup` back into the database the
 * server would open. Embedded: DATA_DIR is replaced and the previous one moved aside, never deleted
 * (stop the server first). PostgreSQL: pg_restore --clean --if-exists into DATABASE_URL's database, in
 * one transaction (stop the servers first, so none keeps serving from its caches).
 */
import { loadConfig } from '../server/src/config';
import { restoreDatabase } from '../server/src/db/backup/database-backup';

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: npm run restore -- <backup file>');
    return 2;
  }
  const config = loadConfig();
  const { movedAside } = await restoreDatabase(config, file);
  console.log(`restored ${file}${movedAside ? `; the previous data is in ${movedAside}` : ''}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
