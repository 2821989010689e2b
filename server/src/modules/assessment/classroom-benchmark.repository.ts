import { one, type Sql } from '../../db/database';

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** One benchmark set given within one classroom (migration 20261124004000), with its students counted by state. */
export interface ClassroomBenchmarkRow {
  readonly id: number;
  readonly classroomId: number;
  readonly benchmarkSetId: number;
  readonly wholeClassroom: boolean;
  readonly startsAt: string;
  readonly endsAt: string;
  readonly isClosed: boolean;
  readonly students: number;
  readonly assigned: number;
  readonly started: number;
  readonly submitted: number;
  readonly retake: number;
  readonly hasSubmissions: boolean;
}

const GROUP_SELECT = `
  SELECT g.id, g.classroom_id AS "classroomId", g.benchmark_set_id AS "benchmarkSetId", g.whole_classroom AS "wholeClassroom",
         ${ISO('g.starts_at')} AS "startsAt", ${ISO('g.ends_at')} AS "endsAt", now() >= g.ends_at AS "isClosed",
         count(a.id)::int AS students,
         count(a.id) FILTER (WHERE a.status = 0 AND NOT a.is_retake)::int AS assigned,
         count(a.id) FILTER (WHERE a.status = 1 AND NOT a.is_retake)::int AS started,
         count(a.id) FILTER (WHERE a.status = 2)::int AS submitted,
         count(a.id) FILTER (WHERE a.status <> 2 AND a.is_retake)::int AS retake,
         coalesce(bool_or(a.status = 2 OR a.retake_round > 1), false) AS "hasSubmissions"
    FROM classroom_benchmarks g
    LEFT JOIN benchmark_assignments a ON a.classroom_benchmark_id = g.id AND a.deleted_at IS NULL`;

export function listClassroomBenchmarks(sql: Sql, classroomId: number): Promise<ClassroomBenchmarkRow[]> {
  return sql.query<ClassroomBenchmarkRow>(`${GROUP_SELECT} WHERE g.classroom_id = $1 AND g.deleted_at IS NULL GROUP BY g.id ORDER BY g.starts_at DESC, g.id DESC`, [
    classroomId,
  ]);
}

export function findClassroomBenchmark(sql: Sql, id: number): Promise<ClassroomBenchmarkRow | null> {
  return one<ClassroomBenchmarkRow>(sql, `${GROUP_SELECT} WHERE g.id = $1 AND g.deleted_at IS NULL GROUP BY g.id`, [id]);
}

/** Locks the group's row so a removal and a late joiner's assignment do not cross. */
export async function lockClassroomBenchmark(sql: Sql, id: number): Promise<{ classroomId: number } | null> {
  return one<{ classroomId: number }>(sql, 'SELECT classroom_id AS "classroomId" FROM classroom_benchmarks WHERE id = $1 AND deleted_at IS NULL FOR UPDATE', [id]);
}

export interface NewClassroomBenchmark {
  readonly classroomId: number;
  readonly benchmarkSetId: number;
  readonly assignedBy: number;
  readonly wholeClassroom: boolean;
  readonly startsAt: string | null;
  /** null: the end of the classroom's last day, else `defaultDays` from the start. */
  readonly endsAt: string | null;
  readonly defaultDays: number;
}

/**
 * The classroom's live group of this set, made when there is none (with its period), widened to the
 * whole classroom when asked. An existing group keeps its period: the set was given already.
 */
export async function ensureClassroomBenchmark(sql: Sql, g: NewClassroomBenchmark): Promise<{ id: number; startsAt: string; endsAt: string }> {
  await sql.query(
    `INSERT INTO classroom_benchmarks (classroom_id, benchmark_set_id, assigned_by_user_id, whole_classroom, starts_at, ends_at)
     SELECT $1, $2, $3, $4, coalesce($5::timestamptz, now()),
            coalesce($6::timestamptz,
                     (SELECT (c.end_date + 1)::timestamptz FROM classrooms c
                       WHERE c.id = $1 AND c.end_date IS NOT NULL AND c.end_date + 1 > coalesce($5::timestamptz, now())),
                     coalesce($5::timestamptz, now()) + make_interval(days => $7))
     ON CONFLICT (classroom_id, benchmark_set_id) WHERE deleted_at IS NULL DO NOTHING`,
    [g.classroomId, g.benchmarkSetId, g.assignedBy, g.wholeClassroom, g.startsAt, g.endsAt, g.defaultDays],
  );
  const row = await one<{ id: number; startsAt: string; endsAt: string }>(
    sql,
    `UPDATE classroom_benchmarks SET whole_classroom = whole_classroom OR $3
      WHERE classroom_id = $1 AND benchmark_set_id = $2 AND deleted_at IS NULL
      RETURNING id, ${ISO('starts_at')} AS "startsAt", ${ISO('ends_at')} AS "endsAt"`,
    [g.classroomId, g.benchmarkSetId, g.wholeClassroom],
  );
  return row!;
}

/** Whole-classroom groups of the classroom whose period has not ended: what a student joining it receives. */
export function openWholeClassroomBenchmarks(
  sql: Sql,
  classroomId: number,
): Promise<{ id: number; benchmarkSetId: number; assignedBy: number; startsAt: string; endsAt: string }[]> {
  return sql.query<{ id: number; benchmarkSetId: number; assignedBy: number; startsAt: string; endsAt: string }>(
    `SELECT id, benchmark_set_id AS "benchmarkSetId", assigned_by_user_id AS "assignedBy", ${ISO('starts_at')} AS "startsAt", ${ISO('ends_at')} AS "endsAt"
       FROM classroom_benchmarks
      WHERE classroom_id = $1 AND whole_classroom AND deleted_at IS NULL AND now() < ends_at
      ORDER BY id FOR UPDATE`,
    [classroomId],
  );
}

export interface BenchmarkStudentRow {
  readonly benchmarkStudentId: number;
  readonly studentId: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly username: string;
  readonly status: number;
  readonly isRetake: boolean;
  readonly retakeRound: number;
  readonly score: number | null;
  readonly startsAt: string;
  readonly endsAt: string;
  readonly submittedAt: string | null;
  readonly hasSubmitted: boolean;
}

export function studentsOfClassroomBenchmark(sql: Sql, id: number): Promise<BenchmarkStudentRow[]> {
  return sql.query<BenchmarkStudentRow>(
    `SELECT a.id AS "benchmarkStudentId", u.id AS "studentId", u.first_name AS "firstName", u.last_name AS "lastName", u.username,
            a.status::int AS status, a.is_retake AS "isRetake", a.retake_round AS "retakeRound", a.score,
            ${ISO('a.starts_at')} AS "startsAt", ${ISO('a.ends_at')} AS "endsAt", ${ISO('a.submitted_at')} AS "submittedAt",
            (a.status = 2 OR a.retake_round > 1) AS "hasSubmitted"
       FROM benchmark_assignments a JOIN users u ON u.id = a.student_user_id
      WHERE a.classroom_benchmark_id = $1 AND a.deleted_at IS NULL
      ORDER BY lower(u.last_name), lower(u.first_name), u.id`,
    [id],
  );
}

/** One student's assignment, locked, with whether they ever submitted it and its group's classroom. */
export function lockStudentAssignment(
  sql: Sql,
  id: number,
): Promise<{ studentId: number; classroomBenchmarkId: number | null; classroomId: number | null; hasSubmitted: boolean } | null> {
  return one<{ studentId: number; classroomBenchmarkId: number | null; classroomId: number | null; hasSubmitted: boolean }>(
    sql,
    `SELECT a.student_user_id AS "studentId", a.classroom_benchmark_id AS "classroomBenchmarkId", g.classroom_id AS "classroomId",
            (a.status = 2 OR a.retake_round > 1) AS "hasSubmitted"
       FROM benchmark_assignments a LEFT JOIN classroom_benchmarks g ON g.id = a.classroom_benchmark_id
      WHERE a.id = $1 AND a.deleted_at IS NULL
      FOR UPDATE OF a`,
    [id],
  );
}

/** Soft-deletes one student's assignment (their saved answers stay with their attempts). */
export async function removeStudentAssignment(sql: Sql, id: number): Promise<void> {
  await sql.query('UPDATE benchmark_assignments SET deleted_at = now() WHERE id = $1 AND deleted_at IS NULL', [id]);
}

/** Whether any student of the group submitted in some round; locks the group's student rows. */
export async function groupHasSubmissions(sql: Sql, id: number): Promise<boolean> {
  const rows = await sql.query<{ submitted: boolean }>(
    'SELECT (status = 2 OR retake_round > 1) AS submitted FROM benchmark_assignments WHERE classroom_benchmark_id = $1 AND deleted_at IS NULL FOR UPDATE',
    [id],
  );
  return rows.some((r) => r.submitted);
}

/** Soft-deletes the group and its students' assignments; answers how many students lost it. */
export async function removeClassroomBenchmark(sql: Sql, id: number): Promise<number> {
  const rows = await sql.query('UPDATE benchmark_assignments SET deleted_at = now() WHERE classroom_benchmark_id = $1 AND deleted_at IS NULL RETURNING id', [id]);
  await sql.query('UPDATE classroom_benchmarks SET deleted_at = now() WHERE id = $1', [id]);
  return rows.length;
}

/** A chosen-students group whose last student was removed goes too (nothing is left to list). */
export async function removeClassroomBenchmarkIfEmpty(sql: Sql, id: number): Promise<void> {
  await sql.query(
    `UPDATE classroom_benchmarks g SET deleted_at = now()
      WHERE g.id = $1 AND g.deleted_at IS NULL AND NOT g.whole_classroom
        AND NOT EXISTS (SELECT 1 FROM benchmark_assignments a WHERE a.classroom_benchmark_id = g.id AND a.deleted_at IS NULL)`,
    [id],
  );
}
