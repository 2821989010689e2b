import type { Sql } from '../../db/database';
import { one } from '../../db/database';
import { RoleId } from '@domain/identity/role';
import type { ActingFor, SupportAuditEntry } from '@domain/support/support.responses';
import type { ActingTeacher } from '../auth/auth-user';

/** ISO 8601 with offset, the same text on pg and PGlite. */
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The teacher a support session acts for, if that teacher is still a live teacher of the chosen
 * school (a teacher moved, removed or given another role is acted for no longer).
 */
export async function findActingTeacher(sql: Sql, jti: string): Promise<ActingTeacher | null> {
  const row = await one<{ id: number; userName: string; stateId: number | null; districtId: number | null; schoolId: number }>(
    sql,
    `SELECT t.id, t.username AS "userName", t.state_id AS "stateId", t.district_id AS "districtId", a.school_id AS "schoolId"
       FROM support_acting_sessions a JOIN users t ON t.id = a.teacher_user_id
      WHERE a.jti = $1 AND t.deleted_at IS NULL AND t.role_id = $2 AND t.school_id = a.school_id`,
    [jti, RoleId.DistrictTeacher],
  );
  if (!row) return null;
  return { schoolId: row.schoolId, teacher: { id: row.id, userName: row.userName, roleId: RoleId.DistrictTeacher, stateId: row.stateId, districtId: row.districtId, schoolId: row.schoolId } };
}

/** A live teacher of the school, with their and the school's names (null otherwise). */
export async function findTeacherAtSchool(sql: Sql, teacherUserId: number, schoolId: number): Promise<{ teacherName: string; schoolName: string } | null> {
  return one(
    sql,
    `SELECT concat_ws(' ', t.first_name, t.last_name) AS "teacherName", s.name AS "schoolName"
       FROM users t JOIN schools s ON s.id = t.school_id
      WHERE t.id = $1 AND t.school_id = $2 AND t.role_id = $3 AND t.deleted_at IS NULL`,
    [teacherUserId, schoolId, RoleId.DistrictTeacher],
  );
}

/** Starts (or replaces) the acting choice of one sign-in session. */
export async function upsertActing(sql: Sql, jti: string, supportUserId: number, teacherUserId: number, schoolId: number): Promise<void> {
  await sql.query(
    `INSERT INTO support_acting_sessions (jti, support_user_id, teacher_user_id, school_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT (jti) DO UPDATE SET teacher_user_id = EXCLUDED.teacher_user_id, school_id = EXCLUDED.school_id, started_at = now()`,
    [jti, supportUserId, teacherUserId, schoolId],
  );
}

export async function deleteActing(sql: Sql, jti: string): Promise<void> {
  await sql.query('DELETE FROM support_acting_sessions WHERE jti = $1', [jti]);
}

/** The session's acting choice as the dashboard shows it, while the teacher is still acted for. */
export async function findActingFor(sql: Sql, jti: string): Promise<ActingFor | null> {
  return one<ActingFor>(
    sql,
    `SELECT t.id AS "teacherUserId", concat_ws(' ', t.first_name, t.last_name) AS "teacherName", s.id AS "schoolId", s.name AS "schoolName",
            ${iso('a.started_at')} AS "startedAt"
       FROM support_acting_sessions a JOIN users t ON t.id = a.teacher_user_id JOIN schools s ON s.id = a.school_id
      WHERE a.jti = $1 AND t.deleted_at IS NULL AND t.role_id = $2 AND t.school_id = a.school_id`,
    [jti, RoleId.DistrictTeacher],
  );
}

export interface SupportAuditInsert {
  readonly supportUserId: number;
  readonly teacherUserId: number;
  readonly schoolId: number;
  readonly action: string;
  readonly route: string;
  readonly objectIds: Readonly<Record<string, number | readonly number[]>>;
}

export async function insertSupportAudit(sql: Sql, entry: SupportAuditInsert): Promise<void> {
  await sql.query(
    `INSERT INTO support_audit_entries (support_user_id, teacher_user_id, school_id, action, route, object_ids) VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
    [entry.supportUserId, entry.teacherUserId, entry.schoolId, entry.action, entry.route, JSON.stringify(entry.objectIds)],
  );
}

/** One page of a support user's recorded changes, newest first, with the names as they are now. */
export async function listSupportAudit(sql: Sql, supportUserId: number, limit: number, offset: number): Promise<{ items: SupportAuditEntry[]; total: number }> {
  const items = await sql.query<SupportAuditEntry>(
    `SELECT e.id::int AS id, e.support_user_id AS "supportUserId", coalesce(su.username, '') AS "supportUserName",
            e.teacher_user_id AS "teacherUserId", coalesce(concat_ws(' ', t.first_name, t.last_name), '') AS "teacherName",
            e.school_id AS "schoolId", e.action, e.route, e.object_ids AS "objectIds", ${iso('e.acted_at')} AS "actedAt"
       FROM support_audit_entries e LEFT JOIN users su ON su.id = e.support_user_id LEFT JOIN users t ON t.id = e.teacher_user_id
      WHERE e.support_user_id = $1 ORDER BY e.id DESC LIMIT $2 OFFSET $3`,
    [supportUserId, limit, offset],
  );
  const total = await one<{ n: number }>(sql, 'SELECT count(*)::int AS n FROM support_audit_entries WHERE support_user_id = $1', [supportUserId]);
  return { items, total: total?.n ?? 0 };
}
