import { assign, fromPromise, setup } from 'xstate';
import { ANSWER_SYNC_RETRY_DELAYS_MS } from '../shared/constants';
import type { ClientErrorCode } from '../shared/error-codes';
import { advanceRetry, nextRetryDelayRepeatingLast, resetRetries, startRetrySchedule, type RetrySchedule } from '../shared/retry-schedule';

/**
 * Sending the answer outbox (issue 5, "Answers are never lost"): one entry at a time, oldest first.
 * `sending` asks the provided `sendNext` actor to send the oldest pending entry; an acknowledged
 * or permanently refused entry leaves the outbox and the next one follows at once. When the server
 * cannot be reached (or answers 5xx/429), `backingOff` waits the next delay of `retryDelaysMs` (the
 * last one repeats: answers are never given up on), unless the browser reports it is online again.
 * Nothing pending, or nobody signed in: `idle` until WAKE (a new answer, a sign-in, start) or ONLINE.
 *
 * No I/O: the application provides `sendNext` (outbox + gateway) and reads the state as the quiet
 * save status: idle = saved, sending = saving, backingOff = offline (will retry).
 */

/** What one `sendNext` run did. */
export type SendOutcome =
  /** The oldest entry was acknowledged by the server and removed. */
  | { readonly kind: 'acked'; readonly clientAnswerId: string }
  /** The server refused the entry for good (400/403/404/409…): removed and reported. */
  | { readonly kind: 'dropped'; readonly clientAnswerId: string; readonly status: number; readonly code: ClientErrorCode }
  /**
   * The server failed the entry with a fault of its own too often (answer-outbox.rules.ts): it stays
   * in the outbox, reported and held back until the next start or sign-in; the next entry follows.
   */
  | { readonly kind: 'held'; readonly clientAnswerId: string; readonly status: number; readonly code: ClientErrorCode }
  /** Nothing to send for the signed-in student. */
  | { readonly kind: 'empty' }
  /** Nobody is signed in, or the session ended (401): wait for a sign-in. */
  | { readonly kind: 'paused' }
  /** The server could not be reached or failed for now: retry later. */
  | { readonly kind: 'unavailable'; readonly clientAnswerId: string; readonly code: ClientErrorCode };

export interface AnswerSyncInput {
  /** Defaults to ANSWER_SYNC_RETRY_DELAYS_MS. */
  readonly retryDelaysMs?: readonly number[];
}

/** Its retry schedule never gives up: past the end, the last delay repeats. */
export interface AnswerSyncContext extends RetrySchedule {
  /** A WAKE arrived while sending: look again before going idle (the entry may have been added after the look). */
  readonly recheck: boolean;
  readonly lastFailure: string | null;
}

export type AnswerSyncEvent =
  /** Something may be waiting: an answer was added, a student signed in, the app started. */
  | { readonly type: 'WAKE' }
  /** The browser reports the network is back. */
  | { readonly type: 'ONLINE' };

/** Params of the `sendNext` actor's done and error events, for the actions and guards they feed. */
const outcomeOf = ({ event }: { event: { output: SendOutcome } }): SendOutcome => event.output;
const unavailableCode = ({ event }: { event: { output: SendOutcome } }): string => (event.output.kind === 'unavailable' ? event.output.code : event.output.kind);
const errorText = ({ event }: { event: { error: unknown } }): string => (event.error instanceof Error ? event.error.message : String(event.error));

export const answerSyncMachine = setup({
  types: {
    input: {} as AnswerSyncInput | undefined,
    context: {} as AnswerSyncContext,
    events: {} as AnswerSyncEvent,
  },
  actors: {
    sendNext: fromPromise<SendOutcome>(async () => ({ kind: 'paused' })),
  },
  actions: {
    resetRetries: assign(() => ({ ...resetRetries(), lastFailure: null })),
    advanceRetry: assign(({ context }) => advanceRetry({ context })),
    requestRecheck: assign({ recheck: true }),
    clearRecheck: assign({ recheck: false }),
    /** Params: why the send failed (the server's code, or the error). */
    recordFailure: assign((_, failure: string) => ({ lastFailure: failure })),
  },
  guards: {
    nothingLeft: (_, outcome: SendOutcome) => outcome.kind === 'empty' || outcome.kind === 'paused',
    recheckRequested: ({ context }) => context.recheck,
    unavailable: (_, outcome: SendOutcome) => outcome.kind === 'unavailable',
  },
  delays: {
    syncRetryDelay: ({ context }) => nextRetryDelayRepeatingLast({ context }),
  },
}).createMachine({
  id: 'answerSync',
  context: ({ input }) => ({ ...startRetrySchedule(input?.retryDelaysMs ?? ANSWER_SYNC_RETRY_DELAYS_MS), recheck: false, lastFailure: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { WAKE: 'sending', ONLINE: 'sending' },
    },
    sending: {
      entry: 'clearRecheck',
      invoke: {
        src: 'sendNext',
        onDone: [
          {
            guard: { type: 'unavailable', params: outcomeOf },
            target: 'backingOff',
            actions: [{ type: 'recordFailure', params: unavailableCode }, 'clearRecheck'],
          },
          { guard: 'recheckRequested', target: 'sending', reenter: true, actions: 'resetRetries' },
          { guard: { type: 'nothingLeft', params: outcomeOf }, target: 'idle', actions: 'resetRetries' },
          { target: 'sending', reenter: true, actions: 'resetRetries' },
        ],
        onError: { target: 'backingOff', actions: [{ type: 'recordFailure', params: errorText }, 'clearRecheck'] },
      },
      on: { WAKE: { actions: 'requestRecheck' } },
    },
    backingOff: {
      after: { syncRetryDelay: { target: 'sending', actions: 'advanceRetry' } },
      on: { ONLINE: 'sending' },
    },
  },
});

export type AnswerSyncMachine = typeof answerSyncMachine;
