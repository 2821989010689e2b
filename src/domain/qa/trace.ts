import { z } from 'zod';

/**
 * A QA trace: what one or more machine actors received and which state each event led to. Recorded
 * in the browser when QA tracing is on, replayed by `npm run replay -- trace.json`.
 */
import { TRACE_FORMAT, TRACE_VERSION, type ActorTrace, type QaTrace, type TraceStep } from './trace-format';

export { TRACE_FORMAT, TRACE_VERSION };
export type { ActorTrace, QaTrace, TraceStep };

const stateValueSchema: z.ZodType<unknown> = z.lazy(() => z.union([z.string(), z.record(z.string(), stateValueSchema)]));

export const traceStepSchema = z.object({
  /** Milliseconds since the actor started. */
  at: z.number().min(0),
  event: z.object({ type: z.string().min(1) }).catchall(z.unknown()),
  state: stateValueSchema,
});

export const actorTraceSchema = z.object({
  actorId: z.string().min(1),
  machineId: z.string().min(1),
  input: z.unknown().optional(),
  initialState: stateValueSchema,
  steps: z.array(traceStepSchema),
});

export const qaTraceSchema: z.ZodType<QaTrace> = z.object({
  format: z.literal(TRACE_FORMAT),
  version: z.literal(TRACE_VERSION),
  recordedAt: z.string(),
  actors: z.array(actorTraceSchema),
});


/** Events XState raises for a delayed transition; replay reproduces them by advancing the clock. */
export function isDelayedEvent(type: string): boolean {
  return type.startsWith('xstate.after.');
}

/** Stable comparison of state values ("a" or {"a": "b"}), independent of key order. */
export function sameStateValue(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const entries = Object.entries(value as Record<string, unknown>).sort(([x], [y]) => x.localeCompare(y));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}
