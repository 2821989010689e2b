import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { BenchmarkStatus } from './benchmark.schemas';

/**
 * A student's benchmark assignment (product-spec §3 "Benchmark assignment", §4 "Benchmarks"):
 * assigned (status 0) → in progress → submitted, and again for each retake round a teacher allows.
 * A submit the server answers with statusType 0 shows its message and the expired-benchmark modal
 * (`expired`); meanwhile the score is loaded and the lesson reloaded. A submit that never got an
 * answer waits in `submitFailed` for SUBMIT again. A benchmark whose period closed before it was
 * submitted (opened after its end, or refused on submit) rests in `ended`: the saved answers stay,
 * read only, and nothing is sent again until a teacher allows a retake.
 *
 * No I/O: the application provides `submitBenchmark` (flushes the outbox, then
 * `benchmark-answer/submit`), `loadScore` (`benchmark-score/{id}`) and `reloadLesson`.
 */

/** benchmark.schemas.ts's BenchmarkStatus values, copied so this machine loads without the schema library. */
const Status = { Assigned: 0, InProgress: 1, Submitted: 2 } as const satisfies Record<string, BenchmarkStatus>;

export interface BenchmarkLifecycleInput {
  readonly benchmarkStudentId: number;
  readonly lessonId: number;
  readonly status: number;
  readonly retakeRound?: number;
  readonly score?: number | null;
  /** The period ended before this round was submitted (the assignment's `isExpired`). */
  readonly expired?: boolean;
}

export interface BenchmarkLifecycleContext {
  readonly benchmarkStudentId: number;
  readonly lessonId: number;
  readonly initialStatus: number;
  /** Opened after the period's end, unsubmitted: the expired-benchmark modal greets the student. */
  readonly openedExpired: boolean;
  readonly retakeRound: number;
  /** Percent of the current round (benchmark-score's `percent`); null until loaded or while unscored. */
  readonly score: number | null;
  /** The server's statusMessage of a refused submit (shown with the expired modal), or a failure. */
  readonly message: string | null;
  /** The last submit was refused by the server (statusType 0): the benchmark expired. */
  readonly expired: boolean;
}

export type BenchmarkLifecycleEvent =
  /** The student opens the assigned benchmark. */
  | { readonly type: 'START' }
  /** Submit (again, after a failure). */
  | { readonly type: 'SUBMIT' }
  /** In `submitFailed`: back to the questions without submitting. */
  | { readonly type: 'CANCEL' }
  /** Closes the expired-benchmark modal (after a refusal, once the score and lesson are loaded). */
  | { readonly type: 'CLOSE_MODAL' }
  /** A teacher allowed a retake: a new round starts at status 0. */
  | { readonly type: 'RETAKE_ASSIGNED'; readonly retakeRound: number };

/** What `submitBenchmark` resolves with: accepted, or answered with statusType 0 and its message. */
export type BenchmarkSubmitOutcome = { readonly kind: 'accepted' } | { readonly kind: 'refused'; readonly message: string };

export interface BenchmarkRef {
  readonly benchmarkStudentId: number;
  readonly lessonId: number;
  readonly retakeRound: number;
}

const refOf = ({ context }: { context: BenchmarkLifecycleContext }): BenchmarkRef => ({
  benchmarkStudentId: context.benchmarkStudentId,
  lessonId: context.lessonId,
  retakeRound: context.retakeRound,
});

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Params of an invoked actor's done and error events, for the actions and guards they feed. */
const outputOf = <T>({ event }: { event: { output: T } }): T => event.output;
const errorOf = ({ event }: { event: { error: unknown } }): unknown => event.error;

export const benchmarkLifecycleMachine = setup({
  types: {
    input: {} as BenchmarkLifecycleInput,
    context: {} as BenchmarkLifecycleContext,
    events: {} as BenchmarkLifecycleEvent,
  },
  actors: {
    submitBenchmark: fromPromise<BenchmarkSubmitOutcome, BenchmarkRef>(async () => {
      throw new Error('No submitBenchmark was provided');
    }),
    loadScore: fromPromise<number | null, BenchmarkRef>(async () => {
      throw new Error('No loadScore was provided');
    }),
    reloadLesson: fromPromise<unknown, BenchmarkRef>(async () => {
      throw new Error('No reloadLesson was provided');
    }),
  },
  actions: {
    recordRefusal: assign((_, outcome: BenchmarkSubmitOutcome) => ({ expired: true, message: outcome.kind === 'refused' ? outcome.message : null })),
    recordAccepted: assign({ expired: false, message: null }),
    recordFailure: assign((_, error: unknown) => ({ message: errorMessage(error) })),
    recordScore: assign((_, score: number | null) => ({ score })),
    startRetakeRound: assign(({ event }) => {
      assertEvent(event, 'RETAKE_ASSIGNED');
      return { retakeRound: event.retakeRound, score: null, message: null, expired: false };
    }),
  },
  guards: {
    startsSubmitted: ({ context }) => context.initialStatus >= Status.Submitted,
    startsInProgress: ({ context }) => context.initialStatus === Status.InProgress,
    startsEnded: ({ context }) => context.openedExpired,
    submitRefused: (_, outcome: BenchmarkSubmitOutcome) => outcome.kind === 'refused',
    isNewerRound: ({ context, event }) => {
      assertEvent(event, 'RETAKE_ASSIGNED');
      return Number.isInteger(event.retakeRound) && event.retakeRound > context.retakeRound;
    },
  },
}).createMachine({
  id: 'benchmarkLifecycle',
  context: ({ input }) => ({
    benchmarkStudentId: input.benchmarkStudentId,
    lessonId: input.lessonId,
    initialStatus: input.status,
    openedExpired: input.expired === true && input.status < Status.Submitted,
    retakeRound: input.retakeRound ?? 1,
    score: input.score ?? null,
    message: null,
    expired: false,
  }),
  initial: 'resuming',
  states: {
    resuming: {
      always: [
        { guard: 'startsSubmitted', target: 'submitted' },
        { guard: 'startsEnded', target: 'ended' },
        { guard: 'startsInProgress', target: 'inProgress' },
        { target: 'assigned' },
      ],
    },
    assigned: {
      on: { START: 'inProgress' },
    },
    inProgress: {
      on: { SUBMIT: 'submitting' },
    },
    submitting: {
      invoke: {
        src: 'submitBenchmark',
        input: refOf,
        onDone: [
          { guard: { type: 'submitRefused', params: outputOf }, target: 'expired', actions: { type: 'recordRefusal', params: outputOf } },
          { target: 'scoring', actions: 'recordAccepted' },
        ],
        onError: { target: 'submitFailed', actions: { type: 'recordFailure', params: errorOf } },
      },
    },
    submitFailed: {
      on: { SUBMIT: 'submitting', CANCEL: 'inProgress' },
    },
    scoring: {
      invoke: {
        src: 'loadScore',
        input: refOf,
        onDone: { target: 'submitted', actions: { type: 'recordScore', params: outputOf } },
        onError: { target: 'submitted', actions: { type: 'recordFailure', params: errorOf } },
      },
    },
    /** The expired-benchmark modal is open for the whole state, showing `message`. */
    expired: {
      initial: 'loadingScore',
      states: {
        loadingScore: {
          invoke: {
            src: 'loadScore',
            input: refOf,
            onDone: { target: 'reloadingLesson', actions: { type: 'recordScore', params: outputOf } },
            onError: { target: 'reloadingLesson' },
          },
        },
        reloadingLesson: {
          invoke: {
            src: 'reloadLesson',
            input: refOf,
            onDone: 'ready',
            onError: 'ready',
          },
        },
        ready: {
          on: { CLOSE_MODAL: '#benchmarkLifecycle.ended.closed' },
        },
      },
    },
    /**
     * The period closed unsubmitted: the answers already saved stay on the server and show read only;
     * no submit or save is sent again. Opened this way, the expired-benchmark modal shows first.
     */
    ended: {
      initial: 'notice',
      states: {
        notice: { on: { CLOSE_MODAL: 'closed' } },
        closed: {},
      },
      on: { RETAKE_ASSIGNED: { guard: 'isNewerRound', target: 'assigned', actions: 'startRetakeRound' } },
    },
    submitted: {
      on: { RETAKE_ASSIGNED: { guard: 'isNewerRound', target: 'assigned', actions: 'startRetakeRound' } },
    },
  },
});

export type BenchmarkLifecycleMachine = typeof benchmarkLifecycleMachine;
export type BenchmarkLifecycleSnapshot = SnapshotFrom<BenchmarkLifecycleMachine>;

/** Whether the expired-benchmark modal is shown. */
export const selectExpiredModalOpen = (s: BenchmarkLifecycleSnapshot): boolean => s.matches('expired') || s.matches({ ended: 'notice' });
/** Whether the student may still answer (assigned or in progress, not while submitting). */
export const selectCanAnswer = (s: BenchmarkLifecycleSnapshot): boolean => s.matches('assigned') || s.matches('inProgress') || s.matches('submitFailed');
/**
 * The status number as the server counts it. A refused submit leaves the round in progress (a submit
 * is only sent from there); a benchmark opened after its end keeps the status it was opened with.
 */
export const selectStatus = (s: BenchmarkLifecycleSnapshot): BenchmarkStatus => {
  if (s.matches('assigned')) return Status.Assigned;
  if (s.matches('submitted') || s.matches('scoring')) return Status.Submitted;
  if (s.matches('ended') && !s.context.expired) return s.context.initialStatus === Status.Assigned ? Status.Assigned : Status.InProgress;
  return Status.InProgress;
};
