import type { AnyStateMachine } from 'xstate';
import { sessionIdleMachine } from '../session/session-idle.machine';

/** Every domain machine by id, so a recorded trace names the machine it replays against. */
export const MACHINES: Readonly<Record<string, AnyStateMachine>> = {
  [sessionIdleMachine.id]: sessionIdleMachine,
};
