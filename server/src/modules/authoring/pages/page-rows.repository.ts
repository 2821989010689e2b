import type { Sql } from '../../../db/database';

/*
 * The pages' lists (issue 14): an opener's hotspots, a teacher page's skills, the contributors and a
 * unit's overview blurbs, as their builders rewrite them. Hotspots, skills and contributors are
 * deleted with their page's save (nothing else names them; students keep their published copies).
 * Blurbs are only marked removed: students' checks name them until the unit's next publish.
 */

export interface HotspotRow {
  readonly id: number;
  readonly labelId: number;
  readonly textId: number | null;
}

export function hotspotsOf(sql: Sql, openerId: number): Promise<HotspotRow[]> {
  return sql.query<HotspotRow>('SELECT id, label_id AS "labelId", text_id AS "textId" FROM opener_hotspots WHERE opener_id = $1 ORDER BY sort_order, id', [
    openerId,
  ]);
}

export async function updateHotspot(sql: Sql, id: number, h: { order: number; x: number; y: number; textId: number | null }): Promise<void> {
  await sql.query('UPDATE opener_hotspots SET sort_order = $2, x_percent = $3, y_percent = $4, text_id = $5 WHERE id = $1', [id, h.order, h.x, h.y, h.textId]);
}

export interface SkillRow {
  readonly id: number;
  readonly nameId: number;
  readonly descriptionId: number | null;
}

export function skillsOf(sql: Sql, teacherPageId: number): Promise<SkillRow[]> {
  return sql.query<SkillRow>(
    'SELECT id, name_id AS "nameId", description_id AS "descriptionId" FROM teacher_page_skills WHERE teacher_page_id = $1 ORDER BY sort_order, id',
    [teacherPageId],
  );
}

export async function updateSkill(sql: Sql, id: number, order: number, descriptionId: number | null): Promise<void> {
  await sql.query('UPDATE teacher_page_skills SET sort_order = $2, description_id = $3 WHERE id = $1', [id, order, descriptionId]);
}

export interface ContributorRow {
  readonly id: number;
  readonly roleId: number;
}

export function contributorsOf(sql: Sql, pageId: number): Promise<ContributorRow[]> {
  return sql.query<ContributorRow>('SELECT id, role_id AS "roleId" FROM contributors WHERE page_id = $1 ORDER BY sort_order, id', [pageId]);
}

export async function updateContributor(sql: Sql, id: number, order: number, name: string): Promise<void> {
  await sql.query('UPDATE contributors SET sort_order = $2, name = $3 WHERE id = $1', [id, order, name]);
}

/** The list tables whose rows a save deletes. */
export type DeletedRowTable = 'opener_hotspots' | 'teacher_page_skills' | 'contributors';

export async function deleteRows(sql: Sql, table: DeletedRowTable, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await sql.query(`DELETE FROM ${table} WHERE id = ANY($1::int[])`, [ids]);
}

export interface BlurbRow {
  readonly id: number;
  readonly titleId: number;
  readonly textId: number;
  readonly audioId: number | null;
}

/** The unit's live overview blurbs in order (the caller holds the unit's lock). */
export function liveBlurbsOf(sql: Sql, unitId: number): Promise<BlurbRow[]> {
  return sql.query<BlurbRow>(
    `SELECT id, title_id AS "titleId", text_id AS "textId", audio_id AS "audioId"
       FROM overview_blurbs WHERE unit_id = $1 AND deleted_at IS NULL ORDER BY sort_order, id`,
    [unitId],
  );
}

export async function updateBlurb(sql: Sql, id: number, b: { order: number; imageId: number | null; audioId: number | null }): Promise<void> {
  await sql.query('UPDATE overview_blurbs SET sort_order = $2, image_id = $3, audio_id = $4 WHERE id = $1', [id, b.order, b.imageId, b.audioId]);
}

export async function markBlurbsRemoved(sql: Sql, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await sql.query('UPDATE overview_blurbs SET deleted_at = now() WHERE id = ANY($1::int[])', [ids]);
}
