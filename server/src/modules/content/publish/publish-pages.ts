import { one, type Sql } from '../../../db/database';
import { openerDocumentSchema } from '@domain/content/unit.schemas';
import { contributorsDocumentSchema, teacherPageDocumentSchema } from '@domain/content/reading.schemas';
import { notFound } from '../../../http/app-error';
import { renumber } from './rich-values';
import { writeSnapshot } from './snapshot.repository';

export async function publishOpener(sql: Sql, openerId: number) {
  const row = await one<{ id: number; unitId: number }>(
    sql,
    `SELECT o.id, o.unit_id AS "unitId", content_text(u.name_id) AS "unitName",
            content_image(o.background_image_id) AS "backgroundImage",
            content_image(o.opener_background_image_id) AS "openerBackgroundImage",
            content_image(o.thumbnail_image_id) AS "thumbnailImage", o.title_background_color AS "titleBackgroundColor",
            o.color, o.video_url AS "videoUrl", content_audio(o.audio_id) AS audio, o.embedded_link AS "unitOpenerEmbededLink",
            content_text(o.story_id) AS story, content_text(o.highlight_id) AS highlight
       FROM unit_openers o JOIN units u ON u.id = o.unit_id WHERE o.id = $1 AND u.deleted_at IS NULL`,
    [openerId],
  );
  if (!row) throw notFound('OPENER.NOT_FOUND');
  const hotspots = await sql.query<{ order: number }>(
    `SELECT id, sort_order AS "order", x_percent AS "xPercent", y_percent AS "yPercent", content_text(label_id) AS label,
            content_text(text_id) AS text
       FROM opener_hotspots WHERE opener_id = $1 ORDER BY sort_order, id`,
    [openerId],
  );
  return writeSnapshot(sql, 'opener', openerId, row.unitId, openerDocumentSchema, { ...row, hotspots: renumber(hotspots) });
}

/** The teacher page (skills) of a unit. */
export async function publishTeacherPage(sql: Sql, teacherPageId: number) {
  const row = await one<{ id: number; unitId: number }>(
    sql,
    `SELECT id, unit_id AS "unitId", content_text(title_id) AS title, content_text(content_id) AS content FROM teacher_pages WHERE id = $1`,
    [teacherPageId],
  );
  if (!row) throw notFound('TEACHER_PAGE.NOT_FOUND');
  const skills = await sql.query<{ order: number }>(
    `SELECT id, sort_order AS "order", content_text(name_id) AS name, content_text(description_id) AS description
       FROM teacher_page_skills WHERE teacher_page_id = $1 ORDER BY sort_order, id`,
    [teacherPageId],
  );
  return writeSnapshot(sql, 'teacher-page', teacherPageId, row.unitId, teacherPageDocumentSchema, { ...row, skills: renumber(skills) });
}

/** The course-wide contributors page (the first page row; there is one per installation). */
export async function publishContributors(sql: Sql) {
  const row = await one<{ id: number }>(
    sql,
    `SELECT id, content_text(title_id) AS title, content_text(intro_id) AS intro FROM contributors_pages ORDER BY id LIMIT 1`,
  );
  if (!row) throw notFound('CONTRIBUTORS.NOT_FOUND');
  const contributors = await sql.query<{ order: number }>(
    `SELECT id, sort_order AS "order", name, content_text(role_id) AS role FROM contributors WHERE page_id = $1 ORDER BY sort_order, id`,
    [row.id],
  );
  return writeSnapshot(sql, 'contributors', row.id, null, contributorsDocumentSchema, { ...row, contributors: renumber(contributors) });
}
