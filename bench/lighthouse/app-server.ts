import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { freePort } from '../support/free-port';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** How long the embedded database may take to migrate and seed the demo world on a cold start. */
const READY_TIMEOUT_MS = 240_000;
const READY_POLL_MS = 500;

export interface AppServer {
  readonly origin: string;
  stop(): Promise<void>;
}

async function untilReady(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${origin}/api/client-config`).then((res) => res.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }
  throw new Error(`the server at ${origin} was not ready after ${READY_TIMEOUT_MS} ms`);
}

/**
 * The app as `npm run serve` runs it from `appDir` (its server and the built client in `staticDir`), on
 * the embedded database in a throw-away DATA_DIR, which the first start seeds with the demo world.
 */
export async function startAppServer(appDir: string, staticDir = path.join(appDir, 'dist')): Promise<AppServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lighthouse-data-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: appDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', STATIC_DIR: staticDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await untilReady(origin, child);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    origin,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
