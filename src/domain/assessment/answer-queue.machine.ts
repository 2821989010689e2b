import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { ANSWER_QUEUE_POLL_MS } from '../shared/constants';
import { sameChoiceSet } from './answer-value';

/**
 * The multi-response answer queue of one question (product-spec §4): one save in flight at a time.
 * An answer given while a save is in flight waits; the waiting answer is checked every
 * `pollMs` (ANSWER_QUEUE_POLL_MS) and sent only if it differs from the last answer sent, so
 * identical answers are never sent twice, and a burst of toggles becomes one save.
 *
 * No I/O: the application provides `saveAnswer` (which hands the answer to the durable outbox).
 */

export interface AnswerQueueInput {
  readonly assessmentId: number;
  readonly retakeRound: number;
  readonly questionId: number;
  /** The answer the server already has (so re-selecting it sends nothing); null when none. */
  readonly lastSent?: readonly number[] | null;
  /** Defaults to ANSWER_QUEUE_POLL_MS. */
  readonly pollMs?: number;
}

export interface AnswerQueueContext {
  readonly assessmentId: number;
  readonly retakeRound: number;
  readonly questionId: number;
  /** The newest answer the student gave. */
  readonly selection: readonly number[] | null;
  /** The answer of the save in flight. */
  readonly inFlight: readonly number[] | null;
  /** The last answer saved; the newest is sent only when it differs from this one. */
  readonly lastSent: readonly number[] | null;
  readonly lastError: string | null;
  readonly pollMs: number;
}

export type AnswerQueueEvent =
  /** The student's whole selection after a toggle. */
  | { readonly type: 'ANSWER'; readonly choiceIds: readonly number[] }
  /** In `failed`: send the newest answer again. */
  | { readonly type: 'RETRY' };

export interface SaveChoicesInput {
  readonly assessmentId: number;
  readonly retakeRound: number;
  readonly questionId: number;
  readonly choiceIds: readonly number[];
}

const differs = (a: readonly number[] | null, b: readonly number[] | null) => (a === null || b === null ? a !== b : !sameChoiceSet(a, b));

/** Params of the save actor's error event, for the action it feeds. */
const errorOf = ({ event }: { event: { error: unknown } }): unknown => event.error;

export const answerQueueMachine = setup({
  types: {
    input: {} as AnswerQueueInput,
    context: {} as AnswerQueueContext,
    events: {} as AnswerQueueEvent,
  },
  actors: {
    /** Saves one answer; resolves when it is safe (stored durably and attempted). */
    saveAnswer: fromPromise<unknown, SaveChoicesInput>(async () => {
      throw new Error('No saveAnswer was provided');
    }),
  },
  actions: {
    keepSelection: assign({
      selection: ({ event }) => {
        assertEvent(event, 'ANSWER');
        return [...event.choiceIds];
      },
    }),
    takeInFlight: assign({ inFlight: ({ context }) => context.selection }),
    recordSent: assign({ lastSent: ({ context }) => context.inFlight, inFlight: null, lastError: null }),
    /** Params: the save's rejection. */
    recordFailure: assign((_, error: unknown) => ({ inFlight: null, lastError: error instanceof Error ? error.message : String(error) })),
  },
  guards: {
    /** The answer in the event differs from the last one sent. */
    answerDiffersFromSent: ({ context, event }) => {
      assertEvent(event, 'ANSWER');
      return differs(event.choiceIds, context.lastSent);
    },
    /** The newest answer differs from the last one sent. */
    selectionDiffersFromSent: ({ context }) => context.selection !== null && differs(context.selection, context.lastSent),
    /** An answer arrived during the save that differs from the one just saved. */
    newerAnswerWaiting: ({ context }) => context.selection !== null && differs(context.selection, context.inFlight),
  },
  delays: {
    answerQueuePoll: ({ context }) => context.pollMs,
  },
}).createMachine({
  id: 'answerQueue',
  context: ({ input }) => ({
    assessmentId: input.assessmentId,
    retakeRound: input.retakeRound,
    questionId: input.questionId,
    selection: input.lastSent ? [...input.lastSent] : null,
    inFlight: null,
    lastSent: input.lastSent ? [...input.lastSent] : null,
    lastError: null,
    pollMs: input.pollMs ?? ANSWER_QUEUE_POLL_MS,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        ANSWER: [
          { guard: 'answerDiffersFromSent', target: 'saving', actions: ['keepSelection', 'takeInFlight'] },
          { actions: 'keepSelection' },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'saveAnswer',
        input: ({ context }) => ({
          assessmentId: context.assessmentId,
          retakeRound: context.retakeRound,
          questionId: context.questionId,
          choiceIds: context.inFlight ?? [],
        }),
        onDone: [
          { guard: 'newerAnswerWaiting', target: 'waiting', actions: 'recordSent' },
          { target: 'idle', actions: 'recordSent' },
        ],
        onError: { target: 'failed', actions: { type: 'recordFailure', params: errorOf } },
      },
      on: { ANSWER: { actions: 'keepSelection' } },
    },
    /** A newer answer waits for the next check. */
    waiting: {
      after: {
        answerQueuePoll: [{ guard: 'selectionDiffersFromSent', target: 'saving', actions: 'takeInFlight' }, { target: 'idle' }],
      },
      on: { ANSWER: { actions: 'keepSelection' } },
    },
    /** The save could not be stored; the newest answer is kept and sent on RETRY or the next answer. */
    failed: {
      on: {
        ANSWER: [
          { guard: 'answerDiffersFromSent', target: 'saving', actions: ['keepSelection', 'takeInFlight'] },
          { target: 'idle', actions: 'keepSelection' },
        ],
        RETRY: { guard: 'selectionDiffersFromSent', target: 'saving', actions: 'takeInFlight' },
      },
    },
  },
});

export type AnswerQueueMachine = typeof answerQueueMachine;
export type AnswerQueueSnapshot = SnapshotFrom<AnswerQueueMachine>;

/** Nothing in flight and nothing waiting: every answer given is saved (or failed and shown). */
export const isAnswerQueueSettled = (s: AnswerQueueSnapshot): boolean => s.matches('idle') || s.matches('failed');
