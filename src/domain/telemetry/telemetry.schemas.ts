import { z } from 'zod';
import { idSchema, msg, safeText } from '../shared/schema-kit';
import { TELEMETRY_MAX_EVENTS_PER_BATCH, TELEMETRY_PATH_MAX, TELEMETRY_SECTION_MAX, TELEMETRY_SESSION_EXPIRE_MS } from './telemetry.constants';

/*
 * What the client sends to POST /api/telemetry/events (issue 16; api-spec §7.15, docs/telemetry.md).
 * Only what the browser knows: the page viewed and for how long. Who viewed it (user, role) and where
 * (state, district, school) the server takes from the session, never from the body.
 */

const uuid = z.uuid(msg('fieldsInvalid'));

export const pageViewEventSchema = z.strictObject({
  /** Made by the client once per event, so a retried batch is stored once. */
  id: uuid,
  type: z.literal('page-view', msg('fieldsInvalid')),
  /** The route key of the screen (`units`, `classroom-details`...). */
  section: safeText().trim().min(1, msg('fieldsInvalid')).max(TELEMETRY_SECTION_MAX, msg('fieldsInvalid')),
  /** The path without its query string. */
  path: safeText().max(TELEMETRY_PATH_MAX, msg('fieldsInvalid')).regex(/^\/[^?#]*$/, msg('fieldsInvalid')),
  startedAt: z.iso.datetime({ offset: true, error: msg('fieldsInvalid') }),
  durationMs: z.number({ error: msg('fieldsInvalid') }).int(msg('fieldsInvalid')).min(0, msg('fieldsInvalid')).max(TELEMETRY_SESSION_EXPIRE_MS, msg('fieldsInvalid')),
  sessionId: uuid,
});
export type PageViewEvent = z.infer<typeof pageViewEventSchema>;

export const telemetryBatchBodySchema = z.strictObject({
  /** The browser's one-year telemetry user cookie. */
  browserId: uuid.optional(),
  events: z.array(pageViewEventSchema, { error: msg('fieldsInvalid') }).min(1, msg('fieldsInvalid')).max(TELEMETRY_MAX_EVENTS_PER_BATCH, msg('fieldsInvalid')),
});
export type TelemetryBatchBody = z.infer<typeof telemetryBatchBodySchema>;

/** GET User/update-time?userId: the reporting user's own id. */
export const updateTimeQuerySchema = z.object({ userId: idSchema });

/** The longest span a time-in-system read covers (a school year and then some). */
export const TIME_IN_SYSTEM_MAX_DAYS = 366;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day as YYYY-MM-DD (2026-02-30 is not one). */
function isDay(text: string): boolean {
  const time = Date.parse(`${text}T00:00:00Z`);
  return DAY.test(text) && !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}
const daySchema = safeText('dateInvalid').refine(isDay, msg('dateInvalid'));
const spanDays = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/**
 * GET User/time-in-system?from&to: days in UTC, both included; today when left out. `to` may not
 * come before `from`, nor more than TIME_IN_SYSTEM_MAX_DAYS after it.
 */
export const timeInSystemQuerySchema = z
  .object({ from: daySchema.optional(), to: daySchema.optional() })
  .refine((q) => !q.from || !q.to || (spanDays(q.from, q.to) >= 0 && spanDays(q.from, q.to) < TIME_IN_SYSTEM_MAX_DAYS), { message: msg('dateInvalid'), path: ['to'] });
export type TimeInSystemQuery = z.infer<typeof timeInSystemQuerySchema>;
