import type { ActiveBenchmarkSetStore } from '@application/authoring/benchmark-set-authoring.port';

/** The active-set store's twin for screen tests: the same answers, kept in a variable. */
export function createInMemoryActiveBenchmarkSetStore(initial: number | null = null): ActiveBenchmarkSetStore {
  let current = initial;
  return {
    read: () => current,
    write: (setId) => {
      current = setId;
    },
    clear: () => {
      current = null;
    },
  };
}
