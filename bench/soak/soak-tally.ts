import { performance } from 'node:perf_hooks';

export interface KindStats {
  readonly kind: string;
  readonly ok: number;
  readonly errors: number;
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
  readonly samples: readonly string[];
}

const percentile = (sorted: Float64Array, p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);

/**
 * Latencies and errors per kind of request over the whole soak. An error is any answer that is not
 * the one the step expects (a non-2xx, a refused body, a failed connection); a few are kept as samples.
 */
export class SoakTally {
  private readonly latencies = new Map<string, number[]>();
  private readonly errors = new Map<string, { count: number; samples: string[] }>();

  /** Times `step` under `kind`; its promise resolves to null when the answer was right, or what was wrong. */
  async time(kind: string, step: () => Promise<string | null>): Promise<boolean> {
    const started = performance.now();
    let wrong: string | null;
    try {
      wrong = await step();
    } catch (error) {
      wrong = error instanceof Error ? error.message : String(error);
    }
    if (wrong === null) {
      this.list(kind).push(performance.now() - started);
      return true;
    }
    const e = this.errors.get(kind) ?? { count: 0, samples: [] };
    e.count += 1;
    if (e.samples.length < 3) e.samples.push(wrong);
    this.errors.set(kind, e);
    this.list(kind);
    return false;
  }

  get totalErrors(): number {
    return [...this.errors.values()].reduce((n, e) => n + e.count, 0);
  }

  stats(): KindStats[] {
    return [...this.latencies].map(([kind, all]) => {
      const sorted = Float64Array.from(all).sort();
      const e = this.errors.get(kind);
      const round = (n: number) => Math.round(n * 10) / 10;
      return { kind, ok: sorted.length, errors: e?.count ?? 0, p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1) ?? NaN), samples: e?.samples ?? [] };
    });
  }

  private list(kind: string): number[] {
    let l = this.latencies.get(kind);
    if (!l) this.latencies.set(kind, (l = []));
    return l;
  }
}
