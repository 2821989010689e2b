import type { Sql } from '../../db/database';

/**
 * The back office's reads of the drafts (issue 14): units and lessons as the creator edits them, with
 * the versions that tell their publish state and when students' copy was published. Only live rows
 * (not removed). Lesson numbers and list positions are computed by the caller (authored-state.ts).
 */

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

interface Bilingual {
  readonly id: number;
  readonly en: string;
  readonly es: string;
}

export interface UnitDraftRow {
  readonly id: number;
  readonly name: Bilingual;
  readonly number: number;
  readonly order: number;
  readonly belongsTo: string;
  readonly specialUnitAcronym: Bilingual | null;
  readonly unitTypeId: number;
  readonly version: number;
  readonly publishedVersion: number | null;
  readonly publishedAt: string | null;
  readonly lessonCount: number;
}

const UNIT_COLUMNS = `u.id, content_text(u.name_id) AS name, u.number,
  (SELECT count(*)::int FROM units o WHERE o.deleted_at IS NULL AND (o.sort_order < u.sort_order OR (o.sort_order = u.sort_order AND o.id <= u.id))) AS "order",
  u.belongs_to AS "belongsTo", content_text(u.special_unit_acronym_id) AS "specialUnitAcronym", u.unit_type_id AS "unitTypeId",
  u.draft_version AS version, u.published_draft_version AS "publishedVersion",
  to_char(p.published_at AT TIME ZONE 'UTC', ${ISO}) AS "publishedAt",
  (SELECT count(*)::int FROM lessons l WHERE l.unit_id = u.id AND l.deleted_at IS NULL) AS "lessonCount"`;

/** Every live unit's draft, in course order. */
export function readUnitDrafts(sql: Sql): Promise<UnitDraftRow[]> {
  return sql.query<UnitDraftRow>(
    `SELECT ${UNIT_COLUMNS} FROM units u LEFT JOIN published_content p ON p.kind = 'unit' AND p.entity_id = u.id
      WHERE u.deleted_at IS NULL ORDER BY u.sort_order, u.id`,
  );
}

/** One live unit's draft; null when it does not exist or was removed. */
export async function readUnitDraft(sql: Sql, unitId: number): Promise<UnitDraftRow | null> {
  const rows = await sql.query<UnitDraftRow>(
    `SELECT ${UNIT_COLUMNS} FROM units u LEFT JOIN published_content p ON p.kind = 'unit' AND p.entity_id = u.id
      WHERE u.id = $1 AND u.deleted_at IS NULL`,
    [unitId],
  );
  return rows[0] ?? null;
}

export interface LessonDraftRow {
  readonly id: number;
  readonly unitId: number;
  readonly title: Bilingual;
  readonly lessonTypeId: number;
  readonly version: number;
  readonly publishedVersion: number | null;
  readonly publishedAt: string | null;
  readonly componentCount: number;
}

/** The unit's live lessons' drafts, in order (empty for an unknown unit). */
export function readLessonDrafts(sql: Sql, unitId: number): Promise<LessonDraftRow[]> {
  return sql.query<LessonDraftRow>(
    `SELECT l.id, l.unit_id AS "unitId", content_text(l.title_id) AS title, l.lesson_type_id AS "lessonTypeId",
            l.draft_version AS version, l.published_draft_version AS "publishedVersion",
            to_char(p.published_at AT TIME ZONE 'UTC', ${ISO}) AS "publishedAt",
            (SELECT count(*)::int FROM content_components c WHERE c.lesson_id = l.id) AS "componentCount"
       FROM lessons l LEFT JOIN published_content p ON p.kind = 'lesson' AND p.entity_id = l.id
      WHERE l.unit_id = $1 AND l.deleted_at IS NULL ORDER BY l.sort_order, l.id`,
    [unitId],
  );
}

export interface ItemLinkRow {
  readonly id: number;
  readonly name: Bilingual;
  readonly version: number;
  readonly publishedVersion: number | null;
}

/** The unit's live biographies or stories, in order, with the versions that tell their publish state. */
export function readItemLinks(sql: Sql, unitId: number, item: 'biographies' | 'unit_stories'): Promise<ItemLinkRow[]> {
  const name = item === 'biographies' ? 'character_name_id' : 'name_id';
  return sql.query<ItemLinkRow>(
    `SELECT t.id, content_text(t.${name}) AS name, t.draft_version AS version, t.published_draft_version AS "publishedVersion"
       FROM ${item} t WHERE t.unit_id = $1 AND t.deleted_at IS NULL ORDER BY t.sort_order, t.id`,
    [unitId],
  );
}

export interface UnitPartIds {
  readonly openerId: number | null;
  readonly timelineId: number | null;
  readonly teacherPageId: number | null;
}

/** The ids of the unit's opener, timeline and teacher page (one each at most), null when it has none. */
export async function readUnitPartIds(sql: Sql, unitId: number): Promise<UnitPartIds> {
  const rows = await sql.query<UnitPartIds>(
    `SELECT (SELECT id FROM unit_openers WHERE unit_id = $1) AS "openerId",
            (SELECT id FROM timelines WHERE unit_id = $1 AND deleted_at IS NULL) AS "timelineId",
            (SELECT id FROM teacher_pages WHERE unit_id = $1) AS "teacherPageId"`,
    [unitId],
  );
  return rows[0];
}
