import type { Sql } from '../../db/database';

/*
 * The school rows of the reports (docs/reports.md "How the numbers are kept"): sums of a school's
 * student rows per unit and report type (report_school_units) and, across units, its students who
 * started and their score bands (report_school_totals). Written only by the queue's drainer and by the
 * full rebuild, so district and state reports read precomputed rows and never the student rows.
 */

/** A queued school row: one school, unit and report type. */
export interface QueuedSchoolUnit {
  readonly schoolId: number;
  readonly unitId: number;
  readonly reportType: number;
}

/**
 * Students per score band (0-59 … 90-100) over rows with columns earned, possible and unscored: a
 * student is banded once their counted work is all scored.
 */
export function bandCounts(earned: string, possible: string, unscored: string, as = 'b'): string {
  const scored = `${possible} > 0 AND ${unscored} = 0`;
  const bounds = [null, 0.6, 0.7, 0.8, 0.9, null];
  return [0, 1, 2, 3, 4]
    .map((i) => {
      const low = bounds[i] === null ? '' : ` AND ${earned} >= ${bounds[i]} * ${possible}`;
      const high = bounds[i + 1] === null ? '' : ` AND ${earned} < ${bounds[i + 1]} * ${possible}`;
      return `count(*) FILTER (WHERE ${scored}${low}${high})::int AS ${as}${i}`;
    })
    .join(',\n  ');
}

const UNIT_SUMS = `count(s.student_user_id)::int AS students,
  count(*) FILTER (WHERE s.assessments_submitted > 0)::int AS started,
  coalesce(sum(s.assessments_assigned), 0)::int AS assigned, coalesce(sum(s.assessments_submitted), 0)::int AS submitted,
  coalesce(sum(s.points_earned), 0) AS earned, coalesce(sum(s.points_possible), 0) AS possible,
  coalesce(sum(s.unscored_answers), 0)::int AS unscored, max(s.last_submitted_at) AS last_submitted_at,
  ${bandCounts('s.points_earned', 's.points_possible', 's.unscored_answers')}`;

const UNIT_COLUMNS = `school_id, unit_id, report_type, district_id, state_id, students_started, assessments_assigned, assessments_submitted,
  points_earned, points_possible, unscored_answers, last_submitted_at, band_0, band_1, band_2, band_3, band_4, refreshed_at`;

const UNIT_VALUES = `sums.school_id, sums.unit_id, sums.report_type, sc.district_id, d.state_id, started, assigned, submitted, earned, possible,
  unscored, last_submitted_at, b0, b1, b2, b3, b4, now()`;

const UNIT_UPDATE = ['district_id', 'state_id', 'students_started', 'assessments_assigned', 'assessments_submitted', 'points_earned', 'points_possible', 'unscored_answers', 'last_submitted_at', 'band_0', 'band_1', 'band_2', 'band_3', 'band_4', 'refreshed_at']
  .map((c) => `${c} = EXCLUDED.${c}`)
  .join(', ');

/** Each student once per school and report type, summed over units. */
const PER_STUDENT = `SELECT s.school_id, s.report_type, s.student_user_id, sum(s.assessments_submitted) AS submitted,
  sum(s.points_earned) AS earned, sum(s.points_possible) AS possible, sum(s.unscored_answers) AS unscored
  FROM report_student_units s`;

const TOTAL_SUMS = `count(per.student_user_id)::int AS students, count(*) FILTER (WHERE per.submitted > 0)::int AS started,
  ${bandCounts('per.earned', 'per.possible', 'per.unscored')}`;

const TOTAL_COLUMNS = 'school_id, report_type, district_id, state_id, students_started, band_0, band_1, band_2, band_3, band_4, refreshed_at';

/**
 * Recomputes the taken school rows and their schools' totals from their students' rows and removes
 * them from the queue. A separate statement from the take, so it reads every student row committed
 * before the queue rows were locked.
 */
export async function recomputeSchoolUnits(sql: Sql, taken: readonly QueuedSchoolUnit[]): Promise<void> {
  if (taken.length === 0) return;
  const params = [taken.map((t) => t.schoolId), taken.map((t) => t.unitId), taken.map((t) => t.reportType)];
  await sql.query(
    `WITH taken AS (SELECT * FROM unnest($1::int[], $2::int[], $3::smallint[]) AS t(school_id, unit_id, report_type)),
          sums AS (
            SELECT t.school_id, t.unit_id, t.report_type, ${UNIT_SUMS}
              FROM taken t LEFT JOIN report_student_units s
                ON s.school_id = t.school_id AND s.unit_id = t.unit_id AND s.report_type = t.report_type
             GROUP BY t.school_id, t.unit_id, t.report_type),
          cleared AS (DELETE FROM report_school_units r USING sums
                       WHERE sums.students = 0 AND r.school_id = sums.school_id AND r.unit_id = sums.unit_id AND r.report_type = sums.report_type),
          written AS (
            INSERT INTO report_school_units (${UNIT_COLUMNS})
            SELECT ${UNIT_VALUES}
              FROM sums JOIN schools sc ON sc.id = sums.school_id JOIN districts d ON d.id = sc.district_id
             WHERE sums.students > 0
            ON CONFLICT (school_id, unit_id, report_type) DO UPDATE SET ${UNIT_UPDATE})
     DELETE FROM report_rollup_queue q USING taken
      WHERE q.school_id = taken.school_id AND q.unit_id = taken.unit_id AND q.report_type = taken.report_type`,
    params,
  );
  await sql.query(
    `WITH pairs AS (SELECT DISTINCT * FROM unnest($1::int[], $2::smallint[]) AS t(school_id, report_type)),
          per AS (${PER_STUDENT} JOIN pairs p ON p.school_id = s.school_id AND p.report_type = s.report_type
                  GROUP BY s.school_id, s.report_type, s.student_user_id),
          sums AS (SELECT p.school_id, p.report_type, ${TOTAL_SUMS}
                     FROM pairs p LEFT JOIN per ON per.school_id = p.school_id AND per.report_type = p.report_type
                    GROUP BY p.school_id, p.report_type),
          cleared AS (DELETE FROM report_school_totals r USING sums
                       WHERE sums.students = 0 AND r.school_id = sums.school_id AND r.report_type = sums.report_type)
     INSERT INTO report_school_totals (${TOTAL_COLUMNS})
     SELECT sums.school_id, sums.report_type, sc.district_id, d.state_id, started, b0, b1, b2, b3, b4, now()
       FROM sums JOIN schools sc ON sc.id = sums.school_id JOIN districts d ON d.id = sc.district_id
      WHERE sums.students > 0
     ON CONFLICT (school_id, report_type) DO UPDATE SET district_id = EXCLUDED.district_id, state_id = EXCLUDED.state_id,
            students_started = EXCLUDED.students_started, band_0 = EXCLUDED.band_0, band_1 = EXCLUDED.band_1, band_2 = EXCLUDED.band_2,
            band_3 = EXCLUDED.band_3, band_4 = EXCLUDED.band_4, refreshed_at = now()`,
    [taken.map((t) => t.schoolId), taken.map((t) => t.reportType)],
  );
}

/** Every school row and total from the student rows (the full rebuild; the caller emptied the tables). */
export async function rebuildSchoolRollups(sql: Sql): Promise<void> {
  await sql.query('DELETE FROM report_school_totals');
  await sql.query(
    `WITH sums AS (SELECT s.school_id, s.unit_id, s.report_type, ${UNIT_SUMS}
                     FROM report_student_units s WHERE s.school_id IS NOT NULL GROUP BY s.school_id, s.unit_id, s.report_type)
     INSERT INTO report_school_units (${UNIT_COLUMNS})
     SELECT ${UNIT_VALUES} FROM sums JOIN schools sc ON sc.id = sums.school_id JOIN districts d ON d.id = sc.district_id`,
  );
  await sql.query(
    `WITH per AS (${PER_STUDENT} WHERE s.school_id IS NOT NULL GROUP BY s.school_id, s.report_type, s.student_user_id),
          sums AS (SELECT per.school_id, per.report_type, ${TOTAL_SUMS} FROM per GROUP BY per.school_id, per.report_type)
     INSERT INTO report_school_totals (${TOTAL_COLUMNS})
     SELECT sums.school_id, sums.report_type, sc.district_id, d.state_id, started, b0, b1, b2, b3, b4, now()
       FROM sums JOIN schools sc ON sc.id = sums.school_id JOIN districts d ON d.id = sc.district_id`,
  );
}
