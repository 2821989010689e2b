import { createTestModel } from '@xstate/graph';
import { afterAll, describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, type Actor } from 'xstate';
import {
  benchmarkLifecycleMachine,
  selectCanAnswer,
  selectExpiredModalOpen,
  selectStatus,
  type BenchmarkRef,
  type BenchmarkSubmitOutcome,
} from '@domain/assessment/benchmark-lifecycle.machine';
import { edgeCoverPaths } from './assessment-edge-paths';
import { openCalls, settle, settleOne, type DeferredCall } from './support/deferred-calls';
import { TransitionCoverage } from './support/transition-coverage';

/**
 * Model-based test of a student's benchmark (product-spec §4 "Benchmarks"): assigned (status 0) →
 * in progress → submitted; a submit answered with statusType 0 opens the expired-benchmark modal
 * while the score is loaded and the lesson reloaded, then rests in `ended` (answers read only, nothing
 * sent again); a benchmark opened after its end shows the modal at once and rests there too; retake
 * rounds start over at status 0. The real machine runs with fake invoked actors that the test settles.
 */

interface ModelContext {
  round: number;
  score: 'none' | 'loaded';
  expired: boolean;
  note: '' | 'ignored';
}
type ModelEvent =
  /** The student opens the benchmark within its period (status 0), or after its end with answers saved (status 1). */
  | { type: 'OPEN' }
  | { type: 'OPEN_ENDED' }
  | { type: 'START' }
  | { type: 'SUBMIT' }
  | { type: 'CANCEL' }
  | { type: 'SUBMIT_ACCEPTED' }
  | { type: 'SUBMIT_REFUSED' }
  | { type: 'SUBMIT_UNREACHABLE' }
  | { type: 'SCORE_LOADED' }
  | { type: 'SCORE_FAILED' }
  | { type: 'LESSON_RELOADED' }
  | { type: 'LESSON_RELOAD_FAILED' }
  | { type: 'CLOSE_MODAL' }
  | { type: 'RETAKE_NEXT_ROUND' }
  | { type: 'RETAKE_SAME_ROUND' };

const LAST_ROUND = 2;
type Note = ModelContext['note'];
const to = (target: string, ...actions: Array<'scored' | 'refused' | 'accepted' | 'nextRound'>) => ({ target, actions: [...actions, 'clear' as const] });

const model = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  actions: {
    clear: assign({ note: '' as Note }),
    ignore: assign({ note: 'ignored' as Note }),
    scored: assign({ score: 'loaded' as ModelContext['score'] }),
    refused: assign({ expired: true }),
    accepted: assign({ expired: false }),
    nextRound: assign({ round: ({ context }) => context.round + 1, score: 'none' as ModelContext['score'], expired: false }),
  },
  guards: { roundsLeft: ({ context }) => context.round < LAST_ROUND },
}).createMachine({
  id: 'benchmarkModel',
  context: { round: 1, score: 'none', expired: false, note: '' },
  initial: 'unopened',
  states: {
    unopened: { on: { OPEN: to('assigned'), OPEN_ENDED: to('ended') } },
    assigned: { on: { START: to('inProgress') } },
    inProgress: { on: { SUBMIT: to('submitting') } },
    submitting: {
      on: {
        SUBMIT_ACCEPTED: to('scoring', 'accepted'),
        SUBMIT_REFUSED: to('expired', 'refused'),
        SUBMIT_UNREACHABLE: to('submitFailed'),
      },
    },
    submitFailed: { on: { SUBMIT: to('submitting'), CANCEL: to('inProgress') } },
    scoring: { on: { SCORE_LOADED: to('submitted', 'scored'), SCORE_FAILED: to('submitted') } },
    expired: {
      initial: 'loadingScore',
      states: {
        loadingScore: { on: { SCORE_LOADED: to('reloadingLesson', 'scored'), SCORE_FAILED: to('reloadingLesson') } },
        reloadingLesson: { on: { LESSON_RELOADED: to('ready'), LESSON_RELOAD_FAILED: to('ready') } },
        ready: { on: { CLOSE_MODAL: to('#benchmarkModel.ended.closed') } },
      },
    },
    ended: {
      initial: 'notice',
      states: {
        notice: { on: { CLOSE_MODAL: to('closed') } },
        closed: {},
      },
      on: {
        RETAKE_NEXT_ROUND: { guard: 'roundsLeft', ...to('assigned', 'nextRound') },
        RETAKE_SAME_ROUND: { actions: 'ignore' },
      },
    },
    submitted: {
      on: {
        RETAKE_NEXT_ROUND: { guard: 'roundsLeft', ...to('assigned', 'nextRound') },
        // A retake message for the round already taken changes nothing.
        RETAKE_SAME_ROUND: { actions: 'ignore' },
      },
    },
  },
});

type Deferred<T> = DeferredCall<BenchmarkRef, T>;

interface System {
  readonly actor: Actor<typeof benchmarkLifecycleMachine>;
  readonly submits: Deferred<BenchmarkSubmitOutcome>[];
  readonly scores: Deferred<number | null>[];
  readonly reloads: Deferred<unknown>[];
}

const coverage = new TransitionCoverage(benchmarkLifecycleMachine);
const deferred = <T,>(list: Deferred<T>[]) =>
  fromPromise<T, BenchmarkRef>(({ input }) => new Promise<T>((resolve, reject) => list.push({ input, resolve, reject })));

function startSystem(status = 0, retakeRound = 1, expired = false): System {
  const system = { submits: [], scores: [], reloads: [] } as unknown as System;
  const machine = benchmarkLifecycleMachine.provide({
    actors: { submitBenchmark: deferred(system.submits), loadScore: deferred(system.scores), reloadLesson: deferred(system.reloads) },
  });
  const actor = createActor(machine, { input: { benchmarkStudentId: 31, lessonId: 41, status, retakeRound, expired }, inspect: coverage.inspect });
  actor.start();
  coverage.noteSnapshot(actor.getSnapshot());
  (system as { actor: System['actor'] }).actor = actor;
  return system;
}

let sut: System;
const send = async (event: Parameters<System['actor']['send']>[0]) => {
  sut.actor.send(event);
  await settle();
};

const events = {
  OPEN: async () => {
    sut = startSystem();
    await settle();
  },
  OPEN_ENDED: async () => {
    sut = startSystem(1, 1, true);
    await settle();
  },
  START: () => send({ type: 'START' }),
  SUBMIT: () => send({ type: 'SUBMIT' }),
  CANCEL: () => send({ type: 'CANCEL' }),
  SUBMIT_ACCEPTED: () => settleOne(sut.submits, { value: { kind: 'accepted' } }),
  SUBMIT_REFUSED: () => settleOne(sut.submits, { value: { kind: 'refused', message: 'The benchmark time period is over' } }),
  SUBMIT_UNREACHABLE: () => settleOne(sut.submits, { error: new Error('OFFLINE') }),
  SCORE_LOADED: () => settleOne(sut.scores, { value: 80 }),
  SCORE_FAILED: () => settleOne(sut.scores, { error: new Error('OFFLINE') }),
  LESSON_RELOADED: () => settleOne(sut.reloads, { value: undefined }),
  LESSON_RELOAD_FAILED: () => settleOne(sut.reloads, { error: new Error('OFFLINE') }),
  CLOSE_MODAL: () => send({ type: 'CLOSE_MODAL' }),
  RETAKE_NEXT_ROUND: async () => {
    const round = sut.actor.getSnapshot().context.retakeRound;
    // The model stops at LAST_ROUND (its guard keeps the graph finite); the machine itself has no limit.
    if (round < LAST_ROUND) await send({ type: 'RETAKE_ASSIGNED', retakeRound: round + 1 });
  },
  RETAKE_SAME_ROUND: () => send({ type: 'RETAKE_ASSIGNED', retakeRound: sut.actor.getSnapshot().context.retakeRound }),
};

function checkState(state: { value: unknown; context: ModelContext; matches(value: unknown): boolean }) {
  // Nothing runs before the student opens the benchmark.
  if (state.matches('unopened')) return;
  const snapshot = sut.actor.getSnapshot();
  expect(snapshot.value).toEqual(state.value);
  const { context } = snapshot;
  expect(context.retakeRound).toBe(state.context.round);
  expect(context.score).toBe(state.context.score === 'loaded' ? 80 : null);
  expect(context.expired).toBe(state.context.expired);
  // The expired modal shows the server's message, from the refusal until it is closed; opened after the end, until closed.
  expect(selectExpiredModalOpen(snapshot)).toBe(state.matches('expired') || state.matches({ ended: 'notice' }));
  if (state.matches('expired') || (state.matches('ended') && state.context.expired)) expect(context.message).toBe('The benchmark time period is over');
  if (state.matches('ended') && !state.context.expired) expect(context.message).toBeNull();
  expect(selectCanAnswer(snapshot)).toBe(state.matches('assigned') || state.matches('inProgress') || state.matches('submitFailed'));
  // A refused or ended round stays in progress on the server (opened ended here with status 1).
  expect(selectStatus(snapshot)).toBe(state.matches('assigned') ? 0 : state.matches('submitted') || state.matches('scoring') ? 2 : 1);
  // One call in flight exactly where the model waits for it, each for this assignment and round.
  expect(openCalls(sut.submits)).toHaveLength(state.matches('submitting') ? 1 : 0);
  expect(openCalls(sut.scores)).toHaveLength(state.matches('scoring') || state.matches({ expired: 'loadingScore' }) ? 1 : 0);
  expect(openCalls(sut.reloads)).toHaveLength(state.matches({ expired: 'reloadingLesson' }) ? 1 : 0);
  for (const call of [...sut.submits, ...sut.scores, ...sut.reloads]) expect(call.input).toMatchObject({ benchmarkStudentId: 31, lessonId: 41 });
  for (const call of openCalls(sut.submits)) expect(call.input.retakeRound).toBe(state.context.round);
}

describe('benchmark lifecycle machine (model-based)', () => {
  const { paths } = edgeCoverPaths(createTestModel(model), (state) => state.context.note === 'ignored');
  for (const path of paths) {
    it(path.description, async () => {
      await path.test({ states: { '*': checkState } as never, events: events as never });
      sut.actor.stop();
    });
  }
});

describe('benchmark lifecycle machine (details)', () => {
  it('resumes an assignment in progress, and a submitted one with its score', () => {
    expect(startSystem(1).actor.getSnapshot().value).toBe('inProgress');
    const submitted = createActor(benchmarkLifecycleMachine, {
      input: { benchmarkStudentId: 31, lessonId: 41, status: 2, retakeRound: 2, score: 75 },
      inspect: coverage.inspect,
    }).start();
    expect(submitted.getSnapshot().value).toBe('submitted');
    expect(submitted.getSnapshot().context).toMatchObject({ retakeRound: 2, score: 75 });
  });

  it('opened after the end: the modal at once, no call; unstarted it stays status 0, a submitted one is not ended', async () => {
    const unstarted = startSystem(0, 1, true);
    expect(unstarted.actor.getSnapshot().value).toEqual({ ended: 'notice' });
    expect(selectStatus(unstarted.actor.getSnapshot())).toBe(0);
    expect([...unstarted.submits, ...unstarted.scores, ...unstarted.reloads]).toEqual([]);
    unstarted.actor.send({ type: 'SUBMIT' });
    expect(unstarted.actor.getSnapshot().value).toEqual({ ended: 'notice' });
    expect(startSystem(2, 1, true).actor.getSnapshot().value).toBe('submitted');
  });

  it('keeps the failure message when a submit never got an answer', async () => {
    sut = startSystem(1);
    await send({ type: 'SUBMIT' });
    await settleOne(sut.submits, { error: new Error('OFFLINE') });
    expect(sut.actor.getSnapshot().context.message).toBe('OFFLINE');
  });

  afterAll(() => {
    // `resuming` only passes eventless transitions, so no snapshot shows it: it counts once they were taken.
    const passedThrough = (id: string) => [...coverage.taken].some((t) => t.startsWith(`${id}:`));
    expect(coverage.missingStates().filter((id) => !passedThrough(id))).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});
