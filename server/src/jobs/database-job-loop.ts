import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';

export interface DatabaseJobLoopOptions {
  readonly db: Database;
  readonly log: FastifyBaseLogger;
  /** The channel a NOTIFY on which says there is work (sent when work is queued). */
  readonly channel: string;
  /** How often to look for work even without a NOTIFY (one missed while LISTEN reconnected). */
  readonly intervalMs: number;
  /** Logged with the error when a drain throws. */
  readonly failureMessage: string;
  /**
   * One drain: does the work there is, then resolves. `stopped` turns true once the stop is called;
   * a long drain may look at it to end early.
   */
  readonly drain: (stopped: () => boolean) => Promise<unknown>;
}

/**
 * The loop of a background job every server process runs on the database: woken by the NOTIFY on
 * `channel`, by an interval and once at the start (work queued before this process started, or left
 * by a process that died). Never overlaps itself: a wake-up during a drain runs one more drain after
 * it. A drain that throws is logged (not once stopped: a closing database is no news) and the next
 * wake-up tries again. Resolves to the stop, which waits for a drain under way.
 */
export async function startDatabaseJobLoop(options: DatabaseJobLoopOptions): Promise<() => Promise<void>> {
  const { db, log, channel, intervalMs, failureMessage, drain } = options;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const isStopped = () => stopped;
  const drainUntilQuiet = async () => {
    do {
      again = false;
      try {
        await drain(isStopped);
      } catch (err) {
        if (!stopped) log.error({ err }, failureMessage);
      }
    } while (again && !stopped);
  };
  const wake = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drainUntilQuiet().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(wake, intervalMs);
  timer.unref();
  const unlisten = await db.listen(channel, wake, { onReset: wake });
  wake();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await unlisten();
    await running;
  };
}
