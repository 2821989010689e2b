import type { PageViewEvent } from '@domain/telemetry/telemetry.schemas';
import { one, type Sql } from '../../db/database';

/*
 * Usage events and time in system (migration 20261129000400_telemetry). Events are inserted by the
 * client's id, once: a retried batch inserts nothing twice.
 */

/** Who sent the events and where they were, as the session says (never the body). */
export interface TelemetryActor {
  readonly userId: number;
  readonly userName: string;
  readonly roleId: number;
  readonly stateId: number | null;
  readonly districtId: number | null;
  readonly schoolId: number | null;
}

/** Inserts the events not stored yet; answers how many were new. */
export async function insertPageViews(sql: Sql, actor: TelemetryActor, events: readonly PageViewEvent[], extensions: Record<string, unknown>): Promise<number> {
  const rows = await sql.query<{ id: string }>(
    `INSERT INTO telemetry_events (id, event_time, actor_user_id, actor_username, actor_role_id, object_section, object_path,
                                   session_id, duration_ms, state_id, district_id, school_id, extensions)
     SELECT e.id, e."startedAt", $1, $2, $3, e.section, e.path, e."sessionId", e."durationMs", $4, $5, $6, $7::jsonb
       FROM jsonb_to_recordset($8::jsonb) AS e(id uuid, "startedAt" timestamptz, section text, path text, "sessionId" uuid, "durationMs" integer)
     ON CONFLICT (id) DO NOTHING
     RETURNING id`,
    [actor.userId, actor.userName, actor.roleId, actor.stateId, actor.districtId, actor.schoolId, JSON.stringify(extensions), JSON.stringify(events)],
  );
  return rows.length;
}

/** Milliseconds since the user's last time report (locked until the transaction ends), or null before the first. */
export async function msSinceLastReport(sql: Sql, userId: number): Promise<number | null> {
  const row = await one<{ ms: number }>(
    sql,
    // Capped at a day so a long absence still fits an integer (a report never adds more than seconds).
    `SELECT LEAST(floor(extract(epoch FROM (now() - last_reported_at)) * 1000), 86400000)::int AS ms FROM user_time_reports WHERE user_id = $1 FOR UPDATE`,
    [userId],
  );
  return row ? row.ms : null;
}

export async function stampReport(sql: Sql, userId: number): Promise<void> {
  await sql.query(
    `INSERT INTO user_time_reports (user_id, last_reported_at) VALUES ($1, now())
     ON CONFLICT (user_id) DO UPDATE SET last_reported_at = now()`,
    [userId],
  );
}

/** Adds seconds to the user's day (UTC) with their place; answers the day and its total. */
export async function addSecondsToday(sql: Sql, actor: TelemetryActor, seconds: number): Promise<{ day: string; seconds: number }> {
  const row = await one<{ day: string; seconds: number }>(
    sql,
    `INSERT INTO user_time_in_system (user_id, day, seconds, state_id, district_id, school_id)
     VALUES ($1, (now() AT TIME ZONE 'UTC')::date, $2, $3, $4, $5)
     ON CONFLICT (user_id, day) DO UPDATE SET seconds = user_time_in_system.seconds + EXCLUDED.seconds,
       state_id = EXCLUDED.state_id, district_id = EXCLUDED.district_id, school_id = EXCLUDED.school_id
     RETURNING to_char(day, 'YYYY-MM-DD') AS day, seconds::int AS seconds`,
    [actor.userId, seconds, actor.stateId, actor.districtId, actor.schoolId],
  );
  return row!;
}

/**
 * Which rows a time read covers: everyone's (super admin) or one place's. A user's days are summed
 * as int (at most 86,400 a day); a place's as float8, exact far past what int holds, and a number
 * in both pg and PGlite.
 */
export type TimePlace = { readonly kind: 'all' } | { readonly kind: 'state' | 'district' | 'school'; readonly id: number | null };

const placeColumn = { state: 't.state_id', district: 't.district_id', school: 't.school_id' } as const;

/** `WHERE` for the place and days; a manager without a place (id null) matches nothing. */
function scopeOf(place: TimePlace): string {
  return place.kind === 'all' ? 't.day BETWEEN $1::date AND $2::date' : `t.day BETWEEN $1::date AND $2::date AND ${placeColumn[place.kind]} = $3`;
}
const paramsOf = (place: TimePlace, from: string, to: string) => (place.kind === 'all' ? [from, to] : [from, to, place.id]);

export const todayUtc = async (sql: Sql) => (await one<{ day: string }>(sql, `SELECT to_char((now() AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day`))!.day;

export function timePerUser(sql: Sql, place: TimePlace, from: string, to: string, limit: number) {
  return sql.query<{ userId: number; userName: string; roleId: number; schoolId: number | null; seconds: number }>(
    `SELECT t.user_id AS "userId", u.username AS "userName", u.role_id::int AS "roleId", u.school_id AS "schoolId", sum(t.seconds)::int AS seconds
       FROM user_time_in_system t JOIN users u ON u.id = t.user_id
      WHERE ${scopeOf(place)}
      GROUP BY t.user_id, u.username, u.role_id, u.school_id
      ORDER BY seconds DESC, t.user_id
      LIMIT ${Math.trunc(limit)}`,
    paramsOf(place, from, to),
  );
}

export function timePerSchool(sql: Sql, place: TimePlace, from: string, to: string) {
  return sql.query<{ schoolId: number; schoolName: string; districtId: number | null; seconds: number }>(
    `SELECT t.school_id AS "schoolId", s.name AS "schoolName", s.district_id AS "districtId", sum(t.seconds)::float8 AS seconds
       FROM user_time_in_system t JOIN schools s ON s.id = t.school_id
      WHERE ${scopeOf(place)}
      GROUP BY t.school_id, s.name, s.district_id
      ORDER BY s.name, t.school_id`,
    paramsOf(place, from, to),
  );
}

export function timePerDistrict(sql: Sql, place: TimePlace, from: string, to: string) {
  return sql.query<{ districtId: number; districtName: string; seconds: number }>(
    `SELECT t.district_id AS "districtId", d.name AS "districtName", sum(t.seconds)::float8 AS seconds
       FROM user_time_in_system t JOIN districts d ON d.id = t.district_id
      WHERE ${scopeOf(place)}
      GROUP BY t.district_id, d.name
      ORDER BY d.name, t.district_id`,
    paramsOf(place, from, to),
  );
}
