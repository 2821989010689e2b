import type { QuestionTag } from '@domain/authoring/assessment-authoring.responses';
import { one, type Sql } from '../../db/database';

/*
 * A lesson's assessment questions and their tags (question_teks), for `soa-lesson-details` and the
 * replace-soa uploads. A question's number is its place in its assessment: sections in order, then
 * questions in order, live ones only — the number the builder shows.
 */

export interface NumberedQuestion {
  readonly questionId: number;
  readonly number: number;
  readonly benchmarkSetId: number | null;
}

/** Locks a live lesson for a change of its draft; false when unknown or removed. */
export async function lockLiveLesson(sql: Sql, lessonId: number): Promise<boolean> {
  return (await one(sql, 'SELECT id FROM lessons WHERE id = $1 AND deleted_at IS NULL FOR NO KEY UPDATE', [lessonId])) !== null;
}

export async function liveLessonExists(sql: Sql, lessonId: number): Promise<boolean> {
  return (await one(sql, 'SELECT id FROM lessons WHERE id = $1 AND deleted_at IS NULL', [lessonId])) !== null;
}

/** Locks a live benchmark set of the lesson; false when it is not one. */
export async function lockLiveSet(sql: Sql, lessonId: number, setId: number): Promise<boolean> {
  return (await one(sql, 'SELECT id FROM benchmark_sets WHERE id = $1 AND lesson_id = $2 AND deleted_at IS NULL FOR NO KEY UPDATE', [setId, lessonId])) !== null;
}

/** The live benchmark sets of a lesson, in id order. */
export async function liveSetIds(sql: Sql, lessonId: number): Promise<number[]> {
  const rows = await sql.query<{ id: number }>('SELECT id FROM benchmark_sets WHERE lesson_id = $1 AND deleted_at IS NULL ORDER BY id', [lessonId]);
  return rows.map((r) => r.id);
}

/**
 * The live questions of the lesson's assessments, numbered within each assessment: the lesson's own
 * (setId null) or one set's (`setId`), or every assessment of the lesson (`'all'`).
 */
export function numberedQuestions(sql: Sql, lessonId: number, setId: number | null | 'all'): Promise<NumberedQuestion[]> {
  const which = setId === 'all' ? '' : setId === null ? 'AND a.benchmark_set_id IS NULL' : 'AND a.benchmark_set_id = $2';
  return sql.query<NumberedQuestion>(
    `SELECT q.id AS "questionId", a.benchmark_set_id AS "benchmarkSetId",
            (row_number() OVER (PARTITION BY a.id ORDER BY sec.sort_order, sec.id, q.sort_order, q.id))::int AS number
       FROM questions q
       JOIN assessment_sections sec ON sec.id = q.section_id AND sec.deleted_at IS NULL
       JOIN assessments a ON a.id = sec.assessment_id AND a.deleted_at IS NULL
      WHERE a.lesson_id = $1 AND q.deleted_at IS NULL ${which}
      ORDER BY a.benchmark_set_id NULLS FIRST, a.id, number`,
    setId === 'all' || setId === null ? [lessonId] : [lessonId, setId],
  );
}

/** The tags of the questions, by question id, in the order they were given. */
export async function tagsOfQuestions(sql: Sql, questionIds: readonly number[]): Promise<Map<number, QuestionTag[]>> {
  const rows = await sql.query<QuestionTag & { questionId: number }>(
    `SELECT question_id AS "questionId", id, standard_id AS "standardId", code, description
       FROM question_teks WHERE question_id = ANY($1::int[]) ORDER BY id`,
    [questionIds],
  );
  const byQuestion = new Map<number, QuestionTag[]>();
  for (const { questionId, ...tag } of rows) byQuestion.set(questionId, [...(byQuestion.get(questionId) ?? []), tag]);
  return byQuestion;
}

/** Replaces a question's tags with the standards (their code and description copied onto each tag). */
export async function replaceQuestionTags(sql: Sql, questionId: number, standardIds: readonly number[]): Promise<void> {
  await sql.query('DELETE FROM question_teks WHERE question_id = $1', [questionId]);
  if (standardIds.length === 0) return;
  await sql.query(
    `INSERT INTO question_teks (question_id, standard_id, code, description)
     SELECT $1, s.id, s.code, s.description FROM soa_standards s WHERE s.id = ANY($2::int[]) ORDER BY array_position($2::int[], s.id)`,
    [questionId, standardIds],
  );
}

/** Every draft change raises its owner's version: the lesson's, or the benchmark set's for a set's assessment. */
export async function raiseDraftVersion(sql: Sql, owner: { readonly lessonId: number; readonly setId: number | null }): Promise<void> {
  if (owner.setId === null) await sql.query('UPDATE lessons SET draft_version = draft_version + 1, updated_at = now() WHERE id = $1', [owner.lessonId]);
  else await sql.query('UPDATE benchmark_sets SET draft_version = draft_version + 1, updated_at = now() WHERE id = $1', [owner.setId]);
}
