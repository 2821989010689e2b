import { open } from 'node:fs/promises';

export type BackupKind = 'embedded' | 'postgres';

/** A backup or restore that cannot go ahead; the scripts print its message and exit 1. */
export class BackupError extends Error {}

const EXTENSIONS: Record<BackupKind, string> = { embedded: 'tar.gz', postgres: 'dump' };

/** UTC time to the second, safe in a file name: 20261124T073500Z. */
export function backupStamp(now: Date): string {
  return now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
}

/** course-platform-embedded-20261124T073500Z.tar.gz, course-platform-postgres-20261124T073500Z.dump */
export function backupFileName(kind: BackupKind, now: Date): string {
  return `course-platform-${kind}-${backupStamp(now)}.${EXTENSIONS[kind]}`;
}

/** What a backup file holds, from its first bytes: a gzipped PGlite data directory or pg_dump's custom format. */
export async function backupKindOf(file: string): Promise<BackupKind> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch {
    throw new BackupError(`No backup file at ${file}`);
  }
  try {
    const head = Buffer.alloc(5);
    await handle.read(head, 0, 5, 0);
    if (head[0] === 0x1f && head[1] === 0x8b) return 'embedded';
    if (head.toString('latin1') === 'PGDMP') return 'postgres';
    throw new BackupError(`${file} is not a backup made by npm run backup`);
  } finally {
    await handle.close();
  }
}
