import { createActor, fromPromise, SimulatedClock, type AnyStateMachine } from 'xstate';
import { isDelayedEvent, sameStateValue, type ActorTrace, type QaTrace } from './trace';

export interface ReplayMismatch {
  readonly actorId: string;
  readonly step: number;
  readonly eventType: string;
  readonly expected: unknown;
  readonly actual: unknown;
}

export type ReplayResult = { readonly ok: true; readonly steps: number } | { readonly ok: false; readonly mismatch: ReplayMismatch };

/** Never settles: during replay, outcomes of invoked work arrive as the recorded done/error events. */
const silentActor = fromPromise(() => new Promise<never>(() => undefined));

function withSilentActors(machine: AnyStateMachine): AnyStateMachine {
  const names = Object.keys(machine.implementations.actors ?? {});
  return machine.provide({ actors: Object.fromEntries(names.map((n) => [n, silentActor])) });
}

/**
 * Replays one actor's trace deterministically: a simulated clock advances to each step's time
 * (which fires delayed transitions by themselves); every other event is sent as recorded. The
 * state after each step must equal the recorded one.
 */
export function replayActor(machine: AnyStateMachine, trace: ActorTrace): ReplayResult {
  const clock = new SimulatedClock();
  const actor = createActor(withSilentActors(machine), { input: trace.input as never, clock });
  actor.start();
  const mismatch = (step: number, eventType: string, expected: unknown): ReplayResult => ({
    ok: false,
    mismatch: { actorId: trace.actorId, step, eventType, expected, actual: actor.getSnapshot().value },
  });
  if (!sameStateValue(actor.getSnapshot().value, trace.initialState)) return mismatch(0, 'xstate.init', trace.initialState);
  let now = 0;
  for (const [index, step] of trace.steps.entries()) {
    if (step.at > now) {
      clock.increment(step.at - now);
      now = step.at;
    }
    if (!isDelayedEvent(step.event.type)) actor.send(step.event as never);
    if (!sameStateValue(actor.getSnapshot().value, step.state)) return mismatch(index + 1, step.event.type, step.state);
  }
  actor.stop();
  return { ok: true, steps: trace.steps.length };
}

export function replayTrace(trace: QaTrace, machines: Readonly<Record<string, AnyStateMachine>>): ReplayResult[] {
  return trace.actors.map((actorTrace) => {
    const machine = machines[actorTrace.machineId];
    if (!machine) {
      return {
        ok: false,
        mismatch: { actorId: actorTrace.actorId, step: 0, eventType: 'unknown machine', expected: actorTrace.machineId, actual: null },
      } satisfies ReplayResult;
    }
    return replayActor(machine, actorTrace);
  });
}
