import type { Sql } from '../../db/database';

/*
 * Reads behind the live class view (issue 12, /class-room/live): where each student is now. Set-based
 * for a whole roster; the same read serves one student's live event.
 */

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** A student's latest activity: the lesson it was in and when. */
export interface LatestActivity {
  readonly studentId: number;
  readonly lessonId: number;
  readonly at: string;
}

/**
 * Each student's most recent activity: a lesson's progress changing (open, page, completion), or an
 * answer saved or submitted in one of the student's current assessment attempts of a lesson.
 */
export async function listLatestActivity(sql: Sql, studentIds: readonly number[]): Promise<LatestActivity[]> {
  if (studentIds.length === 0) return [];
  const rows = await sql.query<{ student_id: number; lesson_id: number; at: string }>(
    `SELECT s.student_id, x.lesson_id, to_char(x.at AT TIME ZONE 'UTC', ${ISO}) AS at
       FROM unnest($1::int[]) AS s(student_id)
       CROSS JOIN LATERAL (
         SELECT c.lesson_id, c.at FROM (
           SELECT lp.lesson_id, lp.updated_at AS at FROM lesson_progress lp WHERE lp.student_user_id = s.student_id
           UNION ALL
           SELECT a.lesson_id, greatest(a.started_at, a.submitted_at, (SELECT max(aa.saved_at) FROM assessment_answers aa WHERE aa.attempt_id = a.id))
             FROM assessment_attempts a
            WHERE a.student_user_id = s.student_id AND a.is_current AND a.benchmark_assignment_id IS NULL
         ) c
         ORDER BY c.at DESC LIMIT 1
       ) x`,
    [studentIds],
  );
  return rows.map((r) => ({ studentId: r.student_id, lessonId: r.lesson_id, at: r.at }));
}

/** A student's standing in one lesson: progress and the current round's answers. */
export interface LessonStanding {
  readonly studentId: number;
  readonly lessonId: number;
  readonly status: 'not-started' | 'in-progress' | 'completed';
  readonly lastPageView: number | null;
  readonly answersSaved: number;
  readonly answersSubmitted: number;
}

/** The standing of each (student, lesson) pair; pairs with nothing stored come back not started. */
export async function listLessonStandings(sql: Sql, pairs: readonly { studentId: number; lessonId: number }[]): Promise<LessonStanding[]> {
  if (pairs.length === 0) return [];
  const rows = await sql.query<{ student_id: number; lesson_id: number; status: string | null; last_page_view: number | null; saved: number; submitted: number }>(
    `SELECT p.student_id, p.lesson_id, lp.status, lp.last_page_view,
            coalesce(ans.saved, 0)::int AS saved, coalesce(ans.submitted, 0)::int AS submitted
       FROM unnest($1::int[], $2::int[]) AS p(student_id, lesson_id)
       LEFT JOIN lesson_progress lp ON lp.student_user_id = p.student_id AND lp.lesson_id = p.lesson_id
       LEFT JOIN LATERAL (
         SELECT count(*) FILTER (WHERE aa.answer IS NOT NULL) AS saved, count(*) FILTER (WHERE aa.is_submitted) AS submitted
           FROM assessment_attempts a JOIN assessment_answers aa ON aa.attempt_id = a.id
          WHERE a.student_user_id = p.student_id AND a.lesson_id = p.lesson_id AND a.is_current AND a.benchmark_assignment_id IS NULL
       ) ans ON true`,
    [pairs.map((p) => p.studentId), pairs.map((p) => p.lessonId)],
  );
  return rows.map((r) => ({
    studentId: r.student_id,
    lessonId: r.lesson_id,
    status: (r.status ?? 'not-started') as LessonStanding['status'],
    lastPageView: r.last_page_view,
    answersSaved: r.saved,
    answersSubmitted: r.submitted,
  }));
}

export interface StudentName {
  readonly id: number;
  readonly userName: string;
  readonly firstName: string;
  readonly lastName: string;
}

export async function findStudentName(sql: Sql, studentId: number): Promise<StudentName | null> {
  const rows = await sql.query<{ id: number; user_name: string; first_name: string; last_name: string }>(
    'SELECT id, username AS user_name, first_name, last_name FROM users WHERE id = $1',
    [studentId],
  );
  const r = rows[0];
  return r ? { id: r.id, userName: r.user_name, firstName: r.first_name, lastName: r.last_name } : null;
}

/** The students of a live classroom (who a lock change concerns). */
export async function listClassroomStudentIds(sql: Sql, classroomId: number): Promise<number[]> {
  const rows = await sql.query<{ id: number }>(
    `SELECT cs.student_user_id AS id FROM classroom_students cs JOIN classrooms c ON c.id = cs.classroom_id
      WHERE cs.classroom_id = $1 AND c.deleted_at IS NULL`,
    [classroomId],
  );
  return rows.map((r) => r.id);
}
