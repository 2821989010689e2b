/**
 * When the LISTEN connection is lost (backend terminated, failover, network cut), how long to wait
 * before each attempt to get it back: quick at first (a killed backend is replaced at once), then
 * every 5 s for as long as it takes. The last delay repeats. LISTEN_RECONNECT_DELAYS_MS overrides it.
 */
export const LISTEN_RECONNECT_DELAYS_MS: readonly number[] = [100, 500, 1_000, 2_000, 5_000];

/** Once the schedule is at its last delay, one failed attempt in this many is logged (about once a minute at 5 s). */
export const LISTEN_FAILURE_LOG_EVERY = 12;

/** The wait before attempt `attempt` (1 for the first attempt after the loss). */
export function reconnectDelayMs(attempt: number, delays: readonly number[] = LISTEN_RECONNECT_DELAYS_MS): number {
  if (delays.length === 0) throw new Error('reconnect schedule needs at least one delay');
  return delays[Math.min(Math.max(attempt, 1), delays.length) - 1];
}

/** Whether failed attempt `attempt` is logged: every one while the delays grow, then one in LISTEN_FAILURE_LOG_EVERY. */
export function logsFailedAttempt(attempt: number, delays: readonly number[] = LISTEN_RECONNECT_DELAYS_MS): boolean {
  return attempt <= delays.length || (attempt - delays.length) % LISTEN_FAILURE_LOG_EVERY === 0;
}
