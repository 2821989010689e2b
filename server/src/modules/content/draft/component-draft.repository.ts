import type { Sql } from '../../../db/database';
import type { ComponentType } from '@domain/content/component.schemas';
import { insertRow } from './insert-row.repository';

type Id = number | null | undefined;

export interface ComponentDraft {
  readonly owner: { readonly lessonId: number } | { readonly unitStoryId: number };
  readonly type: ComponentType;
  readonly order: number;
  readonly titleId?: Id;
  readonly contentId?: Id;
  readonly audioId?: Id;
  readonly videoUrl?: string | null;
  readonly embedUrl?: string | null;
  readonly background?: string | null;
  readonly color?: string | null;
  readonly size?: number | null;
  readonly alignment?: string | null;
  readonly height?: string | null;
  readonly groupHeaderType?: number | null;
  readonly assessmentGroupNumber?: number | null;
  readonly requiresTeacherFeedback?: boolean;
}

export function insertComponent(sql: Sql, c: ComponentDraft): Promise<number> {
  return insertRow(sql, 'content_components', {
    lesson_id: 'lessonId' in c.owner ? c.owner.lessonId : null,
    unit_story_id: 'unitStoryId' in c.owner ? c.owner.unitStoryId : null,
    component_type: c.type,
    sort_order: c.order,
    title_id: c.titleId,
    content_id: c.contentId,
    audio_id: c.audioId,
    video_url: c.videoUrl,
    embed_url: c.embedUrl,
    background: c.background,
    color: c.color,
    size: c.size,
    alignment: c.alignment,
    height: c.height,
    // group-header defaults to type 1 (product-spec §3).
    group_header_type: c.type === 'group-header' ? (c.groupHeaderType ?? 1) : c.groupHeaderType,
    assessment_group_number: c.assessmentGroupNumber,
    requires_teacher_feedback: c.requiresTeacherFeedback ?? false,
  });
}

/** Paragraph fields; anything left out takes the defaults of product-spec §3 from the table. */
export interface ParagraphDraft {
  readonly componentId: number;
  readonly order: number;
  readonly titleId?: Id;
  readonly contentId?: Id;
  readonly videoUrl?: string | null;
  readonly background?: string | null;
  readonly opacity?: number;
  readonly size?: number;
  readonly alignment?: string;
  readonly orientation?: string;
  readonly height?: string;
  readonly audioId?: Id;
  readonly isProgressiveMap?: boolean;
  readonly isHorizontalMode?: boolean;
  readonly isCarousel?: boolean;
  readonly essentialQuestionId?: Id;
  readonly displayStepNumbers?: boolean;
}

export function insertParagraph(sql: Sql, p: ParagraphDraft): Promise<number> {
  return insertRow(sql, 'component_paragraphs', {
    component_id: p.componentId,
    sort_order: p.order,
    title_id: p.titleId,
    content_id: p.contentId,
    video_url: p.videoUrl,
    background: p.background,
    opacity: p.opacity,
    size: p.size,
    alignment: p.alignment,
    orientation: p.orientation,
    height: p.height,
    audio_id: p.audioId,
    is_progressive_map: p.isProgressiveMap,
    is_horizontal_mode: p.isHorizontalMode,
    is_carousel: p.isCarousel,
    essential_question_id: p.essentialQuestionId,
    display_step_numbers: p.displayStepNumbers,
  });
}

export function insertRoutePoint(sql: Sql, paragraphId: number, number: number, contentId: Id, audioId: Id): Promise<number> {
  return insertRow(sql, 'route_points', { paragraph_id: paragraphId, number, content_id: contentId, audio_id: audioId });
}

export interface ImageDetailsDraft {
  readonly owner: { readonly paragraphId: number } | { readonly routePointId: number };
  readonly order: number;
  readonly imageAssetId: number;
  readonly width?: number;
  readonly titleId?: Id;
  readonly captionId?: Id;
  readonly disclaimerId?: Id;
  readonly audioId?: Id;
  readonly captionAudioId?: Id;
  readonly captionMargin?: number;
  readonly marginBottom?: number;
  readonly position?: 'absolute' | 'inherit';
}

export function insertImageDetails(sql: Sql, d: ImageDetailsDraft): Promise<number> {
  return insertRow(sql, 'image_details', {
    paragraph_id: 'paragraphId' in d.owner ? d.owner.paragraphId : null,
    route_point_id: 'routePointId' in d.owner ? d.owner.routePointId : null,
    sort_order: d.order,
    image_asset_id: d.imageAssetId,
    width: d.width,
    title_id: d.titleId,
    caption_id: d.captionId,
    disclaimer_id: d.disclaimerId,
    audio_id: d.audioId,
    caption_audio_id: d.captionAudioId,
    caption_margin: d.captionMargin,
    margin_bottom: d.marginBottom,
    position: d.position,
  });
}
