import { assessmentKindOf, type AssessmentDocument } from '@domain/assessment/assessment.schemas';
import { LessonTypeId } from '@domain/shared/constants';
import { reportTypeOfKind } from '@domain/reports/report-types';
import type { Sql } from '../../db/database';
import { rebuildSchoolRollups, type QueuedSchoolUnit } from './report-school-rollup.repository';

export type { QueuedSchoolUnit };

/**
 * The report rollups of server/migrations/20261124005000_report_rollups.sql (docs/reports.md "How the
 * numbers are kept"): one student's rows rewritten from their current rounds, a queue of school rows to
 * recompute, its drain, and a rebuild of everything from scratch (backfill, generated districts).
 */

/** NOTIFY channel that wakes the drainers when something was queued (sent on commit). */
export const ROLLUP_QUEUED_CHANNEL = 'report_rollup_queued';

/** The report type of each lesson type, as SQL (the one mapping, reportTypeOfKind, written out). */
const REPORT_TYPE_OF_LESSON = `CASE l.lesson_type_id ${Object.values(LessonTypeId)
  .map((t) => `WHEN ${t} THEN ${reportTypeOfKind(assessmentKindOf(t))}`)
  .join(' ')} END`;

/**
 * Where each published assessment counts: its unit and report type. A benchmark counts in the unit its
 * set tests (the published snapshot's linked unit), else in the unit of its benchmark lesson — the
 * same rule as `placementOf` in report-rollup.use-cases.ts. Only benchmark snapshots are read (few).
 */
const PLACED = `SELECT p.assessment_id, p.benchmark_set_id,
       CASE WHEN p.benchmark_set_id IS NULL THEN p.unit_id
            ELSE coalesce((p.document->'benchmarkSet'->>'linkedUnitId')::int, p.unit_id) END AS unit_id,
       (${REPORT_TYPE_OF_LESSON})::smallint AS report_type
  FROM published_assessments p JOIN lessons l ON l.id = p.lesson_id`;

/**
 * Per current attempt: its status, submit time and answers' totals. Only submitted rounds count
 * answers: a teacher scores submitted rounds only, and a question submitted alone inside an open
 * round changes nothing until the round is.
 */
const ATTEMPT_TOTALS = `SELECT a.id, a.student_user_id, pl.unit_id, pl.report_type, a.status, a.submitted_at,
       count(c.question_id) FILTER (WHERE a.status = 'submitted' AND c.is_submitted AND c.score IS NULL)::int AS unscored,
       coalesce(sum(c.score) FILTER (WHERE a.status = 'submitted'), 0) AS earned,
       coalesce(sum(c.max_score) FILTER (WHERE a.status = 'submitted'), 0) AS possible
  FROM assessment_attempts a JOIN placed pl ON pl.assessment_id = a.assessment_id
  LEFT JOIN assessment_answers c ON c.attempt_id = a.id`;

/** A student's unit numbers from per-attempt totals (`per`) and live benchmark assignments (`asg`). */
const UNIT_NUMBERS = `coalesce(asg.n, 0) AS assigned,
       coalesce(per.submitted, 0) AS submitted, coalesce(per.open, 0) AS open,
       coalesce(per.earned, 0) AS earned, coalesce(per.possible, 0) AS possible,
       coalesce(per.unscored, 0) AS unscored, per.last_submitted_at`;
const PER_GROUPED = `count(*) FILTER (WHERE status = 'submitted')::int AS submitted,
       count(*) FILTER (WHERE status = 'open')::int AS open,
       -- A round with any unscored answer adds nothing to the points (its score is blank, §4).
       sum(earned) FILTER (WHERE status = 'submitted' AND unscored = 0) AS earned,
       sum(possible) FILTER (WHERE status = 'submitted' AND unscored = 0) AS possible,
       sum(unscored)::int AS unscored,
       max(submitted_at) FILTER (WHERE status = 'submitted') AS last_submitted_at`;

export interface StudentRollupKey {
  readonly studentId: number;
  readonly unitId: number;
  readonly reportType: number;
}

/** The students and the unit and report type of benchmark assignments (live or removed). */
export function rollupKeysOfAssignments(sql: Sql, assignmentIds: readonly number[]): Promise<StudentRollupKey[]> {
  return sql.query<StudentRollupKey>(
    `SELECT DISTINCT b.student_user_id AS "studentId", pl.unit_id AS "unitId", pl.report_type::int AS "reportType"
       FROM benchmark_assignments b JOIN (${PLACED}) pl ON pl.benchmark_set_id = b.benchmark_set_id
      WHERE b.id = ANY($1::int[])`,
    [[...assignmentIds]],
  );
}

/** A school row to recompute after student rows were rewritten. */
export interface SchoolUnitKey {
  readonly schoolId: number;
  readonly unitId: number;
  readonly reportType: number;
}

/**
 * Holds the students' rollups until the transaction ends, taken in id order, so two changes of one
 * student (a submit and a teacher's score at once) rewrite their rows one after the other, each from
 * what the other committed, and two transactions holding several students cannot deadlock.
 */
export async function lockStudentRollups(sql: Sql, studentIds: readonly number[]): Promise<void> {
  await sql.query('SELECT count(pg_advisory_xact_lock(13, s)) FROM (SELECT DISTINCT unnest($1::int[]) AS s ORDER BY s) ids', [[...studentIds]]);
}

/** The keys as a relation, and the published assessments that count in their units and types. */
const KEYS = `keys AS (SELECT DISTINCT * FROM unnest($1::int[], $2::int[], $3::smallint[]) AS k(student_user_id, unit_id, report_type)),
          placed AS (SELECT x.* FROM (${PLACED}) x WHERE (x.unit_id, x.report_type) IN (SELECT unit_id, report_type FROM keys))`;
const keyParams = (keys: readonly StudentRollupKey[]) => [keys.map((k) => k.studentId), keys.map((k) => k.unitId), keys.map((k) => k.reportType)];
const NOTHING = 't.assigned = 0 AND t.submitted = 0 AND t.open = 0 AND t.unscored = 0 AND t.possible = 0';

/**
 * Rewrites the students' unit rows for their units and report types from their current rounds (deleted
 * when all zero), in one statement; answers the school rows that sum them, where each student was and is.
 */
export async function rewriteStudentUnits(sql: Sql, keys: readonly StudentRollupKey[]): Promise<SchoolUnitKey[]> {
  if (keys.length === 0) return [];
  return sql.query<SchoolUnitKey>(
    `WITH ${KEYS},
          attempts AS (${ATTEMPT_TOTALS}
                        JOIN keys k ON k.student_user_id = a.student_user_id AND k.unit_id = pl.unit_id AND k.report_type = pl.report_type
                       WHERE a.is_current GROUP BY a.id, pl.unit_id, pl.report_type),
          per AS (SELECT student_user_id, unit_id, report_type, ${PER_GROUPED} FROM attempts GROUP BY student_user_id, unit_id, report_type),
          asg AS (SELECT b.student_user_id, pl.unit_id, pl.report_type, count(*)::int AS n
                    FROM benchmark_assignments b JOIN placed pl ON pl.benchmark_set_id = b.benchmark_set_id
                    JOIN keys k ON k.student_user_id = b.student_user_id AND k.unit_id = pl.unit_id AND k.report_type = pl.report_type
                   WHERE b.deleted_at IS NULL GROUP BY b.student_user_id, pl.unit_id, pl.report_type),
          totals AS (SELECT k.student_user_id, k.unit_id, k.report_type, ${UNIT_NUMBERS}
                       FROM keys k LEFT JOIN per ON per.student_user_id = k.student_user_id AND per.unit_id = k.unit_id AND per.report_type = k.report_type
                       LEFT JOIN asg ON asg.student_user_id = k.student_user_id AND asg.unit_id = k.unit_id AND asg.report_type = k.report_type),
          previous AS (SELECT r.school_id, r.unit_id, r.report_type FROM report_student_units r
                         JOIN keys k ON k.student_user_id = r.student_user_id AND k.unit_id = r.unit_id AND k.report_type = r.report_type),
          cleared AS (DELETE FROM report_student_units r USING totals t
                       WHERE r.student_user_id = t.student_user_id AND r.unit_id = t.unit_id AND r.report_type = t.report_type AND ${NOTHING}),
          written AS (
            INSERT INTO report_student_units AS r (student_user_id, unit_id, report_type, school_id, district_id, state_id, assessments_assigned,
                   assessments_submitted, assessments_open, points_earned, points_possible, unscored_answers, last_submitted_at)
            SELECT t.student_user_id, t.unit_id, t.report_type, u.school_id, u.district_id, u.state_id, t.assigned, t.submitted, t.open, t.earned,
                   t.possible, t.unscored, t.last_submitted_at
              FROM totals t JOIN users u ON u.id = t.student_user_id WHERE NOT (${NOTHING})
            ON CONFLICT (student_user_id, unit_id, report_type) DO UPDATE SET
                   school_id = EXCLUDED.school_id, district_id = EXCLUDED.district_id, state_id = EXCLUDED.state_id,
                   assessments_assigned = EXCLUDED.assessments_assigned, assessments_submitted = EXCLUDED.assessments_submitted,
                   assessments_open = EXCLUDED.assessments_open, points_earned = EXCLUDED.points_earned, points_possible = EXCLUDED.points_possible,
                   unscored_answers = EXCLUDED.unscored_answers, last_submitted_at = EXCLUDED.last_submitted_at)
     SELECT DISTINCT s.school_id AS "schoolId", s.unit_id AS "unitId", s.report_type::int AS "reportType"
       FROM (SELECT school_id, unit_id, report_type FROM previous
             UNION ALL SELECT u.school_id, k.unit_id, k.report_type FROM keys k JOIN users u ON u.id = k.student_user_id) s
      WHERE s.school_id IS NOT NULL
      ORDER BY 1, 2, 3`,
    keyParams(keys),
  );
}

/**
 * Rewrites the students' standards rows for their units and report types: points of the scored answers
 * of their submitted current rounds, per standard the question is tagged with. Each scored answer counts
 * (mastery is per question, so a round still waiting for one written answer shows the others).
 */
export async function rewriteStudentStandards(sql: Sql, keys: readonly StudentRollupKey[]): Promise<void> {
  if (keys.length === 0) return;
  await sql.query(
    `WITH ${KEYS},
          fresh AS (
            SELECT a.student_user_id, pl.unit_id, pl.report_type, q.code, sum(c.score) AS earned, sum(c.max_score) AS possible
              FROM assessment_attempts a JOIN placed pl ON pl.assessment_id = a.assessment_id
              JOIN keys k ON k.student_user_id = a.student_user_id AND k.unit_id = pl.unit_id AND k.report_type = pl.report_type
              JOIN assessment_answers c ON c.attempt_id = a.id AND c.score IS NOT NULL
              JOIN published_question_standards q ON q.question_id = c.question_id
             WHERE a.is_current AND a.status = 'submitted'
             GROUP BY a.student_user_id, pl.unit_id, pl.report_type, q.code),
          gone AS (DELETE FROM report_student_standards r USING keys k
                    WHERE r.student_user_id = k.student_user_id AND r.unit_id = k.unit_id AND r.report_type = k.report_type
                      AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.student_user_id = r.student_user_id AND f.unit_id = r.unit_id
                                         AND f.report_type = r.report_type AND f.code = r.code))
     INSERT INTO report_student_standards (student_user_id, unit_id, report_type, code, points_earned, points_possible)
     SELECT student_user_id, unit_id, report_type, code, earned, possible FROM fresh
     ON CONFLICT (student_user_id, unit_id, report_type, code) DO UPDATE SET points_earned = EXCLUDED.points_earned, points_possible = EXCLUDED.points_possible`,
    keyParams(keys),
  );
}

/**
 * Queues a school row for the drainer and holds it (KEY SHARE) until the transaction ends: a drain
 * that starts meanwhile skips it (SKIP LOCKED), so it is never summed without this transaction's
 * student rows. A drain already holding it makes this wait; its delete then lets us queue it anew.
 * The NOTIFY is delivered on commit.
 */
export async function enqueueSchoolUnit(sql: Sql, schoolId: number, unitId: number, reportType: number): Promise<void> {
  for (;;) {
    await sql.query(
      `INSERT INTO report_rollup_queue (school_id, unit_id, report_type) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [schoolId, unitId, reportType],
    );
    const held = await sql.query(
      `SELECT pg_notify('${ROLLUP_QUEUED_CHANNEL}', '') FROM report_rollup_queue
        WHERE school_id = $1 AND unit_id = $2 AND report_type = $3 FOR KEY SHARE`,
      [schoolId, unitId, reportType],
    );
    if (held.length > 0) return;
  }
}

/** Takes up to `limit` queued school rows nobody else holds (locked until the transaction ends). */
export function takeQueuedSchoolUnits(sql: Sql, limit: number): Promise<QueuedSchoolUnit[]> {
  return sql.query<QueuedSchoolUnit>(
    `SELECT school_id AS "schoolId", unit_id AS "unitId", report_type::int AS "reportType" FROM report_rollup_queue
      ORDER BY queued_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
    [limit],
  );
}

/**
 * Every rollup recomputed from scratch with set-based statements: student rows, standards and school
 * rows (the queue is emptied, its work done). For backfills and generated districts; run it in a
 * transaction (the demo seed step does) so readers never see the tables half empty.
 */
export async function rebuildAllRollups(sql: Sql): Promise<void> {
  await sql.query('DELETE FROM report_rollup_queue');
  await sql.query('DELETE FROM report_student_rollup_queue');
  await sql.query('DELETE FROM report_student_standards');
  await sql.query('DELETE FROM report_student_units');
  await sql.query('DELETE FROM report_school_units');
  await sql.query(
    `WITH placed AS (${PLACED}),
          attempts AS (${ATTEMPT_TOTALS} WHERE a.is_current GROUP BY a.id, pl.unit_id, pl.report_type),
          per AS (SELECT student_user_id, unit_id, report_type, ${PER_GROUPED} FROM attempts GROUP BY student_user_id, unit_id, report_type),
          asg AS (SELECT b.student_user_id, pl.unit_id, pl.report_type, count(*)::int AS n
                    FROM benchmark_assignments b JOIN placed pl ON pl.benchmark_set_id = b.benchmark_set_id
                   WHERE b.deleted_at IS NULL GROUP BY b.student_user_id, pl.unit_id, pl.report_type),
          totals AS (SELECT student_user_id, unit_id, report_type, ${UNIT_NUMBERS} FROM per FULL JOIN asg USING (student_user_id, unit_id, report_type))
     INSERT INTO report_student_units (student_user_id, unit_id, report_type, school_id, district_id, state_id, assessments_assigned,
            assessments_submitted, assessments_open, points_earned, points_possible, unscored_answers, last_submitted_at)
     SELECT t.student_user_id, t.unit_id, t.report_type, u.school_id, u.district_id, u.state_id, t.assigned, t.submitted, t.open, t.earned,
            t.possible, t.unscored, t.last_submitted_at
       FROM totals t JOIN users u ON u.id = t.student_user_id
      WHERE t.assigned > 0 OR t.submitted > 0 OR t.open > 0 OR t.unscored > 0 OR t.possible > 0`,
  );
  await sql.query(
    `WITH placed AS (${PLACED})
     INSERT INTO report_student_standards (student_user_id, unit_id, report_type, code, points_earned, points_possible)
     SELECT a.student_user_id, pl.unit_id, pl.report_type, q.code, sum(c.score), sum(c.max_score)
       FROM assessment_attempts a JOIN placed pl ON pl.assessment_id = a.assessment_id
       JOIN assessment_answers c ON c.attempt_id = a.id AND c.score IS NOT NULL
       JOIN published_question_standards q ON q.question_id = c.question_id
      WHERE a.is_current AND a.status = 'submitted'
      GROUP BY a.student_user_id, pl.unit_id, pl.report_type, q.code`,
  );
  await rebuildSchoolRollups(sql);
}

/** Deletes every rollup row of a student (an erasure); answers the school rows they counted in. */
export async function deleteStudentRollups(sql: Sql, studentId: number): Promise<(Omit<QueuedSchoolUnit, 'schoolId'> & { schoolId: number | null })[]> {
  await sql.query('DELETE FROM report_student_standards WHERE student_user_id = $1', [studentId]);
  return sql.query(
    `DELETE FROM report_student_units WHERE student_user_id = $1
     RETURNING school_id AS "schoolId", unit_id AS "unitId", report_type::int AS "reportType"`,
    [studentId],
  );
}

/** A published question and the standards it is tagged with. */
export interface TaggedQuestion {
  readonly id: number;
  readonly teksList: readonly { code: string; description: string | null }[];
}

/** Every published assessment's snapshot, in id order. */
export async function listPublishedAssessmentDocuments(sql: Sql): Promise<AssessmentDocument[]> {
  const rows = await sql.query<{ document: AssessmentDocument }>('SELECT document FROM published_assessments ORDER BY assessment_id');
  return rows.map((r) => r.document);
}

/** Replaces the standards of an assessment's published questions (written with its snapshot). */
export async function writePublishedQuestionStandards(sql: Sql, assessmentId: number, questions: readonly TaggedQuestion[]): Promise<void> {
  await sql.query('DELETE FROM published_question_standards WHERE assessment_id = $1', [assessmentId]);
  const tags = questions.flatMap((q) => q.teksList.map((t) => ({ questionId: q.id, code: t.code, description: t.description })));
  if (tags.length === 0) return;
  await sql.query(
    `INSERT INTO published_question_standards (assessment_id, question_id, code, description)
     SELECT $1, q, c, d FROM unnest($2::int[], $3::text[], $4::text[]) AS t(q, c, d)
     ON CONFLICT (question_id, code) DO UPDATE SET assessment_id = EXCLUDED.assessment_id, description = EXCLUDED.description`,
    [assessmentId, tags.map((t) => t.questionId), tags.map((t) => t.code), tags.map((t) => t.description)],
  );
}
