import { one, type Sql } from '../../../db/database';

/*
 * Where the lesson builder's parts live and in which order (issue 14; api-spec §7.7). A part names its
 * lesson through its chain (image → route point → paragraph → component → lesson), so an id is only
 * ever changed under the version of the lesson that holds it.
 */

export type LessonPart = 'component' | 'paragraph' | 'routePoint' | 'imageDetails' | 'essentialQuestion';

const LESSON_OF: Record<LessonPart, string> = {
  component: 'SELECT lesson_id AS "lessonId" FROM content_components WHERE id = $1',
  paragraph: `SELECT c.lesson_id AS "lessonId" FROM component_paragraphs p JOIN content_components c ON c.id = p.component_id WHERE p.id = $1`,
  routePoint: `SELECT c.lesson_id AS "lessonId" FROM route_points r JOIN component_paragraphs p ON p.id = r.paragraph_id
                 JOIN content_components c ON c.id = p.component_id WHERE r.id = $1`,
  imageDetails: `SELECT c.lesson_id AS "lessonId" FROM image_details i LEFT JOIN route_points r ON r.id = i.route_point_id
                   JOIN component_paragraphs p ON p.id = COALESCE(i.paragraph_id, r.paragraph_id)
                   JOIN content_components c ON c.id = p.component_id WHERE i.id = $1`,
  // A paragraph's question, or the lesson's own one.
  essentialQuestion: `SELECT c.lesson_id AS "lessonId" FROM component_paragraphs p JOIN content_components c ON c.id = p.component_id
                        WHERE p.essential_question_id = $1
                      UNION ALL SELECT id FROM lessons WHERE essential_question_id = $1 LIMIT 1`,
};

/** The lesson a part belongs to; null when the part is unknown or belongs to a unit story. */
export async function lessonOfPart(sql: Sql, part: LessonPart, id: number): Promise<number | null> {
  return (await one<{ lessonId: number | null }>(sql, LESSON_OF[part], [id]))?.lessonId ?? null;
}

/**
 * Locks a live lesson of a live unit for a change of its content: the unit first, then the lesson
 * (the order the unit builder's calls take). False when either is removed or unknown.
 */
export async function lockLiveLesson(sql: Sql, lessonId: number): Promise<boolean> {
  const unit = await one<{ id: number }>(
    sql,
    `SELECT u.id FROM units u JOIN lessons l ON l.unit_id = u.id WHERE l.id = $1 AND u.deleted_at IS NULL FOR UPDATE OF u`,
    [lessonId],
  );
  if (!unit) return false;
  return (await one<{ id: number }>(sql, 'SELECT id FROM lessons WHERE id = $1 AND deleted_at IS NULL FOR UPDATE', [lessonId])) !== null;
}

/** A list of parts under one owner, and the column that orders it. */
export type OrderedList =
  | { readonly table: 'content_components'; readonly owner: 'lesson_id' }
  | { readonly table: 'component_paragraphs'; readonly owner: 'component_id' }
  | { readonly table: 'route_points'; readonly owner: 'paragraph_id' }
  | { readonly table: 'image_details'; readonly owner: 'paragraph_id' | 'route_point_id' };

const orderColumn = (list: OrderedList) => (list.table === 'route_points' ? 'number' : 'sort_order');

/** The owner's parts' ids in their order. */
export async function orderedIds(sql: Sql, list: OrderedList, ownerId: number): Promise<number[]> {
  const rows = await sql.query<{ id: number }>(`SELECT id FROM ${list.table} WHERE ${list.owner} = $1 ORDER BY ${orderColumn(list)}, id`, [ownerId]);
  return rows.map((r) => r.id);
}

/** Numbers the parts 1..n in the order given (product-spec §4 "Ordering"). */
export async function writeOrder(sql: Sql, list: OrderedList, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const column = orderColumn(list);
  await sql.query(
    `UPDATE ${list.table} t SET ${column} = v.ord FROM unnest($1::int[]) WITH ORDINALITY AS v(id, ord)
      WHERE t.id = v.id AND t.${column} <> v.ord`,
    [ids],
  );
}

/** Removes a part; what hangs off it (paragraphs, route points, images) goes with it. */
export async function deletePart(sql: Sql, table: OrderedList['table'], id: number): Promise<void> {
  await sql.query(`DELETE FROM ${table} WHERE id = $1`, [id]);
}

export interface ComponentRow {
  readonly id: number;
  readonly lessonId: number;
  readonly type: string;
  readonly titleId: number | null;
  readonly contentId: number | null;
  readonly audioId: number | null;
}

export function readComponentRow(sql: Sql, id: number): Promise<ComponentRow | null> {
  return one<ComponentRow>(
    sql,
    `SELECT id, lesson_id AS "lessonId", component_type AS type, title_id AS "titleId", content_id AS "contentId", audio_id AS "audioId"
       FROM content_components WHERE id = $1`,
    [id],
  );
}

export interface ParagraphRow {
  readonly id: number;
  readonly componentId: number;
  readonly componentType: string;
  readonly titleId: number | null;
  readonly contentId: number | null;
  readonly audioId: number | null;
  readonly essentialQuestionId: number | null;
}

export function readParagraphRow(sql: Sql, id: number): Promise<ParagraphRow | null> {
  return one<ParagraphRow>(
    sql,
    `SELECT p.id, p.component_id AS "componentId", c.component_type AS "componentType", p.title_id AS "titleId",
            p.content_id AS "contentId", p.audio_id AS "audioId", p.essential_question_id AS "essentialQuestionId"
       FROM component_paragraphs p JOIN content_components c ON c.id = p.component_id WHERE p.id = $1`,
    [id],
  );
}

export interface RoutePointRow {
  readonly id: number;
  readonly paragraphId: number;
  readonly contentId: number | null;
  readonly audioId: number | null;
}

export function readRoutePointRow(sql: Sql, id: number): Promise<RoutePointRow | null> {
  return one<RoutePointRow>(
    sql,
    'SELECT id, paragraph_id AS "paragraphId", content_id AS "contentId", audio_id AS "audioId" FROM route_points WHERE id = $1',
    [id],
  );
}

export interface ImageDetailsRow {
  readonly id: number;
  readonly paragraphId: number | null;
  readonly routePointId: number | null;
  readonly titleId: number | null;
  readonly captionId: number | null;
  readonly disclaimerId: number | null;
  readonly audioId: number | null;
  readonly captionAudioId: number | null;
}

export function readImageDetailsRow(sql: Sql, id: number): Promise<ImageDetailsRow | null> {
  return one<ImageDetailsRow>(
    sql,
    `SELECT id, paragraph_id AS "paragraphId", route_point_id AS "routePointId", title_id AS "titleId", caption_id AS "captionId",
            disclaimer_id AS "disclaimerId", audio_id AS "audioId", caption_audio_id AS "captionAudioId"
       FROM image_details WHERE id = $1`,
    [id],
  );
}

export interface EssentialQuestionRow {
  readonly id: number;
  readonly questionId: number;
  readonly audioId: number | null;
}

export function readEssentialQuestionRow(sql: Sql, id: number): Promise<EssentialQuestionRow | null> {
  return one<EssentialQuestionRow>(sql, 'SELECT id, question_id AS "questionId", audio_id AS "audioId" FROM essential_questions WHERE id = $1', [id]);
}
