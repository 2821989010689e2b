import { one, type Sql } from '../../../db/database';

/** The draft rows the opener, teacher-page and contributors publishes read (publish-pages.ts). */

/** The opener with its unit's name; null when the opener or its unit is gone. */
export function readOpenerRow(sql: Sql, openerId: number) {
  return one<{ id: number; unitId: number }>(
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
}

export function readOpenerHotspots(sql: Sql, openerId: number) {
  return sql.query<{ order: number }>(
    `SELECT id, sort_order AS "order", x_percent AS "xPercent", y_percent AS "yPercent", content_text(label_id) AS label,
            content_text(text_id) AS text
       FROM opener_hotspots WHERE opener_id = $1 ORDER BY sort_order, id`,
    [openerId],
  );
}

export function readTeacherPageRow(sql: Sql, teacherPageId: number) {
  return one<{ id: number; unitId: number }>(
    sql,
    `SELECT id, unit_id AS "unitId", content_text(title_id) AS title, content_text(content_id) AS content FROM teacher_pages WHERE id = $1`,
    [teacherPageId],
  );
}

export function readTeacherPageSkills(sql: Sql, teacherPageId: number) {
  return sql.query<{ order: number }>(
    `SELECT id, sort_order AS "order", content_text(name_id) AS name, content_text(description_id) AS description
       FROM teacher_page_skills WHERE teacher_page_id = $1 ORDER BY sort_order, id`,
    [teacherPageId],
  );
}

/** The first contributors page (there is one per installation). */
export function readContributorsPageRow(sql: Sql) {
  return one<{ id: number }>(
    sql,
    `SELECT id, content_text(title_id) AS title, content_text(intro_id) AS intro FROM contributors_pages ORDER BY id LIMIT 1`,
  );
}

export function readContributors(sql: Sql, pageId: number) {
  return sql.query<{ order: number }>(
    `SELECT id, sort_order AS "order", name, content_text(role_id) AS role FROM contributors WHERE page_id = $1 ORDER BY sort_order, id`,
    [pageId],
  );
}
