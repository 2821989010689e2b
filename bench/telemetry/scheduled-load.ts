import { performance } from 'node:perf_hooks';

/** What one scheduled send reports: whether it was taken, and how many events it carried and the receiver stored. */
export interface SendOutcome {
  readonly ok: boolean;
  readonly events: number;
  readonly stored: number;
}

export interface LoadResult {
  readonly sent: number;
  readonly ok: number;
  readonly failed: number;
  readonly eventsSent: number;
  /** Events in the sends that were taken. */
  readonly eventsAcked: number;
  /** What the receiver said it stored (new rows). */
  readonly stored: number;
  /** From the first scheduled send to the last answer. */
  readonly seconds: number;
  /** Latency of the sends that were taken, from each one's scheduled time (ms). */
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
}

const percentile = (sorted: Float64Array, p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);

/**
 * Calls `send(i)` for i = 0 … total-1 at a steady `rate` per second — send i at start + i / rate,
 * whatever the receiver answers (an open loop: clients send on their own timers). Latency counts from
 * the scheduled time, so a receiver or generator that falls behind shows in the figures instead of
 * slowing the schedule (no coordinated omission). Same idea as bench/support/open-loop.ts, over any
 * async call, so the HTTP collection and its plain-INSERT ceiling run on one schedule and report the
 * same percentiles.
 */
export function runScheduled(total: number, rate: number, send: (i: number) => Promise<SendOutcome>): Promise<LoadResult> {
  const scheduledAt = (i: number, start: number) => start + (i * 1000) / rate;
  return new Promise((resolve) => {
    const latencies = new Float64Array(total);
    let ok = 0;
    let failed = 0;
    let eventsSent = 0;
    let eventsAcked = 0;
    let stored = 0;
    let next = 0;
    const start = performance.now();

    const finish = (i: number, outcome: SendOutcome) => {
      eventsSent += outcome.events;
      if (outcome.ok) {
        latencies[ok++] = performance.now() - scheduledAt(i, start);
        eventsAcked += outcome.events;
        stored += outcome.stored;
      } else failed += 1;
      if (ok + failed < total) return;
      const sorted = latencies.subarray(0, ok).sort();
      resolve({
        sent: total,
        ok,
        failed,
        eventsSent,
        eventsAcked,
        stored,
        seconds: (performance.now() - start) / 1000,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        max: sorted[ok - 1] ?? NaN,
      });
    };

    const tick = () => {
      const now = performance.now();
      while (next < total && scheduledAt(next, start) <= now) {
        const i = next++;
        send(i).then(
          (outcome) => finish(i, outcome),
          () => finish(i, { ok: false, events: 0, stored: 0 }),
        );
      }
      if (next < total) setTimeout(tick, 1);
    };
    if (total === 0) resolve({ sent: 0, ok: 0, failed: 0, eventsSent: 0, eventsAcked: 0, stored: 0, seconds: 0, p50: NaN, p95: NaN, p99: NaN, max: NaN });
    else tick();
  });
}
