import { createTestModel } from '@xstate/graph';
import { afterAll, describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, SimulatedClock, type Actor } from 'xstate';
import { telemetrySenderMachine } from '@domain/telemetry/telemetry-sender.machine';
import { retryDelayMs } from '@domain/telemetry/telemetry.rules';
import type { PageViewEvent } from '@domain/telemetry/telemetry.schemas';
import { edgeCoverPaths } from './assessment-edge-paths';
import { TransitionCoverage } from './support/transition-coverage';

/**
 * Model-based test of the telemetry sender (issue 16): after the stored buffer is read, what waits
 * leaves every batch interval, one batch at a time (one event a batch here), the next at once; a
 * failed batch waits a backoff and is retried up to the retry limit (2 here), then dropped; FLUSH
 * sends at once; an event flagged avoidSending changes nothing; a SuperAdmin's sender stays off. Real machine, fake actors settled by the test,
 * simulated clock.
 */

const INTERVAL_MS = 1000;
const RETRY_LIMIT = 2;
const MAX_WAITING = 2;

interface ModelContext {
  /** Events recorded and not yet sent or dropped (the batch in flight included). */
  waiting: number;
  failures: number;
}
type ModelEvent =
  | { type: 'START_AS_USER' }
  | { type: 'START_AS_SUPER_ADMIN' }
  | { type: 'RECORD' }
  | { type: 'LOADED' }
  | { type: 'LOAD_FAILED' }
  | { type: 'INTERVAL' }
  | { type: 'FLUSH' }
  | { type: 'SENT' }
  | { type: 'SEND_FAILED' }
  | { type: 'BACKOFF' }
  | { type: 'STOP' };

const model = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  actions: {
    add: assign({ waiting: ({ context }) => context.waiting + 1 }),
    sent: assign({ waiting: ({ context }) => context.waiting - 1, failures: 0 }),
    fail: assign({ failures: ({ context }) => context.failures + 1 }),
  },
  guards: {
    room: ({ context }) => context.waiting < MAX_WAITING,
    any: ({ context }) => context.waiting > 0,
    more: ({ context }) => context.waiting > 1,
    retriesLeft: ({ context }) => context.failures < RETRY_LIMIT,
  },
}).createMachine({
  id: 'telemetrySenderModel',
  context: { waiting: 0, failures: 0 },
  initial: 'notStarted',
  states: {
    notStarted: { on: { START_AS_USER: 'restoring', START_AS_SUPER_ADMIN: 'off' } },
    restoring: { on: { RECORD: { guard: 'room', actions: 'add' }, LOADED: 'waiting', LOAD_FAILED: 'waiting', STOP: 'stopped' } },
    waiting: {
      on: {
        RECORD: { guard: 'room', actions: 'add' },
        INTERVAL: [{ guard: 'any', target: 'sending' }, { target: 'waiting' }],
        FLUSH: { guard: 'any', target: 'sending' },
        STOP: 'stopped',
      },
    },
    sending: {
      on: {
        RECORD: { guard: 'room', actions: 'add' },
        SENT: [{ guard: 'more', target: 'sending', actions: 'sent' }, { target: 'waiting', actions: 'sent' }],
        SEND_FAILED: [{ guard: 'retriesLeft', target: 'backingOff', actions: 'fail' }, { target: 'waiting', actions: 'sent' }],
        STOP: 'stopped',
      },
    },
    backingOff: { on: { RECORD: { guard: 'room', actions: 'add' }, BACKOFF: 'sending', STOP: 'stopped' } },
    off: { on: { RECORD: 'off', STOP: 'stopped' } },
    stopped: {},
  },
});

interface Pending<T> {
  resolve(value: T): void;
  reject(error: unknown): void;
}
interface System {
  actor: Actor<typeof telemetrySenderMachine> | null;
  readonly clock: SimulatedClock;
  readonly loads: Pending<PageViewEvent[]>[];
  readonly sends: Pending<void>[];
  recorded: number;
}

const coverage = new TransitionCoverage(telemetrySenderMachine);
const settle = () => new Promise((resolve) => setImmediate(resolve));
const view = (n: number): PageViewEvent => ({
  id: `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`,
  type: 'page-view',
  section: 'unit',
  path: '/unit/1',
  startedAt: '2026-11-29T10:00:00.000Z',
  durationMs: 1000,
  sessionId: '00000000-0000-4000-8000-000000000000',
});

let sut: System;
function start(roleId: number) {
  const machine = telemetrySenderMachine.provide({
    actors: {
      loadStored: fromPromise<PageViewEvent[]>(() => new Promise<PageViewEvent[]>((resolve, reject) => sut.loads.push({ resolve, reject }))),
      sendBatch: fromPromise<void, { events: readonly PageViewEvent[] }>(() => new Promise<void>((resolve, reject) => sut.sends.push({ resolve, reject }))),
    },
  });
  sut.actor = createActor(machine, { input: { roleId, intervalMs: INTERVAL_MS, retryLimit: RETRY_LIMIT, maxEventsPerBatch: 1 }, clock: sut.clock, inspect: coverage.inspect });
  sut.actor.start();
  coverage.noteSnapshot(sut.actor.getSnapshot());
}
const actor = () => sut.actor!;
const send = async (event: Parameters<Actor<typeof telemetrySenderMachine>['send']>[0]) => {
  actor().send(event);
  await settle();
};
async function settleLast<T>(list: Pending<T>[], outcome: { value: T } | { error: Error }) {
  const pending = list.shift()!;
  expect(pending).toBeDefined();
  if ('error' in outcome) pending.reject(outcome.error);
  else pending.resolve(outcome.value);
  await settle();
}

const events = {
  START_AS_USER: () => start(6),
  START_AS_SUPER_ADMIN: () => start(1),
  // The model holds at most MAX_WAITING events: past that, the test records one flagged avoidSending, which must change nothing.
  RECORD: () => send({ type: 'RECORD', event: { ...view(++sut.recorded), avoidSending: actor().getSnapshot().context.buffer.length >= MAX_WAITING } }),
  LOADED: () => settleLast(sut.loads, { value: [] }),
  LOAD_FAILED: () => settleLast(sut.loads, { error: new Error('storage blocked') }),
  INTERVAL: async () => {
    sut.clock.increment(INTERVAL_MS);
    await settle();
  },
  FLUSH: () => send({ type: 'FLUSH' }),
  SENT: () => settleLast(sut.sends, { value: undefined }),
  SEND_FAILED: () => settleLast(sut.sends, { error: new Error('offline') }),
  BACKOFF: async () => {
    const delay = retryDelayMs(actor().getSnapshot().context.failures, INTERVAL_MS);
    sut.clock.increment(delay - 1);
    await settle();
    expect(actor().getSnapshot().value).toBe('backingOff');
    sut.clock.increment(1);
    await settle();
  },
  STOP: () => send({ type: 'STOP' }),
};

function checkState(state: { value: unknown; context: ModelContext }) {
  if (state.value === 'notStarted') return;
  const snapshot = actor().getSnapshot();
  expect(snapshot.value).toBe(state.value);
  if (state.value === 'off') {
    expect(snapshot.context.buffer).toEqual([]);
    expect(sut.loads).toEqual([]);
    return;
  }
  if (state.value === 'stopped') return;
  expect(snapshot.context.buffer).toHaveLength(state.context.waiting);
  expect(snapshot.context.failures).toBe(state.context.failures);
  // One send in flight exactly while sending, carrying the oldest event waiting.
  expect(sut.sends).toHaveLength(state.value === 'sending' ? 1 : 0);
  if (state.value === 'sending') expect(snapshot.context.inFlight).toEqual([snapshot.context.buffer[0]]);
}

describe('telemetry sender machine (model-based)', () => {
  const { paths } = edgeCoverPaths(createTestModel(model));
  for (const path of paths) {
    it(path.description, async () => {
      sut = { actor: null, clock: new SimulatedClock(), loads: [], sends: [], recorded: 0 };
      await path.test({ states: { '*': checkState } as never, events: events as never });
      sut.actor?.stop();
    });
  }

  afterAll(() => {
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});
