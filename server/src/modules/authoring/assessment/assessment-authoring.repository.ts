import { one, type Sql } from '../../../db/database';
import { insertRow } from '../../content/draft/insert-row.repository';

/*
 * The assessment builders' writes on assessments, sections and questions (issue 15). Every call runs
 * inside the change's transaction after the owner (lesson or benchmark set) is locked and its draft
 * version raised (assessment-change.ts).
 */

/** What a change names; each resolves to its live assessment (and question) through its chain. */
export type AssessmentPart = 'assessment' | 'question' | 'choice' | 'element' | 'column' | 'step' | 'topic' | 'tag';

const LIVE_QUESTION = `JOIN questions q ON q.id = p.question_id AND q.deleted_at IS NULL
                       JOIN assessment_sections s ON s.id = q.section_id AND s.deleted_at IS NULL`;
const PART_CHAIN: Record<Exclude<AssessmentPart, 'assessment' | 'question'>, string> = {
  choice: 'question_choices',
  element: 'question_elements',
  column: 'organizer_columns',
  step: 'essay_steps',
  topic: 'essay_topics',
  tag: 'question_teks',
};

export interface PartPlace {
  readonly assessmentId: number;
  readonly questionId: number | null;
}

/** The live assessment (and question) a part belongs to; null when it or anything above it is removed. */
export function placeOfPart(sql: Sql, kind: AssessmentPart, id: number): Promise<PartPlace | null> {
  if (kind === 'assessment') {
    return one<PartPlace>(sql, 'SELECT id AS "assessmentId", NULL::int AS "questionId" FROM assessments WHERE id = $1 AND deleted_at IS NULL', [id]);
  }
  if (kind === 'question') {
    return one<PartPlace>(
      sql,
      `SELECT s.assessment_id AS "assessmentId", q.id AS "questionId" FROM questions q
         JOIN assessment_sections s ON s.id = q.section_id AND s.deleted_at IS NULL WHERE q.id = $1 AND q.deleted_at IS NULL`,
      [id],
    );
  }
  return one<PartPlace>(sql, `SELECT s.assessment_id AS "assessmentId", q.id AS "questionId" FROM ${PART_CHAIN[kind]} p ${LIVE_QUESTION} WHERE p.id = $1`, [id]);
}

/** Locks a live benchmark set for a change of its assessment; false when it is removed. */
export async function lockLiveSet(sql: Sql, setId: number): Promise<boolean> {
  return (await one<{ id: number }>(sql, 'SELECT id FROM benchmark_sets WHERE id = $1 AND deleted_at IS NULL FOR NO KEY UPDATE', [setId])) !== null;
}

/** Raises a live set's draft version when it is still `fromVersion`; false otherwise (nothing changed). */
export async function raiseSetVersionFrom(sql: Sql, setId: number, fromVersion: number): Promise<boolean> {
  const row = await one<{ id: number }>(
    sql,
    `UPDATE benchmark_sets SET draft_version = draft_version + 1, updated_at = now()
      WHERE id = $1 AND draft_version = $2 AND deleted_at IS NULL RETURNING id`,
    [setId, fromVersion],
  );
  return row !== null;
}

export interface AssessmentRow {
  readonly id: number;
  readonly lessonId: number;
  readonly benchmarkSetId: number | null;
  readonly directionsId: number | null;
}

export function readAssessmentRow(sql: Sql, id: number): Promise<AssessmentRow | null> {
  return one<AssessmentRow>(
    sql,
    `SELECT id, lesson_id AS "lessonId", benchmark_set_id AS "benchmarkSetId", directions_id AS "directionsId"
       FROM assessments WHERE id = $1 AND deleted_at IS NULL`,
    [id],
  );
}

export async function insertLessonAssessment(sql: Sql, lessonId: number): Promise<number> {
  const id = await insertRow(sql, 'assessments', { lesson_id: lessonId });
  await insertRow(sql, 'assessment_sections', { assessment_id: id, group_number: 1, sort_order: 1 });
  return id;
}

export async function setDirections(sql: Sql, id: number, directionsId: number | null): Promise<void> {
  await sql.query('UPDATE assessments SET directions_id = $2, updated_at = now() WHERE id = $1', [id, directionsId]);
}

/** Removes an assessment (soft: students' attempts and the published snapshot keep naming it). */
export async function markAssessmentRemoved(sql: Sql, id: number): Promise<void> {
  await sql.query('UPDATE assessments SET deleted_at = now(), updated_at = now() WHERE id = $1', [id]);
}

/** The assessment's live section of that group number, made at the end when missing. */
export async function sectionOfGroup(sql: Sql, assessmentId: number, groupNumber: number): Promise<number> {
  const found = await one<{ id: number }>(
    sql,
    'SELECT id FROM assessment_sections WHERE assessment_id = $1 AND group_number = $2 AND deleted_at IS NULL',
    [assessmentId, groupNumber],
  );
  if (found) return found.id;
  const last = await one<{ order: number }>(
    sql,
    'SELECT COALESCE(max(sort_order), 0)::int AS "order" FROM assessment_sections WHERE assessment_id = $1 AND deleted_at IS NULL',
    [assessmentId],
  );
  return insertRow(sql, 'assessment_sections', { assessment_id: assessmentId, group_number: groupNumber, sort_order: (last?.order ?? 0) + 1 });
}

/** How many live questions of each type the assessment has (the §5 limits). */
export async function countTypes(sql: Sql, assessmentId: number): Promise<Map<string, number>> {
  const rows = await sql.query<{ type: string; count: number }>(
    `SELECT q.question_type AS type, count(*)::int AS count FROM questions q
       JOIN assessment_sections s ON s.id = q.section_id AND s.deleted_at IS NULL
      WHERE s.assessment_id = $1 AND q.deleted_at IS NULL GROUP BY q.question_type`,
    [assessmentId],
  );
  return new Map(rows.map((r) => [r.type, r.count]));
}

/** The live questions of a section in order. */
export async function questionIdsOfSection(sql: Sql, sectionId: number): Promise<number[]> {
  const rows = await sql.query<{ id: number }>('SELECT id FROM questions WHERE section_id = $1 AND deleted_at IS NULL ORDER BY sort_order, id', [sectionId]);
  return rows.map((r) => r.id);
}

/** Numbers the questions 1..n in the order given. */
export async function writeQuestionOrder(sql: Sql, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await sql.query(
    `UPDATE questions q SET sort_order = v.ord FROM unnest($1::int[]) WITH ORDINALITY AS v(id, ord)
      WHERE q.id = v.id AND q.sort_order <> v.ord`,
    [ids],
  );
}

export interface QuestionRow {
  readonly id: number;
  readonly sectionId: number;
  readonly type: string;
  readonly [column: string]: unknown;
}

/** A live question with the ids of its own texts, narration and images (snake_case columns as stored). */
export function readQuestionRow(sql: Sql, id: number): Promise<QuestionRow | null> {
  return one<QuestionRow>(sql, 'SELECT *, section_id AS "sectionId", question_type AS type FROM questions WHERE id = $1 AND deleted_at IS NULL', [id]);
}

export function insertQuestion(sql: Sql, q: { sectionId: number; type: string; order: number; primarySetLabelId?: number; secondarySetLabelId?: number }) {
  return insertRow(sql, 'questions', {
    section_id: q.sectionId,
    question_type: q.type,
    sort_order: q.order,
    primary_set_label_id: q.primarySetLabelId,
    secondary_set_label_id: q.secondarySetLabelId,
  });
}

/** Writes the given columns of a question; undefined ones stay. Column names come from the use case's typed record. */
export async function updateQuestion(sql: Sql, id: number, columns: Record<string, unknown>): Promise<void> {
  const entries = Object.entries(columns).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return;
  const sets = entries.map(([column], i) => `${column} = $${i + 2}`).join(', ');
  await sql.query(`UPDATE questions SET ${sets} WHERE id = $1`, [id, ...entries.map(([, v]) => v)]);
}

/** Removes a question (soft: students' answers keep naming it). */
export async function markQuestionRemoved(sql: Sql, id: number): Promise<void> {
  await sql.query('UPDATE questions SET deleted_at = now() WHERE id = $1', [id]);
}

/** The kinds of media assets by id (audio and images named by a question's fields). */
export async function mediaKinds(sql: Sql, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await sql.query<{ id: number; kind: string }>('SELECT id, kind FROM media_assets WHERE id = ANY($1::int[])', [[...ids]]);
  return new Map(rows.map((r) => [r.id, r.kind]));
}

/** A live lesson of a live unit with its type and draft version, locked by the caller first. */
export function readLiveLesson(sql: Sql, lessonId: number): Promise<{ lessonTypeId: number; version: number } | null> {
  return one<{ lessonTypeId: number; version: number }>(
    sql,
    `SELECT l.lesson_type_id AS "lessonTypeId", l.draft_version AS version FROM lessons l JOIN units u ON u.id = l.unit_id
      WHERE l.id = $1 AND l.deleted_at IS NULL AND u.deleted_at IS NULL`,
    [lessonId],
  );
}

/** Whether one of the lesson's assessment-group components shows that group number. */
export async function lessonShowsGroup(sql: Sql, lessonId: number, groupNumber: number): Promise<boolean> {
  const row = await one<{ id: number }>(
    sql,
    `SELECT id FROM content_components WHERE lesson_id = $1 AND component_type = 'assessment-group' AND assessment_group_number = $2 LIMIT 1`,
    [lessonId, groupNumber],
  );
  return row !== null;
}

/** The position after the lesson's last component. */
export async function nextComponentOrder(sql: Sql, lessonId: number): Promise<number> {
  const row = await one<{ order: number }>(sql, 'SELECT COALESCE(max(sort_order), 0)::int AS "order" FROM content_components WHERE lesson_id = $1', [lessonId]);
  return (row?.order ?? 0) + 1;
}
