/**
 * Retrying on a schedule, as the answer sync, the assessment submit and the notification channel do:
 * a list of waits and a counter of retries made since the last success. The machines keep these
 * fields in their context and use the pieces below in their `setup` (`advanceRetry: assign(advanceRetry)`,
 * guards, a named delay), so the rule is written once.
 */
export interface RetrySchedule {
  /** The wait before each retry, in order. */
  readonly retryDelaysMs: readonly number[];
  /** Retries made since the last success: the index of the next wait. */
  readonly retry: number;
}

type WithSchedule = { readonly context: RetrySchedule };

/** The schedule's context fields at the start. */
export const startRetrySchedule = (retryDelaysMs: readonly number[]): RetrySchedule => ({ retryDelaysMs, retry: 0 });

/** Assigner: one more retry was made. */
export const advanceRetry = ({ context }: WithSchedule) => ({ retry: context.retry + 1 });

/** Assigner: a success starts the schedule over. */
export const resetRetries = () => ({ retry: 0 });

/** Guard: a wait is left in the schedule (past the end, give up). */
export const hasRetriesLeft = ({ context }: WithSchedule): boolean => context.retry < context.retryDelaysMs.length;

/** Delay: the next wait of the schedule. */
export const nextRetryDelay = ({ context }: WithSchedule): number => context.retryDelaysMs[context.retry] ?? 0;

/** Delay for a schedule that never gives up: past the end, the last wait repeats. */
export const nextRetryDelayRepeatingLast = ({ context }: WithSchedule): number =>
  context.retryDelaysMs[Math.min(context.retry, context.retryDelaysMs.length - 1)] ?? 0;
