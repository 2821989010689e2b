import type { Sql } from '../../../db/database';

/** The draft rows of a lesson's or unit story's components (assemble-components.ts nests them). */

export type ComponentSourceRow = Record<string, unknown> & { id: number; order: number };

const IMAGE_COLUMNS = `id, sort_order AS "order", content_image(image_asset_id) AS image, width,
  content_text(title_id) AS title, content_text(caption_id) AS caption, content_text(disclaimer_id) AS disclaimer,
  content_audio(audio_id) AS audio, content_audio(caption_audio_id) AS "captionAudio",
  caption_margin AS "captionMargin", margin_bottom AS "marginBottom", position`;

/** The components of one owner: `column` is lesson_id or unit_story_id. */
export function readComponents(sql: Sql, column: 'lesson_id' | 'unit_story_id', ownerId: number) {
  return sql.query<ComponentSourceRow>(
    `SELECT id, component_type AS type, sort_order AS "order", content_text(title_id) AS title, content_text(content_id) AS content,
            content_audio(audio_id) AS audio, video_url AS "videoUrl", embed_url AS "embedUrl", background, color, size, alignment,
            height, group_header_type AS "groupHeaderType", assessment_group_number AS "assessmentGroupNumber",
            requires_teacher_feedback AS "requiresTeacherFeedback"
       FROM content_components WHERE ${column} = $1 ORDER BY sort_order, id`,
    [ownerId],
  );
}

export function readParagraphs(sql: Sql, componentIds: readonly number[]) {
  return sql.query<ComponentSourceRow>(
    `SELECT id, component_id, sort_order AS "order", content_text(title_id) AS title, content_text(content_id) AS content,
            video_url AS "videoUrl", background, opacity, size, alignment, orientation, height, content_audio(audio_id) AS audio,
            is_progressive_map AS "isProgressiveMap", is_horizontal_mode AS "isHorizontalMode", is_carousel AS "isCarousal",
            content_essential_question(essential_question_id) AS "essentialQuestion", display_step_numbers AS "displayStepNumbers"
       FROM component_paragraphs WHERE component_id = ANY($1::int[]) ORDER BY sort_order, id`,
    [componentIds],
  );
}

export function readRoutePoints(sql: Sql, paragraphIds: readonly number[]) {
  return sql.query<ComponentSourceRow>(
    `SELECT id, paragraph_id, number, content_text(content_id) AS content, content_audio(audio_id) AS audio
       FROM route_points WHERE paragraph_id = ANY($1::int[]) ORDER BY number, id`,
    [paragraphIds],
  );
}

/** Image details of the paragraphs and route points (each row names one of the two). */
export function readImageDetails(sql: Sql, paragraphIds: readonly number[], routePointIds: readonly number[]) {
  return sql.query<ComponentSourceRow>(
    `SELECT paragraph_id, route_point_id, ${IMAGE_COLUMNS}
       FROM image_details WHERE paragraph_id = ANY($1::int[]) OR route_point_id = ANY($2::int[]) ORDER BY sort_order, id`,
    [paragraphIds, routePointIds],
  );
}
