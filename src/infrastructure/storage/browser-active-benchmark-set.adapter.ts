import type { ActiveBenchmarkSetStore } from '@application/authoring/benchmark-set-authoring.port';

/** The session storage key of the benchmark assessment builder's active set (per tab, like the other preferences). */
export const ACTIVE_BENCHMARK_SET_KEY = 'benchmark-active-set';

/** The active benchmark set in `sessionStorage`; anything that is not a positive whole number reads as none. */
export function createBrowserActiveBenchmarkSetStore(storage: Storage): ActiveBenchmarkSetStore {
  return {
    read() {
      const value = Number(storage.getItem(ACTIVE_BENCHMARK_SET_KEY));
      return Number.isInteger(value) && value > 0 ? value : null;
    },
    write: (setId) => storage.setItem(ACTIVE_BENCHMARK_SET_KEY, String(setId)),
    clear: () => storage.removeItem(ACTIVE_BENCHMARK_SET_KEY),
  };
}
