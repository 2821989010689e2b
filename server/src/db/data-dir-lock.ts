import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite lets a second process open a data directory that one already uses (and the two would
 * corrupt it), and its own postmaster.pid names no real process. So whoever opens DATA_DIR writes its
 * process id here, and backup and restore refuse while a live process holds it. A file left by a
 * process that died (kill -9) names a dead pid and is ignored.
 */
export const DATA_DIR_LOCK_FILE = 'server.pid';

const lockPath = (dataDir: string) => path.join(dataDir, DATA_DIR_LOCK_FILE);

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The id of another live process that has the data directory open, or null. */
export function dataDirHolder(dataDir: string): number | null {
  let text: string;
  try {
    text = readFileSync(lockPath(dataDir), 'utf8');
  } catch {
    return null;
  }
  const pid = Number(text.trim());
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  return isAlive(pid) ? pid : null;
}

/** Records this process as the data directory's user; the returned function lets go of it. */
export function claimDataDir(dataDir: string): () => void {
  writeFileSync(lockPath(dataDir), `${process.pid}\n`);
  return () => {
    try {
      if (readFileSync(lockPath(dataDir), 'utf8').trim() === String(process.pid)) rmSync(lockPath(dataDir));
    } catch {
      // Already gone (the directory was moved or removed).
    }
  };
}
