import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** Wall-clock milliseconds with sub-millisecond precision, comparable across processes on one host. */
export const wallNow = () => performance.timeOrigin + performance.now();

/** Server process memory after a full collection (the child runs with --expose-gc). */
export interface MemorySample {
  readonly rss: number;
  readonly heapUsed: number;
  readonly external: number;
}

export function sampleMemory(): MemorySample {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) {
    gc();
    gc();
  }
  const m = process.memoryUsage();
  return { rss: m.rss, heapUsed: m.heapUsed, external: m.external + m.arrayBuffers };
}

/** Requests the orchestrator sends to a child; each is answered with a reply carrying the same `seq`. */
export type Request =
  | { readonly seq: number; readonly kind: 'memory' }
  | { readonly seq: number; readonly kind: 'fanout'; readonly round: number; readonly recipients: number }
  | { readonly seq: number; readonly kind: 'connect'; readonly url: string; readonly users: readonly BenchUser[]; readonly concurrency: number }
  | { readonly seq: number; readonly kind: 'received'; readonly round: number }
  | { readonly seq: number; readonly kind: 'sendTimes' }
  | { readonly seq: number; readonly kind: 'close' };

/** A request before it is numbered (Omit distributed over the union). */
export type RequestBody = Request extends infer R ? (R extends Request ? Omit<R, 'seq'> : never) : never;

export interface BenchUser {
  readonly index: number;
  readonly token: string;
}

export interface Reply {
  readonly seq: number;
  readonly value: unknown;
}

/** A child process driven by request/reply messages. */
export interface Child {
  readonly process: ChildProcess;
  call<T>(request: RequestBody): Promise<T>;
  /** The first message the child sends by itself (its "ready" value). */
  readonly ready: Promise<unknown>;
  kill(): void;
}

export function startChild(script: string, env: Record<string, string> = {}): Child {
  // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of each child there (open it in Chrome DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = fork(path.join(import.meta.dirname, script), [], {
    execArgv: [...profile, '--import', 'tsx', '--expose-gc'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let seq = 0;
  const pending = new Map<number, (value: unknown) => void>();
  let readyResolve!: (value: unknown) => void;
  const ready = new Promise((r) => (readyResolve = r));
  child.on('message', (message: { ready?: unknown } & Partial<Reply>) => {
    if ('ready' in message) return readyResolve(message.ready);
    const resolve = pending.get(message.seq!);
    pending.delete(message.seq!);
    resolve?.(message.value);
  });
  child.on('exit', (code) => {
    if (pending.size) console.error(`${script} exited (${code}) with ${pending.size} calls pending`);
  });
  return {
    process: child,
    ready,
    call<T>(request: RequestBody) {
      seq += 1;
      const id = seq;
      return new Promise<T>((resolve) => {
        pending.set(id, resolve as (value: unknown) => void);
        child.send({ ...request, seq: id });
      });
    },
    // A profiled child must exit on its own for V8 to write the profile (serve() exits on SIGTERM).
    kill: () => void child.kill(process.env.BENCH_CPU_PROF ? 'SIGTERM' : 'SIGKILL'),
  };
}

/** In a child: answers requests with `handle`, and announces readiness. */
export function serve(handle: (request: Request) => Promise<unknown>, ready: unknown): void {
  process.once('SIGTERM', () => process.exit(0));
  process.on('message', (request: Request) => {
    handle(request).then(
      (value) => process.send!({ seq: request.seq, value }),
      (error: unknown) => {
        console.error(error);
        process.send!({ seq: request.seq, value: { error: String(error) } });
      },
    );
  });
  process.send!({ ready });
}

/**
 * In a server child: records when frames are handed to WebSockets, so a round's server-side time
 * (call → last frame written) can be told apart from the clients' time. Patches ws's prototype.
 */
export function recordSends(WebSocketClass: { prototype: { send: (...args: never[]) => void } }): () => { first: number; last: number; count: number } {
  let first = 0;
  let last = 0;
  let count = 0;
  const original = WebSocketClass.prototype.send;
  WebSocketClass.prototype.send = function send(this: unknown, ...args: never[]) {
    const t = wallNow();
    if (count === 0) first = t;
    last = t;
    count += 1;
    return original.apply(this, args);
  };
  return () => {
    const sample = { first, last, count };
    count = 0;
    return sample;
  };
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}
