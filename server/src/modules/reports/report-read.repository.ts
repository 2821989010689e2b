import { one, type Sql } from '../../db/database';

/*
 * Report reads of classroom size and smaller (docs/reports.md "How the numbers are kept"): a
 * classroom's (or one teacher's, or one student's) attempts are the rollups the submit and the teacher's
 * score already keep in their transactions, so these read them directly. Never called for more than one
 * teacher's students.
 */

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

export interface PersonRow {
  readonly id: number;
  readonly firstName: string;
  readonly lastName: string;
}

export interface TeacherPlaceRow extends PersonRow {
  readonly schoolId: number | null;
  readonly districtId: number | null;
  readonly stateId: number | null;
}

export interface ClassroomPlaceRow {
  readonly id: number;
  readonly name: string;
  readonly teacherUserId: number;
  readonly schoolId: number;
  readonly districtId: number;
  readonly stateId: number;
}

export interface StudentPlaceRow extends PersonRow {
  readonly schoolId: number | null;
  readonly districtId: number | null;
  readonly stateId: number | null;
}

/** One attempt (a student's round of one assessment group) as reports count it. */
export interface AttemptFactRow {
  readonly studentId: number;
  readonly groupId: number;
  readonly assessmentId: number;
  readonly lessonId: number;
  readonly retakeRound: number;
  readonly isCurrent: boolean;
  readonly submitted: boolean;
  /** Null while any question of the round waits for the teacher. */
  readonly score: number | null;
  readonly maxScore: number | null;
  readonly submittedAt: string | null;
  /** Submitted answers of the round still waiting for a teacher's score. */
  readonly unscored: number;
}

export function findTeacherPlace(sql: Sql, teacherId: number): Promise<TeacherPlaceRow | null> {
  return one(
    sql,
    `SELECT id, first_name AS "firstName", last_name AS "lastName", school_id AS "schoolId", district_id AS "districtId", state_id AS "stateId"
       FROM users WHERE id = $1 AND role_id = 4 AND deleted_at IS NULL`,
    [teacherId],
  );
}

export function findStudentPlace(sql: Sql, studentId: number): Promise<StudentPlaceRow | null> {
  return one(
    sql,
    `SELECT id, first_name AS "firstName", last_name AS "lastName", school_id AS "schoolId", district_id AS "districtId", state_id AS "stateId"
       FROM users WHERE id = $1 AND role_id = 6 AND deleted_at IS NULL`,
    [studentId],
  );
}

export function findClassroomPlace(sql: Sql, classroomId: number): Promise<ClassroomPlaceRow | null> {
  return one(
    sql,
    `SELECT c.id, c.name, c.teacher_user_id AS "teacherUserId", c.school_id AS "schoolId", s.district_id AS "districtId", d.state_id AS "stateId"
       FROM classrooms c JOIN schools s ON s.id = c.school_id JOIN districts d ON d.id = s.district_id
      WHERE c.id = $1 AND c.deleted_at IS NULL`,
    [classroomId],
  );
}

/** Whether the student sits in one of the teacher's live classrooms. */
export async function teacherTeachesStudent(sql: Sql, teacherId: number, studentId: number): Promise<boolean> {
  const row = await one(
    sql,
    `SELECT 1 FROM classroom_students cs JOIN classrooms c ON c.id = cs.classroom_id
      WHERE c.teacher_user_id = $1 AND cs.student_user_id = $2 AND c.deleted_at IS NULL`,
    [teacherId, studentId],
  );
  return row !== null;
}

/** The classroom's live students, by last and first name. */
export function listClassroomStudents(sql: Sql, classroomId: number): Promise<PersonRow[]> {
  return sql.query(
    `SELECT u.id, u.first_name AS "firstName", u.last_name AS "lastName"
       FROM classroom_students cs JOIN users u ON u.id = cs.student_user_id AND u.deleted_at IS NULL
      WHERE cs.classroom_id = $1
      ORDER BY u.last_name, u.first_name, u.id`,
    [classroomId],
  );
}

/** The live students of every live classroom of a teacher, each once. */
export function listTeacherStudents(sql: Sql, teacherId: number): Promise<PersonRow[]> {
  return sql.query(
    `SELECT DISTINCT u.id, u.first_name AS "firstName", u.last_name AS "lastName"
       FROM classrooms c JOIN classroom_students cs ON cs.classroom_id = c.id JOIN users u ON u.id = cs.student_user_id AND u.deleted_at IS NULL
      WHERE c.teacher_user_id = $1 AND c.deleted_at IS NULL
      ORDER BY u.last_name, u.first_name, u.id`,
    [teacherId],
  );
}

/** An attempt `a` as an AttemptFactRow (also read by the classroom report's one statement). */
export const ATTEMPT_FACT_COLUMNS = `a.student_user_id AS "studentId", a.group_id AS "groupId", a.assessment_id AS "assessmentId", a.lesson_id AS "lessonId",
  a.retake_round AS "retakeRound", a.is_current AS "isCurrent", a.status = 'submitted' AS submitted, a.score, a.max_score AS "maxScore",
  to_char(a.submitted_at AT TIME ZONE 'UTC', ${ISO}) AS "submittedAt",
  (SELECT count(*)::int FROM assessment_answers x WHERE x.attempt_id = a.id AND x.is_submitted AND x.score IS NULL) AS unscored`;

/**
 * The students' attempts at the given lessons: the current rounds, or every round (`allRounds`, for a
 * student's table with its earlier rounds), with the count of submitted answers waiting for a score.
 */
export function listAttemptFacts(sql: Sql, studentIds: readonly number[], lessonIds: readonly number[], allRounds = false): Promise<AttemptFactRow[]> {
  if (studentIds.length === 0 || lessonIds.length === 0) return Promise.resolve([]);
  return sql.query(
    `SELECT ${ATTEMPT_FACT_COLUMNS}
       FROM assessment_attempts a
      WHERE a.student_user_id = ANY($1::int[]) AND a.lesson_id = ANY($2::int[]) AND ($3::boolean OR a.is_current)
      ORDER BY a.assessment_id, a.retake_round, a.group_id`,
    [studentIds, lessonIds, allRounds],
  );
}

/** The benchmark sets live for each student (an assignment not removed): what their benchmark report expects. */
export function listAssignedSets(sql: Sql, studentIds: readonly number[]): Promise<{ studentId: number; setId: number }[]> {
  if (studentIds.length === 0) return Promise.resolve([]);
  return sql.query(
    `SELECT student_user_id AS "studentId", benchmark_set_id AS "setId"
       FROM benchmark_assignments WHERE student_user_id = ANY($1::int[]) AND deleted_at IS NULL`,
    [studentIds],
  );
}

/** One question's answer in a student's round, for the question rows of their assessment. */
export interface AnswerFactRow {
  readonly groupId: number;
  readonly questionId: number;
  readonly retakeRound: number;
  readonly submitted: boolean;
  readonly score: number | null;
  readonly maxScore: number;
  readonly submittedAt: string | null;
}

/** The student's answers in the current rounds of the given groups. */
export function listCurrentAnswers(sql: Sql, studentId: number, groupIds: readonly number[]): Promise<AnswerFactRow[]> {
  if (groupIds.length === 0) return Promise.resolve([]);
  return sql.query(
    `SELECT a.group_id AS "groupId", x.question_id AS "questionId", a.retake_round AS "retakeRound", x.is_submitted AS submitted, x.score,
            x.max_score AS "maxScore", to_char(x.submitted_at AT TIME ZONE 'UTC', ${ISO}) AS "submittedAt"
       FROM assessment_attempts a JOIN assessment_answers x ON x.attempt_id = a.id
      WHERE a.student_user_id = $1 AND a.group_id = ANY($2::int[]) AND a.is_current`,
    [studentId, groupIds],
  );
}

/** The teacher's live classrooms, by name. */
export function listTeacherClassrooms(sql: Sql, teacherId: number): Promise<{ id: number; name: string }[]> {
  return sql.query(`SELECT id, name FROM classrooms WHERE teacher_user_id = $1 AND deleted_at IS NULL ORDER BY name, id`, [teacherId]);
}

/** A place with the places above it, as the overview's filters resolve it. */
export interface PlaceChainRow {
  readonly id: number;
  readonly name: string;
  readonly stateId: number;
  readonly districtId: number | null;
  readonly schoolId: number | null;
}

const PLACE_CHAIN = {
  state: `SELECT id, name, id AS "stateId", NULL::int AS "districtId", NULL::int AS "schoolId" FROM states WHERE id = $1`,
  district: `SELECT id, name, state_id AS "stateId", id AS "districtId", NULL::int AS "schoolId" FROM districts WHERE id = $1`,
  school: `SELECT s.id, s.name, d.state_id AS "stateId", s.district_id AS "districtId", s.id AS "schoolId"
             FROM schools s JOIN districts d ON d.id = s.district_id WHERE s.id = $1`,
} as const;

export function findPlaceChain(sql: Sql, level: keyof typeof PLACE_CHAIN, id: number): Promise<PlaceChainRow | null> {
  return one(sql, PLACE_CHAIN[level], [id]);
}

/** Every state, a state's districts or a district's schools, by name. */
export function listPlacesIn(sql: Sql, level: 'state' | 'district' | 'school', parentId: number | null): Promise<{ id: number; name: string }[]> {
  switch (level) {
    case 'state':
      return sql.query(`SELECT id, name FROM states ORDER BY name, id`);
    case 'district':
      return sql.query(`SELECT id, name FROM districts WHERE state_id = $1 ORDER BY name, id`, [parentId]);
    case 'school':
      return sql.query(`SELECT id, name FROM schools WHERE district_id = $1 ORDER BY name, id`, [parentId]);
  }
}

/** The live teachers of a school, by last and first name. */
export function listSchoolTeachers(sql: Sql, schoolId: number): Promise<PersonRow[]> {
  return sql.query(
    `SELECT id, first_name AS "firstName", last_name AS "lastName" FROM users
      WHERE role_id = 4 AND school_id = $1 AND deleted_at IS NULL ORDER BY last_name, first_name, id`,
    [schoolId],
  );
}
