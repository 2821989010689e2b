import { createActor, type Actor, type AnyStateMachine, type InputFrom, type InspectionEvent } from 'xstate';
import type { ActorTraceWriter, TraceRecorder } from '../ports/trace-recorder.port';

export interface MachineActorOptions<M extends AnyStateMachine> {
  readonly input?: InputFrom<M>;
  /** Implementations from the application layer (ports turned into actors and actions). */
  readonly provide?: Parameters<M['provide']>[0];
}

export interface MachineActorFactory {
  create<M extends AnyStateMachine>(machine: M, options?: MachineActorOptions<M>): Actor<M>;
}

/**
 * The one place machine actors are created. While QA tracing is on, every event an actor
 * processes is recorded with the state it led to, so QA can download the trace and replay it
 * (`npm run replay -- trace.json`).
 */
export function createMachineActorFactory(recorder: TraceRecorder, now: () => number = () => Date.now()): MachineActorFactory {
  let sequence = 0;
  return {
    create<M extends AnyStateMachine>(machine: M, options: MachineActorOptions<M> = {}): Actor<M> {
      const logic = (options.provide ? machine.provide(options.provide as never) : machine) as M;
      sequence += 1;
      const started = now();
      const writer: ActorTraceWriter | null = recorder.isOn()
        ? recorder.startActor({ actorId: `${machine.id}#${started.toString(36)}-${sequence}`, machineId: machine.id, input: options.input ?? null })
        : null;
      let pending: { type: string } | null = null;
      let actor: Actor<M> | null = null;
      const inspect = (event: InspectionEvent) => {
        if (!writer || event.actorRef !== actor) return;
        if (event.type === '@xstate.event') pending = event.event;
        if (event.type !== '@xstate.snapshot' || !pending) return;
        const value = (event.snapshot as { value?: unknown }).value;
        if (pending.type === 'xstate.init') writer.initial(value);
        else writer.step(now() - started, pending, value);
        pending = null;
      };
      actor = createActor(logic, { input: options.input, inspect } as never) as Actor<M>;
      return actor;
    },
  };
}
