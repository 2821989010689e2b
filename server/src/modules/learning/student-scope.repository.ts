import { one, type Sql } from '../../db/database';

/** The classrooms a student belongs to (live classrooms only). */
export async function classroomIdsOf(sql: Sql, studentId: number): Promise<number[]> {
  const rows = await sql.query<{ id: number }>(
    `SELECT cs.classroom_id AS id FROM classroom_students cs JOIN classrooms c ON c.id = cs.classroom_id
      WHERE cs.student_user_id = $1 AND c.deleted_at IS NULL`,
    [studentId],
  );
  return rows.map((r) => r.id);
}

/** The classrooms that locked a unit. */
export async function lockingClassroomsOf(sql: Sql, unitId: number): Promise<number[]> {
  const rows = await sql.query<{ id: number }>('SELECT classroom_id AS id FROM classroom_unit_locks WHERE unit_id = $1', [unitId]);
  return rows.map((r) => r.id);
}

/** For each unit, the classrooms (among the given ones) that locked it. */
export async function locksOf(sql: Sql, classroomIds: readonly number[]): Promise<Map<number, number[]>> {
  const rows = await sql.query<{ unitId: number; classroomId: number }>(
    `SELECT unit_id AS "unitId", classroom_id AS "classroomId" FROM classroom_unit_locks WHERE classroom_id = ANY($1::int[])`,
    [classroomIds],
  );
  const map = new Map<number, number[]>();
  for (const r of rows) map.set(r.unitId, [...(map.get(r.unitId) ?? []), r.classroomId]);
  return map;
}

export async function lockUnitForClassroom(sql: Sql, classroomId: number, unitId: number): Promise<void> {
  await sql.query('INSERT INTO classroom_unit_locks (classroom_id, unit_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [classroomId, unitId]);
}

export interface StudentPlace {
  readonly id: number;
  readonly roleId: number;
  readonly stateId: number | null;
  readonly districtId: number | null;
  readonly schoolId: number | null;
}

export function findStudent(sql: Sql, studentId: number): Promise<StudentPlace | null> {
  return one<StudentPlace>(
    sql,
    `SELECT id, role_id AS "roleId", state_id AS "stateId", district_id AS "districtId", school_id AS "schoolId"
       FROM users WHERE id = $1 AND deleted_at IS NULL AND role_id = 6`,
    [studentId],
  );
}

/** Whether the student sits in one of the teacher's live classrooms. */
export async function teachesStudent(sql: Sql, teacherId: number, studentId: number): Promise<boolean> {
  const row = await one(
    sql,
    `SELECT 1 FROM classroom_students cs JOIN classrooms c ON c.id = cs.classroom_id
      WHERE c.teacher_user_id = $1 AND cs.student_user_id = $2 AND c.deleted_at IS NULL`,
    [teacherId, studentId],
  );
  return row !== null;
}

/** A student's classrooms and the classrooms that locked one unit, in one round trip. */
export async function classroomsAndUnitLocks(sql: Sql, studentId: number, unitId: number): Promise<{ classroomIds: number[]; lockingIds: number[] }> {
  const row = await one<{ classroomIds: number[]; lockingIds: number[] }>(
    sql,
    `SELECT coalesce((SELECT array_agg(cs.classroom_id) FROM classroom_students cs JOIN classrooms c ON c.id = cs.classroom_id
                       WHERE cs.student_user_id = $1 AND c.deleted_at IS NULL), '{}') AS "classroomIds",
            coalesce((SELECT array_agg(classroom_id) FROM classroom_unit_locks WHERE unit_id = $2), '{}') AS "lockingIds"`,
    [studentId, unitId],
  );
  return row!;
}

/** The teacher of a live classroom; null when it is unknown or removed. */
export function findClassroomTeacher(sql: Sql, classroomId: number): Promise<{ teacherId: number } | null> {
  return one<{ teacherId: number }>(sql, 'SELECT teacher_user_id AS "teacherId" FROM classrooms WHERE id = $1 AND deleted_at IS NULL', [classroomId]);
}

/** The classroom's students whose accounts are live, by id. */
export async function studentIdsOfClassroom(sql: Sql, classroomId: number): Promise<number[]> {
  const rows = await sql.query<{ id: number }>(
    `SELECT cs.student_user_id AS id FROM classroom_students cs JOIN users u ON u.id = cs.student_user_id
      WHERE cs.classroom_id = $1 AND u.deleted_at IS NULL ORDER BY cs.student_user_id`,
    [classroomId],
  );
  return rows.map((r) => r.id);
}

/**
 * Each teacher of the student once, with the first live classroom they share: a student in two of a
 * teacher's classrooms is still one student to notify about.
 */
export function teachersOfStudent(sql: Sql, studentId: number): Promise<{ teacherId: number; classroomId: number }[]> {
  return sql.query<{ teacherId: number; classroomId: number }>(
    `SELECT DISTINCT ON (c.teacher_user_id) c.teacher_user_id AS "teacherId", c.id AS "classroomId"
       FROM classroom_students cs JOIN classrooms c ON c.id = cs.classroom_id
      WHERE cs.student_user_id = $1 AND c.deleted_at IS NULL ORDER BY c.teacher_user_id, c.id`,
    [studentId],
  );
}
