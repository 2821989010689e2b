import { performance } from 'node:perf_hooks';

/** One reader's next request: resolves to the HTTP status (200 for a ceiling read that returned). */
export type Read = () => Promise<number>;

export interface ReaderPlan {
  /** Readers with the same label are summed into one line. */
  readonly label: string;
  readonly read: Read;
}

export interface ReadStats {
  readonly label: string;
  readonly ok: number;
  /** Failed reads by HTTP status (0: the request itself failed). */
  readonly failed: Readonly<Record<number, number>>;
  readonly p50: number;
  readonly p95: number;
  readonly max: number;
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/**
 * Closed-loop readers, as people at their desks: each reader sends its next request as soon as the
 * last one answered, until `seconds` have passed (a request started before the end is waited for).
 * Latency is from sending to the last byte of the body.
 */
export async function readFor(seconds: number, plans: readonly ReaderPlan[]): Promise<ReadStats[]> {
  const deadline = performance.now() + seconds * 1000;
  const latencies = new Map<string, number[]>();
  const failures = new Map<string, Record<number, number>>();
  for (const p of plans) {
    latencies.set(p.label, []);
    failures.set(p.label, {});
  }
  await Promise.all(
    plans.map(async ({ label, read }) => {
      while (performance.now() < deadline) {
        const started = performance.now();
        const status = await read().catch(() => 0);
        if (status === 200) latencies.get(label)!.push(performance.now() - started);
        else {
          const failed = failures.get(label)!;
          failed[status] = (failed[status] ?? 0) + 1;
        }
      }
    }),
  );
  return [...latencies].map(([label, all]) => {
    const sorted = all.sort((a, b) => a - b);
    return { label, ok: sorted.length, failed: failures.get(label)!, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? NaN };
  });
}

/** A GET through the real app with the reader's session, reading the whole body. */
export function appRead(base: string, token: string, path: string): Read {
  return async () => {
    const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    return res.status;
  };
}
