import type { Sql } from '../../db/database';

/** One submitted, unscored answer of a current round, with the teacher's classrooms its student sits in. */
export interface WaitingAnswerRow {
  readonly studentId: number;
  readonly firstName: string;
  readonly lastName: string;
  /** The teacher's live classrooms the student sits in, by id (at least one). */
  readonly classroomIds: number[];
  readonly attemptId: number;
  readonly assessmentId: number;
  readonly lessonId: number;
  readonly questionId: number;
  readonly retakeRound: number;
  readonly submittedAt: string;
}

/**
 * Every answer waiting for this teacher's score, in one statement: students of the teacher's live
 * classrooms, their current submitted rounds, the answers submitted without a score (a teacher's "-1"
 * is stored as null). Oldest round submission first. The whole queue is read even when the screen
 * narrows it: the filter choices are the whole queue's, and one teacher's queue is small (a few
 * hundred rows for 5 classrooms of 35); the partial index of migration 20261124003300 keeps the answer
 * lookup to waiting rows. The teacher's students are gathered first (MATERIALIZED: a small set the
 * planner must not re-run per student, whatever its statistics say), then each one's current rounds
 * and waiting answers through their indexes.
 */
export function listWaitingAnswers(sql: Sql, teacherId: number): Promise<WaitingAnswerRow[]> {
  return sql.query<WaitingAnswerRow>(
    `WITH taught AS MATERIALIZED (
       SELECT cs.student_user_id AS student_id, array_agg(c.id ORDER BY c.id) AS classroom_ids
         FROM classrooms c JOIN classroom_students cs ON cs.classroom_id = c.id
        WHERE c.teacher_user_id = $1 AND c.deleted_at IS NULL
        GROUP BY cs.student_user_id
     )
     SELECT u.id AS "studentId", u.first_name AS "firstName", u.last_name AS "lastName", t.classroom_ids AS "classroomIds",
            at.id::int AS "attemptId", at.assessment_id AS "assessmentId", at.lesson_id AS "lessonId", an.question_id AS "questionId",
            at.retake_round AS "retakeRound",
            to_char(at.submitted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "submittedAt"
       FROM taught t
       JOIN assessment_attempts at ON at.student_user_id = t.student_id AND at.is_current AND at.status = 'submitted'
       JOIN assessment_answers an ON an.attempt_id = at.id AND an.is_submitted AND an.score IS NULL
       JOIN users u ON u.id = t.student_id AND u.deleted_at IS NULL
      ORDER BY at.submitted_at, at.id, an.question_id`,
    [teacherId],
  );
}

/** The teacher's live classrooms (id and name), by id. */
export function listTeacherClassrooms(sql: Sql, teacherId: number): Promise<{ id: number; name: string }[]> {
  return sql.query('SELECT id, name FROM classrooms WHERE teacher_user_id = $1 AND deleted_at IS NULL ORDER BY id', [teacherId]);
}
