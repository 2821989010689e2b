import type { Sql } from '../../db/database';
import { ROLLUP_QUEUED_CHANNEL, type StudentRollupKey } from './report-rollup.repository';

/**
 * The queue of student rows to rewrite (server/migrations/20261129001200_report_student_rollup_queue.sql):
 * a first save queues its student here instead of rewriting their rows while they wait.
 */

/** Queues a student's rows and wakes the drainers (the NOTIFY is sent on commit). One statement. */
export async function queueStudentRollup(sql: Sql, k: StudentRollupKey): Promise<void> {
  await sql.query(
    `WITH queued AS (INSERT INTO report_student_rollup_queue (student_user_id, unit_id, report_type) VALUES ($1, $2, $3)
                     ON CONFLICT DO NOTHING)
     SELECT pg_notify('${ROLLUP_QUEUED_CHANNEL}', '')`,
    [k.studentId, k.unitId, k.reportType],
  );
}

/**
 * Takes up to `limit` queued student rows nobody else holds and removes them from the queue, in the
 * caller's transaction, ordered by student (a drain locks its students' rows in that order). Removed
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
