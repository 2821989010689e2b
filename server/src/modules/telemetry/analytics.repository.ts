import type { TelemetryAggregate, TelemetryFilter, TelemetryGroup } from '@domain/telemetry/analytics.schemas';
import type { Sql } from '../../db/database';
import type { AnalyticsScope } from './analytics-scope';

/*
 * The telemetry query (issue 16; api-spec §7.15) as one statement over telemetry_events. A scoped read
 * walks the place index with its time range (migration 20261129000700 makes that index cover the
 * grouped and aggregated columns, so a 30-day read of a district need not visit the table's rows).
 * Only the fragments below, chosen by enum, are ever written into the SQL; every value is a parameter.
 */

const GROUP_KEY: Record<TelemetryGroup, string> = {
  section: 'e.object_section',
  // UTC days, as time in system counts them.
  day: `to_char(e.event_time AT TIME ZONE 'UTC', 'YYYY-MM-DD')`,
  role: 'e.actor_role_id::text',
  school: `COALESCE(e.school_id::text, 'none')`,
  district: `COALESCE(e.district_id::text, 'none')`,
};
const GROUP_NAME: Record<TelemetryGroup, { readonly select: string; readonly join: string }> = {
  section: { select: 'NULL::text', join: '' },
  day: { select: 'NULL::text', join: '' },
  role: { select: 'NULL::text', join: '' },
  school: { select: 'min(s.name)', join: 'LEFT JOIN schools s ON s.id = e.school_id' },
  district: { select: 'min(d.name)', join: 'LEFT JOIN districts d ON d.id = e.district_id' },
};
// float8 for the durations: a district's month of milliseconds passes what int holds.
const AGGREGATE: Record<TelemetryAggregate, string> = {
  visits: 'count(*)::int',
  averageDuration: 'round(avg(e.duration_ms))::float8',
  totalDuration: 'sum(e.duration_ms)::float8',
  users: 'count(DISTINCT e.actor_user_id)::int',
};
const SCOPE_COLUMN = { state: 'e.state_id', district: 'e.district_id', school: 'e.school_id' } as const;
const FILTER_COLUMN: Record<keyof TelemetryFilter, string> = {
  section: 'e.object_section',
  roleId: 'e.actor_role_id',
  stateId: 'e.state_id',
  districtId: 'e.district_id',
  schoolId: 'e.school_id',
};

export interface TelemetryRead {
  readonly scope: AnalyticsScope;
  readonly from: Date;
  readonly to: Date;
  readonly filter: TelemetryFilter;
  readonly groupBy: TelemetryGroup;
  readonly aggregate: TelemetryAggregate;
  readonly limit: number;
}

export function queryTelemetry(sql: Sql, read: TelemetryRead) {
  const params: unknown[] = [read.from.toISOString(), read.to.toISOString()];
  const where = ['e.event_time >= $1::timestamptz', 'e.event_time < $2::timestamptz'];
  const equal = (column: string, value: unknown) => {
    params.push(value);
    where.push(`${column} = $${params.length}`);
  };
  if (read.scope.kind !== 'all') equal(SCOPE_COLUMN[read.scope.kind], read.scope.id);
  for (const field of Object.keys(FILTER_COLUMN) as (keyof TelemetryFilter)[]) {
    const value = read.filter[field];
    if (value !== undefined) equal(FILTER_COLUMN[field], value);
  }
  const name = GROUP_NAME[read.groupBy];
  const order = read.groupBy === 'day' ? 'key' : 'value DESC, key';
  return sql.query<{ key: string; name: string | null; value: number }>(
    `SELECT ${GROUP_KEY[read.groupBy]} AS key, ${name.select} AS name, ${AGGREGATE[read.aggregate]} AS value
       FROM telemetry_events e ${name.join}
      WHERE ${where.join(' AND ')}
      GROUP BY 1
      ORDER BY ${order}
      LIMIT ${Math.trunc(read.limit)}`,
    params,
  );
}
