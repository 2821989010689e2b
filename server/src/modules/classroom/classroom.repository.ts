import type { Classroom, ClassroomFields, RosterStudent, TeacherGroup } from '@domain/classroom/classroom.schemas';
import { RoleId } from '@domain/identity/role';
import { one, type Sql } from '../../db/database';

/** Classrooms, their rosters (classroom_students) and the teachers a manager may look at. */

/** Which classrooms a list holds; every list leaves out soft-deleted classrooms. */
export type ClassroomFilter =
  | { readonly by: 'teacher'; readonly teacherId: number; readonly schoolId: number }
  | { readonly by: 'school'; readonly schoolId: number }
  | { readonly by: 'district'; readonly districtId: number };

/** A classroom's place and owner, for scope checks. */
export interface ClassroomPlace {
  readonly id: number;
  readonly teacherUserId: number;
  readonly schoolId: number;
  readonly districtId: number;
  readonly stateId: number;
}

interface ClassroomRow {
  id: number;
  name: string;
  period: string | null;
  start_date: string | null;
  end_date: string | null;
  number_of_students: number;
  teacher_user_id: number;
  teacher_name: string;
  school_id: number;
  school_name: string;
}

interface StudentRow {
  classroom_id: number;
  id: number;
  username: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  second_last_name: string | null;
  birth_date: string | null;
  text_language: 'en' | 'es';
  audio_language: 'en' | 'es';
}

const SELECT_CLASSROOM = `
  SELECT c.id, c.name, c.period,
         to_char(c.start_date, 'YYYY-MM-DD') AS start_date, to_char(c.end_date, 'YYYY-MM-DD') AS end_date,
         (SELECT count(*)::int FROM classroom_students cs JOIN users su ON su.id = cs.student_user_id
           WHERE cs.classroom_id = c.id AND su.deleted_at IS NULL) AS number_of_students,
         c.teacher_user_id, concat_ws(' ', t.first_name, t.last_name) AS teacher_name,
         c.school_id, s.name AS school_name
    FROM classrooms c
    JOIN users t ON t.id = c.teacher_user_id
    JOIN schools s ON s.id = c.school_id`;

const SELECT_STUDENT = `
  SELECT cs.classroom_id, u.id, u.username, u.first_name, u.middle_name, u.last_name, u.second_last_name,
         to_char(u.birth_date, 'YYYY-MM-DD') AS birth_date, u.text_language, u.audio_language
    FROM classroom_students cs
    JOIN users u ON u.id = cs.student_user_id AND u.deleted_at IS NULL`;

const toStudent = (r: StudentRow): RosterStudent => ({
  id: r.id,
  userName: r.username,
  firstName: r.first_name,
  middleName: r.middle_name,
  lastName: r.last_name,
  secondLastName: r.second_last_name,
  birthDate: r.birth_date,
  textLanguage: r.text_language,
  audioLanguage: r.audio_language,
});

async function withStudents(sql: Sql, rows: readonly ClassroomRow[]): Promise<Classroom[]> {
  if (rows.length === 0) return [];
  const students = await sql.query<StudentRow>(
    `${SELECT_STUDENT} WHERE cs.classroom_id = ANY($1::int[]) ORDER BY lower(u.last_name), lower(u.first_name), u.id`,
    [rows.map((r) => r.id)],
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    period: r.period,
    startDate: r.start_date,
    endDate: r.end_date,
    numberOfStudents: r.number_of_students,
    teacherUserId: r.teacher_user_id,
    teacherName: r.teacher_name,
    schoolId: r.school_id,
    schoolName: r.school_name,
    students: students.filter((s) => s.classroom_id === r.id).map(toStudent),
  }));
}

export async function listClassrooms(sql: Sql, filter: ClassroomFilter): Promise<Classroom[]> {
  const where =
    filter.by === 'teacher'
      ? { text: 'c.teacher_user_id = $1 AND c.school_id = $2', params: [filter.teacherId, filter.schoolId] }
      : filter.by === 'school'
        ? { text: 'c.school_id = $1', params: [filter.schoolId] }
        : { text: 's.district_id = $1', params: [filter.districtId] };
  const rows = await sql.query<ClassroomRow>(
    `${SELECT_CLASSROOM} WHERE c.deleted_at IS NULL AND ${where.text} ORDER BY lower(c.name), c.id`,
    where.params,
  );
  return withStudents(sql, rows);
}

export async function findClassroom(sql: Sql, id: number): Promise<Classroom | null> {
  const rows = await sql.query<ClassroomRow>(`${SELECT_CLASSROOM} WHERE c.id = $1 AND c.deleted_at IS NULL`, [id]);
  return (await withStudents(sql, rows))[0] ?? null;
}

/** A live classroom's owner and place; `lock` takes the row for the rest of the transaction. */
export async function findClassroomPlace(sql: Sql, id: number, lock = false): Promise<ClassroomPlace | null> {
  const row = await one<{ id: number; teacher_user_id: number; school_id: number; district_id: number; state_id: number }>(
    sql,
    `SELECT c.id, c.teacher_user_id, c.school_id, s.district_id, d.state_id
       FROM classrooms c JOIN schools s ON s.id = c.school_id JOIN districts d ON d.id = s.district_id
      WHERE c.id = $1 AND c.deleted_at IS NULL${lock ? ' FOR NO KEY UPDATE OF c' : ''}`,
    [id],
  );
  return row
    ? { id: row.id, teacherUserId: row.teacher_user_id, schoolId: row.school_id, districtId: row.district_id, stateId: row.state_id }
    : null;
}

export async function insertClassroom(sql: Sql, fields: ClassroomFields, teacherUserId: number, schoolId: number): Promise<number> {
  const row = await one<{ id: number }>(
    sql,
    `INSERT INTO classrooms (name, period, start_date, end_date, teacher_user_id, school_id)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [fields.name, fields.period, fields.startDate, fields.endDate, teacherUserId, schoolId],
  );
  return row!.id;
}

export async function updateClassroom(sql: Sql, id: number, fields: ClassroomFields): Promise<void> {
  await sql.query(
    `UPDATE classrooms SET name = $2, period = $3, start_date = $4, end_date = $5 WHERE id = $1 AND deleted_at IS NULL`,
    [id, fields.name, fields.period, fields.startDate, fields.endDate],
  );
}

/** Soft delete: the roster rows and the students' work stay (the learner-state triggers announce it). */
export async function softDeleteClassroom(sql: Sql, id: number): Promise<void> {
  await sql.query('UPDATE classrooms SET deleted_at = now() WHERE id = $1 AND deleted_at IS NULL', [id]);
}

/** Adds students to a classroom; those already on it stay as they are. */
export async function addMembers(sql: Sql, classroomId: number, studentIds: readonly number[]): Promise<void> {
  if (studentIds.length === 0) return;
  await sql.query(
    `INSERT INTO classroom_students (classroom_id, student_user_id)
     SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
    [classroomId, [...studentIds]],
  );
}

/** Takes a student off a classroom's roster; their account and work stay. Whether there was such a row. */
export async function removeMember(sql: Sql, classroomId: number, studentId: number): Promise<boolean> {
  const rows = await sql.query('DELETE FROM classroom_students WHERE classroom_id = $1 AND student_user_id = $2 RETURNING 1', [
    classroomId,
    studentId,
  ]);
  return rows.length > 0;
}

export async function isMember(sql: Sql, classroomId: number, studentId: number): Promise<boolean> {
  const row = await one(
    sql,
    `SELECT 1 FROM classroom_students cs JOIN users u ON u.id = cs.student_user_id AND u.deleted_at IS NULL
      WHERE cs.classroom_id = $1 AND cs.student_user_id = $2`,
    [classroomId, studentId],
  );
  return row !== null;
}

/** Accounts holding any of these usernames (without case), live or soft-deleted (usernames stay reserved). */
export async function findAccountsByUsername(
  sql: Sql,
  usernames: readonly string[],
): Promise<{ id: number; username: string; roleId: RoleId; schoolId: number | null; deleted: boolean }[]> {
  if (usernames.length === 0) return [];
  const rows = await sql.query<{ id: number; username: string; role_id: number; school_id: number | null; deleted: boolean }>(
    `SELECT id, username, role_id, school_id, deleted_at IS NOT NULL AS deleted FROM users
      WHERE lower(username) = ANY($1::text[])`,
    [usernames.map((u) => u.toLowerCase())],
  );
  return rows.map((r) => ({ id: r.id, username: r.username, roleId: r.role_id as RoleId, schoolId: r.school_id, deleted: r.deleted }));
}

/** A live teacher and their place (for a campus manager naming a classroom's teacher, and lists by teacher). */
export async function findTeacher(
  sql: Sql,
  id: number,
): Promise<{ id: number; schoolId: number | null; districtId: number | null; stateId: number | null } | null> {
  const row = await one<{ id: number; school_id: number | null; district_id: number | null; state_id: number | null }>(
    sql,
    'SELECT id, school_id, district_id, state_id FROM users WHERE id = $1 AND role_id = $2 AND deleted_at IS NULL',
    [id, RoleId.DistrictTeacher],
  );
  return row ? { id: row.id, schoolId: row.school_id, districtId: row.district_id, stateId: row.state_id } : null;
}

export async function findSchoolPlace(sql: Sql, schoolId: number): Promise<{ schoolId: number; districtId: number; stateId: number } | null> {
  const row = await one<{ id: number; district_id: number; state_id: number }>(
    sql,
    'SELECT s.id, s.district_id, d.state_id FROM schools s JOIN districts d ON d.id = s.district_id WHERE s.id = $1',
    [schoolId],
  );
  return row ? { schoolId: row.id, districtId: row.district_id, stateId: row.state_id } : null;
}

/** Live teachers of one school or of every school of a district, grouped by school (by school name). */
export async function listTeacherGroups(
  sql: Sql,
  filter: { readonly by: 'school'; readonly schoolId: number } | { readonly by: 'district'; readonly districtId: number },
): Promise<TeacherGroup[]> {
  const rows = await sql.query<{ school_id: number; school_name: string; id: number; username: string; first_name: string; last_name: string }>(
    `SELECT s.id AS school_id, s.name AS school_name, u.id, u.username, u.first_name, u.last_name
       FROM users u JOIN schools s ON s.id = u.school_id
      WHERE u.role_id = $1 AND u.deleted_at IS NULL AND ${filter.by === 'school' ? 's.id = $2' : 's.district_id = $2'}
      ORDER BY lower(s.name), s.id, lower(u.last_name), lower(u.first_name), u.id`,
    [RoleId.DistrictTeacher, filter.by === 'school' ? filter.schoolId : filter.districtId],
  );
  const groups: TeacherGroup[] = [];
  for (const r of rows) {
    let group = groups.at(-1);
    if (!group || group.schoolId !== r.school_id) {
      group = { schoolId: r.school_id, schoolName: r.school_name, teachers: [] };
      groups.push(group);
    }
    group.teachers.push({ id: r.id, userName: r.username, firstName: r.first_name, lastName: r.last_name, name: `${r.first_name} ${r.last_name}` });
  }
  return groups;
}
