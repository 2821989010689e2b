import { one, type Sql } from '../../db/database';
import { BenchmarkStatus } from '@domain/assessment/benchmark.schemas';

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export interface AssignmentRow {
  readonly id: number;
  readonly benchmarkSetId: number;
  readonly studentId: number;
  readonly assignedBy: number;
  readonly classroomAssignedId: number | null;
  readonly isAssignedByClassroom: boolean;
  readonly status: BenchmarkStatus;
  readonly retakeRound: number;
  readonly isRetake: boolean;
  readonly startsAt: string;
  readonly endsAt: string;
  readonly score: number | null;
  readonly submittedAt: string | null;
  /** The period ended (database clock). */
  readonly isExpired: boolean;
  /** The period has not begun (database clock). */
  readonly notStarted: boolean;
}

const COLUMNS = `id, benchmark_set_id AS "benchmarkSetId", student_user_id AS "studentId", assigned_by_user_id AS "assignedBy",
  classroom_assigned_id AS "classroomAssignedId", is_assigned_by_classroom AS "isAssignedByClassroom", status::int AS status,
  retake_round AS "retakeRound", is_retake AS "isRetake", ${ISO('starts_at')} AS "startsAt", ${ISO('ends_at')} AS "endsAt",
  score, ${ISO('submitted_at')} AS "submittedAt", now() >= ends_at AS "isExpired", now() < starts_at AS "notStarted"`;

export function findAssignment(sql: Sql, id: number, lock = false): Promise<AssignmentRow | null> {
  return one<AssignmentRow>(sql, `SELECT ${COLUMNS} FROM benchmark_assignments WHERE id = $1 AND deleted_at IS NULL${lock ? ' FOR UPDATE' : ''}`, [id]);
}

export function findLiveAssignment(sql: Sql, benchmarkSetId: number, studentId: number, lock = false): Promise<AssignmentRow | null> {
  return one<AssignmentRow>(
    sql,
    `SELECT ${COLUMNS} FROM benchmark_assignments WHERE benchmark_set_id = $1 AND student_user_id = $2 AND deleted_at IS NULL${lock ? ' FOR UPDATE' : ''}`,
    [benchmarkSetId, studentId],
  );
}

export function listAssignmentsOf(sql: Sql, studentId: number): Promise<AssignmentRow[]> {
  return sql.query<AssignmentRow>(`SELECT ${COLUMNS} FROM benchmark_assignments WHERE student_user_id = $1 AND deleted_at IS NULL ORDER BY id`, [studentId]);
}

/** 0 → 1 when the student starts (first answer); later states are left alone. */
export async function markAssignmentStarted(sql: Sql, id: number): Promise<void> {
  await sql.query(`UPDATE benchmark_assignments SET status = ${BenchmarkStatus.InProgress} WHERE id = $1 AND status = ${BenchmarkStatus.Assigned}`, [id]);
}

export async function markAssignmentSubmitted(sql: Sql, id: number, score: number | null): Promise<void> {
  await sql.query(`UPDATE benchmark_assignments SET status = ${BenchmarkStatus.Submitted}, score = $2, submitted_at = now() WHERE id = $1`, [id, score]);
}

export async function setAssignmentScore(sql: Sql, id: number, score: number | null): Promise<void> {
  await sql.query('UPDATE benchmark_assignments SET score = $2 WHERE id = $1', [id, score]);
}

/** A retake: the next round starts at status 0 with a period that is open from now. */
export async function reopenAssignment(sql: Sql, id: number, endsAt: string): Promise<void> {
  await sql.query(
    `UPDATE benchmark_assignments
        SET status = ${BenchmarkStatus.Assigned}, retake_round = retake_round + 1, is_retake = true, score = NULL, submitted_at = NULL,
            starts_at = least(starts_at, now()), ends_at = $2::timestamptz
      WHERE id = $1`,
    [id, endsAt],
  );
}

export interface NewAssignments {
  readonly benchmarkSetId: number;
  readonly studentIds: readonly number[];
  readonly assignedBy: number;
  readonly classroomId: number | null;
  readonly startsAt: string | null;
  /** null: the end of the school year of the student's classroom with this teacher, or BENCHMARK_DEFAULT_DAYS. */
  readonly endsAt: string | null;
  readonly defaultDays: number;
  /** The classroom's group of this set (classroom-benchmark.repository.ts), when given within a classroom. */
  readonly classroomBenchmarkId?: number | null;
}

/**
 * Assigns a set to students in one statement; students who already have it keep their assignment
 * (the unique index skips them). Without an end, the period runs to the end of the classroom's last
 * day (the classroom the teacher shares with the student), else `defaultDays` from the start.
 * Returns the students newly assigned with their assignment ids. Rows go in in student order: two
 * assignments of one set to overlapping students then wait for each other on the unique index instead
 * of each holding a student the other waits for (a deadlock, seen with the order a teacher's list gave).
 */
export async function insertAssignments(sql: Sql, a: NewAssignments): Promise<{ id: number; studentId: number }[]> {
  return sql.query<{ id: number; studentId: number }>(
    `INSERT INTO benchmark_assignments (benchmark_set_id, student_user_id, assigned_by_user_id, classroom_assigned_id, is_assigned_by_classroom,
                                        starts_at, ends_at, classroom_benchmark_id)
     SELECT $1, s, $3, $4, $4::int IS NOT NULL, coalesce($5::timestamptz, now()),
            coalesce($6::timestamptz,
                     (SELECT max(c.end_date) + 1 FROM classrooms c JOIN classroom_students cs ON cs.classroom_id = c.id
                       WHERE cs.student_user_id = s AND c.teacher_user_id = $3 AND c.deleted_at IS NULL
                         AND c.end_date IS NOT NULL AND c.end_date + 1 > coalesce($5::timestamptz, now()))::timestamptz,
                     coalesce($5::timestamptz, now()) + make_interval(days => $7)),
            $8::int
       FROM unnest($2::int[]) AS t(s) ORDER BY s
     ON CONFLICT (benchmark_set_id, student_user_id) WHERE deleted_at IS NULL DO NOTHING
     RETURNING id, student_user_id AS "studentId"`,
    [a.benchmarkSetId, [...a.studentIds], a.assignedBy, a.classroomId, a.startsAt, a.endsAt, a.defaultDays, a.classroomBenchmarkId ?? null],
  );
}

interface AssignmentCounts {
  readonly total: number;
  readonly assigned: number;
  readonly inProgress: number;
  readonly submitted: number;
  readonly open: number;
  readonly expired: number;
}

/** A student's assignments (`by: 'student'`) or a teacher's (`by: 'assigner'`), counted by state. */
export async function countAssignments(sql: Sql, by: 'student' | 'assigner', userId: number): Promise<AssignmentCounts> {
  const column = by === 'student' ? 'student_user_id' : 'assigned_by_user_id';
  const row = await one<AssignmentCounts>(
    sql,
    `SELECT count(*)::int AS total,
            count(*) FILTER (WHERE status = 0)::int AS assigned,
            count(*) FILTER (WHERE status = 1)::int AS "inProgress",
            count(*) FILTER (WHERE status = 2)::int AS submitted,
            count(*) FILTER (WHERE status <> 2 AND starts_at <= now() AND now() < ends_at)::int AS open,
            count(*) FILTER (WHERE status <> 2 AND now() >= ends_at)::int AS expired
       FROM benchmark_assignments WHERE ${column} = $1 AND deleted_at IS NULL`,
    [userId],
  );
  return row!;
}
