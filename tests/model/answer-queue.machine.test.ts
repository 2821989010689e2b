import { createTestModel } from '@xstate/graph';
import { afterAll, describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, SimulatedClock, type Actor } from 'xstate';
import { answerQueueMachine, isAnswerQueueSettled, type SaveChoicesInput } from '@domain/assessment/answer-queue.machine';
import { sameChoiceSet } from '@domain/assessment/answer-value';
import { ANSWER_QUEUE_POLL_MS } from '@domain/shared/constants';
import { edgeCoverPaths } from './assessment-edge-paths';
import { TransitionCoverage } from './support/transition-coverage';

/**
 * Model-based test of the multi-response answer queue (product-spec §4). The model names two
 * different answers X and Y (X also arrives with its choices in another order, which is the same
 * answer); time passing is the explicit POLL event. The system under test is the real machine on a
 * simulated clock with a save that the test settles. Every model transition is taken, and the real
 * machine must take every transition it declares.
 */

type Answer = 'none' | 'X' | 'Y';
interface ModelContext {
  selection: Answer;
  inFlight: Answer;
  lastSent: Answer;
}
type ModelEvent =
  | { type: 'ANSWER_X' }
  | { type: 'ANSWER_X_REORDERED' }
  | { type: 'ANSWER_Y' }
  | { type: 'SAVE_DONE' }
  | { type: 'SAVE_FAIL' }
  | { type: 'POLL' }
  | { type: 'RETRY' };

const CHOICES: Record<Exclude<Answer, 'none'>, number[]> = { X: [1, 2], Y: [2, 3] };

const answerOf = (event: ModelEvent): Answer => (event.type === 'ANSWER_Y' ? 'Y' : 'X');

const model = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  actions: {
    select: assign({ selection: ({ event }) => answerOf(event) }),
    send: assign({ inFlight: ({ context }) => context.selection }),
    sent: assign({ lastSent: ({ context }) => context.inFlight, inFlight: 'none' as Answer }),
    failed: assign({ inFlight: 'none' as Answer }),
  },
  guards: {
    newAnswer: ({ context, event }) => answerOf(event) !== context.lastSent,
    newerWaiting: ({ context }) => context.selection !== context.inFlight,
    selectionNew: ({ context }) => context.selection !== 'none' && context.selection !== context.lastSent,
  },
}).createMachine({
  id: 'answerQueueModel',
  context: { selection: 'none', inFlight: 'none', lastSent: 'none' },
  initial: 'idle',
  states: {
    idle: {
      on: {
        ANSWER_X: [{ guard: 'newAnswer', target: 'saving', actions: ['select', 'send'] }, { actions: 'select' }],
        ANSWER_X_REORDERED: [{ guard: 'newAnswer', target: 'saving', actions: ['select', 'send'] }, { actions: 'select' }],
        ANSWER_Y: [{ guard: 'newAnswer', target: 'saving', actions: ['select', 'send'] }, { actions: 'select' }],
      },
    },
    saving: {
      on: {
        ANSWER_X: { actions: 'select' },
        ANSWER_Y: { actions: 'select' },
        SAVE_DONE: [{ guard: 'newerWaiting', target: 'waiting', actions: 'sent' }, { target: 'idle', actions: 'sent' }],
        SAVE_FAIL: { target: 'failed', actions: 'failed' },
      },
    },
    waiting: {
      on: {
        ANSWER_X: { actions: 'select' },
        ANSWER_Y: { actions: 'select' },
        POLL: [{ guard: 'selectionNew', target: 'saving', actions: 'send' }, { target: 'idle' }],
      },
    },
    failed: {
      on: {
        ANSWER_X: [{ guard: 'newAnswer', target: 'saving', actions: ['select', 'send'] }, { target: 'idle', actions: 'select' }],
        ANSWER_Y: [{ guard: 'newAnswer', target: 'saving', actions: ['select', 'send'] }, { target: 'idle', actions: 'select' }],
        RETRY: { guard: 'selectionNew', target: 'saving', actions: 'send' },
      },
    },
  },
});

interface PendingSave {
  readonly input: SaveChoicesInput;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

interface System {
  readonly actor: Actor<typeof answerQueueMachine>;
  readonly clock: SimulatedClock;
  /** Every save the machine started, in order. */
  readonly saves: PendingSave[];
  /** The answers whose save succeeded, in order. */
  readonly saved: number[][];
}

const coverage = new TransitionCoverage(answerQueueMachine);
const settle = () => new Promise((resolve) => setImmediate(resolve));

function startSystem(): System {
  const clock = new SimulatedClock();
  const saves: PendingSave[] = [];
  const saved: number[][] = [];
  const machine = answerQueueMachine.provide({
    actors: {
      saveAnswer: fromPromise<unknown, SaveChoicesInput>(
        ({ input }) =>
          new Promise((resolve, reject) =>
            saves.push({
              input,
              resolve: (value) => {
                saved.push([...input.choiceIds]);
                resolve(value);
              },
              reject,
            }),
          ),
      ),
    },
  });
  const actor = createActor(machine, { input: { assessmentId: 7, retakeRound: 1, questionId: 70 }, clock, inspect: coverage.inspect });
  actor.start();
  coverage.noteSnapshot(actor.getSnapshot());
  return { actor, clock, saves, saved };
}

let sut: System;
const unsettled = () => sut.saves.filter((s) => !(s as { done?: boolean }).done);
const finish = (outcome: 'resolve' | 'reject') => {
  const open = unsettled();
  expect(open).toHaveLength(1);
  const save = open[0] as PendingSave & { done?: boolean };
  save.done = true;
  if (outcome === 'resolve') save.resolve('saved');
  else save.reject(new Error('storage full'));
};

const events = {
  ANSWER_X: async () => {
    sut.actor.send({ type: 'ANSWER', choiceIds: CHOICES.X });
    await settle();
  },
  ANSWER_X_REORDERED: async () => {
    sut.actor.send({ type: 'ANSWER', choiceIds: [...CHOICES.X].reverse() });
    await settle();
  },
  ANSWER_Y: async () => {
    sut.actor.send({ type: 'ANSWER', choiceIds: CHOICES.Y });
    await settle();
  },
  SAVE_DONE: async () => {
    finish('resolve');
    await settle();
  },
  SAVE_FAIL: async () => {
    finish('reject');
    await settle();
  },
  POLL: async () => {
    const before = sut.saves.length;
    // One millisecond early the waiting answer is not looked at yet.
    sut.clock.increment(ANSWER_QUEUE_POLL_MS - 1);
    await settle();
    expect(sut.actor.getSnapshot().value).toBe('waiting');
    expect(sut.saves).toHaveLength(before);
    sut.clock.increment(1);
    await settle();
  },
  RETRY: async () => {
    sut.actor.send({ type: 'RETRY' });
    await settle();
  },
};

const choicesOf = (answer: Answer) => (answer === 'none' ? null : CHOICES[answer]);
const same = (a: readonly number[] | null, b: readonly number[] | null) => (a === null || b === null ? a === b : sameChoiceSet(a, b));

function checkState(state: { value: unknown; context: ModelContext }) {
  const snapshot = sut.actor.getSnapshot();
  expect(snapshot.value).toEqual(state.value);
  expect(same(snapshot.context.lastSent, choicesOf(state.context.lastSent))).toBe(true);
  expect(same(snapshot.context.selection, choicesOf(state.context.selection))).toBe(true);
  // Exactly one save in flight while saving, none otherwise.
  expect(unsettled()).toHaveLength(state.value === 'saving' ? 1 : 0);
  if (state.value === 'saving') expect(same(unsettled()[0].input.choiceIds, choicesOf(state.context.inFlight))).toBe(true);
  expect(isAnswerQueueSettled(snapshot)).toBe(state.value === 'idle' || state.value === 'failed');
  // Identical answers are never sent twice in a row.
  for (let i = 1; i < sut.saved.length; i += 1) expect(sameChoiceSet(sut.saved[i], sut.saved[i - 1])).toBe(false);
  // Every save started carries the question it belongs to.
  for (const save of sut.saves) expect(save.input).toMatchObject({ assessmentId: 7, retakeRound: 1, questionId: 70 });
}

const testModel = createTestModel(model);
const { paths, stateCount, edgeCount } = edgeCoverPaths(testModel);

describe('answer queue machine (model-based)', () => {
  it('the model has the expected size', () => {
    expect(stateCount).toBeGreaterThan(10);
    expect(edgeCount).toBeGreaterThan(40);
  });

  for (const path of paths) {
    it(path.description, async () => {
      sut = startSystem();
      await path.test({ states: { '*': checkState } as never, events: events as never });
      sut.actor.stop();
    });
  }

  afterAll(() => {
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});

describe('answer queue machine (details)', () => {
  it('a burst of toggles during a save becomes one save of the newest answer, 200 ms later at most', async () => {
    sut = startSystem();
    sut.actor.send({ type: 'ANSWER', choiceIds: [1] });
    sut.actor.send({ type: 'ANSWER', choiceIds: [1, 2] });
    sut.actor.send({ type: 'ANSWER', choiceIds: [1, 2, 3] });
    sut.actor.send({ type: 'ANSWER', choiceIds: [1, 3] });
    await settle();
    expect(sut.saves.map((s) => s.input.choiceIds)).toEqual([[1]]);
    finish('resolve');
    await settle();
    expect(sut.actor.getSnapshot().value).toBe('waiting');
    sut.clock.increment(ANSWER_QUEUE_POLL_MS);
    await settle();
    expect(sut.saves.map((s) => s.input.choiceIds)).toEqual([[1], [1, 3]]);
  });

  it('an answer equal to the server`s answer it started from is not sent', async () => {
    const clock = new SimulatedClock();
    const saves: SaveChoicesInput[] = [];
    const actor = createActor(
      answerQueueMachine.provide({ actors: { saveAnswer: fromPromise<unknown, SaveChoicesInput>(async ({ input }) => void saves.push(input)) } }),
      { input: { assessmentId: 7, retakeRound: 1, questionId: 70, lastSent: [3, 4] }, clock },
    ).start();
    actor.send({ type: 'ANSWER', choiceIds: [4, 3] });
    await settle();
    expect(saves).toEqual([]);
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
