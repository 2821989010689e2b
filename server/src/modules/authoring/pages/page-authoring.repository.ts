import { one, type Sql } from '../../../db/database';

/*
 * The opener, teacher-page, contributors and overview builders' page reads and writes (issue 14). A
 * change locks the page's unit first (units before their items, as lessons and biographies do), then
 * the page. Every page write raises the page's draft version; the caller compared the version the save
 * names with the locked row's first. Their lists are page-rows.repository.ts.
 */

/** The unit pages: one opener and one teacher page per unit at most. */
export type UnitPageTable = 'unit_openers' | 'teacher_pages';

export interface PageVersions {
  readonly id: number;
  readonly version: number;
  readonly publishedVersion: number | null;
}

export interface UnitPageVersions extends PageVersions {
  readonly unitId: number;
}

const VERSIONS = `p.id, p.draft_version AS version, p.published_draft_version AS "publishedVersion"`;

/** An opener's or teacher page's unit and versions when its unit is live, unlocked; null otherwise. */
export function readUnitPageVersions(sql: Sql, table: UnitPageTable, id: number): Promise<UnitPageVersions | null> {
  return one<UnitPageVersions>(
    sql,
    `SELECT ${VERSIONS}, p.unit_id AS "unitId" FROM ${table} p JOIN units u ON u.id = p.unit_id WHERE p.id = $1 AND u.deleted_at IS NULL`,
    [id],
  );
}

/** The id of a live unit's opener or teacher page; null when it has none (or the unit is removed). */
export async function unitPageOf(sql: Sql, table: UnitPageTable, unitId: number): Promise<number | null> {
  const row = await one<{ id: number }>(sql, `SELECT p.id FROM ${table} p JOIN units u ON u.id = p.unit_id WHERE p.unit_id = $1 AND u.deleted_at IS NULL`, [
    unitId,
  ]);
  return row?.id ?? null;
}

/** The unit of an opener or teacher page (read before the locks); null when unknown. */
export async function unitOfPage(sql: Sql, table: UnitPageTable, id: number): Promise<number | null> {
  const row = await one<{ unitId: number }>(sql, `SELECT unit_id AS "unitId" FROM ${table} WHERE id = $1`, [id]);
  return row?.unitId ?? null;
}

export interface LockedOpener extends UnitPageVersions {
  readonly audioId: number | null;
  readonly storyId: number | null;
  readonly highlightId: number | null;
}

/** An opener, locked until the transaction ends (the caller locked its unit first); null when unknown. */
export function lockOpener(sql: Sql, openerId: number): Promise<LockedOpener | null> {
  return one<LockedOpener>(
    sql,
    `SELECT ${VERSIONS}, p.unit_id AS "unitId", p.audio_id AS "audioId", p.story_id AS "storyId", p.highlight_id AS "highlightId"
       FROM unit_openers p WHERE p.id = $1 FOR NO KEY UPDATE`,
    [openerId],
  );
}

export interface OpenerColumns {
  readonly backgroundImageId: number | null;
  readonly openerBackgroundImageId: number | null;
  readonly thumbnailImageId: number | null;
  readonly titleBackgroundColor: string | null;
  readonly color: string | null;
  readonly videoUrl: string | null;
  readonly audioId: number | null;
  readonly embeddedLink: string | null;
  readonly storyId: number | null;
  readonly highlightId: number | null;
}

/** Writes every field of an opener and raises its draft version. */
export async function writeOpener(sql: Sql, openerId: number, o: OpenerColumns): Promise<void> {
  await sql.query(
    `UPDATE unit_openers SET background_image_id = $2, opener_background_image_id = $3, thumbnail_image_id = $4,
            title_background_color = $5, color = $6, video_url = $7, audio_id = $8, embedded_link = $9, story_id = $10,
            highlight_id = $11, draft_version = draft_version + 1, updated_at = now()
      WHERE id = $1`,
    [
      openerId,
      o.backgroundImageId,
      o.openerBackgroundImageId,
      o.thumbnailImageId,
      o.titleBackgroundColor,
      o.color,
      o.videoUrl,
      o.audioId,
      o.embeddedLink,
      o.storyId,
      o.highlightId,
    ],
  );
}

export interface LockedTitledPage extends PageVersions {
  readonly titleId: number;
  /** The teacher page's text, or the contributors page's introduction. */
  readonly textId: number | null;
}

export interface LockedTeacherPage extends LockedTitledPage {
  readonly unitId: number;
}

/** A teacher page, locked until the transaction ends (the caller locked its unit first); null when unknown. */
export function lockTeacherPage(sql: Sql, teacherPageId: number): Promise<LockedTeacherPage | null> {
  return one<LockedTeacherPage>(
    sql,
    `SELECT ${VERSIONS}, p.unit_id AS "unitId", p.title_id AS "titleId", p.content_id AS "textId" FROM teacher_pages p WHERE p.id = $1 FOR NO KEY UPDATE`,
    [teacherPageId],
  );
}

/** Writes a teacher page's title and text and raises its draft version. */
export async function writeTeacherPage(sql: Sql, teacherPageId: number, titleId: number, contentId: number | null): Promise<void> {
  await sql.query('UPDATE teacher_pages SET title_id = $2, content_id = $3, draft_version = draft_version + 1 WHERE id = $1', [
    teacherPageId,
    titleId,
    contentId,
  ]);
}

/** The course's contributors page (one per installation; its migration makes it) and its versions, unlocked. */
export function readContributorsVersions(sql: Sql): Promise<PageVersions | null> {
  return one<PageVersions>(sql, `SELECT ${VERSIONS} FROM contributors_pages p ORDER BY p.id LIMIT 1`);
}

/** The course's contributors page, locked until the transaction ends. */
export function lockContributorsPage(sql: Sql): Promise<LockedTitledPage | null> {
  return one<LockedTitledPage>(sql, `SELECT ${VERSIONS}, p.title_id AS "titleId", p.intro_id AS "textId" FROM contributors_pages p ORDER BY p.id LIMIT 1 FOR NO KEY UPDATE`);
}

/** Writes the contributors page's title and introduction and raises its draft version. */
export async function writeContributorsPage(sql: Sql, pageId: number, titleId: number, introId: number | null): Promise<void> {
  await sql.query('UPDATE contributors_pages SET title_id = $2, intro_id = $3, draft_version = draft_version + 1 WHERE id = $1', [pageId, titleId, introId]);
}

/** The stored text of a unit's overview introduction; null for none. */
export async function overviewIntroIdOf(sql: Sql, unitId: number): Promise<number | null> {
  const row = await one<{ introId: number | null }>(sql, 'SELECT overview_intro_id AS "introId" FROM units WHERE id = $1', [unitId]);
  return row?.introId ?? null;
}

/** Writes a unit's overview introduction (the caller raised the unit's version). */
export async function setOverviewIntro(sql: Sql, unitId: number, introId: number | null): Promise<void> {
  await sql.query('UPDATE units SET overview_intro_id = $2 WHERE id = $1', [unitId, introId]);
}
