/** Waits before starting a worker again after one died, by how many died young in a row; the last repeats. */
export const WORKER_RESTART_DELAYS_MS: readonly number[] = [100, 500, 1_000, 2_000, 5_000];
/** A worker that served this long died of something else than a bad start: the back-off starts over. */
export const WORKER_STABLE_AFTER_MS = 30_000;

/**
 * The back-off after a worker's death: `youngDeathsBefore` counts the deaths in a row before this
 * one of workers that lived less than WORKER_STABLE_AFTER_MS. Answers the wait and the new count,
 * so a worker that fails at every start (a database that is down) is retried every 5 s, not in a spin.
 */
export function restartAfterDeath(youngDeathsBefore: number, livedMs: number): { readonly delayMs: number; readonly youngDeaths: number } {
  const youngDeaths = livedMs >= WORKER_STABLE_AFTER_MS ? 0 : youngDeathsBefore + 1;
  const delayMs = WORKER_RESTART_DELAYS_MS[Math.min(youngDeaths, WORKER_RESTART_DELAYS_MS.length - 1)];
  return { delayMs, youngDeaths };
}
