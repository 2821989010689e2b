/**
 * The QA trace format without its validator: what the browser needs to record (the full zod schema
 * in trace.ts is for replay, which runs in Node).
 */
export const TRACE_FORMAT = 'course-platform-qa-trace';
export const TRACE_VERSION = 1;

export interface TraceStep {
  /** Milliseconds since the actor started. */
  at: number;
  event: { type: string; [key: string]: unknown };
  state: unknown;
}

export interface ActorTrace {
  actorId: string;
  machineId: string;
  input?: unknown;
  initialState: unknown;
  steps: TraceStep[];
}

export interface QaTrace {
  format: typeof TRACE_FORMAT;
  version: typeof TRACE_VERSION;
  recordedAt: string;
  actors: ActorTrace[];
}

/** A light check of stored traces; replay validates fully. */
export function looksLikeQaTrace(value: unknown): value is QaTrace {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<QaTrace>;
  return v.format === TRACE_FORMAT && v.version === TRACE_VERSION && Array.isArray(v.actors);
}
