import { one, type Sql } from '../../../db/database';

/*
 * The unit builder's own fields (issue 14): a unit's description, its narration and thumbnail, and its
 * videos, as the details section rewrites them; and where each component type is first used in the
 * course, for the component samples page. Texts and narration are rows of their own, rewritten in place.
 */

export interface UnitDetailIds {
  readonly descriptionId: number | null;
  readonly descriptionAudioId: number | null;
}

/** The text and narration rows a live unit's description names; null when the unit is removed or unknown. */
export function unitDetailIdsOf(sql: Sql, unitId: number): Promise<UnitDetailIds | null> {
  return one<UnitDetailIds>(
    sql,
    'SELECT description_id AS "descriptionId", description_audio_id AS "descriptionAudioId" FROM units WHERE id = $1 AND deleted_at IS NULL',
    [unitId],
  );
}

export interface UnitDetailColumns {
  readonly descriptionId?: number | null;
  readonly descriptionAudioId?: number | null;
  readonly thumbnailImageId?: number | null;
}

/** Writes the given columns of the unit; undefined ones stay as they are. */
export async function setUnitDetails(sql: Sql, unitId: number, columns: UnitDetailColumns): Promise<void> {
  const names = { descriptionId: 'description_id', descriptionAudioId: 'description_audio_id', thumbnailImageId: 'thumbnail_image_id' } as const;
  const entries = (Object.keys(names) as (keyof typeof names)[]).filter((key) => columns[key] !== undefined);
  if (entries.length === 0) return;
  const sets = entries.map((key, i) => `${names[key]} = $${i + 2}`).join(', ');
  await sql.query(`UPDATE units SET ${sets}, updated_at = now() WHERE id = $1`, [unitId, ...entries.map((key) => columns[key])]);
}

export interface VideoRow {
  readonly id: number;
  readonly titleId: number;
  readonly descriptionId: number | null;
}

/** The unit's live videos in order. */
export function liveVideosOf(sql: Sql, unitId: number): Promise<VideoRow[]> {
  return sql.query<VideoRow>(
    `SELECT id, title_id AS "titleId", description_id AS "descriptionId" FROM unit_videos
      WHERE unit_id = $1 AND deleted_at IS NULL ORDER BY sort_order, id`,
    [unitId],
  );
}

export interface VideoColumns {
  readonly order: number;
  readonly descriptionId: number | null;
  readonly videoUrl: string;
  readonly thumbnailImageId: number | null;
}

export async function updateVideo(sql: Sql, id: number, v: VideoColumns): Promise<void> {
  await sql.query('UPDATE unit_videos SET sort_order = $2, description_id = $3, video_url = $4, thumbnail_image_id = $5 WHERE id = $1', [
    id,
    v.order,
    v.descriptionId,
    v.videoUrl,
    v.thumbnailImageId,
  ]);
}

/** Videos left out of a save: marked removed (students keep them in their copy until the unit's next publish). */
export async function markVideosRemoved(sql: Sql, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await sql.query('UPDATE unit_videos SET deleted_at = now() WHERE id = ANY($1::int[])', [ids]);
}

export interface FirstUse {
  readonly type: string;
  readonly componentId: number;
  readonly lessonId: number;
  readonly unitId: number;
}

/** For each of `types`, its first component in a live lesson of a live unit, in course order (unit, lesson, component). */
export function firstUsesOf(sql: Sql, types: readonly string[]): Promise<FirstUse[]> {
  return sql.query<FirstUse>(
    `SELECT DISTINCT ON (c.component_type) c.component_type AS type, c.id AS "componentId", l.id AS "lessonId", u.id AS "unitId"
       FROM content_components c
       JOIN lessons l ON l.id = c.lesson_id AND l.deleted_at IS NULL
       JOIN units u ON u.id = l.unit_id AND u.deleted_at IS NULL
      WHERE c.component_type = ANY($1::text[])
      ORDER BY c.component_type, u.sort_order, u.id, l.sort_order, l.id, c.sort_order, c.id`,
    [types],
  );
}
