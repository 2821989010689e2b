import { one, type Sql } from '../../db/database';
import type { RoleId } from '@domain/identity/role';

/*
 * The records a OneRoster import writes and the links from each sourcedId to the record it became
 * (oneroster_links). Updates write only what differs and say whether they did, so a second import
 * of the same files counts everything unchanged.
 */

export type LinkKind = 'district' | 'school' | 'user' | 'classroom';

const LINKED_TABLE: Record<LinkKind, string> = { district: 'districts', school: 'schools', user: 'users', classroom: 'classrooms' };

/** The local ids of these sourcedIds, where the record still exists (a place removed by hand is no longer linked). */
export async function findLinks(sql: Sql, kind: LinkKind, sourcedIds: readonly string[]): Promise<Map<string, number>> {
  if (sourcedIds.length === 0) return new Map();
  const rows = await sql.query<{ sourcedId: string; localId: number }>(
    `SELECT l.sourced_id AS "sourcedId", l.local_id AS "localId" FROM oneroster_links l
      JOIN ${LINKED_TABLE[kind]} t ON t.id = l.local_id
      WHERE l.kind = $1 AND l.sourced_id = ANY($2::text[])`,
    [kind, [...sourcedIds]],
  );
  return new Map(rows.map((r) => [r.sourcedId, r.localId]));
}

/** Links a sourcedId to a local record (replacing a link to a record that is gone). */
export async function saveLink(sql: Sql, kind: LinkKind, sourcedId: string, localId: number): Promise<void> {
  await sql.query(
    `INSERT INTO oneroster_links (kind, sourced_id, local_id) VALUES ($1, $2, $3)
     ON CONFLICT (kind, sourced_id) DO UPDATE SET local_id = EXCLUDED.local_id`,
    [kind, sourcedId, localId],
  );
}

/** Whether a local record is linked to some sourcedId already. */
export async function isLinked(sql: Sql, kind: LinkKind, localId: number): Promise<boolean> {
  return (await one(sql, 'SELECT 1 FROM oneroster_links WHERE kind = $1 AND local_id = $2', [kind, localId])) !== null;
}

/** A district or school by name (names are unique across the platform), with its parent. */
export function findPlaceByName(sql: Sql, kind: 'district' | 'school', name: string) {
  const query =
    kind === 'district'
      ? 'SELECT id, state_id AS "parentId" FROM districts WHERE lower(name) = lower($1)'
      : 'SELECT id, district_id AS "parentId" FROM schools WHERE lower(name) = lower($1)';
  return one<{ id: number; parentId: number }>(sql, query, [name]);
}

export async function insertDistrict(sql: Sql, name: string, stateId: number): Promise<number> {
  return (await one<{ id: number }>(sql, 'INSERT INTO districts (name, state_id) VALUES ($1, $2) RETURNING id', [name, stateId]))!.id;
}

export async function insertSchool(sql: Sql, name: string, districtId: number): Promise<number> {
  return (await one<{ id: number }>(sql, 'INSERT INTO schools (name, district_id) VALUES ($1, $2) RETURNING id', [name, districtId]))!.id;
}

/** Renames or moves a place when it differs; whether it did. */
export async function updatePlace(sql: Sql, kind: 'district' | 'school', id: number, name: string, parentId: number): Promise<boolean> {
  const query =
    kind === 'district'
      ? 'UPDATE districts SET name = $2, state_id = $3 WHERE id = $1 AND (name, state_id) IS DISTINCT FROM ($2, $3) RETURNING id'
      : 'UPDATE schools SET name = $2, district_id = $3 WHERE id = $1 AND (name, district_id) IS DISTINCT FROM ($2, $3) RETURNING id';
  return (await sql.query(query, [id, name, parentId])).length > 0;
}

/** A school's district and that district's state. */
export function placeOfSchool(sql: Sql, schoolId: number) {
  return one<{ districtId: number; stateId: number }>(
    sql,
    'SELECT s.district_id AS "districtId", d.state_id AS "stateId" FROM schools s JOIN districts d ON d.id = s.district_id WHERE s.id = $1',
    [schoolId],
  );
}

/** A teacher or student as an import writes them. */
export interface RosterUserFields {
  readonly firstName: string;
  readonly middleName: string | null;
  readonly lastName: string;
  readonly email: string | null;
  readonly roleId: RoleId;
  readonly stateId: number;
  readonly districtId: number;
  readonly schoolId: number;
}

/** Usernames taken (removed users' included: they stay reserved) among these candidates, lower-cased. */
export async function takenUsernames(sql: Sql, candidates: readonly string[]): Promise<Set<string>> {
  const rows = await sql.query<{ name: string }>('SELECT lower(username) AS name FROM users WHERE lower(username) = ANY($1::text[])', [
    candidates.map((c) => c.toLowerCase()),
  ]);
  return new Set(rows.map((r) => r.name));
}

/** Whether another user has this e-mail. */
export async function emailTakenByOther(sql: Sql, email: string, userId: number | null): Promise<boolean> {
  return (await one(sql, 'SELECT 1 FROM users WHERE lower(email) = lower($1) AND id IS DISTINCT FROM $2', [email, userId])) !== null;
}

/** A signed-in-by-SSO user: no password (nothing to sign in with on the platform's own form). */
export async function insertRosterUser(sql: Sql, username: string, user: RosterUserFields): Promise<number> {
  const row = await one<{ id: number }>(
    sql,
    `INSERT INTO users (username, password_hash, is_sso, first_name, middle_name, last_name, email, role_id, state_id, district_id, school_id)
     VALUES ($1, NULL, true, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [username, user.firstName, user.middleName, user.lastName, user.email, user.roleId, user.stateId, user.districtId, user.schoolId],
  );
  return row!.id;
}

/** Writes an imported user's fields (and brings a removed one back) when they differ; whether it did. */
export async function updateRosterUser(sql: Sql, id: number, user: RosterUserFields): Promise<boolean> {
  const rows = await sql.query(
    `UPDATE users SET first_name = $2, middle_name = $3, last_name = $4, email = $5, role_id = $6, state_id = $7,
            district_id = $8, school_id = $9, deleted_at = NULL
      WHERE id = $1 AND erased_at IS NULL
        AND (first_name, middle_name, last_name, email, role_id, state_id, district_id, school_id, deleted_at IS NULL)
            IS DISTINCT FROM ($2, $3, $4, $5, $6::smallint, $7, $8, $9, true)
      RETURNING id`,
    [id, user.firstName, user.middleName, user.lastName, user.email, user.roleId, user.stateId, user.districtId, user.schoolId],
  );
  return rows.length > 0;
}

/** The role an imported user has now (a delta's user row without its roles keeps it). */
export function rosterUserPlace(sql: Sql, id: number) {
  return one<{ roleId: RoleId; schoolId: number | null }>(sql, 'SELECT role_id AS "roleId", school_id AS "schoolId" FROM users WHERE id = $1', [id]);
}

/** Deactivates a user the way the platform does (soft delete); whether they were active. */
export async function deactivateUser(sql: Sql, id: number): Promise<boolean> {
  return (await sql.query('UPDATE users SET deleted_at = now() WHERE id = $1 AND deleted_at IS NULL RETURNING id', [id])).length > 0;
}

export interface RosterClassroomFields {
  readonly name: string;
  readonly period: string | null;
  readonly schoolId: number;
  /** null: keep the classroom's teacher (a delta class row without its teacher's enrollment). */
  readonly teacherId: number | null;
}

export async function insertRosterClassroom(sql: Sql, fields: RosterClassroomFields & { readonly teacherId: number }): Promise<number> {
  const row = await one<{ id: number }>(sql, 'INSERT INTO classrooms (name, period, teacher_user_id, school_id) VALUES ($1, $2, $3, $4) RETURNING id', [
    fields.name,
    fields.period,
    fields.teacherId,
    fields.schoolId,
  ]);
  return row!.id;
}

/** Writes an imported classroom's fields (and brings a removed one back) when they differ; whether it did. */
export async function updateRosterClassroom(sql: Sql, id: number, fields: RosterClassroomFields): Promise<boolean> {
  const rows = await sql.query(
    `UPDATE classrooms SET name = $2, period = $3, school_id = $4, teacher_user_id = COALESCE($5, teacher_user_id), deleted_at = NULL
      WHERE id = $1 AND (name, period, school_id, teacher_user_id, deleted_at IS NULL)
            IS DISTINCT FROM ($2, $3, $4, COALESCE($5, teacher_user_id), true)
      RETURNING id`,
    [id, fields.name, fields.period, fields.schoolId, fields.teacherId],
  );
  return rows.length > 0;
}

/** Soft-deletes a classroom (its roster rows and the students' work stay); whether it was live. */
export async function removeRosterClassroom(sql: Sql, id: number): Promise<boolean> {
  return (await sql.query('UPDATE classrooms SET deleted_at = now() WHERE id = $1 AND deleted_at IS NULL RETURNING id', [id])).length > 0;
}

/** Puts a student on a classroom's roster; whether they were not on it. */
export async function enrollStudent(sql: Sql, classroomId: number, studentId: number): Promise<boolean> {
  const rows = await sql.query(
    'INSERT INTO classroom_students (classroom_id, student_user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1',
    [classroomId, studentId],
  );
  return rows.length > 0;
}

/** Takes a student off a roster; their answers and progress stay. Whether they were on it. */
export async function unenrollStudent(sql: Sql, classroomId: number, studentId: number): Promise<boolean> {
  return (await sql.query('DELETE FROM classroom_students WHERE classroom_id = $1 AND student_user_id = $2 RETURNING 1', [classroomId, studentId])).length > 0;
}
