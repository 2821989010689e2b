import type { Sql } from '../../db/database';
import { bandCounts } from './report-school-rollup.repository';

/*
 * Report reads above classroom size (docs/reports.md "How the numbers are kept"): a teacher's or a
 * school's numbers come from report_student_units (one row per student, unit and report type, kept in
 * the transaction of every change); a district's or a state's sums from report_school_units (kept by
 * the drained queue, seconds behind). A date range over a place has no school row to read, so it sums
 * the student rows whose last submit falls in the range — the slower path, and unit-grained: a
 * student's unit counts whole when its latest submit is in the range.
 */

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

export type PlaceLevel = 'state' | 'district' | 'school';

export interface RollupFilter {
  readonly reportType: number;
  readonly unitId: number | null;
  /** ISO instants, from inclusive, to exclusive; null for no date range. */
  readonly from: string | null;
  readonly to: string | null;
}

/** One row's sums, and its students by score band (0-59 … 90-100: students whose counted work is all scored). */
export interface TallyRow {
  readonly key: number;
  readonly students: number;
  readonly studentsStarted: number;
  readonly assigned: number;
  readonly submitted: number;
  readonly pointsEarned: number;
  readonly pointsPossible: number;
  readonly unscored: number;
  readonly lastSubmittedAt: string | null;
  readonly bands: readonly number[];
}

/** Who the rows are: pairs of (row key, student), each pair once. */
export type Roster =
  | { readonly by: 'classroomsOfTeacher'; readonly teacherId: number }
  | { readonly by: 'teachersOfSchool'; readonly schoolId: number }
  | { readonly by: 'placesIn'; readonly level: PlaceLevel; readonly parent: { readonly level: 'state' | 'district'; readonly id: number } | null };

const LIVE_STUDENT = `JOIN users u ON u.id = cs.student_user_id AND u.deleted_at IS NULL`;

function rosterSql(roster: Roster): { text: string; param: number | null } {
  switch (roster.by) {
    case 'classroomsOfTeacher':
      return {
        text: `SELECT c.id AS key, cs.student_user_id AS sid FROM classrooms c JOIN classroom_students cs ON cs.classroom_id = c.id ${LIVE_STUDENT}
                WHERE c.teacher_user_id = $5 AND c.deleted_at IS NULL`,
        param: roster.teacherId,
      };
    case 'teachersOfSchool':
      return {
        text: `SELECT DISTINCT c.teacher_user_id AS key, cs.student_user_id AS sid FROM classrooms c JOIN classroom_students cs ON cs.classroom_id = c.id ${LIVE_STUDENT}
                WHERE c.school_id = $5 AND c.deleted_at IS NULL`,
        param: roster.schoolId,
      };
    case 'placesIn':
      return {
        text: `SELECT u.${roster.level}_id AS key, u.id AS sid FROM users u
                WHERE u.role_id = 6 AND u.deleted_at IS NULL AND u.${roster.level}_id IS NOT NULL
                  AND ($5::int IS NULL OR u.${roster.parent?.level ?? 'state'}_id = $5)`,
        param: roster.parent?.id ?? null,
      };
  }
}

const BANDS = bandCounts('earned', 'possible', 'unscored');

const STUDENT_ROWS = `r.report_type = $1 AND ($2::int IS NULL OR r.unit_id = $2)
  AND ($3::timestamptz IS NULL OR r.last_submitted_at >= $3) AND ($4::timestamptz IS NULL OR r.last_submitted_at < $4)`;

interface RawTally extends Omit<TallyRow, 'bands'> {
  readonly b0: number;
  readonly b1: number;
  readonly b2: number;
  readonly b3: number;
  readonly b4: number;
}

const withBands = ({ b0, b1, b2, b3, b4, ...rest }: RawTally): TallyRow => ({ ...rest, bands: [b0, b1, b2, b3, b4] });

/** Each row's sums over its students' rows (every student of the roster counted, with or without work). */
export async function tallyRoster(sql: Sql, roster: Roster, filter: RollupFilter): Promise<TallyRow[]> {
  const { text, param } = rosterSql(roster);
  const rows = await sql.query<RawTally>(
    `WITH pairs AS (${text}),
     per AS (
       SELECT p.key, p.sid, coalesce(sum(r.assessments_assigned), 0) AS assigned, coalesce(sum(r.assessments_submitted), 0) AS submitted,
              coalesce(sum(r.points_earned), 0) AS earned, coalesce(sum(r.points_possible), 0) AS possible,
              coalesce(sum(r.unscored_answers), 0) AS unscored, max(r.last_submitted_at) AS last
         FROM pairs p LEFT JOIN report_student_units r ON r.student_user_id = p.sid AND ${STUDENT_ROWS}
        GROUP BY p.key, p.sid)
     SELECT key, count(*)::int AS students, count(*) FILTER (WHERE submitted > 0)::int AS "studentsStarted",
            sum(assigned)::int AS assigned, sum(submitted)::int AS submitted, sum(earned)::float8 AS "pointsEarned",
            sum(possible)::float8 AS "pointsPossible", sum(unscored)::int AS unscored,
            to_char(max(last) AT TIME ZONE 'UTC', ${ISO}) AS "lastSubmittedAt", ${BANDS}
       FROM per GROUP BY key`,
    [filter.reportType, filter.unitId, filter.from, filter.to, param],
  );
  return rows.map(withBands);
}

/**
 * A district's schools, a state's districts or every state, with no date range: only precomputed rows.
 * The sums come from report_school_units; students who started and the score bands from the same rows
 * for one unit, or from report_school_totals (each student once across units) for all units; students
 * from the users index.
 */
export async function tallyPlaces(sql: Sql, level: PlaceLevel, parent: { level: 'state' | 'district'; id: number } | null, filter: RollupFilter): Promise<TallyRow[]> {
  const inParent = parent ? `${parent.level}_id = $3` : `$3::int IS NULL`;
  const params = [filter.reportType, filter.unitId, parent?.id ?? null];
  const bandSums = `sum(band_0)::int AS b0, sum(band_1)::int AS b1, sum(band_2)::int AS b2, sum(band_3)::int AS b3, sum(band_4)::int AS b4`;
  const [sums, perStudent, students] = await Promise.all([
    sql.query<Omit<RawTally, 'students' | 'studentsStarted'> & { studentsStarted: number }>(
      `SELECT ${level}_id AS key, sum(students_started)::int AS "studentsStarted", sum(assessments_assigned)::int AS assigned,
              sum(assessments_submitted)::int AS submitted, sum(points_earned)::float8 AS "pointsEarned",
              sum(points_possible)::float8 AS "pointsPossible", sum(unscored_answers)::int AS unscored,
              to_char(max(last_submitted_at) AT TIME ZONE 'UTC', ${ISO}) AS "lastSubmittedAt", ${bandSums}
         FROM report_school_units WHERE report_type = $1 AND ($2::int IS NULL OR unit_id = $2) AND ${inParent}
        GROUP BY ${level}_id`,
      params,
    ),
    // Across units a student counts once: their school's totals (unused when a unit is chosen).
    filter.unitId === null
      ? sql.query<{ key: number; studentsStarted: number; b0: number; b1: number; b2: number; b3: number; b4: number }>(
          `SELECT ${level}_id AS key, sum(students_started)::int AS "studentsStarted", ${bandSums}
             FROM report_school_totals WHERE report_type = $1 AND ${inParent.replace('$3', '$2')}
            GROUP BY ${level}_id`,
          [filter.reportType, parent?.id ?? null],
        )
      : Promise.resolve(null),
    sql.query<{ key: number; students: number }>(
      `SELECT ${level}_id AS key, count(*)::int AS students FROM users
        WHERE role_id = 6 AND deleted_at IS NULL AND ${level}_id IS NOT NULL AND ${parent ? `${parent.level}_id = $1` : `$1::int IS NULL`}
        GROUP BY ${level}_id`,
      [parent?.id ?? null],
    ),
  ]);
  const keys = new Set([...sums, ...(perStudent ?? []), ...students].map((r) => r.key));
  const byKey = <R extends { key: number }>(rows: readonly R[]) => new Map(rows.map((r) => [r.key, r]));
  const [sumOf, perOf, studentsOf] = [byKey(sums), byKey(perStudent ?? []), byKey(students)];
  return [...keys].map((key) => {
    const sum = sumOf.get(key);
    const per = perStudent ? perOf.get(key) : sum;
    return {
      key,
      students: studentsOf.get(key)?.students ?? 0,
      studentsStarted: per?.studentsStarted ?? 0,
      assigned: sum?.assigned ?? 0,
      submitted: sum?.submitted ?? 0,
      pointsEarned: sum?.pointsEarned ?? 0,
      pointsPossible: sum?.pointsPossible ?? 0,
      unscored: sum?.unscored ?? 0,
      lastSubmittedAt: sum?.lastSubmittedAt ?? null,
      bands: per ? [per.b0, per.b1, per.b2, per.b3, per.b4] : [0, 0, 0, 0, 0],
    };
  });
}

/** One line of the download's Students sheet. */
export interface StudentLineRow {
  readonly id: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly school: string | null;
  readonly assigned: number;
  readonly submitted: number;
  readonly pointsEarned: number;
  readonly pointsPossible: number;
  readonly unscored: number;
  readonly lastSubmittedAt: string | null;
}

/** Whose students the download lists: a place, a teacher's classrooms, or one classroom. */
export type StudentScope = { readonly level: PlaceLevel | 'teacher' | 'classroom'; readonly id: number } | null;

function studentScopeSql(scope: StudentScope): string {
  if (scope === null) return 'TRUE';
  switch (scope.level) {
    case 'teacher':
      return `u.id IN (SELECT cs.student_user_id FROM classroom_students cs JOIN classrooms c ON c.id = cs.classroom_id WHERE c.teacher_user_id = $5 AND c.deleted_at IS NULL)`;
    case 'classroom':
      return `u.id IN (SELECT student_user_id FROM classroom_students WHERE classroom_id = $5)`;
    default:
      return `u.${scope.level}_id = $5`;
  }
}

/** Every student in scope with their sums over the report's student rows, in one query (the district download). */
export function listStudentLines(sql: Sql, scope: StudentScope, filter: RollupFilter): Promise<StudentLineRow[]> {
  // A place's student rows are found by the place stored on them (an index range), then summed once per student.
  const rowsInPlace = scope !== null && (scope.level === 'district' || scope.level === 'school') ? `AND r.${scope.level}_id = $5` : '';
  return sql.query(
    `WITH per AS (
       SELECT r.student_user_id, sum(r.assessments_assigned)::int AS assigned, sum(r.assessments_submitted)::int AS submitted,
              sum(r.points_earned)::float8 AS earned, sum(r.points_possible)::float8 AS possible, sum(r.unscored_answers)::int AS unscored,
              max(r.last_submitted_at) AS last
         FROM report_student_units r WHERE ${STUDENT_ROWS} ${rowsInPlace}
        GROUP BY r.student_user_id)
     SELECT u.id, u.first_name AS "firstName", u.last_name AS "lastName", s.name AS school,
            coalesce(per.assigned, 0) AS assigned, coalesce(per.submitted, 0) AS submitted,
            coalesce(per.earned, 0) AS "pointsEarned", coalesce(per.possible, 0) AS "pointsPossible",
            coalesce(per.unscored, 0) AS unscored, to_char(per.last AT TIME ZONE 'UTC', ${ISO}) AS "lastSubmittedAt"
       FROM users u LEFT JOIN schools s ON s.id = u.school_id
       LEFT JOIN per ON per.student_user_id = u.id
      WHERE u.role_id = 6 AND u.deleted_at IS NULL AND ($5::int IS NULL OR ${studentScopeSql(scope)})
      ORDER BY s.name, u.last_name, u.first_name, u.id`,
    [filter.reportType, filter.unitId, filter.from, filter.to, scope?.id ?? null],
  );
}
