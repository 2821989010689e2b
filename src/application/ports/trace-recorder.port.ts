import type { QaTrace } from '@domain/qa/trace-format';

/** Writes one actor's trace: its initial state, then each event with the state it led to. */
export interface ActorTraceWriter {
  initial(state: unknown): void;
  step(at: number, event: { type: string }, state: unknown): void;
}

/** Collects machine traces while QA tracing is on; the user downloads them from the user menu. */
export interface TraceRecorder {
  isOn(): boolean;
  setOn(on: boolean): void;
  startActor(actor: { actorId: string; machineId: string; input: unknown }): ActorTraceWriter;
  snapshot(): QaTrace;
  clear(): void;
}
export const TraceRecorder = Symbol.for('TraceRecorder');
