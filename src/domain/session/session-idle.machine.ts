import { setup } from 'xstate';
import { SESSION_IDLE_LOGOUT_MS, SESSION_IDLE_WARNING_BEFORE_MS } from '../shared/constants';

/**
 * Session idle (docs/decisions.md "Session idle"): one policy. After `logoutAfterMs` without
 * activity the user is signed out; `warnBeforeMs` earlier a warning shows, and only an explicit
 * continue (a click in the window or the warning's button) keeps the session. Activity (mouse,
 * key, scroll, wheel, touch) restarts the countdown while no warning is shown.
 */
export interface SessionIdleInput {
  readonly logoutAfterMs?: number;
  readonly warnBeforeMs?: number;
}

export interface SessionIdleContext {
  readonly logoutAfterMs: number;
  readonly warnBeforeMs: number;
}

export type SessionIdleEvent = { type: 'ACTIVITY' } | { type: 'CONTINUE' } | { type: 'STOP' };

export const sessionIdleMachine = setup({
  types: {
    input: {} as SessionIdleInput,
    context: {} as SessionIdleContext,
    events: {} as SessionIdleEvent,
  },
  actions: {
    /** Provided by the application: end the session (token removed, server logout, go to sign-in). */
    signOut: () => undefined,
  },
  delays: {
    untilWarning: ({ context }) => Math.max(0, context.logoutAfterMs - context.warnBeforeMs),
    warningPeriod: ({ context }) => Math.min(context.warnBeforeMs, context.logoutAfterMs),
  },
}).createMachine({
  id: 'sessionIdle',
  context: ({ input }) => ({
    logoutAfterMs: input.logoutAfterMs ?? SESSION_IDLE_LOGOUT_MS,
    warnBeforeMs: input.warnBeforeMs ?? SESSION_IDLE_WARNING_BEFORE_MS,
  }),
  initial: 'active',
  states: {
    active: {
      after: { untilWarning: 'warning' },
      on: {
        ACTIVITY: { target: 'active', reenter: true },
        STOP: 'stopped',
      },
    },
    warning: {
      after: { warningPeriod: 'loggedOut' },
      on: {
        CONTINUE: 'active',
        STOP: 'stopped',
      },
    },
    loggedOut: { type: 'final', entry: 'signOut' },
    stopped: { type: 'final' },
  },
});
