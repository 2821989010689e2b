import type { TraceRecorder } from '@application/ports/trace-recorder.port';
import { TRACE_FORMAT, TRACE_VERSION, type ActorTrace } from '@domain/qa/trace';

/** A trace recorder that is always on and keeps every actor's steps in memory, as QA's download would hold them. */
export function recordingTraceRecorder(): TraceRecorder {
  const actors: ActorTrace[] = [];
  return {
    isOn: () => true,
    setOn: () => undefined,
    startActor({ actorId, machineId, input }) {
      const trace: ActorTrace = { actorId, machineId, input, initialState: null, steps: [] };
      actors.push(trace);
      return { initial: (state) => void (trace.initialState = state as never), step: (at, event, state) => void trace.steps.push({ at, event, state: state as never }) };
    },
    snapshot: () => ({ format: TRACE_FORMAT, version: TRACE_VERSION, recordedAt: '', actors }),
    clear: () => undefined,
  };
}
