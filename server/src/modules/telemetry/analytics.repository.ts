import type { TelemetryAggregate, TelemetryFilter, TelemetryGroup } from '@domain/telemetry/analytics.schemas';
import type { Sql } from '../../db/database';
import type { AnalyticsScope } from './analytics-scope';

/*
 * The telemetry query (issue 16; api-spec §7.15) as one statement. Visits and durations are read from
 * telemetry_hourly (migration 20261129001100: kept per hour by the database as events arrive), so a
 * month of a large district sums thousands of rows, not millions; the window starts on an hour (the
 * use case rounds it). Distinct users read the events themselves, through the place index that
 * migration 20261129000700 made cover the columns read. Only the fragments below, chosen by enum, are
 * ever written into the SQL; every value is a parameter.
 */

const GROUP_KEY: Record<TelemetryGroup, string> = {
  section: 'e.object_section',
  // UTC days, as time in system counts them.
  day: `to_char(e.moment AT TIME ZONE 'UTC', 'YYYY-MM-DD')`,
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
  visits: 'sum(e.visits)::int',
  averageDuration: 'round(sum(e.duration_ms) / sum(e.visits))::float8',
  totalDuration: 'sum(e.duration_ms)::float8',
  users: 'count(DISTINCT e.actor_user_id)::int',
};
/** Where each aggregate reads from, with the time column named `moment` for both. */
const SOURCE: Record<TelemetryAggregate, string> = {
  visits: '(SELECT hour AS moment, * FROM telemetry_hourly)',
  averageDuration: '(SELECT hour AS moment, * FROM telemetry_hourly)',
  totalDuration: '(SELECT hour AS moment, * FROM telemetry_hourly)',
  users: '(SELECT event_time AS moment, * FROM telemetry_events)',
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
  const where = ['e.moment >= $1::timestamptz', 'e.moment < $2::timestamptz'];
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
       FROM ${SOURCE[read.aggregate]} e ${name.join}
      WHERE ${where.join(' AND ')}
      GROUP BY 1
      ORDER BY ${order}
      LIMIT ${Math.trunc(read.limit)}`,
    params,
  );
}
