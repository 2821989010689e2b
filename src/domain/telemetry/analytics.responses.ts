import { z } from 'zod';
import { ALL_ROLE_IDS } from '../identity/role';
import { TELEMETRY_AGGREGATES, TELEMETRY_GROUPS } from './analytics.schemas';

/**
 * GET telemetry/query: one row per group. `key` is the group's value (a section, a UTC day
 * YYYY-MM-DD, a role id, a school or district id, or `none` for events without that place);
 * `name` is the school's or district's name, null for other groups. Durations are milliseconds.
 */
export const telemetryQueryResultSchema = z.object({
  timespan: z.string(),
  from: z.string(),
  to: z.string(),
  groupBy: z.enum(TELEMETRY_GROUPS),
  aggregate: z.enum(TELEMETRY_AGGREGATES),
  rows: z.array(z.object({ key: z.string(), name: z.string().nullable(), value: z.number() })),
});
export type TelemetryQueryResult = z.infer<typeof telemetryQueryResultSchema>;

/** The most groups a telemetry query answers with (the largest first; days in order). */
export const TELEMETRY_ROWS_MAX = 500;

const roleId = z.literal(ALL_ROLE_IDS);

/** POST User/getUserCount: users per role (and per place when asked), and their total. */
export const userCountSchema = z.object({
  total: z.number().int(),
  rows: z.array(z.object({ roleId, placeId: z.number().int().nullable(), placeName: z.string().nullable(), users: z.number().int() })),
});
export type UserCount = z.infer<typeof userCountSchema>;

/** POST User/getUserRole: every role the viewer sees (§6 "By viewer"), with its users in the viewer's scope (zero included). */
export const userRoleCountsSchema = z.array(z.object({ roleId, roleName: z.string(), users: z.number().int() }));
export type UserRoleCounts = z.infer<typeof userRoleCountsSchema>;

/** POST User/getuserlogin/{id}: when the user last signed in (ISO time), null if never. */
export const userLastLoginSchema = z.object({ userId: z.number().int(), userName: z.string(), lastLoginTime: z.string().nullable() });
export type UserLastLogin = z.infer<typeof userLastLoginSchema>;
