/** How often a condition is asked again, and how long before giving up, unless a caller says otherwise. */
export const WAIT_POLL_MS = 5;
export const WAIT_TIMEOUT_MS = 5_000;

export interface WaitOptions {
  /** Give up after this long; the failure names `what`. */
  readonly timeoutMs?: number;
  readonly intervalMs?: number;
  /** What is awaited, for the timeout message. */
  readonly what?: string;
}

/**
 * Resolves with the first truthy value of `condition`, asking again every few milliseconds until a
 * deadline: the way tests wait for something that happens elsewhere (a NOTIFY delivered, a socket
 * closed) instead of sleeping a guessed time. A condition that throws fails the wait at once.
 */
export async function waitFor<T>(
  condition: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  { timeoutMs = WAIT_TIMEOUT_MS, intervalMs = WAIT_POLL_MS, what = 'a condition' }: WaitOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await condition();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
