import type { Sql } from '../../db/database';
import type { StudentRollupKey } from './report-rollup.repository';

/**
 * The queue of student rows to rewrite (server/migrations/20261129001200_report_student_rollup_queue.sql):
 * a first save queues its student here instead of rewriting their rows while they wait.
 */

/**
 * The statement that queues a student's rows when `when` holds, with SQL expressions for its values:
 * a save writes it inside its own statement (a data-modifying CTE), so the attempt and its queued rows
 * commit together. No NOTIFY: PostgreSQL commits NOTIFYing transactions one at a time (a database-wide
 * lock held through the commit's WAL flush), which made a class's first saves wait on each other; the
 * drainers' interval picks the rows up within a second.
 */
export function queueStudentRollupStatement(student: string, unit: string, reportType: string, when: string): string {
  return `INSERT INTO report_student_rollup_queue (student_user_id, unit_id, report_type)
          SELECT ${student}::int, ${unit}::int, ${reportType}::smallint WHERE ${when} ON CONFLICT DO NOTHING`;
}

/** Queues a student's rows, one statement (a benchmark's first save, whose attempt came first). */
export async function queueStudentRollup(sql: Sql, k: StudentRollupKey): Promise<void> {
  await sql.query(queueStudentRollupStatement('$1', '$2', '$3', 'true'), [k.studentId, k.unitId, k.reportType]);
}

/**
 * Takes up to `limit` queued student rows nobody else holds and removes them from the queue, in the
 * caller's transaction, oldest first (the rewrite then locks the batch's students in id order). Removed
 * first and rewritten after: a save that queues the same key meanwhile waits for this transaction's
 * delete and then queues it anew, so work committed after the rewrite read is never dropped.
 */
export function takeQueuedStudentRollups(sql: Sql, limit: number): Promise<StudentRollupKey[]> {
  return sql.query<StudentRollupKey>(
    `WITH taken AS (SELECT student_user_id, unit_id, report_type FROM report_student_rollup_queue
                     ORDER BY queued_at LIMIT $1 FOR UPDATE SKIP LOCKED)
     DELETE FROM report_student_rollup_queue q USING taken
      WHERE q.student_user_id = taken.student_user_id AND q.unit_id = taken.unit_id AND q.report_type = taken.report_type
     RETURNING q.student_user_id AS "studentId", q.unit_id AS "unitId", q.report_type::int AS "reportType"`,
    [limit],
  );
}

/** An erased student's queued rows (their rows are deleted, not rewritten). */
export async function forgetQueuedStudentRollups(sql: Sql, studentId: number): Promise<void> {
  await sql.query('DELETE FROM report_student_rollup_queue WHERE student_user_id = $1', [studentId]);
}
