import type { Sql } from '../../../db/database';
import { insertRow } from './insert-row.repository';

type Id = number | null;

export interface UnitDraft {
  readonly nameId: number;
  readonly number: number;
  readonly order: number;
  readonly belongsTo: string;
  /** The badge of a special unit (literacy, benchmark), per language. */
  readonly specialUnitAcronymId: Id;
  readonly unitTypeId: number;
  readonly descriptionId: Id;
  readonly descriptionAudioId: Id;
  readonly thumbnailImageId: Id;
  readonly overviewIntroId: Id;
}

export function insertUnit(sql: Sql, u: UnitDraft): Promise<number> {
  return insertRow(sql, 'units', {
    name_id: u.nameId,
    number: u.number,
    sort_order: u.order,
    belongs_to: u.belongsTo,
    special_unit_acronym_id: u.specialUnitAcronymId,
    unit_type_id: u.unitTypeId,
    description_id: u.descriptionId,
    description_audio_id: u.descriptionAudioId,
    thumbnail_image_id: u.thumbnailImageId,
    overview_intro_id: u.overviewIntroId,
  });
}

export interface OpenerDraft {
  readonly unitId: number;
  readonly backgroundImageId: Id;
  readonly openerBackgroundImageId: Id;
  readonly thumbnailImageId: Id;
  readonly titleBackgroundColor: string | null;
  readonly color: string | null;
  readonly videoUrl: string | null;
  readonly audioId: Id;
  readonly embeddedLink: string | null;
  readonly storyId: Id;
  readonly highlightId: Id;
}

export function insertOpener(sql: Sql, o: OpenerDraft): Promise<number> {
  return insertRow(sql, 'unit_openers', {
    unit_id: o.unitId,
    background_image_id: o.backgroundImageId,
    opener_background_image_id: o.openerBackgroundImageId,
    thumbnail_image_id: o.thumbnailImageId,
    title_background_color: o.titleBackgroundColor,
    color: o.color,
    video_url: o.videoUrl,
    audio_id: o.audioId,
    embedded_link: o.embeddedLink,
    story_id: o.storyId,
    highlight_id: o.highlightId,
  });
}

export function insertHotspot(sql: Sql, openerId: number, order: number, x: number, y: number, labelId: number, textId: Id): Promise<number> {
  return insertRow(sql, 'opener_hotspots', { opener_id: openerId, sort_order: order, x_percent: x, y_percent: y, label_id: labelId, text_id: textId });
}

export function insertBlurb(sql: Sql, unitId: number, order: number, titleId: number, textId: number, imageId: Id, audioId: Id): Promise<number> {
  return insertRow(sql, 'overview_blurbs', { unit_id: unitId, sort_order: order, title_id: titleId, text_id: textId, image_id: imageId, audio_id: audioId });
}

export function insertVideo(sql: Sql, unitId: number, order: number, titleId: number, descriptionId: Id, videoUrl: string, thumbnailId: Id): Promise<number> {
  return insertRow(sql, 'unit_videos', {
    unit_id: unitId,
    sort_order: order,
    title_id: titleId,
    description_id: descriptionId,
    video_url: videoUrl,
    thumbnail_image_id: thumbnailId,
  });
}

export function insertTeacherPage(sql: Sql, unitId: number, titleId: number, contentId: Id): Promise<number> {
  return insertRow(sql, 'teacher_pages', { unit_id: unitId, title_id: titleId, content_id: contentId });
}

export function insertSkill(sql: Sql, teacherPageId: number, order: number, nameId: number, descriptionId: Id): Promise<number> {
  return insertRow(sql, 'teacher_page_skills', { teacher_page_id: teacherPageId, sort_order: order, name_id: nameId, description_id: descriptionId });
}

/** Marks a unit published (it is listed for students once its snapshot exists). */
export async function markUnitPublished(sql: Sql, unitId: number): Promise<void> {
  await sql.query('UPDATE units SET is_published = true, updated_at = now() WHERE id = $1', [unitId]);
}
