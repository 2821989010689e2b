import { createTestModel } from '@xstate/graph';
import { afterAll, describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, SimulatedClock, type Actor } from 'xstate';
import { answerSyncMachine, type SendOutcome } from '@domain/assessment/answer-sync.machine';
import { edgeCoverPaths } from './assessment-edge-paths';
import { TransitionCoverage } from './support/transition-coverage';

/**
 * Model-based test of the machine that sends the answer outbox (issue 5): one send at a time; on
 * to the next entry after an acknowledgement or a refusal; idle when nothing is left or nobody may
 * send; a failed send waits the next delay of the named schedule (its last delay repeating) or an
 * `online` event; a WAKE during a send makes it look again before going idle. Real machine, fake
 * `sendNext` settled by the test, simulated clock.
 */

const DELAYS_MS = [1000, 3000];
const LAST = DELAYS_MS.length;

interface ModelContext {
  /** Failed attempts since the last success, capped at the schedule's length (the last delay repeats). */
  retry: number;
  recheck: boolean;
}
type ModelEvent =
  | { type: 'WAKE' }
  | { type: 'ONLINE' }
  | { type: 'SENT_ACKED' }
  | { type: 'SENT_DROPPED' }
  | { type: 'NOTHING_LEFT' }
  | { type: 'SIGNED_OUT' }
  | { type: 'UNAVAILABLE' }
  | { type: 'SEND_CRASHED' }
  | { type: 'ELAPSE' };

const model = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  actions: {
    reset: assign({ retry: 0, recheck: false }),
    advance: assign({ retry: ({ context }) => Math.min(context.retry + 1, LAST), recheck: false }),
    clearRecheck: assign({ recheck: false }),
    requestRecheck: assign({ recheck: true }),
  },
  guards: { recheck: ({ context }) => context.recheck },
}).createMachine({
  id: 'answerSyncModel',
  context: { retry: 0, recheck: false },
  initial: 'idle',
  states: {
    idle: { on: { WAKE: 'sending', ONLINE: 'sending' } },
    sending: {
      on: {
        WAKE: { actions: 'requestRecheck' },
        SENT_ACKED: { target: 'sending', actions: 'reset' },
        SENT_DROPPED: { target: 'sending', actions: 'reset' },
        NOTHING_LEFT: [{ guard: 'recheck', target: 'sending', actions: 'reset' }, { target: 'idle', actions: 'reset' }],
        SIGNED_OUT: [{ guard: 'recheck', target: 'sending', actions: 'reset' }, { target: 'idle', actions: 'reset' }],
        UNAVAILABLE: { target: 'backingOff', actions: 'clearRecheck' },
        SEND_CRASHED: { target: 'backingOff', actions: 'clearRecheck' },
      },
    },
    backingOff: { on: { ELAPSE: { target: 'sending', actions: 'advance' }, ONLINE: 'sending' } },
  },
});

interface PendingSend {
  resolve(outcome: SendOutcome): void;
  reject(error: unknown): void;
  settled?: boolean;
}

interface System {
  readonly actor: Actor<typeof answerSyncMachine>;
  readonly clock: SimulatedClock;
  readonly sends: PendingSend[];
}

const coverage = new TransitionCoverage(answerSyncMachine);
const settle = () => new Promise((resolve) => setImmediate(resolve));

function startSystem(): System {
  const clock = new SimulatedClock();
  const sends: PendingSend[] = [];
  const machine = answerSyncMachine.provide({
    actors: { sendNext: fromPromise<SendOutcome>(() => new Promise((resolve, reject) => sends.push({ resolve, reject }))) },
  });
  const actor = createActor(machine, { input: { retryDelaysMs: DELAYS_MS }, clock, inspect: coverage.inspect });
  actor.start();
  coverage.noteSnapshot(actor.getSnapshot());
  return { actor, clock, sends };
}

let sut: System;
const open = () => sut.sends.filter((s) => !s.settled);
async function finish(outcome: SendOutcome | Error) {
  const pending = open();
  expect(pending).toHaveLength(1);
  pending[0].settled = true;
  if (outcome instanceof Error) pending[0].reject(outcome);
  else pending[0].resolve(outcome);
  await settle();
}
const id = '00000000-0000-4000-8000-000000000001';

const events = {
  WAKE: async () => {
    sut.actor.send({ type: 'WAKE' });
    await settle();
  },
  ONLINE: async () => {
    sut.actor.send({ type: 'ONLINE' });
    await settle();
  },
  SENT_ACKED: () => finish({ kind: 'acked', clientAnswerId: id }),
  SENT_DROPPED: () => finish({ kind: 'dropped', clientAnswerId: id, status: 409, code: 'ASSESSMENT.ALREADY_SUBMITTED' }),
  NOTHING_LEFT: () => finish({ kind: 'empty' }),
  SIGNED_OUT: () => finish({ kind: 'paused' }),
  UNAVAILABLE: () => finish({ kind: 'unavailable', clientAnswerId: id, code: 'OFFLINE' }),
  SEND_CRASHED: () => finish(new Error('storage broken')),
  ELAPSE: async () => {
    const retry = sut.actor.getSnapshot().context.retry;
    const delay = DELAYS_MS[Math.min(retry, LAST - 1)];
    const before = sut.sends.length;
    sut.clock.increment(delay - 1);
    await settle();
    expect(sut.actor.getSnapshot().value).toBe('backingOff');
    expect(sut.sends).toHaveLength(before);
    sut.clock.increment(1);
    await settle();
  },
};

function checkState(state: { value: unknown; context: ModelContext }) {
  const snapshot = sut.actor.getSnapshot();
  expect(snapshot.value).toEqual(state.value);
  expect(Math.min(snapshot.context.retry, LAST)).toBe(state.context.retry);
  expect(snapshot.context.recheck).toBe(state.context.recheck);
  // One send in flight exactly while sending.
  expect(open()).toHaveLength(state.value === 'sending' ? 1 : 0);
  if (state.value === 'backingOff') expect(snapshot.context.lastFailure).toMatch(/OFFLINE|storage broken/);
}

describe('answer sync machine (model-based)', () => {
  const { paths } = edgeCoverPaths(createTestModel(model));
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
