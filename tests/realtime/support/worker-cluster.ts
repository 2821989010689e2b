import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { waitFor } from '../../support/wait-for';

/** A cold start migrates, seeds nothing new on a copy of the template, and forks two workers: seconds, more on a busy machine. */
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;
const STDERR_KEPT_CHARS = 4_000;

/** `node server/src/main.ts` with WORKERS set: the primary and its workers, in their own processes. */
export interface WorkerCluster {
  readonly origin: string;
  readonly primaryPid: number;
  /** The workers' private directory (under the TMPDIR the cluster was given). */
  readonly channelDir: string;
  /** The sockets in the private directory now, one per worker that started (a killed worker's stays). */
  socketPaths(): string[];
  /** SIGTERM to the primary; resolves with its exit code once it is gone. */
  stop(): Promise<number | null>;
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/**
 * Starts the server with `env` (WORKERS among it) and TMPDIR set to `tmp`, so the test finds the
 * workers' private sockets; resolves once the port answers and `workers` sockets are listening.
 */
export async function startWorkerCluster(port: number, tmp: string, workers: number, env: Record<string, string>): Promise<WorkerCluster> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: { ...process.env, ...env, WORKERS: String(workers), TMPDIR: tmp, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-STDERR_KEPT_CHARS);
  });
  const origin = `http://127.0.0.1:${port}`;
  const channelDirOf = () => readdirSync(tmp).find((name) => name.startsWith('course-platform-workers-'));
  const socketsIn = (dir: string) =>
    readdirSync(dir)
      .filter((name) => name.endsWith('.sock'))
      .map((name) => path.join(dir, name));
  const stop = async () => {
    if (exited(child)) return child.exitCode;
    const gone = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    // A shutdown that hangs is cut, and its exit code (null) fails the test that asserts a clean stop.
    const cut = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    const code = await gone;
    clearTimeout(cut);
    return code;
  };
  try {
    const channelDir = await waitFor(
      async () => {
        if (exited(child)) throw new Error(`the server exited before it was ready (${child.exitCode ?? child.signalCode}): ${stderr}`);
        const dir = channelDirOf();
        if (!dir || socketsIn(path.join(tmp, dir)).length < workers) return false;
        try {
          return (await fetch(`${origin}/api/client-config`)).status === 200 && path.join(tmp, dir);
        } catch {
          return false; // not listening yet
        }
      },
      { timeoutMs: READY_TIMEOUT_MS, intervalMs: 50, what: `${workers} workers on port ${port}` },
    );
    return { origin, primaryPid: child.pid!, channelDir, socketPaths: () => socketsIn(channelDir), stop };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}
