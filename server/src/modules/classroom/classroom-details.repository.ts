import type { FeedbackStatus } from '@domain/assessment/scoring';
import type { Sql } from '../../db/database';

/**
 * What a classroom's details page reads about its students, set-based (one query per kind of fact for
 * the whole roster, never one per student: a classroom holds up to 300), and its unit locks.
 */

/** A completed lesson of one of the students. */
export interface CompletedLesson {
  readonly studentId: number;
  readonly lessonId: number;
}

/** Lessons (among `lessonIds`) each of the students has completed. */
export function listCompletedLessons(sql: Sql, studentIds: readonly number[], lessonIds: readonly number[]): Promise<CompletedLesson[]> {
  if (studentIds.length === 0 || lessonIds.length === 0) return Promise.resolve([]);
  return sql.query<CompletedLesson>(
    `SELECT student_user_id AS "studentId", lesson_id AS "lessonId" FROM lesson_progress
      WHERE student_user_id = ANY($1::int[]) AND lesson_id = ANY($2::int[]) AND status = 'completed'`,
    [[...studentIds], [...lessonIds]],
  );
}

/** The parts of a current attempt a unit's feedback summary needs. */
export interface AttemptFacts {
  readonly studentId: number;
  readonly lessonId: number;
  readonly status: 'open' | 'submitted';
  readonly feedbackStatus: FeedbackStatus;
  readonly score: number | null;
  readonly maxScore: number | null;
}

/** The students' current attempts in these lessons (every group, every assessment). */
export function listCurrentAttemptFacts(sql: Sql, studentIds: readonly number[], lessonIds: readonly number[]): Promise<AttemptFacts[]> {
  if (studentIds.length === 0 || lessonIds.length === 0) return Promise.resolve([]);
  return sql.query<AttemptFacts>(
    `SELECT student_user_id AS "studentId", lesson_id AS "lessonId", status, feedback_status::int AS "feedbackStatus",
            score, max_score AS "maxScore"
       FROM assessment_attempts
      WHERE student_user_id = ANY($1::int[]) AND lesson_id = ANY($2::int[]) AND is_current`,
    [[...studentIds], [...lessonIds]],
  );
}

/** The units this classroom locked. */
export async function lockedUnitsOf(sql: Sql, classroomId: number): Promise<number[]> {
  const rows = await sql.query<{ unitId: number }>('SELECT unit_id AS "unitId" FROM classroom_unit_locks WHERE classroom_id = $1', [classroomId]);
  return rows.map((r) => r.unitId);
}

/**
 * Locks or opens a unit for a classroom; doing it twice changes nothing. The table's trigger announces
 * the change on learner_state_changed, so every process drops its cached locks.
 */
export async function setUnitLock(sql: Sql, classroomId: number, unitId: number, locked: boolean): Promise<void> {
  if (locked) {
    await sql.query('INSERT INTO classroom_unit_locks (classroom_id, unit_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [classroomId, unitId]);
  } else {
    await sql.query('DELETE FROM classroom_unit_locks WHERE classroom_id = $1 AND unit_id = $2', [classroomId, unitId]);
  }
}
