import { readFileSync } from 'node:fs';

/** The process and its descendants (a cluster primary and its workers), from Linux's /proc. */
export function processTree(root: number): number[] {
  const out = [root];
  for (let i = 0; i < out.length; i += 1) {
    try {
      const children = readFileSync(`/proc/${out[i]}/task/${out[i]}/children`, 'utf8').trim();
      if (children) out.push(...children.split(/\s+/).map(Number));
    } catch {
      // The process ended between two reads.
    }
  }
  return out;
}

/** Resident memory in MB, or null if the process is gone. */
export function residentMb(pid: number): number | null {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
    return line ? Number(line[1]) / 1024 : null;
  } catch {
    return null;
  }
}

export interface MemoryVerdict {
  readonly pid: number;
  readonly afterWarmUpMb: number;
  readonly endMb: number;
  readonly peakMb: number;
  readonly growth: number;
}

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/**
 * Samples every process of the tree each `everyMs`. "Flat" compares the median of the first three
 * samples after the warm-up with the median of the last three: a single GC peak moves neither.
 */
export class MemoryWatch {
  private readonly samples = new Map<number, { atMs: number; mb: number }[]>();
  private readonly timer: NodeJS.Timeout;
  private readonly started = Date.now();

  constructor(private readonly root: number, everyMs: number) {
    this.sample();
    this.timer = setInterval(() => this.sample(), everyMs);
  }

  stop(): void {
    clearInterval(this.timer);
  }

  verdicts(warmUpMs: number): MemoryVerdict[] {
    return [...this.samples].flatMap(([pid, all]) => {
      const after = all.filter((s) => s.atMs >= warmUpMs);
      if (after.length < 4) return [];
      const afterWarmUpMb = median(after.slice(0, 3).map((s) => s.mb));
      const endMb = median(after.slice(-3).map((s) => s.mb));
      return [{ pid, afterWarmUpMb, endMb, peakMb: Math.max(...after.map((s) => s.mb)), growth: endMb / afterWarmUpMb - 1 }];
    });
  }

  private sample(): void {
    const atMs = Date.now() - this.started;
    for (const pid of processTree(this.root)) {
      const mb = residentMb(pid);
      if (mb === null) continue;
      let list = this.samples.get(pid);
      if (!list) this.samples.set(pid, (list = []));
      list.push({ atMs, mb });
    }
  }
}
