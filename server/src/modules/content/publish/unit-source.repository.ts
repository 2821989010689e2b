import { one, type Sql } from '../../../db/database';
import type { LessonDocument } from '@domain/content/lesson.schemas';

/**
 * The draft rows a unit's publish reads (publish-unit.ts, publish-course.ts). Table names come from
 * the publish code itself, never from requests.
 */

const idsOf = async (sql: Sql, text: string, params: unknown[]) => (await sql.query<{ id: number }>(text, params)).map((r) => r.id);

/** The unit's live rows of one table (lessons, biographies, unit stories), by id. */
export const liveItemIdsOfUnit = (sql: Sql, table: 'lessons' | 'biographies' | 'unit_stories', unitId: number) =>
  idsOf(sql, `SELECT id FROM ${table} WHERE unit_id = $1 AND deleted_at IS NULL ORDER BY id`, [unitId]);

export const timelineIdsOfUnit = (sql: Sql, unitId: number) => idsOf(sql, 'SELECT id FROM timelines WHERE unit_id = $1 AND deleted_at IS NULL', [unitId]);
export const openerIdsOfUnit = (sql: Sql, unitId: number) => idsOf(sql, 'SELECT id FROM unit_openers WHERE unit_id = $1', [unitId]);
export const teacherPageIdsOfUnit = (sql: Sql, unitId: number) => idsOf(sql, 'SELECT id FROM teacher_pages WHERE unit_id = $1', [unitId]);

/** Every live unit, in course order (a unit's `order` is its position here). */
/**
 * A unit's row, held until the publish ends. Taken before any of the unit's items is written, the way
 * the builders' saves take it (`lockLiveUnit`), so a save and a publish of one unit queue instead of
 * deadlocking. The lock is the one the publish's write of the row takes anyway (`NO KEY UPDATE`), only
 * sooner: rows that merely reference the unit can still be written meanwhile.
 */
export async function lockUnitRow(sql: Sql, unitId: number): Promise<void> {
  await sql.query('SELECT 1 FROM units WHERE id = $1 FOR NO KEY UPDATE', [unitId]);
}

export const liveUnitIds = (sql: Sql) => idsOf(sql, 'SELECT id FROM units WHERE deleted_at IS NULL ORDER BY sort_order, id', []);

/** The installation's contributors page (the first row, as publishContributors reads it), or null. */
export const findContributorsPageId = async (sql: Sql) => (await idsOf(sql, 'SELECT id FROM contributors_pages ORDER BY id LIMIT 1', []))[0] ?? null;

/** Ids of the unit's live items of one table that have a published snapshot, in draft order. */
export async function publishedItemIds(sql: Sql, table: string, kind: string, unitId: number): Promise<number[]> {
  const rows = await sql.query<{ id: number }>(
    `SELECT t.id FROM ${table} t JOIN published_content p ON p.kind = $2 AND p.entity_id = t.id
      WHERE t.unit_id = $1 AND t.deleted_at IS NULL ORDER BY t.sort_order, t.id`,
    [unitId, kind],
  );
  return rows.map((r) => r.id);
}

/** The unit's own fields, its published opener, timeline and teacher page, and its glossary sizes; null when removed. */
export function readUnitRow(sql: Sql, unitId: number) {
  return one<Record<string, unknown>>(
    sql,
    `SELECT u.id, content_text(u.name_id) AS name, u.number, u.belongs_to AS "belongsTo",
            content_text(u.special_unit_acronym_id) AS "specialUnitAcronym", u.unit_type_id AS "unitTypeId",
            content_text(u.description_id) AS description, content_audio(u.description_audio_id) AS "descriptionAudio",
            content_image(u.thumbnail_image_id) AS thumbnail,
            (SELECT o.id FROM unit_openers o JOIN published_content p ON p.kind = 'opener' AND p.entity_id = o.id WHERE o.unit_id = u.id) AS "openerId",
            (SELECT t.id FROM timelines t JOIN published_content p ON p.kind = 'timeline' AND p.entity_id = t.id WHERE t.unit_id = u.id AND t.deleted_at IS NULL) AS "timelineId",
            (SELECT t.id FROM teacher_pages t JOIN published_content p ON p.kind = 'teacher-page' AND p.entity_id = t.id WHERE t.unit_id = u.id) AS "teacherPageId",
            (SELECT count(*)::int FROM vocabulary_terms v WHERE v.unit_id = u.id AND v.deleted_at IS NULL AND v.language = 1) AS "vocabularyEn",
            (SELECT count(*)::int FROM vocabulary_terms v WHERE v.unit_id = u.id AND v.deleted_at IS NULL AND v.language = 0) AS "vocabularyEs"
       FROM units u WHERE u.id = $1 AND u.deleted_at IS NULL`,
    [unitId],
  );
}

/** A live unit's overview introduction (null for none); null when the unit is removed. */
export function readOverviewIntro(sql: Sql, unitId: number) {
  return one<{ intro: unknown }>(sql, 'SELECT content_text(overview_intro_id) AS intro FROM units WHERE id = $1 AND deleted_at IS NULL', [unitId]);
}

export function readOverviewBlurbs(sql: Sql, unitId: number) {
  return sql.query<{ order: number }>(
    `SELECT id, sort_order AS "order", content_text(title_id) AS title, content_text(text_id) AS text,
            content_image(image_id) AS image, content_audio(audio_id) AS audio
       FROM overview_blurbs WHERE unit_id = $1 AND deleted_at IS NULL ORDER BY sort_order, id`,
    [unitId],
  );
}

export function readUnitVideos(sql: Sql, unitId: number) {
  return sql.query<{ order: number }>(
    `SELECT id, sort_order AS "order", content_text(title_id) AS title, content_text(description_id) AS description,
            video_url AS "videoUrl", content_image(thumbnail_image_id) AS thumbnail
       FROM unit_videos WHERE unit_id = $1 AND deleted_at IS NULL ORDER BY sort_order, id`,
    [unitId],
  );
}

/** The published lesson snapshots of the unit. */
export async function readPublishedLessonsOfUnit(sql: Sql, unitId: number): Promise<LessonDocument[]> {
  const rows = await sql.query<{ document: LessonDocument }>(`SELECT document FROM published_content WHERE kind = 'lesson' AND unit_id = $1`, [unitId]);
  return rows.map((r) => r.document);
}

/** Id, draft order and name of the given rows of one table (a unit's biography or story links). */
export function readLinkNames(sql: Sql, table: string, nameColumn: string, ids: readonly number[]) {
  return sql.query<{ id: number; order: number }>(
    `SELECT id, sort_order AS "order", content_text(${nameColumn}) AS name FROM ${table} WHERE id = ANY($1::int[]) ORDER BY sort_order, id`,
    [ids],
  );
}
