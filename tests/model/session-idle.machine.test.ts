import { createTestModel } from '@xstate/graph';
import { createActor, createMachine, SimulatedClock, type Actor } from 'xstate';
import { afterAll, describe, expect, it } from 'vitest';
import { sessionIdleMachine } from '@domain/session/session-idle.machine';
import { TransitionCoverage } from './support/transition-coverage';

const LOGOUT_AFTER_MS = 10_000;
const WARN_BEFORE_MS = 3_000;

/**
 * The abstract model: what a user experiences. Time passing is an explicit event here; the system
 * under test is the real machine on a simulated clock.
 */
const model = createMachine({
  id: 'sessionIdleModel',
  initial: 'active',
  states: {
    active: {
      on: {
        ACTIVITY: 'active',
        WAIT_UNTIL_WARNING: 'warning',
        WAIT_ALMOST_WARNING: 'active',
        STOP: 'stopped',
      },
    },
    warning: {
      on: {
        CONTINUE: 'active',
        ACTIVITY_IGNORED: 'warning',
        WAIT_UNTIL_LOGOUT: 'loggedOut',
        STOP: 'stopped',
      },
    },
    loggedOut: {},
    stopped: {},
  },
});

interface Sut {
  actor: Actor<typeof sessionIdleMachine>;
  clock: SimulatedClock;
  signOuts: number;
}

const coverage = new TransitionCoverage(sessionIdleMachine);

function startSut(): Sut {
  const clock = new SimulatedClock();
  const sut = { clock, signOuts: 0 } as Sut;
  const machine = sessionIdleMachine.provide({ actions: { signOut: () => void (sut.signOuts += 1) } });
  sut.actor = createActor(machine, {
    input: { logoutAfterMs: LOGOUT_AFTER_MS, warnBeforeMs: WARN_BEFORE_MS },
    clock,
    inspect: coverage.inspect,
  });
  sut.actor.start();
  coverage.noteSnapshot(sut.actor.getSnapshot());
  return sut;
}

const testModel = createTestModel(model);

describe('session idle machine (model-based)', () => {
  const paths = testModel.getSimplePaths();
  for (const path of paths) {
    it(path.description, async () => {
      const sut = startSut();
      await path.test({
        states: {
          active: () => {
            expect(sut.actor.getSnapshot().value).toBe('active');
            expect(sut.signOuts).toBe(0);
          },
          warning: () => {
            expect(sut.actor.getSnapshot().value).toBe('warning');
            expect(sut.signOuts).toBe(0);
          },
          loggedOut: () => {
            expect(sut.actor.getSnapshot().status).toBe('done');
            expect(sut.actor.getSnapshot().value).toBe('loggedOut');
            expect(sut.signOuts).toBe(1);
          },
          stopped: () => {
            expect(sut.actor.getSnapshot().value).toBe('stopped');
            expect(sut.signOuts).toBe(0);
          },
        },
        events: {
          ACTIVITY: () => void sut.actor.send({ type: 'ACTIVITY' }),
          ACTIVITY_IGNORED: () => void sut.actor.send({ type: 'ACTIVITY' }),
          CONTINUE: () => void sut.actor.send({ type: 'CONTINUE' }),
          STOP: () => void sut.actor.send({ type: 'STOP' }),
          WAIT_ALMOST_WARNING: () => sut.clock.increment(LOGOUT_AFTER_MS - WARN_BEFORE_MS - 1),
          // From any point in `active`, the warning is at most the full idle period away.
          WAIT_UNTIL_WARNING: () => sut.clock.increment(LOGOUT_AFTER_MS - WARN_BEFORE_MS),
          WAIT_UNTIL_LOGOUT: () => sut.clock.increment(WARN_BEFORE_MS),
        },
      });
    });
  }

  it('activity restarts the countdown: the warning needs a full idle period after the last activity', () => {
    const sut = startSut();
    sut.clock.increment(LOGOUT_AFTER_MS - WARN_BEFORE_MS - 1);
    sut.actor.send({ type: 'ACTIVITY' });
    sut.clock.increment(LOGOUT_AFTER_MS - WARN_BEFORE_MS - 1);
    expect(sut.actor.getSnapshot().value).toBe('active');
    sut.clock.increment(1);
    expect(sut.actor.getSnapshot().value).toBe('warning');
  });

  it('uses the product defaults: warning at 59 minutes, logout at 60', () => {
    const clock = new SimulatedClock();
    const actor = createActor(sessionIdleMachine, { input: {}, clock }).start();
    clock.increment(59 * 60_000 - 1);
    expect(actor.getSnapshot().value).toBe('active');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('warning');
    clock.increment(60_000);
    expect(actor.getSnapshot().value).toBe('loggedOut');
  });

  afterAll(() => {
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});
