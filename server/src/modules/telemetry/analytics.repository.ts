import type { TelemetryAggregate, TelemetryFilter, TelemetryGroup } from '@domain/telemetry/analytics.schemas';
import type { Sql } from '../../db/database';
import type { AnalyticsScope } from './analytics-scope';

/*
 * The telemetry query (issue 16; api-spec §7.15) as one statement. Visits and durations are read from
 * telemetry_daily and telemetry_hourly (migration 20261129001100: kept by the database as events
 * arrive): the window's whole days from the days, its edges from the hours, so a month of a large
 * district sums tens of thousands of rows, not millions; the window starts on an hour (the use case
 * rounds it). Distinct users read the events themselves, through the place index that
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
const KEPT_COLUMNS = 'state_id, district_id, school_id, actor_role_id, object_section, visits, duration_ms';
/**
 * Visits and durations: the whole UTC days of the window from telemetry_daily, its first and last
 * part-days from telemetry_hourly ($3–$6, see keptRanges), named `moment` like the events' time.
 */
const KEPT_SOURCE = `(SELECT (day::timestamp AT TIME ZONE 'UTC') AS moment, ${KEPT_COLUMNS} FROM telemetry_daily WHERE day >= $3::date AND day < $4::date
   UNION ALL SELECT hour, ${KEPT_COLUMNS} FROM telemetry_hourly WHERE hour >= $1::timestamptz AND hour < $5::timestamptz
   UNION ALL SELECT hour, ${KEPT_COLUMNS} FROM telemetry_hourly WHERE hour >= $6::timestamptz AND hour < $2::timestamptz)`;
const EVENTS_SOURCE = '(SELECT event_time AS moment, * FROM telemetry_events)';

const DAY_MS = 86_400_000;
/** The window's whole UTC days ($3, $4) and where its hours before and after them end and start ($5, $6). */
function keptRanges(from: Date, to: Date): unknown[] {
  const firstDay = Math.ceil(from.getTime() / DAY_MS) * DAY_MS;
  const lastDay = Math.floor(to.getTime() / DAY_MS) * DAY_MS;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  // No whole day inside: every hour of the window comes from the first hourly range.
  if (firstDay >= lastDay) return [day(firstDay), day(firstDay), to.toISOString(), to.toISOString()];
  return [day(firstDay), day(lastDay), new Date(firstDay).toISOString(), new Date(lastDay).toISOString()];
}

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
  const events = read.aggregate === 'users';
  const params: unknown[] = [read.from.toISOString(), read.to.toISOString(), ...(events ? [] : keptRanges(read.from, read.to))];
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
       FROM ${events ? EVENTS_SOURCE : KEPT_SOURCE} e ${name.join}
      WHERE ${where.join(' AND ')}
      GROUP BY 1
      ORDER BY ${order}
      LIMIT ${Math.trunc(read.limit)}`,
    params,
  );
}
