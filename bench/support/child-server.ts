import { spawn, type ChildProcess } from 'node:child_process';

export interface ChildServer {
  readonly child: ChildProcess;
  readonly port: number;
}

/**
 * Starts a benchmark server script in its own Node process; it prints `{"port": n}` on stdout once it
 * listens. BENCH_CPU_PROF=<dir> writes a V8 CPU profile of each child there (open it in Chrome DevTools).
 */
export function startChildServer(scriptPath: string, env: Record<string, string>): Promise<ChildServer> {
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', scriptPath], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${scriptPath} exited with ${code}`)));
    child.stdout!.once('data', (chunk: Buffer) => resolve({ child, port: JSON.parse(chunk.toString()).port }));
  });
}

/** Stops a child server and waits until it has exited. */
export async function stopChildServer(server: ChildServer): Promise<void> {
  server.child.removeAllListeners('exit');
  const done = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await done;
}
