import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { restartAfterDeath, WORKER_RESTART_DELAYS_MS, WORKER_STABLE_AFTER_MS } from '../../../server/src/cluster/restart-backoff';
import { loadConfig } from '../../../server/src/config';

const POSTGRES = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/school' };

describe('WORKERS', () => {
  it('is one process unless asked, a number, or one per core with auto', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ ...POSTGRES, WORKERS: '4' }).workers).toBe(4);
    expect(loadConfig({ ...POSTGRES, WORKERS: 'auto' }).workers).toBe(availableParallelism());
  });

  it.each(['0', 'two', '1.5', '-2', '1000'])('stops the start on WORKERS=%s, naming the setting', (value) => {
    expect(() => loadConfig({ ...POSTGRES, WORKERS: value })).toThrow(/WORKERS: a whole number from 1 to 999, or auto/);
  });

  it('refuses several processes on the embedded PGlite database, which lives in one process', () => {
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(/WORKERS: 2 server processes need PostgreSQL \(DATABASE_URL\)/);
    expect(loadConfig({ WORKERS: '1' }).workers).toBe(1);
  });
});

describe('restarting a worker that died', () => {
  it('waits longer after each young death in a row, up to the last delay', () => {
    let youngDeaths = 0;
    const waits = [];
    for (let i = 0; i < WORKER_RESTART_DELAYS_MS.length + 2; i += 1) {
      const next = restartAfterDeath(youngDeaths, 1_000);
      youngDeaths = next.youngDeaths;
      waits.push(next.delayMs);
    }
    expect(waits).toEqual([...WORKER_RESTART_DELAYS_MS.slice(1), ...Array(3).fill(WORKER_RESTART_DELAYS_MS.at(-1))]);
  });

  it('starts over after a worker that had served a while', () => {
    expect(restartAfterDeath(4, WORKER_STABLE_AFTER_MS)).toEqual({ delayMs: WORKER_RESTART_DELAYS_MS[0], youngDeaths: 0 });
  });
});
