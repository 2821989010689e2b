import {
  TELEMETRY_BATCH_INTERVAL_MS,
  TELEMETRY_BATCH_LIMIT_BYTES,
  TELEMETRY_MAX_EVENTS_PER_BATCH,
  TELEMETRY_RETRY_MAX_DELAY_MS,
  TELEMETRY_SESSION_EXPIRE_MS,
  TELEMETRY_SESSION_RENEW_MS,
} from './telemetry.constants';
import type { PageViewEvent } from './telemetry.schemas';

/*
 * The client's telemetry rules (issue 16; api-spec §7.15, §9): pure functions of the events and the
 * clock, used by the sender machine and the use cases, tested with a fake clock.
 */

/** An event as recorded: flagged `avoidSending` (a screen that asks not to be counted), it is never buffered. */
export type RecordedEvent = PageViewEvent & { readonly avoidSending?: boolean };

/** Role 1 (SuperAdmin) sends no usage telemetry (product-spec §6). */
export const SUPER_ADMIN_ROLE_ID = 1;
export const sendsTelemetry = (roleId: number): boolean => roleId !== SUPER_ADMIN_ROLE_ID;

/** The newest `limit` events: a full buffer drops its oldest. */
export const keepNewest = <T>(events: readonly T[], limit: number): T[] => (events.length > limit ? events.slice(events.length - limit) : [...events]);

/** The buffer after recording `event`: flagged events are dropped, and the buffer keeps its newest `limit`. */
export function recordEvent(buffer: readonly PageViewEvent[], event: RecordedEvent, limit: number): PageViewEvent[] {
  if (event.avoidSending) return [...buffer];
  const { avoidSending: _flag, ...sendable } = event;
  return keepNewest([...buffer, sendable], limit);
}

/** Events from storage and memory together, each once (by id), oldest first, the newest `limit` kept. */
export function mergeBuffers(stored: readonly PageViewEvent[], memory: readonly PageViewEvent[], limit: number): PageViewEvent[] {
  const seen = new Set<string>();
  const merged = [...stored, ...memory].filter((e) => !seen.has(e.id) && seen.add(e.id));
  return keepNewest(merged, limit);
}

/** The buffer without the events just sent (or given up on). */
export function withoutEvents(buffer: readonly PageViewEvent[], sent: readonly PageViewEvent[]): PageViewEvent[] {
  const ids = new Set(sent.map((e) => e.id));
  return buffer.filter((e) => !ids.has(e.id));
}

/** UTF-8 length of a text, as the server counts a body's bytes. */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** Bytes of `{"events":[]}` around the events, plus room for the optional browser id. */
const BATCH_ENVELOPE_BYTES = utf8Bytes(JSON.stringify({ browserId: '00000000-0000-4000-8000-000000000000', events: [] }));

export interface BatchLimits {
  readonly limitBytes: number;
  readonly maxEvents: number;
}
const DEFAULT_LIMITS: BatchLimits = { limitBytes: TELEMETRY_BATCH_LIMIT_BYTES, maxEvents: TELEMETRY_MAX_EVENTS_PER_BATCH };

/**
 * The oldest events that fit one batch under the byte and count limits, in order. An event too
 * large for any batch cannot be sent: it comes back in `oversize` so the caller drops it (the
 * schema's field lengths make that impossible for a page view; the rule stays total).
 */
export function nextBatch(buffer: readonly PageViewEvent[], limits: BatchLimits = DEFAULT_LIMITS): { batch: PageViewEvent[]; oversize: PageViewEvent[] } {
  const batch: PageViewEvent[] = [];
  const oversize: PageViewEvent[] = [];
  let bytes = BATCH_ENVELOPE_BYTES;
  for (const event of buffer) {
    if (batch.length >= limits.maxEvents) break;
    const size = utf8Bytes(JSON.stringify(event)) + (batch.length > 0 ? 1 : 0);
    if (BATCH_ENVELOPE_BYTES + size > limits.limitBytes) {
      if (batch.length === 0) oversize.push(event);
      else break;
      continue;
    }
    if (bytes + size > limits.limitBytes) break;
    batch.push(event);
    bytes += size;
  }
  return { batch, oversize };
}

/** Every batch the buffer makes, in order (what a full flush sends). */
export function splitIntoBatches(buffer: readonly PageViewEvent[], limits: BatchLimits = DEFAULT_LIMITS): PageViewEvent[][] {
  const batches: PageViewEvent[][] = [];
  let rest = [...buffer];
  while (rest.length > 0) {
    const { batch, oversize } = nextBatch(rest, limits);
    if (batch.length > 0) batches.push(batch);
    rest = withoutEvents(rest, [...batch, ...oversize]);
  }
  return batches;
}

/** The wait before retry number `failures` (1 for the first): doubling from the batch interval, capped. */
export const retryDelayMs = (failures: number, baseMs = TELEMETRY_BATCH_INTERVAL_MS): number =>
  Math.min(baseMs * 2 ** Math.max(0, failures - 1), TELEMETRY_RETRY_MAX_DELAY_MS);

/** A telemetry session: its id, when it began and when it last saw an event (ms since the epoch). */
export interface TelemetrySession {
  readonly id: string;
  readonly startedAt: number;
  readonly lastActivityAt: number;
}

/** Whether a session still holds at `now`: active within the renewal window and younger than the expiry. */
export const sessionIsLive = (session: TelemetrySession, now: number): boolean =>
  now - session.lastActivityAt < TELEMETRY_SESSION_RENEW_MS && now - session.startedAt < TELEMETRY_SESSION_EXPIRE_MS && now >= session.startedAt;

/**
 * The session an event at `now` belongs to: the current one, touched, while it is live; otherwise
 * a new one (after 30 minutes without events, 24 hours after it began, or none yet).
 */
export function sessionAt(session: TelemetrySession | null, now: number, newId: () => string): TelemetrySession {
  if (session && sessionIsLive(session, now)) return { ...session, lastActivityAt: now };
  return { id: newId(), startedAt: now, lastActivityAt: now };
}
