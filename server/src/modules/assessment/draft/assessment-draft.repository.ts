import type { Sql } from '../../../db/database';
import type { QuestionType, VennRegion } from '@domain/assessment/question.schemas';
import { insertRow } from '../../content/draft/insert-row.repository';

/**
 * Draft rows of assessments (server/migrations/20261122000400_assessments.sql), written by the demo
 * seed now and by the back office's builders later. Bilingual values and audio are ids made with the
 * content drafts' repositories (insertText / insertRichText / insertAudio), which sanitize rich text.
 */

type Id = number | null | undefined;

export function insertBenchmarkSet(sql: Sql, s: { lessonId: number; linkedUnitId: Id; titleId: number }): Promise<number> {
  return insertRow(sql, 'benchmark_sets', { lesson_id: s.lessonId, linked_unit_id: s.linkedUnitId, title_id: s.titleId });
}

export function insertAssessment(sql: Sql, a: { lessonId: number; benchmarkSetId?: Id; directionsId?: Id }): Promise<number> {
  return insertRow(sql, 'assessments', { lesson_id: a.lessonId, benchmark_set_id: a.benchmarkSetId, directions_id: a.directionsId });
}

export function insertSection(sql: Sql, s: { assessmentId: number; groupNumber: number; order: number; titleId?: Id }): Promise<number> {
  return insertRow(sql, 'assessment_sections', { assessment_id: s.assessmentId, group_number: s.groupNumber, sort_order: s.order, title_id: s.titleId });
}

export interface QuestionDraft {
  readonly sectionId: number;
  readonly type: QuestionType;
  readonly order: number;
  readonly points?: number;
  readonly isMaster?: boolean;
  readonly baMasterQuestionId?: Id;
  readonly instructionId?: Id;
  readonly instructionAudioId?: Id;
  readonly primaryTextSourceId?: Id;
  readonly primarySourceAudioId?: Id;
  readonly audioId?: Id;
  readonly imageId?: Id;
  readonly primarySetImageId?: Id;
  readonly secondarySetImageId?: Id;
  readonly primarySetLabelId?: Id;
  readonly secondarySetLabelId?: Id;
  readonly suggestedAnswerId?: Id;
  readonly rubricId?: Id;
  readonly responseTextId?: Id;
  readonly contentId?: Id;
}

export function insertQuestion(sql: Sql, q: QuestionDraft): Promise<number> {
  return insertRow(sql, 'questions', {
    section_id: q.sectionId,
    question_type: q.type,
    sort_order: q.order,
    points: q.points,
    is_master: q.isMaster,
    ba_master_question_id: q.baMasterQuestionId,
    instruction_id: q.instructionId,
    instruction_audio_id: q.instructionAudioId,
    primary_text_source_id: q.primaryTextSourceId,
    primary_source_audio_id: q.primarySourceAudioId,
    audio_id: q.audioId,
    image_id: q.imageId,
    primary_set_image_id: q.primarySetImageId,
    secondary_set_image_id: q.secondarySetImageId,
    primary_set_label_id: q.primarySetLabelId,
    secondary_set_label_id: q.secondarySetLabelId,
    suggested_answer_id: q.suggestedAnswerId,
    rubric_id: q.rubricId,
    response_text_id: q.responseTextId,
    content_id: q.contentId,
  });
}

export interface ChoiceDraft {
  readonly questionId: number;
  readonly choiceNumber: number;
  readonly textId: number;
  readonly choiceAudioId?: Id;
  readonly responseTextId?: Id;
  readonly responseAudioId?: Id;
  readonly correct?: boolean;
}

export function insertChoice(sql: Sql, c: ChoiceDraft): Promise<number> {
  return insertRow(sql, 'question_choices', {
    question_id: c.questionId,
    choice_number: c.choiceNumber,
    text_id: c.textId,
    choice_audio_id: c.choiceAudioId,
    response_text_id: c.responseTextId,
    response_audio_id: c.responseAudioId,
    is_correct: c.correct ?? false,
  });
}

export function insertOrganizerColumn(sql: Sql, questionId: number, order: number, columnNameId: number): Promise<number> {
  return insertRow(sql, 'organizer_columns', { question_id: questionId, sort_order: order, column_name_id: columnNameId });
}

/** A Venn element (region), organizer element (column) or blank (accepted answers per language). */
export type ElementKey =
  | { readonly region: VennRegion }
  | { readonly columnId: number }
  | { readonly accepted: { readonly en: readonly string[]; readonly es: readonly string[] } };

export function insertElement(sql: Sql, questionId: number, order: number, contentId: Id, key: ElementKey): Promise<number> {
  return insertRow(sql, 'question_elements', {
    question_id: questionId,
    sort_order: order,
    content_id: contentId,
    correct_region: 'region' in key ? key.region : null,
    correct_column_id: 'columnId' in key ? key.columnId : null,
    accepted_en: 'accepted' in key ? [...key.accepted.en] : null,
    accepted_es: 'accepted' in key ? [...key.accepted.es] : null,
  });
}

export function insertEssayStep(sql: Sql, s: { questionId: number; order: number; titleId: number; contentId?: Id; stepAudioId?: Id }): Promise<number> {
  return insertRow(sql, 'essay_steps', { question_id: s.questionId, sort_order: s.order, title_id: s.titleId, content_id: s.contentId, step_audio_id: s.stepAudioId });
}

export function insertEssayTopic(sql: Sql, questionId: number, order: number, titleId: number): Promise<number> {
  return insertRow(sql, 'essay_topics', { question_id: questionId, sort_order: order, title_id: titleId });
}

export function insertTeks(sql: Sql, questionId: number, code: string, description: string | null): Promise<number> {
  return insertRow(sql, 'question_teks', { question_id: questionId, code, description });
}

export function insertQuestionRoutePoint(sql: Sql, questionId: number, number: number, contentId: Id, audioId: Id): Promise<number> {
  return insertRow(sql, 'question_route_points', { question_id: questionId, number, content_id: contentId, audio_id: audioId });
}
