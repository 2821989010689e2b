import { one, type Sql } from '../../../db/database';

/*
 * The lesson's own overview (issue 14; `PUT lesson/{id}/overview`): its essential question and the
 * teacher page it is linked to for skills. The caller holds the lesson's lock (lesson-draft.use-cases).
 */

export interface LessonOverviewRow {
  readonly unitId: number;
  readonly essentialQuestionId: number | null;
}

/** The lesson's unit and essential question; null when the lesson is unknown. */
export function readLessonOverviewRow(sql: Sql, lessonId: number): Promise<LessonOverviewRow | null> {
  return one<LessonOverviewRow>(sql, 'SELECT unit_id AS "unitId", essential_question_id AS "essentialQuestionId" FROM lessons WHERE id = $1', [lessonId]);
}

/** Sets the lesson's essential question (null: none; the old one stays unreferenced, like a cleared text). */
export async function linkLessonEssentialQuestion(sql: Sql, lessonId: number, essentialQuestionId: number | null): Promise<void> {
  await sql.query('UPDATE lessons SET essential_question_id = $2 WHERE id = $1', [lessonId, essentialQuestionId]);
}

/** Sets the teacher page the lesson practises the skills of (null: none). */
export async function linkLessonSkills(sql: Sql, lessonId: number, teacherPageId: number | null): Promise<void> {
  await sql.query('UPDATE lessons SET skills_id = $2 WHERE id = $1', [lessonId, teacherPageId]);
}
