import { createTestModel } from '@xstate/graph';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise, setup, SimulatedClock, type Actor } from 'xstate';
import { createMachineActorFactory } from '@application/machines/machine-actor-factory';
import type { PublishJob } from '@domain/authoring/authoring.responses';
import { publishWorkflowMachine, type PublishJobAnswer, type PublishRequest } from '@domain/authoring/publish-workflow.machine';
import { selectPercent, selectPublishing } from '@domain/authoring/publish-workflow.selectors';
import { MACHINES } from '@domain/qa/machine-registry';
import { replayTrace } from '@domain/qa/replay';
import { edgeCoverPaths } from './assessment-edge-paths';
import { openCalls, settle, settleOne, type DeferredCall } from './support/deferred-calls';
import { recordingTraceRecorder } from './support/recording-trace-recorder';
import { TransitionCoverage } from './support/transition-coverage';

/**
 * Model-based test of a content creator's publish (product-spec §4 "Content publishing"; issue 14):
 * idle → requesting → in progress (hub progress; a job read whenever the hub is quiet) → succeeded |
 * failed, retry and dismiss. A refused request fails with the server's message; an answer that is
 * already finished goes straight to its end; hub words that beat the answer are applied once the job
 * is known; other jobs' words change nothing. The real machine runs with fake invoked actors the test
 * settles and a simulated clock for the quiet period.
 */

const CHECK_MS = 5000;
const STEPS = 4;
const LAST_PROGRESS_STEP = 3;

type Failure = 'none' | 'job' | 'hub' | 'refused' | 'offline' | 'error' | 'checkRefused';
type Early = 'none' | 'progress' | 'succeeded' | 'failed';
interface ModelContext {
  step: number;
  failure: Failure;
  early: Early;
  note: '' | 'ignored';
}
type ModelEvent =
  | { type: 'PUBLISH' }
  | { type: 'RETRY' }
  | { type: 'DISMISS' }
  /** The request's answers: a job running at step 1, one already finished, a refusal, no answer, a thrown error. */
  | { type: 'ANSWER_RUNNING' }
  | { type: 'ANSWER_SUCCEEDED' }
  | { type: 'ANSWER_FAILED' }
  | { type: 'ANSWER_REFUSED' }
  | { type: 'ANSWER_OFFLINE' }
  | { type: 'REQUEST_THREW' }
  /** Hub words about the job that arrive before the request's answer, and one about another job. */
  | { type: 'EARLY_PROGRESS' }
  | { type: 'EARLY_SUCCEEDED' }
  | { type: 'EARLY_FAILED' }
  | { type: 'EARLY_OTHER_JOB' }
  /** Hub words while in progress. */
  | { type: 'PROGRESS' }
  | { type: 'LATE_PROGRESS' }
  | { type: 'OTHER_JOB' }
  | { type: 'HUB_SUCCEEDED' }
  | { type: 'HUB_FAILED' }
  /** The hub is quiet for the check period; then the job read answers. */
  | { type: 'QUIET' }
  | { type: 'CHECK_RUNNING' }
  | { type: 'CHECK_SUCCEEDED' }
  | { type: 'CHECK_FAILED' }
  | { type: 'CHECK_REFUSED' }
  | { type: 'CHECK_OFFLINE' }
  | { type: 'CHECK_THREW' };

type Note = ModelContext['note'];
/** The model forgets the step once a publish ended (the machine keeps it; nothing shows it then). */
const ended = (failure: Failure): Partial<ModelContext> => ({ failure, step: 0, early: 'none', note: '' });

const model = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  actions: {
    clear: assign({ note: '' as Note }),
    ignore: assign({ note: 'ignored' as Note }),
    start: assign({ step: 0, failure: 'none' as Failure, early: 'none' as Early, note: '' as Note }),
    forget: assign({ step: 0, failure: 'none' as Failure, early: 'none' as Early, note: '' as Note }),
    succeeded: assign(() => ended('none')),
    failedJob: assign(() => ended('job')),
    failedHub: assign(() => ended('hub')),
    refused: assign(() => ended('refused')),
    offline: assign(() => ended('offline')),
    threw: assign(() => ended('error')),
    checkRefused: assign(() => ended('checkRefused')),
    running: assign({ step: ({ context }) => (context.early === 'progress' ? 2 : 1), early: 'none' as Early, note: '' as Note }),
    // Before the answer: the first ending the hub announced wins over progress and over a later ending.
    earlyProgress: assign({ early: ({ context }) => (context.early === 'none' ? 'progress' : context.early), note: '' as Note }),
    earlySucceeded: assign({ early: ({ context }) => (context.early === 'none' || context.early === 'progress' ? 'succeeded' : context.early), note: '' as Note }),
    earlyFailed: assign({ early: ({ context }) => (context.early === 'none' || context.early === 'progress' ? 'failed' : context.early), note: '' as Note }),
    progress: assign({ step: ({ context }) => context.step + 1, note: '' as Note }),
  },
  guards: {
    earlyRunning: ({ context }) => context.early === 'none' || context.early === 'progress',
    earlySucceeded: ({ context }) => context.early === 'succeeded',
    earlyFailed: ({ context }) => context.early === 'failed',
    stepsLeft: ({ context }) => context.step < LAST_PROGRESS_STEP,
  },
}).createMachine({
  id: 'publishModel',
  context: { step: 0, failure: 'none', early: 'none', note: '' },
  initial: 'idle',
  states: {
    idle: { on: { PUBLISH: { target: 'requesting', actions: 'start' } } },
    requesting: {
      on: {
        ANSWER_RUNNING: [
          { guard: 'earlySucceeded', target: 'succeeded', actions: 'succeeded' },
          { guard: 'earlyFailed', target: 'failed', actions: 'failedHub' },
          { guard: 'earlyRunning', target: 'inProgress', actions: 'running' },
        ],
        ANSWER_SUCCEEDED: { target: 'succeeded', actions: 'succeeded' },
        // A finished job's own state wins over what the hub said before the answer.
        ANSWER_FAILED: { target: 'failed', actions: 'failedJob' },
        ANSWER_REFUSED: { target: 'failed', actions: 'refused' },
        ANSWER_OFFLINE: { target: 'failed', actions: 'offline' },
        REQUEST_THREW: { target: 'failed', actions: 'threw' },
        EARLY_PROGRESS: { actions: 'earlyProgress' },
        EARLY_SUCCEEDED: { actions: 'earlySucceeded' },
        EARLY_FAILED: { actions: 'earlyFailed' },
        EARLY_OTHER_JOB: { actions: 'ignore' },
      },
    },
    inProgress: {
      initial: 'listening',
      on: {
        PROGRESS: { guard: 'stepsLeft', target: '.listening', actions: 'progress' },
        // A late copy of an older step: the quiet period starts again, the bar stays.
        LATE_PROGRESS: { target: '.listening', actions: 'clear' },
        OTHER_JOB: { actions: 'ignore' },
        HUB_SUCCEEDED: { target: 'succeeded', actions: 'succeeded' },
        HUB_FAILED: { target: 'failed', actions: 'failedHub' },
      },
      states: {
        listening: { on: { QUIET: { target: 'checking', actions: 'clear' } } },
        checking: {
          on: {
            // The job as read is behind the hub (its writes commit at the end): the bar stays.
            CHECK_RUNNING: { target: 'listening', actions: 'clear' },
            CHECK_SUCCEEDED: { target: '#publishModel.succeeded', actions: 'succeeded' },
            CHECK_FAILED: { target: '#publishModel.failed', actions: 'failedJob' },
            CHECK_REFUSED: { target: '#publishModel.failed', actions: 'checkRefused' },
            CHECK_OFFLINE: { target: 'listening', actions: 'clear' },
            CHECK_THREW: { target: 'listening', actions: 'clear' },
          },
        },
      },
    },
    succeeded: { on: { DISMISS: { target: 'idle', actions: 'forget' }, PUBLISH: { target: 'requesting', actions: 'start' } } },
    failed: { on: { RETRY: { target: 'requesting', actions: 'start' }, DISMISS: { target: 'idle', actions: 'forget' } } },
  },
});

const FAILURE_TEXT: Record<Exclude<Failure, 'none'>, string> = {
  job: 'Lesson 2 could not be published',
  hub: 'The unit has no lessons',
  refused: 'You are not allowed to do this',
  offline: 'The server could not be reached',
  error: 'boom',
  checkRefused: 'Not found',
};
const LABEL = { id: 1, en: 'Lesson 1: Jamestown', es: 'Lección 1: Jamestown' };

type Deferred<I> = DeferredCall<I, PublishJobAnswer>;

interface System {
  readonly actor: Actor<typeof publishWorkflowMachine>;
  readonly clock: SimulatedClock;
  readonly requests: Deferred<PublishRequest>[];
  readonly reads: Deferred<{ jobId: number }>[];
  /** The request count each time `published` ran. */
  readonly published: number[];
}

const coverage = new TransitionCoverage(publishWorkflowMachine);
/** A call the test settles; one the machine drops (a check cut short by hub progress) counts as settled. */
const deferred = <I,>(list: Deferred<I>[]) =>
  fromPromise<PublishJobAnswer, I>(
    ({ input, signal }) =>
      new Promise<PublishJobAnswer>((resolve, reject) => {
        const call: Deferred<I> = { input, resolve, reject };
        signal.addEventListener('abort', () => (call.settled = true));
        list.push(call);
      }),
  );

function job(id: number, change: Partial<PublishJob> = {}): PublishJob {
  return {
    id,
    scope: 'unit',
    targetId: 12,
    state: 'running',
    step: 1,
    steps: STEPS,
    stepLabel: LABEL,
    failure: null,
    requestedAt: '2026-11-24T10:00:00.000Z',
    finishedAt: null,
    ...change,
  };
}

function startSystem(): System {
  const system = { requests: [], reads: [], published: [], clock: new SimulatedClock() } as unknown as System;
  const machine = publishWorkflowMachine.provide({
    actors: { requestPublish: deferred(system.requests), readPublishJob: deferred(system.reads) },
    actions: { published: () => void system.published.push(system.requests.length) },
  });
  const actor = createActor(machine, { input: { scope: 'unit', targetId: 12, progressCheckMs: CHECK_MS }, inspect: coverage.inspect, clock: system.clock });
  actor.start();
  coverage.noteSnapshot(actor.getSnapshot());
  (system as { actor: System['actor'] }).actor = actor;
  return system;
}

let sut: System;
/** Each request gets a new job: 101, 102… */
const currentJobId = () => 100 + sut.requests.length;
const send = async (event: Parameters<System['actor']['send']>[0]) => {
  sut.actor.send(event);
  await settle();
};
const answer = (change: Partial<PublishJob> = {}) => ({ value: { ok: true, job: job(currentJobId(), change) } as PublishJobAnswer });
const refusal = (message: string, offline = false) => ({ value: { ok: false, message, offline } as PublishJobAnswer });

const events = {
  PUBLISH: () => send({ type: 'PUBLISH' }),
  RETRY: () => send({ type: 'RETRY' }),
  DISMISS: () => send({ type: 'DISMISS' }),
  ANSWER_RUNNING: () => settleOne(sut.requests, answer()),
  ANSWER_SUCCEEDED: () => settleOne(sut.requests, answer({ state: 'succeeded', step: STEPS, finishedAt: '2026-11-24T10:00:02.000Z' })),
  ANSWER_FAILED: () => settleOne(sut.requests, answer({ state: 'failed', failure: FAILURE_TEXT.job, finishedAt: '2026-11-24T10:00:02.000Z' })),
  ANSWER_REFUSED: () => settleOne(sut.requests, refusal(FAILURE_TEXT.refused)),
  ANSWER_OFFLINE: () => settleOne(sut.requests, refusal(FAILURE_TEXT.offline, true)),
  REQUEST_THREW: () => settleOne(sut.requests, { error: new Error(FAILURE_TEXT.error) }),
  EARLY_PROGRESS: () => send({ type: 'PROGRESS', jobId: currentJobId(), step: 2, steps: STEPS }),
  EARLY_SUCCEEDED: () => send({ type: 'SUCCEEDED', jobId: currentJobId() }),
  EARLY_FAILED: () => send({ type: 'FAILED', jobId: currentJobId(), reason: FAILURE_TEXT.hub }),
  EARLY_OTHER_JOB: () => send({ type: 'SUCCEEDED', jobId: 99 }),
  PROGRESS: async () => {
    const { step } = sut.actor.getSnapshot().context;
    // The model stops at LAST_PROGRESS_STEP (its guard keeps the graph finite); the machine has no such limit.
    if (step < LAST_PROGRESS_STEP) await send({ type: 'PROGRESS', jobId: currentJobId(), step: step + 1, steps: STEPS });
  },
  LATE_PROGRESS: () => send({ type: 'PROGRESS', jobId: currentJobId(), step: 0, steps: STEPS }),
  OTHER_JOB: () => send({ type: 'FAILED', jobId: 99, reason: 'another tab' }),
  HUB_SUCCEEDED: () => send({ type: 'SUCCEEDED', jobId: currentJobId() }),
  HUB_FAILED: () => send({ type: 'FAILED', jobId: currentJobId(), reason: FAILURE_TEXT.hub }),
  QUIET: async () => {
    sut.clock.increment(CHECK_MS);
    await settle();
  },
  CHECK_RUNNING: () => settleOne(sut.reads, answer({ step: 0, stepLabel: null })),
  CHECK_SUCCEEDED: () => settleOne(sut.reads, answer({ state: 'succeeded', step: STEPS })),
  CHECK_FAILED: () => settleOne(sut.reads, answer({ state: 'failed', failure: FAILURE_TEXT.job })),
  CHECK_REFUSED: () => settleOne(sut.reads, refusal(FAILURE_TEXT.checkRefused)),
  CHECK_OFFLINE: () => settleOne(sut.reads, refusal(FAILURE_TEXT.offline, true)),
  CHECK_THREW: () => settleOne(sut.reads, { error: new Error('boom') }),
};

function checkState(state: { value: unknown; context: ModelContext; matches(value: unknown): boolean }) {
  const snapshot = sut.actor.getSnapshot();
  expect(snapshot.value).toEqual(state.value);
  const { context } = snapshot;
  expect(selectPublishing(snapshot)).toBe(state.matches('requesting') || state.matches('inProgress'));
  // The failure text is the server's message, the job's or the hub's reason, exactly as received.
  expect(context.failure).toBe(state.matches('failed') && state.context.failure !== 'none' ? FAILURE_TEXT[state.context.failure] : null);
  if (state.matches('inProgress')) {
    expect(context.job?.id).toBe(currentJobId());
    expect(context.step).toBe(state.context.step);
    expect(context.steps).toBe(STEPS);
    expect(selectPercent(snapshot)).toBe(Math.round((100 * state.context.step) / STEPS));
    // The label is the job's (step 1 as answered); a step only the hub has announced has none yet.
    expect(context.stepLabel).toEqual(state.context.step === 1 ? LABEL : null);
  }
  if (state.matches('idle') || state.matches('requesting')) expect(context).toMatchObject({ job: null, step: 0, steps: 0, stepLabel: null });
  // Exactly one call in flight where the model waits for it; the request names the unit, the read this job.
  expect(openCalls(sut.requests)).toHaveLength(state.matches('requesting') ? 1 : 0);
  expect(openCalls(sut.reads)).toHaveLength(state.matches({ inProgress: 'checking' }) ? 1 : 0);
  for (const call of sut.requests) expect(call.input).toEqual({ scope: 'unit', targetId: 12 });
  for (const call of openCalls(sut.reads)) expect(call.input).toEqual({ jobId: currentJobId() });
  // The page is told once per successful request, on arrival in succeeded.
  const toldNow = sut.published.filter((n) => n === sut.requests.length).length;
  if (state.matches('succeeded')) expect(toldNow).toBe(1);
  else if (!state.matches('idle')) expect(toldNow).toBe(0);
}

describe('publish workflow machine (model-based)', () => {
  const { paths } = edgeCoverPaths(createTestModel(model), (state) => state.context.note === 'ignored');
  for (const path of paths) {
    it(path.description, async () => {
      sut = startSystem();
      await path.test({ states: { '*': checkState } as never, events: events as never });
      sut.actor.stop();
    });
  }
});

describe('publish workflow machine (details)', () => {
  it('reads the job only after the hub has been quiet for the whole period', async () => {
    sut = startSystem();
    await send({ type: 'PUBLISH' });
    await settleOne(sut.requests, answer());
    sut.clock.increment(CHECK_MS - 1);
    await send({ type: 'PROGRESS', jobId: currentJobId(), step: 2, steps: STEPS });
    sut.clock.increment(CHECK_MS - 1);
    await settle();
    expect(sut.reads).toHaveLength(0);
    sut.clock.increment(1);
    await settle();
    expect(sut.reads).toHaveLength(1);
    // A read that is ahead of the hub moves the bar and names the step.
    const label = { id: 2, en: 'Lesson 3: Roanoke', es: 'Lección 3: Roanoke' };
    await settleOne(sut.reads, answer({ step: 3, stepLabel: label }));
    expect(sut.actor.getSnapshot().context).toMatchObject({ step: 3, stepLabel: label });
    expect(sut.actor.getSnapshot().value).toEqual({ inProgress: 'listening' });
  });

  it('a course publish asks for the course', async () => {
    const requests: PublishRequest[] = [];
    const actor = createActor(
      publishWorkflowMachine.provide({
        actors: {
          requestPublish: fromPromise<PublishJobAnswer, PublishRequest>(async ({ input }) => {
            requests.push(input);
            return { ok: true, job: job(5, { scope: 'course', targetId: null, state: 'succeeded' }) };
          }),
        },
      }),
      { input: { scope: 'course', targetId: null }, inspect: coverage.inspect },
    ).start();
    actor.send({ type: 'PUBLISH' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('succeeded'));
    expect(requests).toEqual([{ scope: 'course', targetId: null }]);
    expect(actor.getSnapshot().context.progressCheckMs).toBe(5000);
  });

  it('replays a recorded QA trace of a publish that finished while the hub was quiet', async () => {
    const recorder = recordingTraceRecorder();
    vi.useFakeTimers();
    try {
      let reads = 0;
      const actor = createMachineActorFactory(recorder, () => Date.now()).create(publishWorkflowMachine, {
        input: { scope: 'lesson', targetId: 41, progressCheckMs: CHECK_MS },
        provide: {
          actors: {
            requestPublish: fromPromise<PublishJobAnswer, PublishRequest>(async () => ({ ok: true, job: job(7, { scope: 'lesson', targetId: 41 }) })),
            readPublishJob: fromPromise<PublishJobAnswer, { jobId: number }>(async () => {
              reads += 1;
              return { ok: true, job: job(7, { scope: 'lesson', targetId: 41, state: reads === 1 ? 'running' : 'succeeded', step: reads === 1 ? 1 : STEPS }) } as PublishJobAnswer;
            }),
          },
        },
      });
      actor.start();
      actor.send({ type: 'PUBLISH' });
      await vi.advanceTimersByTimeAsync(0);
      actor.send({ type: 'PROGRESS', jobId: 7, step: 2, steps: STEPS });
      actor.send({ type: 'PROGRESS', jobId: 99, step: 3, steps: STEPS });
      await vi.advanceTimersByTimeAsync(CHECK_MS);
      await vi.advanceTimersByTimeAsync(CHECK_MS);
      expect(actor.getSnapshot().value).toBe('succeeded');
      actor.send({ type: 'DISMISS' });
      const trace = recorder.snapshot();
      expect(trace.actors[0].steps.map((s) => s.event.type)).toContain('xstate.done.actor.readPublishJob');
      expect(replayTrace(trace, MACHINES)).toEqual([{ ok: true, steps: trace.actors[0].steps.length }]);
    } finally {
      vi.useRealTimers();
    }
  });

  afterAll(() => {
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});
