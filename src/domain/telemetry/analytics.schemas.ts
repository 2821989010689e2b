import { z } from 'zod';
import { idSchema, msg, safeText } from '../shared/schema-kit';
import { parseTelemetryFilter } from './telemetry-filter';

export { formatTelemetryFilter, parseTelemetryFilter, type TelemetryFilter } from './telemetry-filter';

/*
 * The usage analytics reads (issue 16; api-spec §7.15, §7.2; docs/analytics.md): the telemetry query
 * and the user counts. The server narrows every answer to the viewer's report scope (product-spec §6).
 */

/** The spans the analytics screen offers; the query takes any ISO 8601 duration up to the cap. */
export const TELEMETRY_DEFAULT_TIMESPAN = 'P1D';
/** The longest span a telemetry query covers: a quarter of a year (events older than that are rarely asked for). */
export const TELEMETRY_MAX_TIMESPAN_MINUTES = 90 * 24 * 60;

const DURATION = /^P(?:(\d{1,3})W|(?:(\d{1,3})D)?(?:T(?:(\d{1,4})H)?(?:(\d{1,6})M)?)?)$/;

/**
 * Minutes of an ISO 8601 duration (weeks, days, hours, minutes), or null when it is not one, is
 * empty or zero, or is longer than the cap. Years and months are refused: their length depends on
 * where they start, and a span of the last N days must mean the same to every reader.
 */
export function timespanMinutes(text: string): number | null {
  const match = DURATION.exec(text);
  if (!match || text === 'P' || text.endsWith('T')) return null;
  const [, weeks, days, hours, minutes] = match.map((part) => (part === undefined ? 0 : Number(part)));
  const total = (weeks as number) * 7 * 1440 + (days as number) * 1440 + (hours as number) * 60 + (minutes as number);
  return total > 0 && total <= TELEMETRY_MAX_TIMESPAN_MINUTES ? total : null;
}

export const TELEMETRY_GROUPS = ['section', 'day', 'role', 'school', 'district'] as const;
export type TelemetryGroup = (typeof TELEMETRY_GROUPS)[number];
export const TELEMETRY_AGGREGATES = ['visits', 'averageDuration', 'totalDuration', 'users'] as const;
export type TelemetryAggregate = (typeof TELEMETRY_AGGREGATES)[number];

/** GET telemetry/query?timespan&filter&groupBy&aggregate (api-spec §7.15). */
export const telemetryQuerySchema = z.object({
  timespan: safeText().default(TELEMETRY_DEFAULT_TIMESPAN).refine((text) => timespanMinutes(text) !== null, msg('fieldsInvalid')),
  filter: safeText()
    .max(400, msg('fieldsInvalid'))
    .transform((text, ctx) => {
      const filter = parseTelemetryFilter(text);
      if (filter) return filter;
      ctx.addIssue({ code: 'custom', message: msg('fieldsInvalid') });
      return z.NEVER;
    })
    .optional(),
  groupBy: z.enum(TELEMETRY_GROUPS, msg('fieldsInvalid')).default('section'),
  aggregate: z.enum(TELEMETRY_AGGREGATES, msg('fieldsInvalid')).default('visits'),
});
export type TelemetryQuery = z.infer<typeof telemetryQuerySchema>;

/**
 * POST User/getUserCount: the users of each role the viewer sees, in their scope, optionally inside
 * one place of it and split per district or school (`per`). No body counts the whole scope per role.
 */
export const userCountBodySchema = z
  .strictObject({
    stateId: idSchema.optional(),
    districtId: idSchema.optional(),
    schoolId: idSchema.optional(),
    per: z.enum(['district', 'school'], msg('fieldsInvalid')).optional(),
  })
  .default({});
export type UserCountBody = z.infer<typeof userCountBodySchema>;
