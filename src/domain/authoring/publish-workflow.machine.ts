import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { BilingualText } from '../content/bilingual.schemas';
import type { PublishJob, PublishJobState, PublishScope } from './authoring.responses';

/**
 * A content creator's publish (product-spec §4 "Content publishing"; issue 14): `idle` → `requesting`
 * (the server queues a publish job, or answers the one already open for the same target) →
 * `inProgress` (the job's step of steps, live from the hub's notifications 6) → `succeeded` |
 * `failed` (notification 8 or 7, or the job as read). RETRY asks again; DISMISS puts the control back.
 *
 * A refused request (403, 404, offline) fails with the server's message as received (api-spec §8.1).
 * Hub messages can be lost (a reconnect, a tab asleep): whenever the hub has been quiet for
 * `progressCheckMs` the job is read and the machine moves by its state, so it never spins for ever.
 * Hub events of other jobs (another tab's publish) are ignored; those that arrive before the request
 * is answered (a fast runner) are kept and applied once the job's id is known.
 *
 * No I/O: the application provides `requestPublish` (the port's `publish(scope, targetId)`),
 * `readPublishJob` (`publishJob(jobId)`) and, optionally, the `published` action.
 */

/** How long the hub may be quiet during a publish before the job is read, in ms. */
export const PUBLISH_PROGRESS_CHECK_MS = 5000;

/** authoring.responses.ts's job states, copied so this machine loads without the schema library. */
const JobState = { Succeeded: 'succeeded', Failed: 'failed' } as const satisfies Record<string, PublishJobState>;

/** What the publish and job-read calls answer, in the machine's words (the application maps `ApiResult`). */
export type PublishJobAnswer =
  | { readonly ok: true; readonly job: PublishJob }
  /** `offline`: no answer from the server (a job read then tries again later). */
  | { readonly ok: false; readonly message: string; readonly offline: boolean };

export interface PublishWorkflowInput {
  readonly scope: PublishScope;
  /** The unit or lesson; null for the course. */
  readonly targetId: number | null;
  readonly progressCheckMs?: number;
}

/** What the hub says about a job (notifications 6, 8 and 7; `publishId` is the job's id). */
export type PublishHubEvent =
  | { readonly type: 'PROGRESS'; readonly jobId: number; readonly step: number; readonly steps: number; readonly stepLabel?: BilingualText | null }
  | { readonly type: 'SUCCEEDED'; readonly jobId: number }
  | { readonly type: 'FAILED'; readonly jobId: number; readonly reason: string };

export type PublishWorkflowEvent =
  /** The creator presses Publish (again, after a success). */
  | { readonly type: 'PUBLISH' }
  /** After a failure: ask again (the server starts a new job). */
  | { readonly type: 'RETRY' }
  /** Closes the success or failure text. */
  | { readonly type: 'DISMISS' }
  | PublishHubEvent;

export interface PublishWorkflowContext {
  readonly scope: PublishScope;
  readonly targetId: number | null;
  readonly progressCheckMs: number;
  readonly job: PublishJob | null;
  readonly step: number;
  readonly steps: number;
  /** What the current step publishes, when known (the job as read; the hub sends numbers only). */
  readonly stepLabel: BilingualText | null;
  /** Why it failed: the server's message or the job's reason, as received. */
  readonly failure: string | null;
  /** Hub events that arrived while the request was unanswered (their job's id was not known yet). */
  readonly early: readonly PublishHubEvent[];
}

export interface PublishRequest {
  readonly scope: PublishScope;
  readonly targetId: number | null;
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));
const outputOf = <T>({ event }: { event: { output: T } }): T => event.output;
const errorOf = ({ event }: { event: { error: unknown } }): unknown => event.error;

/** The last word the hub had about `jobId` before the request was answered: an ending wins over progress. */
function earlyWordOn(early: readonly PublishHubEvent[], jobId: number): PublishHubEvent | null {
  const mine = early.filter((e) => e.jobId === jobId);
  return mine.find((e) => e.type !== 'PROGRESS') ?? mine.at(-1) ?? null;
}

/** The job as answered, with what the hub already said about it folded in. */
function settledJob(answer: PublishJobAnswer, early: readonly PublishHubEvent[]): PublishJobAnswer {
  if (!answer.ok || answer.job.state === JobState.Succeeded || answer.job.state === JobState.Failed) return answer;
  const word = earlyWordOn(early, answer.job.id);
  if (!word) return answer;
  if (word.type === 'SUCCEEDED') return { ok: true, job: { ...answer.job, state: JobState.Succeeded } };
  if (word.type === 'FAILED') return { ok: true, job: { ...answer.job, state: JobState.Failed, failure: word.reason } };
  if (word.step < answer.job.step) return answer;
  return { ok: true, job: { ...answer.job, step: word.step, steps: word.steps, stepLabel: word.step === answer.job.step ? answer.job.stepLabel : (word.stepLabel ?? null) } };
}

const finished = (answer: PublishJobAnswer, state: PublishJobState) => answer.ok && answer.job.state === state;

export const publishWorkflowMachine = setup({
  types: {
    input: {} as PublishWorkflowInput,
    context: {} as PublishWorkflowContext,
    events: {} as PublishWorkflowEvent,
  },
  actors: {
    requestPublish: fromPromise<PublishJobAnswer, PublishRequest>(async () => {
      throw new Error('No requestPublish was provided');
    }),
    readPublishJob: fromPromise<PublishJobAnswer, { jobId: number }>(async () => {
      throw new Error('No readPublishJob was provided');
    }),
  },
  actions: {
    /** Provided by the application: the item's new published state is there (reload what shows it). */
    published: () => undefined,
    /** Nothing shown: before a request, and once the outcome is dismissed. */
    forget: assign({ job: null, step: 0, steps: 0, stepLabel: null, failure: null, early: [] }),
    keepEarly: assign(({ context, event }) => {
      assertEvent(event, ['PROGRESS', 'SUCCEEDED', 'FAILED']);
      return { early: [...context.early, event] };
    }),
    recordJob: assign((_, answer: PublishJobAnswer) =>
      answer.ok ? { job: answer.job, step: answer.job.step, steps: answer.job.steps, stepLabel: answer.job.stepLabel, early: [] } : {},
    ),
    /**
     * A job read while the hub is quiet. The runner's writes commit only at its end, so a read may
     * show an older step than the hub already sent: the bar never moves back.
     */
    recordCheckedJob: assign(({ context }, answer: PublishJobAnswer) => {
      if (!answer.ok) return {};
      if (answer.job.step < context.step) return { job: answer.job };
      return { job: answer.job, step: answer.job.step, steps: answer.job.steps, stepLabel: answer.job.step === context.step ? (answer.job.stepLabel ?? context.stepLabel) : answer.job.stepLabel };
    }),
    recordRefusal: assign((_, answer: PublishJobAnswer) => ({ failure: answer.ok ? null : answer.message, early: [] })),
    recordJobFailure: assign((_, answer: PublishJobAnswer) => (answer.ok ? { job: answer.job, failure: answer.job.failure ?? '', early: [] } : {})),
    recordError: assign((_, error: unknown) => ({ failure: errorMessage(error), early: [] })),
    recordProgress: assign(({ context, event }) => {
      assertEvent(event, 'PROGRESS');
      // Notifications of one job arrive in order; an older step (a late copy) never moves the bar back.
      if (event.step < context.step) return {};
      return { step: event.step, steps: event.steps, stepLabel: event.step === context.step ? context.stepLabel : (event.stepLabel ?? null) };
    }),
    recordHubFailure: assign(({ event }) => {
      assertEvent(event, 'FAILED');
      return { failure: event.reason };
    }),
  },
  guards: {
    refused: (_, answer: PublishJobAnswer) => !answer.ok,
    refusedOnline: (_, answer: PublishJobAnswer) => !answer.ok && !answer.offline,
    jobSucceeded: (_, answer: PublishJobAnswer) => finished(answer, JobState.Succeeded),
    jobFailed: (_, answer: PublishJobAnswer) => finished(answer, JobState.Failed),
    isThisJob: ({ context, event }) => {
      assertEvent(event, ['PROGRESS', 'SUCCEEDED', 'FAILED']);
      return context.job !== null && event.jobId === context.job.id;
    },
  },
  delays: {
    progressCheckMs: ({ context }) => context.progressCheckMs,
  },
}).createMachine({
  id: 'publishWorkflow',
  context: ({ input }) => ({
    scope: input.scope,
    targetId: input.targetId,
    progressCheckMs: input.progressCheckMs ?? PUBLISH_PROGRESS_CHECK_MS,
    job: null,
    step: 0,
    steps: 0,
    stepLabel: null,
    failure: null,
    early: [],
  }),
  initial: 'idle',
  states: {
    idle: {
      entry: 'forget',
      on: { PUBLISH: 'requesting' },
    },
    requesting: {
      entry: 'forget',
      invoke: {
        id: 'requestPublish',
        src: 'requestPublish',
        input: ({ context }) => ({ scope: context.scope, targetId: context.targetId }),
        onDone: [
          { guard: { type: 'refused', params: outputOf }, target: 'failed', actions: { type: 'recordRefusal', params: outputOf } },
          {
            guard: { type: 'jobSucceeded', params: ({ context, event }) => settledJob(event.output, context.early) },
            target: 'succeeded',
            actions: { type: 'recordJob', params: ({ context, event }) => settledJob(event.output, context.early) },
          },
          {
            guard: { type: 'jobFailed', params: ({ context, event }) => settledJob(event.output, context.early) },
            target: 'failed',
            actions: { type: 'recordJobFailure', params: ({ context, event }) => settledJob(event.output, context.early) },
          },
          { target: 'inProgress', actions: { type: 'recordJob', params: ({ context, event }) => settledJob(event.output, context.early) } },
        ],
        onError: { target: 'failed', actions: { type: 'recordError', params: errorOf } },
      },
      on: {
        PROGRESS: { actions: 'keepEarly' },
        SUCCEEDED: { actions: 'keepEarly' },
        FAILED: { actions: 'keepEarly' },
      },
    },
    inProgress: {
      initial: 'listening',
      on: {
        // Any word on this job shows the hub is alive: the quiet period starts again (a check under way is dropped).
        PROGRESS: { guard: 'isThisJob', target: '.listening', reenter: true, actions: 'recordProgress' },
        SUCCEEDED: { guard: 'isThisJob', target: 'succeeded' },
        FAILED: { guard: 'isThisJob', target: 'failed', actions: 'recordHubFailure' },
      },
      states: {
        listening: {
          after: { progressCheckMs: 'checking' },
        },
        /** The hub was quiet: read the job. No answer (offline) listens again and checks later. */
        checking: {
          invoke: {
            id: 'readPublishJob',
            src: 'readPublishJob',
            input: ({ context }) => ({ jobId: context.job?.id ?? 0 }),
            onDone: [
              { guard: { type: 'jobSucceeded', params: outputOf }, target: '#publishWorkflow.succeeded', actions: { type: 'recordJob', params: outputOf } },
              { guard: { type: 'jobFailed', params: outputOf }, target: '#publishWorkflow.failed', actions: { type: 'recordJobFailure', params: outputOf } },
              { guard: { type: 'refusedOnline', params: outputOf }, target: '#publishWorkflow.failed', actions: { type: 'recordRefusal', params: outputOf } },
              { guard: { type: 'refused', params: outputOf }, target: 'listening' },
              { target: 'listening', actions: { type: 'recordCheckedJob', params: outputOf } },
            ],
            onError: { target: 'listening' },
          },
        },
      },
    },
    succeeded: {
      entry: 'published',
      on: { DISMISS: 'idle', PUBLISH: 'requesting' },
    },
    failed: {
      on: { RETRY: 'requesting', DISMISS: 'idle' },
    },
  },
});

export type PublishWorkflowMachine = typeof publishWorkflowMachine;
export type PublishWorkflowSnapshot = SnapshotFrom<PublishWorkflowMachine>;
