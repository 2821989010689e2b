import { createTestModel } from '@xstate/graph';
import { assign, createActor, setup, SimulatedClock, type Actor } from 'xstate';
import { afterEach, describe, expect, it } from 'vitest';
import { provideNotificationChannel } from '@application/notifications/notification-channel.actors';
import type { NotificationChannel, NotificationChannelObserver } from '@application/ports/notification-channel.port';
import type { ChannelFailureCode, NotificationChannelEvent } from '@domain/notifications/notification-channel-event';
import type { ChannelLogEntry, NotificationChannelEmitted } from '@domain/notifications/notification-channel.machine';
import { RECONNECT_DELAYS_MS } from '@domain/shared/constants';
import { fail, ok, type Result } from '@domain/shared/result';

/**
 * Model-based test of the notification channel (product-spec §4). The model below states the
 * required behaviour without invocations or timers; every state and transition of it is driven
 * against the real machine, provided with a fake port and run on a simulated clock.
 */

type ModelEvent =
  | { type: 'START' }
  | { type: 'STOP' }
  | { type: 'CONNECT_OK' }
  | { type: 'CONNECT_FAIL' }
  | { type: 'CONNECT_UNAUTHORIZED' }
  | { type: 'LOSE' }
  | { type: 'PUSH' }
  | { type: 'ELAPSE' }
  | { type: 'DISCONNECT_DONE' }
  | { type: 'DISCONNECT_FAIL' };

interface ModelContext {
  /** Index of the next reconnect delay. */
  retry: number;
  /** What the last self-transition was about, so it becomes a state of its own in the graph. */
  note: '' | 'startRefused' | 'stopIgnored' | 'pushed' | 'gaveUp';
}

type Note = ModelContext['note'];
const note = (value: Note) => ({ type: 'note', params: { value } }) as const;
const refused = { actions: note('startRefused') };
/** A STOP with nothing to stop changes nothing. */
const ignored = { actions: note('stopIgnored') };
const to = (target: string) => ({ target, actions: note('') });

const model = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  actions: {
    note: assign((_, params: { value: Note }) => ({ note: params.value })),
    resetRetries: assign({ retry: 0 }),
    advanceRetry: assign({ retry: ({ context }) => context.retry + 1, note: '' as Note }),
  },
  guards: { exhausted: ({ context }) => context.retry >= RECONNECT_DELAYS_MS.length },
}).createMachine({
  id: 'model',
  context: { retry: 0, note: '' },
  initial: 'disconnected',
  states: {
    disconnected: {
      on: { START: { target: 'connecting', actions: ['resetRetries', note('')] }, STOP: ignored },
    },
    connecting: {
      on: {
        CONNECT_OK: to('connected'),
        CONNECT_FAIL: to('reconnecting'),
        CONNECT_UNAUTHORIZED: to('disconnected'),
        STOP: to('disconnecting'),
        START: refused,
      },
    },
    connected: {
      entry: 'resetRetries',
      on: { LOSE: to('reconnecting'), PUSH: { actions: note('pushed') }, STOP: to('disconnecting'), START: refused },
    },
    reconnecting: {
      initial: 'waiting',
      on: { STOP: to('#model.disconnecting'), START: refused },
      states: {
        waiting: {
          always: { guard: 'exhausted', target: '#model.disconnected', actions: note('gaveUp') },
          on: { ELAPSE: to('attempting') },
        },
        attempting: {
          on: {
            CONNECT_OK: to('#model.connected'),
            CONNECT_FAIL: { target: 'waiting', actions: 'advanceRetry' },
            CONNECT_UNAUTHORIZED: to('#model.disconnected'),
          },
        },
      },
    },
    disconnecting: {
      on: { DISCONNECT_DONE: to('disconnected'), DISCONNECT_FAIL: to('disconnected'), START: refused, STOP: ignored },
    },
  },
});

interface Deferred<T> {
  resolve(value: T): void;
  reject(error: unknown): void;
}

/** The port, driven by the test: every connect/disconnect waits until the test settles it. */
class FakeNotificationChannel implements NotificationChannel {
  readonly connects: Deferred<Result<void, ChannelFailureCode>>[] = [];
  readonly disconnects: Deferred<void>[] = [];
  observer: NotificationChannelObserver | null = null;

  connect() {
    return new Promise<Result<void, ChannelFailureCode>>((resolve, reject) => this.connects.push({ resolve, reject }));
  }
  disconnect() {
    return new Promise<void>((resolve, reject) => this.disconnects.push({ resolve, reject }));
  }
  watch(observer: NotificationChannelObserver) {
    this.observer = observer;
    return () => {
      if (this.observer === observer) this.observer = null;
    };
  }
  async unreadCount() {
    return ok(0);
  }
  async watchClassroom() {
    return ok(true);
  }
}

/** Lets promise callbacks (the port's answers) reach the machine. */
const settle = () => new Promise((r) => setImmediate(r));

interface System {
  readonly actor: Actor<ReturnType<typeof provideNotificationChannel>>;
  readonly port: FakeNotificationChannel;
  readonly clock: SimulatedClock;
  readonly logs: ChannelLogEntry[];
  readonly emitted: NotificationChannelEmitted[];
}

function startSystem(): System {
  const port = new FakeNotificationChannel();
  const clock = new SimulatedClock();
  const logs: ChannelLogEntry[] = [];
  const emitted: NotificationChannelEmitted[] = [];
  const actor = createActor(provideNotificationChannel(port, (entry) => logs.push(entry)), {
    clock,
    input: { reconnectDelaysMs: RECONNECT_DELAYS_MS },
  });
  actor.on('*', (event) => void emitted.push(event as NotificationChannelEmitted));
  actor.start();
  return { actor, port, clock, logs, emitted };
}

const stateOf = (system: System) => system.actor.getSnapshot().value;
const pushed: NotificationChannelEvent = { kind: 'deleted', ids: [42] };

let sut: System;
afterEach(() => sut?.actor.stop());

const testModel = createTestModel(model);

/** Runs the step's event against the real machine. */
const events = {
  START: async () => {
    sut.actor.send({ type: 'START' });
    await settle();
  },
  STOP: async () => {
    sut.actor.send({ type: 'STOP' });
    await settle();
  },
  CONNECT_OK: async () => {
    sut.port.connects.at(-1)!.resolve(ok(undefined));
    await settle();
  },
  CONNECT_FAIL: async () => {
    sut.port.connects.at(-1)!.resolve(fail('TRANSPORT_UNAVAILABLE', 'no transport'));
    await settle();
  },
  CONNECT_UNAUTHORIZED: async () => {
    sut.port.connects.at(-1)!.resolve(fail('UNAUTHORIZED', 'session ended'));
    await settle();
  },
  LOSE: async () => {
    sut.port.observer!.onLost('server restarted');
    await settle();
  },
  PUSH: async () => {
    sut.port.observer!.onEvent(pushed);
    await settle();
  },
  ELAPSE: async ({ state }: { state: { context: ModelContext } }) => {
    const delay = RECONNECT_DELAYS_MS[state.context.retry];
    const attemptsBefore = sut.port.connects.length;
    if (delay > 0) {
      // One millisecond early nothing happens: the schedule is exact.
      sut.clock.increment(delay - 1);
      await settle();
      expect(sut.port.connects.length).toBe(attemptsBefore);
      expect(sut.actor.getSnapshot().matches({ reconnecting: 'waiting' })).toBe(true);
    }
    sut.clock.increment(delay > 0 ? 1 : 0);
    await settle();
    expect(sut.port.connects.length).toBe(attemptsBefore + 1);
  },
  DISCONNECT_DONE: async () => {
    sut.port.disconnects.at(-1)!.resolve();
    await settle();
  },
  DISCONNECT_FAIL: async () => {
    sut.port.disconnects.at(-1)!.reject(new Error('socket already gone'));
    await settle();
  },
};

/** After each step: the real machine is where the model is, with the same retry position. */
function checkState(state: { value: unknown; context: ModelContext }) {
  expect(stateOf(sut)).toEqual(state.value);
  if (state.value !== 'disconnected') expect(sut.actor.getSnapshot().context.retry).toBe(state.context.retry);
  const lastLog = sut.logs.at(-1);
  switch (state.context.note) {
    case 'startRefused':
      expect(lastLog?.code).toBe('START_REFUSED');
      break;
    case 'pushed':
      expect(sut.emitted.at(-1)).toEqual({ type: 'notification', event: pushed });
      break;
    case 'gaveUp':
      expect(lastLog).toMatchObject({ level: 'error', code: 'GAVE_UP' });
      expect(sut.port.connects).toHaveLength(1 + RECONNECT_DELAYS_MS.length);
      break;
  }
}

const states = { '*': checkState } as never;

describe('notification-channel machine (model-based)', () => {
  const paths = testModel.getShortestPaths();

  it('visits every state and transition of the model', () => {
    const adjacency = testModel.getAdjacencyMap();
    // Every (state value, event) pair the model allows must be a step of some path.
    const required = new Set<string>();
    for (const next of Object.values(adjacency)) {
      for (const { event } of Object.values(next.transitions) as Array<{ event: ModelEvent }>) required.add(`${JSON.stringify(next.state.value)}|${event.type}`);
    }
    const covered = new Set<string>();
    for (const path of paths) {
      for (let i = 1; i < path.steps.length; i += 1) {
        covered.add(`${JSON.stringify(path.steps[i - 1].state.value)}|${path.steps[i].event.type}`);
      }
    }
    expect(required.size).toBeGreaterThan(20);
    expect([...required].filter((edge) => !covered.has(edge))).toEqual([]);
    const values = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const value of ['"disconnected"', '"connecting"', '"connected"', '{"reconnecting":"waiting"}', '{"reconnecting":"attempting"}', '"disconnecting"']) {
      expect(values).toContain(value);
    }
  });

  for (const path of paths) {
    it(path.description, async () => {
      sut = startSystem();
      await path.test({ states, events: events as never });
    });
  }
});

describe('notification-channel machine (details)', () => {
  it('logs every failed attempt with its code and never throws', async () => {
    sut = startSystem();
    await events.START();
    await events.CONNECT_FAIL();
    expect(sut.logs).toContainEqual({ level: 'warn', code: 'TRANSPORT_UNAVAILABLE', message: 'no transport' });
    expect(sut.actor.getSnapshot().context.lastFailure).toEqual({ code: 'TRANSPORT_UNAVAILABLE', message: 'no transport' });
    expect(sut.actor.getSnapshot().status).toBe('active');
  });

  it('emits `connected` on every (re)connect so views reload what they missed', async () => {
    sut = startSystem();
    await events.START();
    await events.CONNECT_OK();
    await events.LOSE();
    await events.ELAPSE({ state: { context: { retry: 0, note: '' } } });
    await events.CONNECT_OK();
    expect(sut.emitted.filter((e) => e.type === 'connected')).toHaveLength(2);
  });

  it('ignores the answer of a connect that a STOP overtook', async () => {
    sut = startSystem();
    await events.START();
    await events.STOP();
    await events.CONNECT_OK();
    expect(stateOf(sut)).toBe('disconnecting');
    await events.DISCONNECT_DONE();
    expect(stateOf(sut)).toBe('disconnected');
  });
});
