import { one, type Sql } from '../../db/database';
import type { FeedbackStatus } from '@domain/assessment/scoring';

/** A student's attempt at one published group in one retake round. */
export interface AttemptRow {
  readonly id: number;
  readonly studentId: number;
  readonly assessmentId: number;
  readonly groupId: number;
  readonly lessonId: number;
  readonly retakeRound: number;
  readonly isCurrent: boolean;
  readonly benchmarkAssignmentId: number | null;
  readonly status: 'open' | 'submitted';
  readonly currentIndex: number;
  readonly score: number | null;
  readonly maxScore: number | null;
  readonly percent: number | null;
  readonly feedbackStatus: FeedbackStatus;
  readonly teacherResponded: boolean;
  readonly submittedAt: string | null;
}

const COLUMNS = `id::int AS id, student_user_id AS "studentId", assessment_id AS "assessmentId", group_id AS "groupId",
  lesson_id AS "lessonId", retake_round AS "retakeRound", is_current AS "isCurrent",
  benchmark_assignment_id AS "benchmarkAssignmentId", status, current_index AS "currentIndex", score, max_score AS "maxScore",
  percent, feedback_status::int AS "feedbackStatus", teacher_responded AS "teacherResponded",
  to_char(submitted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "submittedAt"`;

/** The current attempt at a group, optionally locked (FOR UPDATE serialises submits, feedback and retakes with saves). */
export function findCurrentAttempt(sql: Sql, studentId: number, groupId: number, lock = false): Promise<AttemptRow | null> {
  return one<AttemptRow>(
    sql,
    `SELECT ${COLUMNS} FROM assessment_attempts WHERE student_user_id = $1 AND group_id = $2 AND is_current${lock ? ' FOR UPDATE' : ''}`,
    [studentId, groupId],
  );
}

/** The current attempts at every group of an assessment. */
export function listCurrentAttempts(sql: Sql, studentId: number, assessmentId: number, lock = false): Promise<AttemptRow[]> {
  return sql.query<AttemptRow>(
    `SELECT ${COLUMNS} FROM assessment_attempts WHERE student_user_id = $1 AND assessment_id = $2 AND is_current
      ORDER BY group_id${lock ? ' FOR UPDATE' : ''}`,
    [studentId, assessmentId],
  );
}

/** Every round of every group of an assessment (the history of rounds). */
export function listAllAttempts(sql: Sql, studentId: number, assessmentId: number): Promise<AttemptRow[]> {
  return sql.query<AttemptRow>(
    `SELECT ${COLUMNS} FROM assessment_attempts WHERE student_user_id = $1 AND assessment_id = $2 ORDER BY retake_round, group_id`,
    [studentId, assessmentId],
  );
}

/** The student's current attempts in a set of lessons (a unit's feedback status). */
export function listCurrentAttemptsOfLessons(sql: Sql, studentId: number, lessonIds: readonly number[]): Promise<AttemptRow[]> {
  return sql.query<AttemptRow>(
    `SELECT ${COLUMNS} FROM assessment_attempts WHERE student_user_id = $1 AND lesson_id = ANY($2::int[]) AND is_current ORDER BY id`,
    [studentId, [...lessonIds]],
  );
}

export interface NewAttempt {
  readonly studentId: number;
  readonly assessmentId: number;
  readonly groupId: number;
  readonly lessonId: number;
  readonly retakeRound: number;
  readonly benchmarkAssignmentId: number | null;
}

/** Creates the current attempt unless one exists (two first saves may race; both then use the same row). */
export async function createAttempt(sql: Sql, a: NewAttempt): Promise<void> {
  await sql.query(
    `INSERT INTO assessment_attempts (student_user_id, assessment_id, group_id, lesson_id, retake_round, benchmark_assignment_id)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
    [a.studentId, a.assessmentId, a.groupId, a.lessonId, a.retakeRound, a.benchmarkAssignmentId],
  );
}

/** Opens the next round: the current attempt becomes history and a fresh one is current. */
export async function openNextRound(sql: Sql, current: AttemptRow, retakeRound: number): Promise<void> {
  await sql.query('UPDATE assessment_attempts SET is_current = false WHERE id = $1', [current.id]);
  await createAttempt(sql, { ...current, retakeRound });
}

export interface AttemptOutcome {
  readonly score: number | null;
  readonly maxScore: number;
  readonly percent: number | null;
  readonly feedbackStatus: FeedbackStatus;
}

/** Marks an attempt submitted with its totals. */
export async function markAttemptSubmitted(sql: Sql, attemptId: number, o: AttemptOutcome): Promise<void> {
  await sql.query(
    `UPDATE assessment_attempts SET status = 'submitted', submitted_at = now(), score = $2, max_score = $3, percent = $4, feedback_status = $5
      WHERE id = $1`,
    [attemptId, o.score, o.maxScore, o.percent, o.feedbackStatus],
  );
}

/** New totals after a teacher's score; `teacherResponded` records that feedback was given in this round. */
export async function updateAttemptTotals(sql: Sql, attemptId: number, o: AttemptOutcome, teacherResponded: boolean): Promise<void> {
  await sql.query(
    `UPDATE assessment_attempts SET score = $2, max_score = $3, percent = $4, feedback_status = $5, teacher_responded = teacher_responded OR $6
      WHERE id = $1`,
    [attemptId, o.score, o.maxScore, o.percent, o.feedbackStatus, teacherResponded],
  );
}

export async function setCurrentIndex(sql: Sql, attemptId: number, index: number): Promise<void> {
  await sql.query('UPDATE assessment_attempts SET current_index = $2 WHERE id = $1', [attemptId, index]);
}
