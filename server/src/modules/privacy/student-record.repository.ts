import type { StudentExport } from '@domain/privacy/privacy.responses';
import { one, type Sql } from '../../db/database';

/** ISO 8601 in UTC, the same text from PGlite and pg. */
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A student account, removed or not; `erased` once its data was erased. Null for no such student. */
export function findStudentAccount(sql: Sql, studentId: number, lock = false): Promise<{ id: number; erased: boolean } | null> {
  // NO KEY UPDATE: another erasure waits, but the report drainer's rows that reference the account
  // (a key-share lock) do not; with FOR UPDATE the two deadlocked (privacy-erasure-locks.test.ts).
  return one(
    sql,
    `SELECT id, erased_at IS NOT NULL AS erased FROM users WHERE id = $1 AND role_id = 6${lock ? ' FOR NO KEY UPDATE' : ''}`,
    [studentId],
  );
}

export async function readProfile(sql: Sql, studentId: number): Promise<StudentExport['profile']> {
  const row = await one<StudentExport['profile']>(
    sql,
    `SELECT id, username AS "userName", first_name AS "firstName", middle_name AS "middleName", last_name AS "lastName",
            second_last_name AS "secondLastName", email, to_char(birth_date, 'YYYY-MM-DD') AS "birthDate",
            state_id AS "stateId", district_id AS "districtId", school_id AS "schoolId",
            text_language AS "textLanguage", audio_language AS "audioLanguage", is_sso AS "isSso",
            ${iso('last_login_at')} AS "lastLoginAt", ${iso('created_at')} AS "createdAt", ${iso('deleted_at')} AS "removedAt"
       FROM users WHERE id = $1`,
    [studentId],
  );
  return row!;
}

export function readClassrooms(sql: Sql, studentId: number): Promise<StudentExport['classrooms']> {
  return sql.query(
    `SELECT c.id AS "classroomId", c.name, c.period, c.teacher_user_id AS "teacherId", c.school_id AS "schoolId",
            ${iso('cs.added_at')} AS "addedAt", ${iso('c.deleted_at')} AS "removedAt"
       FROM classroom_students cs JOIN classrooms c ON c.id = cs.classroom_id
      WHERE cs.student_user_id = $1 ORDER BY c.id`,
    [studentId],
  );
}

export function readLessonProgress(sql: Sql, studentId: number): Promise<StudentExport['lessonProgress']> {
  return sql.query(
    `SELECT lesson_id AS "lessonId", status, last_page_view AS "lastPageView", visited_pages AS "visitedPages", score,
            ${iso('started_at')} AS "startedAt", ${iso('completed_at')} AS "completedAt", ${iso('updated_at')} AS "updatedAt"
       FROM lesson_progress WHERE student_user_id = $1 ORDER BY lesson_id`,
    [studentId],
  );
}

export function readBlurbChecks(sql: Sql, studentId: number): Promise<StudentExport['blurbChecks']> {
  return sql.query(`SELECT blurb_id AS "blurbId", ${iso('checked_at')} AS "checkedAt" FROM blurb_checks WHERE student_user_id = $1 ORDER BY blurb_id`, [
    studentId,
  ]);
}

type AttemptRow = Omit<StudentExport['attempts'][number], 'answers'>;
type AnswerRow = StudentExport['attempts'][number]['answers'][number] & { attemptId: number };

/** Every round of every assessment, each with its answers (scores and the teacher's feedback included). */
export async function readAttempts(sql: Sql, studentId: number): Promise<StudentExport['attempts']> {
  const attempts = await sql.query<AttemptRow>(
    `SELECT id::int AS id, assessment_id AS "assessmentId", group_id AS "groupId", lesson_id AS "lessonId", retake_round AS "retakeRound",
            is_current AS "isCurrent", status, score, max_score AS "maxScore", percent, feedback_status::int AS "feedbackStatus",
            benchmark_assignment_id AS "benchmarkAssignmentId", ${iso('started_at')} AS "startedAt", ${iso('submitted_at')} AS "submittedAt"
       FROM assessment_attempts WHERE student_user_id = $1 ORDER BY id`,
    [studentId],
  );
  const answers = await sql.query<AnswerRow>(
    `SELECT c.attempt_id::int AS "attemptId", c.question_id AS "questionId", c.answer, c.is_submitted AS "isSubmitted",
            c.is_correct AS "isCorrect", c.score, c.max_score AS "maxScore", c.feedback, c.feedback_by_user_id AS "feedbackByUserId",
            ${iso('c.feedback_at')} AS "feedbackAt", ${iso('c.saved_at')} AS "savedAt", ${iso('c.submitted_at')} AS "submittedAt"
       FROM assessment_answers c JOIN assessment_attempts a ON a.id = c.attempt_id
      WHERE a.student_user_id = $1 ORDER BY c.attempt_id, c.question_id`,
    [studentId],
  );
  return attempts.map((attempt) => ({
    ...attempt,
    answers: answers.filter((a) => a.attemptId === attempt.id).map(({ attemptId: _, ...answer }) => answer),
  }));
}

export function readAnswerHistory(sql: Sql, studentId: number): Promise<StudentExport['answerHistory']> {
  return sql.query(
    `SELECT client_answer_id::text AS "clientAnswerId", attempt_id::int AS "attemptId", question_id AS "questionId", retake_round AS "retakeRound",
            client_seq::float8 AS "clientSeq", answer, submit, applied, ${iso('received_at')} AS "receivedAt"
       FROM assessment_answer_saves WHERE student_user_id = $1 ORDER BY received_at, client_answer_id`,
    [studentId],
  );
}

export function readBenchmarks(sql: Sql, studentId: number): Promise<StudentExport['benchmarks']> {
  return sql.query(
    `SELECT id AS "benchmarkStudentId", benchmark_set_id AS "benchmarkSetId", assigned_by_user_id AS "assignedByUserId",
            classroom_assigned_id AS "classroomAssignedId", status::int AS status, score, retake_round AS "retakeRound",
            ${iso('starts_at')} AS "startsAt", ${iso('ends_at')} AS "endsAt", ${iso('submitted_at')} AS "submittedAt",
            ${iso('created_at')} AS "createdAt", ${iso('deleted_at')} AS "removedAt"
       FROM benchmark_assignments WHERE student_user_id = $1 ORDER BY id`,
    [studentId],
  );
}

export function readNotifications(sql: Sql, studentId: number): Promise<StudentExport['notifications']> {
  return sql.query(
    `SELECT id, type::int AS type, args, is_read AS "isRead", is_delete AS "isDelete", ${iso('created_at')} AS "createdAt"
       FROM notifications WHERE recipient_user_id = $1 ORDER BY id`,
    [studentId],
  );
}

export function readSessions(sql: Sql, studentId: number): Promise<StudentExport['sessions']> {
  return sql.query(
    `SELECT ${iso('issued_at')} AS "issuedAt", ${iso('expires_at')} AS "expiresAt", ${iso('revoked_at')} AS "revokedAt"
       FROM auth_sessions WHERE user_id = $1 ORDER BY issued_at`,
    [studentId],
  );
}
