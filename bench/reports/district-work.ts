import type pg from 'pg';
import type { AssessmentDocument } from '@domain/assessment/assessment.schemas';
import { isObjective } from '@domain/assessment/question.schemas';
import { answerAt } from '../answers/answer-script';

/**
 * The students' work, set-based: for every generated student, every published group of the demo course
 * in 3 or 4 rounds (earlier rounds are retakes kept as history), every question answered and scored.
 * The demo course has 9 published assessments with 27 questions, so ≈3.7 rounds make the ≈100 saved
 * answers per student of issue 13. Outcomes are arithmetic on (student number k, question, round), so
 * an attempt's totals are computed from the same expressions as its answers without reading them back.
 */

/** One student in twenty has the current round of this group open (started, half answered, not submitted): the savers of the bench. */
export const OPEN_EVERY = 20;

export interface PublishedGroup {
  readonly doc: AssessmentDocument;
  readonly lessonId: number;
}

/** Session table gen_questions: one row per published question, with the answer a student saves to it. */
export async function loadQuestions(client: pg.Client, published: readonly PublishedGroup[]): Promise<void> {
  // group_no counts the groups in course order: the k-th group is taken about 9 days after the one before.
  const groups = published.flatMap(({ doc, lessonId }) => doc.groups.map((group) => ({ doc, lessonId, group })));
  const rows = groups.flatMap(({ doc, lessonId, group }, groupNo) =>
    group.questions.map((q, qi) => ({
      assessment_id: doc.id,
      group_id: group.id,
      lesson_id: lessonId,
      group_no: groupNo,
      question_id: q.id,
      q_order: qi + 1,
      group_size: group.questions.length,
      max_score: q.points,
      objective: isObjective(q.type),
      benchmark: doc.kind === 'benchmark',
      answer: answerAt(q, 0),
    })),
  );
  await client.query(
    `CREATE TEMP TABLE gen_questions ON COMMIT PRESERVE ROWS AS
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS q(assessment_id int, group_id int, lesson_id int, group_no int, question_id int, q_order int,
       group_size int, max_score float8, objective boolean, benchmark boolean, answer jsonb)`,
    [JSON.stringify(rows)],
  );
  await client.query(
    `CREATE TEMP TABLE gen_groups ON COMMIT PRESERVE ROWS AS
     SELECT DISTINCT assessment_id, group_id, lesson_id, group_no, benchmark, bool_or(NOT objective) OVER (PARTITION BY group_id) AS has_written
       FROM gen_questions`,
  );
}

// Shared expressions over s (gen_students), q (gen_questions), r (round), cur (the current round).
/** Written and essay answers of the current round stay unscored for one student in twelve. */
const UNSCORED = `(NOT q.objective AND cur AND s.k % 12 = 5)`;
const CORRECT = `((s.k * 31 + q.question_id * 17 + r * 7) % 10 < 7)`;
const SCORE = `CASE WHEN ${UNSCORED} THEN NULL WHEN q.objective THEN CASE WHEN ${CORRECT} THEN q.max_score ELSE 0 END
                    ELSE round((q.max_score * ((s.k + q.question_id + r) % 4) / 3)::numeric, 2)::float8 END`;
const ROUNDS = `(3 + ((s.k * 7 + g.group_no * 13) % 10 < 7)::int)`;
const SUBMITTED_AT = `(timestamptz '2026-08-24 14:00:00+00' + g.group_no * interval '9 days' + (r - 1) * interval '3 days' + (s.k % 600) * interval '1 minute')`;

/** Attempts and answers of the generated students with ids in [from, to], in the caller's transaction. */
export async function generateWork(client: pg.Client, openGroupId: number, from: number, to: number): Promise<void> {
  await client.query(
    `INSERT INTO assessment_attempts (student_user_id, assessment_id, group_id, lesson_id, retake_round, is_current, benchmark_assignment_id,
                                      status, current_index, score, max_score, percent, feedback_status, teacher_responded, started_at, submitted_at)
     SELECT s.id, g.assessment_id, g.group_id, g.lesson_id, r, cur, ba.id,
            CASE WHEN is_open THEN 'open' ELSE 'submitted' END, 0,
            CASE WHEN NOT is_open AND t.scored THEN t.score END,
            CASE WHEN NOT is_open THEN t.max_score END,
            CASE WHEN NOT is_open AND t.scored THEN round((100 * t.score / t.max_score)::numeric, 2)::float8 END,
            CASE WHEN is_open THEN 0 WHEN t.scored THEN 2 ELSE 1 END,
            NOT is_open AND t.scored AND g.has_written,
            CASE WHEN is_open THEN now() - interval '10 minutes' ELSE ${SUBMITTED_AT} - interval '25 minutes' END,
            CASE WHEN NOT is_open THEN ${SUBMITTED_AT} END
       FROM gen_students s CROSS JOIN gen_groups g
       CROSS JOIN LATERAL generate_series(1, ${ROUNDS}) r
       CROSS JOIN LATERAL (SELECT r = ${ROUNDS} AS cur) c
       CROSS JOIN LATERAL (SELECT cur AND g.group_id = $3 AND s.k % ${OPEN_EVERY} = 0 AS is_open) o
       CROSS JOIN LATERAL (SELECT sum(${SCORE}) AS score, sum(q.max_score) AS max_score, bool_and(${SCORE} IS NOT NULL) AS scored
                             FROM gen_questions q WHERE q.group_id = g.group_id) t
       LEFT JOIN benchmark_assignments ba ON g.benchmark AND ba.student_user_id = s.id AND ba.deleted_at IS NULL
      WHERE s.id BETWEEN $1 AND $2`,
    [from, to, openGroupId],
  );
  // An open attempt has its first half answered (saved, not submitted, not scored).
  await client.query(
    `INSERT INTO assessment_answers (attempt_id, question_id, answer, client_seq, is_submitted, is_correct, score, max_score,
                                     feedback_by_user_id, feedback_at, saved_at, submitted_at)
     SELECT a.id, q.question_id, q.answer, q.q_order, sub, CASE WHEN sub AND q.objective THEN ${CORRECT} END,
            CASE WHEN sub THEN ${SCORE} END, q.max_score,
            CASE WHEN sub AND NOT q.objective AND NOT ${UNSCORED} THEN s.teacher_id END,
            CASE WHEN sub AND NOT q.objective AND NOT ${UNSCORED} THEN a.submitted_at + interval '1 day' END,
            coalesce(a.submitted_at, now()) - (q.group_size - q.q_order) * interval '2 minutes', a.submitted_at
       FROM assessment_attempts a JOIN gen_students s ON s.id = a.student_user_id
       JOIN gen_questions q ON q.group_id = a.group_id
       CROSS JOIN LATERAL (SELECT a.retake_round AS r, a.is_current AS cur, a.status = 'submitted' AS sub) x
      WHERE a.student_user_id BETWEEN $1 AND $2 AND (sub OR q.q_order <= (q.group_size + 1) / 2)`,
    [from, to],
  );
}

/** Each benchmark assignment follows its student's current round (submitted with its percent, or in progress). */
export async function settleBenchmarks(client: pg.Client): Promise<void> {
  await client.query(
    `UPDATE benchmark_assignments ba
        SET status = CASE WHEN a.status = 'submitted' THEN 2 ELSE 1 END, retake_round = a.retake_round, is_retake = a.retake_round > 1,
            score = a.percent, submitted_at = a.submitted_at
       FROM assessment_attempts a JOIN gen_students s ON s.id = a.student_user_id
      WHERE a.benchmark_assignment_id = ba.id AND a.is_current`,
  );
}
