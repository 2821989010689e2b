import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { waitFor } from '../../support/wait-for';

/** A cold start migrates (nothing to do on a copy of the template) and builds the app: seconds, on a busy machine more. */
const READY_TIMEOUT_MS = 30_000;
const READY_POLL_MS = 50;
/** What is kept of the child's stderr, to explain a start that failed. */
const STDERR_KEPT_CHARS = 4_000;

/** The real server (`server/src/main.ts`) running in its own Node process. */
export interface ServerProcess {
  readonly origin: string;
  readonly pid: number;
  /** `kill -9`: no shutdown hook runs, open requests are cut. Resolves once the process is gone. */
  kill(): Promise<void>;
}

/** A port nobody listens on right now, chosen by the system; the server is then started on it (again after a kill). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/**
 * Starts `node --import tsx server/src/main.ts` with `env` over this process's environment and
 * resolves once `GET /api/client-config` answers 200. A child that dies first fails the start with
 * what it wrote on stderr.
 */
export async function startServerProcess(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-STDERR_KEPT_CHARS);
  });
  const origin = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    origin,
    pid: child.pid!,
    async kill() {
      if (exited(child)) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      process.kill(child.pid!, 'SIGKILL');
      await gone;
    },
  };
  try {
    await waitFor(
      async () => {
        if (exited(child)) throw new Error(`the server exited before it was ready (${child.exitCode ?? child.signalCode}): ${stderr}`);
        try {
          return (await fetch(`${origin}/api/client-config`)).status === 200;
        } catch {
          return false; // not listening yet
        }
      },
      { timeoutMs: READY_TIMEOUT_MS, intervalMs: READY_POLL_MS, what: `the server on port ${port} to answer` },
    );
  } catch (error) {
    await server.kill();
    throw error;
  }
  return server;
}
