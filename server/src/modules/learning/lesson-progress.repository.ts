import { one, type Sql } from '../../db/database';
import type { LessonProgress, LessonStatus } from '@domain/learning/lesson-progress.rules';

export interface StoredProgress extends LessonProgress {
  readonly lessonId: number;
  readonly score: number | null;
}

const COLUMNS = `lesson_id AS "lessonId", status, last_page_view AS "lastPageView", visited_pages AS "visitedPages", score`;

/** A student's progress in one lesson, locked for update when read inside a write transaction. */
export function findProgress(sql: Sql, studentId: number, lessonId: number, forUpdate = false): Promise<StoredProgress | null> {
  return one<StoredProgress>(
    sql,
    `SELECT ${COLUMNS} FROM lesson_progress WHERE student_user_id = $1 AND lesson_id = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [studentId, lessonId],
  );
}

export function listProgress(sql: Sql, studentId: number, lessonIds: readonly number[]): Promise<StoredProgress[]> {
  return sql.query<StoredProgress>(`SELECT ${COLUMNS} FROM lesson_progress WHERE student_user_id = $1 AND lesson_id = ANY($2::int[])`, [
    studentId,
    lessonIds,
  ]);
}

/**
 * Stores progress computed by the domain rules. The UPDATE keeps the later status even if a caller
 * passed an earlier one (status never goes backwards, also under races) and stamps start and end.
 */
export async function saveProgress(sql: Sql, studentId: number, lessonId: number, progress: LessonProgress): Promise<void> {
  await sql.query(
    `INSERT INTO lesson_progress AS p (student_user_id, lesson_id, status, last_page_view, visited_pages, started_at, completed_at)
     VALUES ($1, $2, $3, $4, $5::int[], CASE WHEN $3 <> 'not-started' THEN now() END, CASE WHEN $3 = 'completed' THEN now() END)
     ON CONFLICT (student_user_id, lesson_id) DO UPDATE SET
       status = CASE WHEN array_position(ARRAY['not-started','in-progress','completed'], EXCLUDED.status)
                        > array_position(ARRAY['not-started','in-progress','completed'], p.status)
                     THEN EXCLUDED.status ELSE p.status END,
       last_page_view = EXCLUDED.last_page_view,
       visited_pages = EXCLUDED.visited_pages,
       started_at = coalesce(p.started_at, EXCLUDED.started_at),
       completed_at = coalesce(p.completed_at, EXCLUDED.completed_at),
       updated_at = now()`,
    [studentId, lessonId, progress.status satisfies LessonStatus, progress.lastPageView, [...progress.visitedPages]],
  );
}

/** The lesson's score (a percent, or null while unscored) from its assessment; the row exists already. */
export async function saveScore(sql: Sql, studentId: number, lessonId: number, score: number | null): Promise<void> {
  await sql.query('UPDATE lesson_progress SET score = $3, updated_at = now() WHERE student_user_id = $1 AND lesson_id = $2 AND score IS DISTINCT FROM $3', [
    studentId,
    lessonId,
    score,
  ]);
}

export interface LessonReadState {
  readonly classroomIds: number[];
  readonly lockingIds: number[];
  readonly progress: StoredProgress | null;
}

/**
 * What opening a lesson needs about a student, in one round trip: their classrooms, the classrooms
 * that locked the lesson's unit, and their progress in the lesson.
 */
export async function readLessonState(sql: Sql, studentId: number, lessonId: number, unitId: number): Promise<LessonReadState> {
  const row = await one<{ classroomIds: number[]; lockingIds: number[] } & Partial<StoredProgress> & { found: boolean }>(
    sql,
    `SELECT coalesce((SELECT array_agg(cs.classroom_id) FROM classroom_students cs JOIN classrooms c ON c.id = cs.classroom_id
                       WHERE cs.student_user_id = $1 AND c.deleted_at IS NULL), '{}') AS "classroomIds",
            coalesce((SELECT array_agg(classroom_id) FROM classroom_unit_locks WHERE unit_id = $3), '{}') AS "lockingIds",
            p.lesson_id IS NOT NULL AS found, p.lesson_id AS "lessonId", p.status, p.last_page_view AS "lastPageView",
            p.visited_pages AS "visitedPages", p.score
       FROM (SELECT 1) AS one_row
       LEFT JOIN lesson_progress p ON p.student_user_id = $1 AND p.lesson_id = $2`,
    [studentId, lessonId, unitId],
  );
  const { classroomIds, lockingIds, found, ...progress } = row!;
  return { classroomIds, lockingIds, progress: found ? (progress as StoredProgress) : null };
}
