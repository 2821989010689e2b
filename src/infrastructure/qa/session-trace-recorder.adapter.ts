import type { ActorTraceWriter, TraceRecorder } from '@application/ports/trace-recorder.port';
import type { PreferenceStore } from '@application/ports/preference-store.port';
import { looksLikeQaTrace, TRACE_FORMAT, TRACE_VERSION, type ActorTrace, type QaTrace } from '@domain/qa/trace-format';

const TRACE_STORAGE_KEY = 'qa-trace-data';
/** Keeps a long QA session from filling session storage: the oldest actors are dropped first. */
const MAX_STORED_ACTORS = 50;

/** Records traces in memory and mirrors them to sessionStorage, so a reload keeps what QA recorded. */
export function createSessionTraceRecorder(storage: Storage, preferences: PreferenceStore): TraceRecorder {
  let actors: ActorTrace[] = load();

  function load(): ActorTrace[] {
    try {
      const stored: unknown = JSON.parse(storage.getItem(TRACE_STORAGE_KEY) ?? 'null');
      return looksLikeQaTrace(stored) ? stored.actors : [];
    } catch {
      return [];
    }
  }
  function persist(): void {
    actors = actors.slice(-MAX_STORED_ACTORS);
    try {
      storage.setItem(TRACE_STORAGE_KEY, JSON.stringify(snapshot()));
    } catch {
      // Storage full: the in-memory trace is still downloadable.
    }
  }
  function snapshot(): QaTrace {
    return { format: TRACE_FORMAT, version: TRACE_VERSION, recordedAt: new Date().toISOString(), actors };
  }

  return {
    isOn: () => preferences.readQaTracing(),
    setOn: (on) => preferences.writeQaTracing(on),
    startActor({ actorId, machineId, input }): ActorTraceWriter {
      const trace: ActorTrace = { actorId, machineId, input, initialState: null, steps: [] };
      actors.push(trace);
      return {
        initial(state) {
          trace.initialState = state as never;
          persist();
        },
        step(at, event, state) {
          trace.steps.push({ at, event: { ...event }, state: state as never });
          persist();
        },
      };
    },
    snapshot,
    clear() {
      actors = [];
      storage.removeItem(TRACE_STORAGE_KEY);
    },
  };
}
