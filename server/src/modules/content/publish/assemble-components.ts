import type { Sql } from '../../../db/database';
import { renumber } from './rich-values';

type Row = Record<string, unknown> & { id: number; order: number };
export type ComponentOwner = { readonly lessonId: number } | { readonly unitStoryId: number };

const IMAGE_COLUMNS = `id, sort_order AS "order", content_image(image_asset_id) AS image, width,
  content_text(title_id) AS title, content_text(caption_id) AS caption, content_text(disclaimer_id) AS disclaimer,
  content_audio(audio_id) AS audio, content_audio(caption_audio_id) AS "captionAudio",
  caption_margin AS "captionMargin", margin_bottom AS "marginBottom", position`;

function groupBy(rows: Row[], key: string): Map<number, Row[]> {
  const map = new Map<number, Row[]>();
  for (const row of rows) {
    const k = row[key] as number | null;
    if (k === null) continue;
    const { [key]: _drop, ...rest } = row;
    map.set(k, [...(map.get(k) ?? []), rest as Row]);
  }
  return map;
}

/** The components of a lesson or unit story with their paragraphs, route points and image details. */
export async function assembleComponents(sql: Sql, owner: ComponentOwner): Promise<Record<string, unknown>[]> {
  const [column, ownerId] = 'lessonId' in owner ? ['lesson_id', owner.lessonId] : ['unit_story_id', owner.unitStoryId];
  const components = await sql.query<Row>(
    `SELECT id, component_type AS type, sort_order AS "order", content_text(title_id) AS title, content_text(content_id) AS content,
            content_audio(audio_id) AS audio, video_url AS "videoUrl", embed_url AS "embedUrl", background, color, size, alignment,
            height, group_header_type AS "groupHeaderType", assessment_group_number AS "assessmentGroupNumber",
            requires_teacher_feedback AS "requiresTeacherFeedback"
       FROM content_components WHERE ${column} = $1 ORDER BY sort_order, id`,
    [ownerId],
  );
  const componentIds = components.map((c) => c.id);
  const paragraphs = await sql.query<Row>(
    `SELECT id, component_id, sort_order AS "order", content_text(title_id) AS title, content_text(content_id) AS content,
            video_url AS "videoUrl", background, opacity, size, alignment, orientation, height, content_audio(audio_id) AS audio,
            is_progressive_map AS "isProgressiveMap", is_horizontal_mode AS "isHorizontalMode", is_carousel AS "isCarousal",
            content_essential_question(essential_question_id) AS "essentialQuestion", display_step_numbers AS "displayStepNumbers"
       FROM component_paragraphs WHERE component_id = ANY($1::int[]) ORDER BY sort_order, id`,
    [componentIds],
  );
  const paragraphIds = paragraphs.map((p) => p.id);
  const routePoints = await sql.query<Row>(
    `SELECT id, paragraph_id, number, content_text(content_id) AS content, content_audio(audio_id) AS audio
       FROM route_points WHERE paragraph_id = ANY($1::int[]) ORDER BY number, id`,
    [paragraphIds],
  );
  const routePointIds = routePoints.map((r) => r.id);
  const images = await sql.query<Row>(
    `SELECT paragraph_id, route_point_id, ${IMAGE_COLUMNS}
       FROM image_details WHERE paragraph_id = ANY($1::int[]) OR route_point_id = ANY($2::int[]) ORDER BY sort_order, id`,
    [paragraphIds, routePointIds],
  );
  const imagesOfParagraph = groupBy(images.map(({ route_point_id: _r, ...i }) => i as Row), 'paragraph_id');
  const imagesOfPoint = groupBy(images.map(({ paragraph_id: _p, ...i }) => i as Row), 'route_point_id');
  // Route points are numbered from 1 in order (product-spec §4 "Ordering").
  const pointsOfParagraph = groupBy(
    routePoints.map((r) => ({ ...r, images: renumber(imagesOfPoint.get(r.id) ?? []) })),
    'paragraph_id',
  );
  const paragraphsOfComponent = groupBy(
    paragraphs.map((p) => ({
      ...p,
      images: renumber(imagesOfParagraph.get(p.id) ?? []),
      routePoints: (pointsOfParagraph.get(p.id) ?? []).map((r, i) => ({ ...r, number: i + 1 })),
    })),
    'component_id',
  );
  return renumber(components.map((c) => ({ ...c, paragraphs: renumber(paragraphsOfComponent.get(c.id) ?? []) })));
}
