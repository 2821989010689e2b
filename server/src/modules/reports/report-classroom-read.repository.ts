import type { Sql } from '../../db/database';
import { ATTEMPT_FACT_COLUMNS, type AttemptFactRow, type ClassroomPlaceRow, type PersonRow } from './report-read.repository';

/*
 * A classroom's report in one round trip (docs/performance.md, the classroom report): the classroom
 * with its place, its live students and their attempts at the lessons asked for (and, for a benchmark
 * report, their assigned sets) come back from one statement as JSON, where they were three or four
 * statements one after the other. Under the answer burst each statement waits its turn for a database
 * CPU, so the report's time grew with their number. The caller checks its scope on `classroom` before
 * using the rest; a classroom out of scope or removed has `classroom` null and nothing else read.
 */

export interface ClassroomReportFacts {
  readonly classroom: ClassroomPlaceRow | null;
  readonly students: readonly PersonRow[];
  readonly attempts: readonly AttemptFactRow[];
  readonly assigned: readonly { studentId: number; setId: number }[];
}

export async function readClassroomReportFacts(
  sql: Sql,
  classroomId: number,
  lessonIds: readonly number[],
  withAssignedSets: boolean,
): Promise<ClassroomReportFacts> {
  const [row] = await sql.query<{ classroom: ClassroomPlaceRow | null; students: PersonRow[]; attempts: AttemptFactRow[]; assigned: { studentId: number; setId: number }[] }>(
    `WITH cls AS (
       SELECT c.id, c.name, c.teacher_user_id AS "teacherUserId", c.school_id AS "schoolId", s.district_id AS "districtId", d.state_id AS "stateId"
         FROM classrooms c JOIN schools s ON s.id = c.school_id JOIN districts d ON d.id = s.district_id
        WHERE c.id = $1 AND c.deleted_at IS NULL),
     st AS (
       SELECT u.id, u.first_name AS "firstName", u.last_name AS "lastName"
         FROM cls JOIN classroom_students cs ON cs.classroom_id = cls.id JOIN users u ON u.id = cs.student_user_id AND u.deleted_at IS NULL),
     att AS (
       SELECT ${ATTEMPT_FACT_COLUMNS}
         FROM assessment_attempts a
        WHERE a.student_user_id IN (SELECT id FROM st) AND a.lesson_id = ANY($2::int[]) AND a.is_current),
     sets AS (
       SELECT b.student_user_id AS "studentId", b.benchmark_set_id AS "setId"
         FROM benchmark_assignments b
        WHERE $3::boolean AND b.student_user_id IN (SELECT id FROM st) AND b.deleted_at IS NULL)
     SELECT (SELECT row_to_json(cls) FROM cls) AS classroom,
            coalesce((SELECT json_agg(st ORDER BY st."lastName", st."firstName", st.id) FROM st), '[]'::json) AS students,
            coalesce((SELECT json_agg(att ORDER BY att."assessmentId", att."retakeRound", att."groupId") FROM att), '[]'::json) AS attempts,
            coalesce((SELECT json_agg(sets) FROM sets), '[]'::json) AS assigned`,
    [classroomId, lessonIds, withAssignedSets],
  );
  return row;
}
