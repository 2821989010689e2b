import type { Sql } from '../../db/database';

/** A scored answer of a current round: what standards mastery counts. */
export interface ScoredAnswerRow {
  readonly studentId: number;
  readonly questionId: number;
  readonly score: number;
  readonly maxScore: number;
}

/**
 * The students' scored answers in the current rounds of the given groups (a classroom or one student:
 * the answers of so few students are read directly, as the other classroom reports read attempts).
 */
export function listScoredAnswers(sql: Sql, studentIds: readonly number[], groupIds: readonly number[]): Promise<ScoredAnswerRow[]> {
  if (studentIds.length === 0 || groupIds.length === 0) return Promise.resolve([]);
  return sql.query(
    `SELECT a.student_user_id AS "studentId", x.question_id AS "questionId", x.score, x.max_score AS "maxScore"
       FROM assessment_attempts a JOIN assessment_answers x ON x.attempt_id = a.id
      WHERE a.student_user_id = ANY($1::int[]) AND a.group_id = ANY($2::int[]) AND a.is_current AND x.is_submitted AND x.score IS NOT NULL`,
    [studentIds, groupIds],
  );
}
