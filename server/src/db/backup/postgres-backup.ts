import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { BackupError, backupFileName } from './backup-file';

/** The connection for pg_dump and pg_restore, the password in the environment rather than on the command line. */
function connectionOf(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const env = { ...process.env };
  if (url.password) {
    env.PGPASSWORD = decodeURIComponent(url.password);
    url.password = '';
  }
  return { dbname: url.toString(), env };
}

/** Runs a PostgreSQL client tool; a missing tool is named, a failure carries its own message. */
function run(tool: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(`${tool} was not found on PATH. Install the PostgreSQL client tools of the server's major version (Debian: apt-get install postgresql-client).`)
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} failed (exit ${code}): ${stderr.trim()}`));
    });
  });
}

/** `pg_dump --format=custom` of DATABASE_URL's database into `backupDir`. */
export async function backupPostgres(databaseUrl: string, backupDir: string, now: Date): Promise<string> {
  const file = path.join(backupDir, backupFileName('postgres', now));
  if (existsSync(file)) throw new BackupError(`${file} already exists`);
  await mkdir(backupDir, { recursive: true });
  const { dbname, env } = connectionOf(databaseUrl);
  try {
    await run('pg_dump', ['--format=custom', `--file=${file}.partial`, `--dbname=${dbname}`], env);
  } catch (error) {
    await rm(`${file}.partial`, { force: true });
    throw error;
  }
  await rename(`${file}.partial`, file);
  return file;
}

/**
 * Restores a pg_dump backup into DATABASE_URL's database: `--clean --if-exists` drops what the backup
 * holds before recreating it, in one transaction (a failure leaves the database as it was);
 * `--no-owner` makes the restoring user the owner, so a backup restores under another role too.
 */
export async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  const { dbname, env } = connectionOf(databaseUrl);
  await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${dbname}`, file], env);
}
