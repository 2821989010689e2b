import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { claimDataDir, dataDirHolder } from '../data-dir-lock';
import { PGLITE_SUBDIR } from '../open-database';
import { BackupError, backupFileName, backupStamp } from './backup-file';

/** PGlite lets two processes open one directory and corrupt it: refuse while the server has it. */
function refuseWhileInUse(dataDir: string): void {
  const holder = dataDirHolder(dataDir);
  if (holder) {
    throw new BackupError(`The server (process ${holder}) is using ${dataDir}. Stop it first: the embedded database allows one process at a time.`);
  }
}

/**
 * Writes the embedded database (DATA_DIR/pgdata) as one gzipped tarball (PGlite's dumpDataDir) into
 * `backupDir`. The mail outbox is not included: it is a copy of mail already sent, not state.
 */
export async function backupEmbedded(dataDir: string, backupDir: string, now: Date): Promise<string> {
  refuseWhileInUse(dataDir);
  const pgdata = path.join(dataDir, PGLITE_SUBDIR);
  if (!existsSync(path.join(pgdata, 'PG_VERSION'))) throw new BackupError(`No embedded database in ${pgdata} (DATA_DIR) to back up`);
  const file = path.join(backupDir, backupFileName('embedded', now));
  if (existsSync(file)) throw new BackupError(`${file} already exists`);
  const release = claimDataDir(dataDir);
  try {
    const pg = await PGlite.create({ dataDir: pgdata });
    let dump: Blob;
    try {
      dump = await pg.dumpDataDir('gzip');
    } finally {
      await pg.close();
    }
    await mkdir(backupDir, { recursive: true });
    // Written under another name first, so a half-written file never looks like a backup.
    await writeFile(`${file}.partial`, Buffer.from(await dump.arrayBuffer()));
    await rename(`${file}.partial`, file);
    return file;
  } finally {
    release();
  }
}

/**
 * Replaces DATA_DIR with the backup: unpacks it beside DATA_DIR, checks it opens, then moves the
 * current DATA_DIR aside (DATA_DIR.before-restore-<time>, never deleted) and the restored one in.
 * Returns where the previous data went, or null when there was none.
 */
export async function restoreEmbedded(dataDir: string, file: string, now: Date): Promise<string | null> {
  refuseWhileInUse(dataDir);
  const stamp = backupStamp(now);
  const staging = `${dataDir}.restoring-${stamp}`;
  const aside = `${dataDir}.before-restore-${stamp}`;
  if (existsSync(staging) || existsSync(aside)) throw new BackupError(`${staging} or ${aside} already exists; try again in a second`);
  await mkdir(staging, { recursive: true });
  const pg = await PGlite.create({ dataDir: path.join(staging, PGLITE_SUBDIR), loadDataDir: new Blob([await readFile(file)]) });
  try {
    await pg.query('SELECT 1');
  } finally {
    await pg.close();
  }
  const hadData = existsSync(dataDir);
  if (hadData) await rename(dataDir, aside);
  await rename(staging, dataDir);
  return hadData ? aside : null;
}
