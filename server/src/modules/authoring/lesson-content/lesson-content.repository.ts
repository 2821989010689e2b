import { one, type Sql } from '../../../db/database';

/*
 * Where the component builder's parts live and in which order (issue 14; api-spec §7.7). Components
 * belong to a lesson or to a unit story (the table's check: exactly one); a part names its owner
 * through its chain (image → route point → paragraph → component → lesson or story), so an id is only
 * ever changed under the version of the draft that holds it.
 */

export type DraftPart = 'component' | 'paragraph' | 'routePoint' | 'imageDetails' | 'essentialQuestion';

/** The draft that holds components: a lesson or a unit story. */
export type DraftOwner = { readonly kind: 'lesson'; readonly id: number } | { readonly kind: 'story'; readonly id: number };

const OWNER_COLUMNS = 'c.lesson_id AS "lessonId", c.unit_story_id AS "storyId"';
const OWNER_OF: Record<DraftPart, string> = {
  component: `SELECT ${OWNER_COLUMNS} FROM content_components c WHERE c.id = $1`,
  paragraph: `SELECT ${OWNER_COLUMNS} FROM component_paragraphs p JOIN content_components c ON c.id = p.component_id WHERE p.id = $1`,
  routePoint: `SELECT ${OWNER_COLUMNS} FROM route_points r JOIN component_paragraphs p ON p.id = r.paragraph_id
                 JOIN content_components c ON c.id = p.component_id WHERE r.id = $1`,
  imageDetails: `SELECT ${OWNER_COLUMNS} FROM image_details i LEFT JOIN route_points r ON r.id = i.route_point_id
                   JOIN component_paragraphs p ON p.id = COALESCE(i.paragraph_id, r.paragraph_id)
                   JOIN content_components c ON c.id = p.component_id WHERE i.id = $1`,
  // A paragraph's question, or a lesson's own one.
  essentialQuestion: `SELECT ${OWNER_COLUMNS} FROM component_paragraphs p JOIN content_components c ON c.id = p.component_id
                        WHERE p.essential_question_id = $1
                      UNION ALL SELECT id, NULL FROM lessons WHERE essential_question_id = $1 LIMIT 1`,
};

/** The lesson or story a part belongs to; null when the part is unknown. */
export async function ownerOfPart(sql: Sql, part: DraftPart, id: number): Promise<DraftOwner | null> {
  const row = await one<{ lessonId: number | null; storyId: number | null }>(sql, OWNER_OF[part], [id]);
  if (row?.lessonId) return { kind: 'lesson', id: row.lessonId };
  if (row?.storyId) return { kind: 'story', id: row.storyId };
  return null;
}

const OWNER_TABLE = { lesson: 'lessons', story: 'unit_stories' } as const;

/**
 * Locks a live lesson or story of a live unit for a change of its content: the unit first, then the
 * owner (the order the unit builder's calls take). False when either is removed or unknown.
 */
export async function lockLiveOwner(sql: Sql, owner: DraftOwner): Promise<boolean> {
  const table = OWNER_TABLE[owner.kind];
  const unit = await one<{ id: number }>(
    sql,
    `SELECT u.id FROM units u JOIN ${table} o ON o.unit_id = u.id WHERE o.id = $1 AND u.deleted_at IS NULL FOR NO KEY UPDATE OF u`,
    [owner.id],
  );
  if (!unit) return false;
  return (await one<{ id: number }>(sql, `SELECT id FROM ${table} WHERE id = $1 AND deleted_at IS NULL FOR NO KEY UPDATE`, [owner.id])) !== null;
}

/** A list of parts under one owner, and the column that orders it. */
export type OrderedList =
  | { readonly table: 'content_components'; readonly owner: 'lesson_id' | 'unit_story_id' }
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
  readonly type: string;
  readonly titleId: number | null;
  readonly contentId: number | null;
  readonly audioId: number | null;
}

export function readComponentRow(sql: Sql, id: number): Promise<ComponentRow | null> {
  return one<ComponentRow>(
    sql,
    `SELECT id, component_type AS type, title_id AS "titleId", content_id AS "contentId", audio_id AS "audioId"
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
