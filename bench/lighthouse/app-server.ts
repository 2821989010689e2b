import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { freePort } from '../support/free-port';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TlsFiles } from '../../server/src/config';

/** How long the embedded database may take to migrate and seed the demo world on a cold start. */
const READY_TIMEOUT_MS = 240_000;
const READY_POLL_MS = 500;

/** The test-only certificate for localhost and 127.0.0.1 (tests/server/support/tls). */
export const BENCH_TLS: TlsFiles = {
  certFile: path.resolve(import.meta.dirname, '../../tests/server/support/tls/test-cert.pem'),
  keyFile: path.resolve(import.meta.dirname, '../../tests/server/support/tls/test-key.pem'),
};

export interface AppServer {
  readonly origin: string;
  stop(): Promise<void>;
}

/** Whether the server answers; over TLS, trusting the bench's own certificate. */
function answers(url: string, tls: TlsFiles | null): Promise<boolean> {
  if (!tls) return fetch(url).then((res) => res.ok, () => false);
  return new Promise((resolve) => {
    const req = httpsRequest(url, { ca: readFileSync(tls.certFile) }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
    req.end();
  });
}

async function untilReady(origin: string, child: ChildProcess, tls: TlsFiles | null): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await answers(`${origin}/api/client-config`, tls);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }
  throw new Error(`the server at ${origin} was not ready after ${READY_TIMEOUT_MS} ms`);
}

/**
 * The app as `npm run serve` runs it from `appDir` (its server and the built client in `staticDir`), on
 * the embedded database in a throw-away DATA_DIR, which the first start seeds with the demo world; with
 * `tls`, over HTTPS with HTTP/2.
 */
export async function startAppServer(appDir: string, staticDir = path.join(appDir, 'dist'), tls: TlsFiles | null = null): Promise<AppServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lighthouse-data-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: appDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'warn',
      TLS_CERT_FILE: tls?.certFile ?? '',
      TLS_KEY_FILE: tls?.keyFile ?? '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  try {
    await untilReady(origin, child, tls);
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
