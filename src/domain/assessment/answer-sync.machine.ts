import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { ANSWER_SYNC_RETRY_DELAYS_MS } from '../shared/constants';

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
  | { readonly kind: 'dropped'; readonly clientAnswerId: string; readonly status: number; readonly code: string }
  /** Nothing to send for the signed-in student. */
  | { readonly kind: 'empty' }
  /** Nobody is signed in, or the session ended (401): wait for a sign-in. */
  | { readonly kind: 'paused' }
  /** The server could not be reached or failed for now: retry later. */
  | { readonly kind: 'unavailable'; readonly clientAnswerId: string; readonly code: string };

export interface AnswerSyncInput {
  /** Defaults to ANSWER_SYNC_RETRY_DELAYS_MS. */
  readonly retryDelaysMs?: readonly number[];
}

export interface AnswerSyncContext {
  readonly retryDelaysMs: readonly number[];
  /** Index into retryDelaysMs of the next wait (the last delay repeats). */
  readonly retry: number;
  /** A WAKE arrived while sending: look again before going idle (the entry may have been added after the look). */
  readonly recheck: boolean;
  readonly lastFailure: string | null;
}

export type AnswerSyncEvent =
  /** Something may be waiting: an answer was added, a student signed in, the app started. */
  | { readonly type: 'WAKE' }
  /** The browser reports the network is back. */
  | { readonly type: 'ONLINE' };

type Done = { readonly output: SendOutcome };
const outcomeOf = (event: unknown): SendOutcome => (event as Done).output;

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
    resetRetries: assign({ retry: 0, lastFailure: null }),
    advanceRetry: assign({ retry: ({ context }) => context.retry + 1 }),
    requestRecheck: assign({ recheck: true }),
    clearRecheck: assign({ recheck: false }),
    recordFailure: assign({
      lastFailure: ({ event }) => {
        const e = event as { output?: SendOutcome; error?: unknown };
        if (e.output && e.output.kind === 'unavailable') return e.output.code;
        return e.error instanceof Error ? e.error.message : String(e.error);
      },
    }),
  },
  guards: {
    nothingLeft: ({ event }) => {
      const kind = outcomeOf(event).kind;
      return kind === 'empty' || kind === 'paused';
    },
    recheckRequested: ({ context }) => context.recheck,
    unavailable: ({ event }) => outcomeOf(event).kind === 'unavailable',
  },
  delays: {
    syncRetryDelay: ({ context }) => context.retryDelaysMs[Math.min(context.retry, context.retryDelaysMs.length - 1)] ?? 0,
  },
}).createMachine({
  id: 'answerSync',
  context: ({ input }) => ({ retryDelaysMs: input?.retryDelaysMs ?? ANSWER_SYNC_RETRY_DELAYS_MS, retry: 0, recheck: false, lastFailure: null }),
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
          { guard: 'unavailable', target: 'backingOff', actions: ['recordFailure', 'clearRecheck'] },
          { guard: 'recheckRequested', target: 'sending', reenter: true, actions: 'resetRetries' },
          { guard: 'nothingLeft', target: 'idle', actions: 'resetRetries' },
          { target: 'sending', reenter: true, actions: 'resetRetries' },
        ],
        onError: { target: 'backingOff', actions: ['recordFailure', 'clearRecheck'] },
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
export type AnswerSyncMachineSnapshot = SnapshotFrom<AnswerSyncMachine>;
