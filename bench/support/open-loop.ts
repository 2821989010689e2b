import http from 'node:http';

export interface PlannedRequest {
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

export interface OpenLoopResult {
  /** 2xx answers. */
  readonly ok: number;
  /** Non-2xx answers, connection errors and timeouts. */
  readonly failed: number;
  /** From the first scheduled request to the last answer. */
  readonly seconds: number;
  /** Latency of the 2xx answers, from each request's scheduled time (ms). */
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
  /** The schedule's seconds with the slowest answers, slowest first: where in the run the tail is. */
  readonly worstSeconds: readonly { readonly second: number; readonly requests: number; readonly max: number }[];
}

export interface OpenLoopOptions {
  /** Keep-alive sockets at most; a request finding them all busy waits, and that wait counts. */
  readonly connections: number;
  readonly timeoutMs: number;
}

const percentile = (sorted: Float64Array, p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] : 0);
const round1 = (n: number) => Math.round(n * 10) / 10;
/** How many of the slowest seconds a result names. */
const WORST_SECONDS = 5;

/** Per second of the schedule, its slowest answer; the WORST_SECONDS slowest seconds. */
function worstSeconds(latencyOf: Float64Array, rate: number) {
  const seconds = new Map<number, { requests: number; max: number }>();
  latencyOf.forEach((latency, i) => {
    if (Number.isNaN(latency)) return;
    const second = Math.floor(i / rate);
    const s = seconds.get(second) ?? { requests: 0, max: 0 };
    s.requests += 1;
    s.max = Math.max(s.max, latency);
    seconds.set(second, s);
  });
  return [...seconds]
    .sort((a, b) => b[1].max - a[1].max)
    .slice(0, WORST_SECONDS)
    .map(([second, s]) => ({ second, requests: s.requests, max: round1(s.max) }));
}

/**
 * POSTs `total` requests at a steady `rate` per second — request i at start + i / rate, whatever the
 * server answers, as students save on their own schedules (an open loop). Latency counts from the
 * scheduled time, so a server or a generator that falls behind shows in the figures instead of
 * slowing the schedule down (no coordinated omission).
 */
export function runOpenLoop(base: string, total: number, rate: number, request: (i: number) => PlannedRequest, options: OpenLoopOptions): Promise<OpenLoopResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const scheduledAt = (i: number, start: number) => start + (i * 1000) / rate;
  return new Promise((resolve) => {
    const settled = new Uint8Array(total);
    const latencyOf = new Float64Array(total).fill(Number.NaN);
    let ok = 0;
    let failed = 0;
    let next = 0;
    const start = performance.now();

    const finish = (i: number, good: boolean) => {
      if (settled[i]) return;
      settled[i] = 1;
      if (good) {
        latencyOf[i] = performance.now() - scheduledAt(i, start);
        ok += 1;
      } else failed += 1;
      if (ok + failed < total) return;
      agent.destroy();
      const sorted = latencyOf.filter((latency) => !Number.isNaN(latency)).sort();
      resolve({
        ok,
        failed,
        seconds: (performance.now() - start) / 1000,
        p50: round1(percentile(sorted, 50)),
        p99: round1(percentile(sorted, 99)),
        max: round1(sorted[ok - 1] ?? 0),
        worstSeconds: worstSeconds(latencyOf, rate),
      });
    };

    const fire = (i: number) => {
      const planned = request(i);
      const req = http.request(`${base}${planned.path}`, {
        method: 'POST',
        agent,
        timeout: options.timeoutMs,
        headers: { ...planned.headers, 'content-length': String(Buffer.byteLength(planned.body)) },
      });
      req.on('response', (res) => {
        res.resume();
        res.on('end', () => finish(i, res.statusCode !== undefined && res.statusCode >= 200 && res.statusCode < 300));
        res.on('error', () => finish(i, false));
      });
      req.on('timeout', () => req.destroy());
      req.on('error', () => finish(i, false));
      req.end(planned.body);
    };

    const tick = () => {
      const now = performance.now();
      while (next < total && scheduledAt(next, start) <= now) fire(next++);
      if (next < total) setTimeout(tick, 1);
    };
    tick();
  });
}
