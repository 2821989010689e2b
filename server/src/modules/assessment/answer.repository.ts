import { one, type Sql } from '../../db/database';
import { queueStudentRollupStatement } from '../reports/report-student-queue.repository';
import type { StudentAnswer } from '@domain/assessment/answer.schemas';

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** One row of the append-only save history (the idempotency record of a client answer id). */
export interface StoredSave {
  readonly clientAnswerId: string;
  readonly attemptId: number;
  readonly questionId: number;
  readonly studentId: number;
  readonly retakeRound: number;
  readonly clientSeq: number;
  readonly submit: boolean;
  readonly applied: boolean;
  readonly receivedAt: string;
}

const SAVE_COLUMNS = `client_answer_id::text AS "clientAnswerId", attempt_id::int AS "attemptId", question_id AS "questionId",
  student_user_id AS "studentId", retake_round AS "retakeRound", client_seq::float8 AS "clientSeq", submit, applied,
  ${ISO('received_at')} AS "receivedAt"`;

export function findSave(sql: Sql, clientAnswerId: string): Promise<StoredSave | null> {
  return one<StoredSave>(sql, `SELECT ${SAVE_COLUMNS} FROM assessment_answer_saves WHERE client_answer_id = $1`, [clientAnswerId]);
}

export interface SaveInput {
  readonly studentId: number;
  readonly groupId: number;
  readonly clientAnswerId: string;
  readonly questionId: number;
  readonly answer: StudentAnswer;
  readonly clientSeq: number;
  readonly retakeRound: number;
  readonly maxScore: number;
  readonly submit: boolean;
  readonly assessmentId: number;
  readonly lessonId: number;
  /** Create the first (round 1) attempt when there is none: a lesson assessment's first save. Benchmarks need their assignment. */
  readonly createAttempt: boolean;
  /** Where the assessment counts in the reports: a save that creates the attempt queues the student's rows there. */
  readonly reportPlacement: { readonly unitId: number; readonly reportType: number };
}

/** What the save statement saw and did. */
export interface SaveOutcome {
  /** null: the student has no attempt at this group yet (and none was created). */
  readonly attemptId: number | null;
  readonly status: 'open' | 'submitted' | null;
  readonly currentRound: number | null;
  /** false before the benchmark's period starts or after it ends. */
  readonly windowOpen: boolean | null;
  readonly expired: boolean | null;
  readonly questionSubmitted: boolean;
  /** This statement created the student's (first) attempt at the group: their report rollups change. */
  readonly attemptCreated: boolean;
  /** The earlier save with this client answer id, if any (then nothing was written). */
  readonly prior: StoredSave | null;
  /** The history row this save wrote; null when nothing was written. */
  readonly saved: { applied: boolean; receivedAt: string } | null;
}

/**
 * Applies one save in ONE statement — the assessment_apply_save function of
 * server/migrations/20261122000410_assessment_save_function.sql, which says what it checks and writes —
 * so it is committed before the acknowledgement, in one round trip, with a plan reused per connection.
 * Two saves with the same id at the same moment: the history's primary key lets one in; the other
 * writes nothing and finds the first with `findSave`.
 */
export async function applySave(sql: Sql, s: SaveInput): Promise<SaveOutcome> {
  const row = await one<{ outcome: Omit<SaveOutcome, 'saved'> & { applied: boolean | null; receivedAt: string | null } }>(
    sql,
    // The attempt it creates and the student's report rows queued for it commit together (one WAL flush).
    `WITH saved AS (SELECT assessment_apply_save($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $10, $11, $12) AS outcome),
          queued AS (${queueStudentRollupStatement('$1', '$13', '$14', "(SELECT (outcome->>'attemptCreated')::boolean FROM saved)")})
     SELECT outcome FROM saved`,
    [
      s.studentId,
      s.groupId,
      s.clientAnswerId,
      s.questionId,
      JSON.stringify(s.answer),
      s.clientSeq,
      s.retakeRound,
      s.maxScore,
      s.submit,
      s.assessmentId,
      s.lessonId,
      s.createAttempt,
      s.reportPlacement.unitId,
      s.reportPlacement.reportType,
    ],
  );
  const { applied, receivedAt, ...rest } = row!.outcome;
  return { ...rest, saved: applied === null || receivedAt === null ? null : { applied, receivedAt } };
}

/** A stored answer row as the use cases read it. */
export interface AnswerRow {
  readonly attemptId: number;
  readonly questionId: number;
  readonly answer: StudentAnswer | null;
  readonly clientSeq: number;
  readonly isReviewing: boolean;
  readonly isSubmitted: boolean;
  readonly isCorrect: boolean | null;
  readonly score: number | null;
  readonly maxScore: number;
  readonly marks: Record<number, boolean>;
  readonly feedback: string | null;
  readonly feedbackVersion: number;
}

const ANSWER_COLUMNS = `attempt_id::int AS "attemptId", question_id AS "questionId", answer, client_seq::float8 AS "clientSeq",
  is_reviewing AS "isReviewing", is_submitted AS "isSubmitted", is_correct AS "isCorrect", score, max_score AS "maxScore", marks, feedback,
  feedback_version AS "feedbackVersion"`;

export function listAnswers(sql: Sql, attemptIds: readonly number[]): Promise<AnswerRow[]> {
  return sql.query<AnswerRow>(`SELECT ${ANSWER_COLUMNS} FROM assessment_answers WHERE attempt_id = ANY($1::bigint[])`, [[...attemptIds]]);
}

export function findAnswer(sql: Sql, attemptId: number, questionId: number): Promise<AnswerRow | null> {
  return one<AnswerRow>(sql, `SELECT ${ANSWER_COLUMNS} FROM assessment_answers WHERE attempt_id = $1 AND question_id = $2`, [attemptId, questionId]);
}

/** Sets the review mark of a question that is not submitted; false when it is (nothing changed). */
export async function setReviewing(sql: Sql, attemptId: number, questionId: number, maxScore: number, isReviewing: boolean): Promise<boolean> {
  const rows = await sql.query(
    `INSERT INTO assessment_answers AS c (attempt_id, question_id, max_score, is_reviewing) VALUES ($1, $2, $3, $4)
     ON CONFLICT (attempt_id, question_id) DO UPDATE SET is_reviewing = EXCLUDED.is_reviewing WHERE NOT c.is_submitted
     RETURNING 1`,
    [attemptId, questionId, maxScore, isReviewing],
  );
  return rows.length > 0;
}

export interface QuestionMarking {
  readonly questionId: number;
  readonly maxScore: number;
  readonly score: number | null;
  readonly isCorrect: boolean | null;
  readonly marks: Record<number, boolean>;
}

/** Submits questions with their results (an unanswered question gets a row too). */
export async function markQuestionsSubmitted(sql: Sql, attemptId: number, marked: readonly QuestionMarking[]): Promise<void> {
  if (marked.length === 0) return;
  await sql.query(
    `INSERT INTO assessment_answers AS c (attempt_id, question_id, max_score, score, is_correct, marks, is_submitted, submitted_at)
     SELECT $1, q, m, s, k, mk, true, now()
       FROM unnest($2::int[], $3::float8[], $4::float8[], $5::boolean[], $6::jsonb[]) AS t(q, m, s, k, mk)
     ON CONFLICT (attempt_id, question_id) DO UPDATE
        SET max_score = EXCLUDED.max_score, score = EXCLUDED.score, is_correct = EXCLUDED.is_correct, marks = EXCLUDED.marks,
            is_submitted = true, is_reviewing = false, submitted_at = now()`,
    [
      attemptId,
      marked.map((m) => m.questionId),
      marked.map((m) => m.maxScore),
      marked.map((m) => m.score),
      marked.map((m) => m.isCorrect),
      marked.map((m) => JSON.stringify(m.marks)),
    ],
  );
}

/**
 * A teacher's score and feedback on one submitted question; the answer's feedback version goes up by
 * one. With `expectedVersion`, only if the version is still that one (a concurrent save of the same
 * answer waits for the row lock and then sees the new version). The new version, or null when
 * nothing was written (someone else saved since, or there is no answer row).
 */
export async function setFeedback(
  sql: Sql,
  attemptId: number,
  questionId: number,
  f: { score: number | null; isCorrect: boolean | null; feedback: string; teacherId: number; expectedVersion?: number | null },
): Promise<number | null> {
  const row = await one<{ feedbackVersion: number }>(
    sql,
    `UPDATE assessment_answers
        SET score = $3, is_correct = $4, feedback = $5, feedback_by_user_id = $6, feedback_at = now(), feedback_version = feedback_version + 1
      WHERE attempt_id = $1 AND question_id = $2 AND ($7::int IS NULL OR feedback_version = $7::int)
      RETURNING feedback_version AS "feedbackVersion"`,
    [attemptId, questionId, f.score, f.isCorrect, f.feedback, f.teacherId, f.expectedVersion ?? null],
  );
  return row?.feedbackVersion ?? null;
}
