import { one, type Sql } from '../../../db/database';
import { unitDocumentSchema, type UnitDocument } from '@domain/content/unit.schemas';
import type { LessonDocument } from '@domain/content/lesson.schemas';
import { notFound } from '../../../http/app-error';
import { markUnitPublished } from '../draft/unit-draft.repository';
import { renumber } from './rich-values';
import { writeSnapshot } from './snapshot.repository';

/** Ids of the unit's live items of one table that have a published snapshot, in draft order. */
async function publishedIds(sql: Sql, table: string, kind: string, unitId: number): Promise<number[]> {
  const rows = await sql.query<{ id: number }>(
    `SELECT t.id FROM ${table} t JOIN published_content p ON p.kind = $2 AND p.entity_id = t.id
      WHERE t.unit_id = $1 AND t.deleted_at IS NULL ORDER BY t.sort_order, t.id`,
    [unitId, kind],
  );
  return rows.map((r) => r.id);
}

/**
 * Publishes a unit: its fields, overview and videos, and the ordered lists of its published lessons,
 * biographies and stories (an item must be published itself to be listed; "perform a unit publish to
 * see the changes" after reordering or removing). Marks the unit published.
 */
export async function publishUnit(sql: Sql, unitId: number): Promise<UnitDocument> {
  const unit = await one<Record<string, unknown>>(
    sql,
    `SELECT u.id, content_text(u.name_id) AS name, u.number, u.belongs_to AS "belongsTo",
            u.special_unit_acronym AS "specialUnitAcronym", u.unit_type_id AS "unitTypeId",
            content_text(u.description_id) AS description, content_audio(u.description_audio_id) AS "descriptionAudio",
            content_image(u.thumbnail_image_id) AS thumbnail, content_text(u.overview_intro_id) AS "overviewIntro",
            (SELECT o.id FROM unit_openers o JOIN published_content p ON p.kind = 'opener' AND p.entity_id = o.id WHERE o.unit_id = u.id) AS "openerId",
            (SELECT t.id FROM timelines t JOIN published_content p ON p.kind = 'timeline' AND p.entity_id = t.id WHERE t.unit_id = u.id) AS "timelineId",
            (SELECT t.id FROM teacher_pages t JOIN published_content p ON p.kind = 'teacher-page' AND p.entity_id = t.id WHERE t.unit_id = u.id) AS "teacherPageId",
            (SELECT count(*)::int FROM vocabulary_terms v WHERE v.unit_id = u.id AND v.deleted_at IS NULL AND v.language = 1) AS "vocabularyEn",
            (SELECT count(*)::int FROM vocabulary_terms v WHERE v.unit_id = u.id AND v.deleted_at IS NULL AND v.language = 0) AS "vocabularyEs"
       FROM units u WHERE u.id = $1 AND u.deleted_at IS NULL`,
    [unitId],
  );
  if (!unit) throw notFound('UNIT.NOT_FOUND');
  const { overviewIntro, vocabularyEn, vocabularyEs, ...fields } = unit;
  const units = await sql.query<{ id: number }>('SELECT id FROM units WHERE deleted_at IS NULL ORDER BY sort_order, id');
  const blurbs = await sql.query<{ order: number }>(
    `SELECT id, sort_order AS "order", content_text(title_id) AS title, content_text(text_id) AS text,
            content_image(image_id) AS image, content_audio(audio_id) AS audio
       FROM overview_blurbs WHERE unit_id = $1 AND deleted_at IS NULL ORDER BY sort_order, id`,
    [unitId],
  );
  const videos = await sql.query<{ order: number }>(
    `SELECT id, sort_order AS "order", content_text(title_id) AS title, content_text(description_id) AS description,
            video_url AS "videoUrl", content_image(thumbnail_image_id) AS thumbnail
       FROM unit_videos WHERE unit_id = $1 AND deleted_at IS NULL ORDER BY sort_order, id`,
    [unitId],
  );
  const lessonDocs = new Map(
    (
      await sql.query<{ document: LessonDocument }>(`SELECT document FROM published_content WHERE kind = 'lesson' AND unit_id = $1`, [unitId])
    ).map((r) => [r.document.id, r.document]),
  );
  const lessons = (await publishedIds(sql, 'lessons', 'lesson', unitId)).map((id) => {
    const l = lessonDocs.get(id)!;
    return { id, title: l.title, lessonTypeId: l.lessonTypeId, number: l.number, order: l.order, hasAssessment: l.hasAssessment, pageCount: l.pageCount };
  });
  const links = async (table: string, kind: string, nameColumn: string) => {
    const ids = await publishedIds(sql, table, kind, unitId);
    const rows = await sql.query<{ id: number; order: number }>(
      `SELECT id, sort_order AS "order", content_text(${nameColumn}) AS name FROM ${table} WHERE id = ANY($1::int[]) ORDER BY sort_order, id`,
      [ids],
    );
    return renumber(rows);
  };
  await markUnitPublished(sql, unitId);
  return writeSnapshot(sql, 'unit', unitId, unitId, unitDocumentSchema, {
    ...fields,
    order: units.findIndex((u) => u.id === unitId) + 1,
    overview: { intro: overviewIntro, blurbs: renumber(blurbs) },
    lessons: renumber(lessons),
    biographies: await links('biographies', 'biography', 'character_name_id'),
    unitStories: await links('unit_stories', 'story', 'name_id'),
    videos: renumber(videos),
    vocabularyCount: { en: vocabularyEn, es: vocabularyEs },
  });
}
