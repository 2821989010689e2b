import { assessmentKindOf } from '@domain/assessment/assessment.schemas';
import type { QuestionType } from '@domain/assessment/question.schemas';
import type { AssessmentDraft } from '@domain/authoring/assessment-authoring.responses';
import type { CreateQuestionBody, MoveQuestionBody, SaveQuestionBody } from '@domain/authoring/assessment-authoring.schemas';
import { MAX_ESSAYS_PER_ASSESSMENT, MAX_VENN_DIAGRAMS_PER_ASSESSMENT } from '@domain/shared/constants';
import type { AppDeps } from '../../../app-deps';
import type { Sql } from '../../../db/database';
import { appError } from '../../../http/app-error';
import { insertText } from '../../content/draft/bilingual.repository';
import { insertComponent } from '../../content/draft/component-draft.repository';
import { saveAudio, saveText } from '../lesson-content/content-values.repository';
import { checkMedia, movedTo } from '../lesson-content/lesson-draft.use-cases';
import {
  countTypes,
  insertQuestion,
  lessonShowsGroup,
  markQuestionRemoved,
  nextComponentOrder,
  questionIdsOfSection,
  readQuestionRow,
  sectionOfGroup,
  updateQuestion,
  writeQuestionOrder,
  type QuestionRow,
} from './assessment-authoring.repository';
import { changeAssessment, partNotFound, type ChangePlace } from './assessment-change';
import { readAssessmentHead } from './assessment-draft-read.repository';
import { insertPart } from './question-parts.repository';

/*
 * Questions (issue 15; product-spec §3 "Question fields", §5 "Assessments"). A new question comes with
 * the parts its type cannot do without, so the builder opens on something to edit: two choices for
 * multiple choice and multi-response, True / False for a boolean (neither correct yet), set labels
 * for a Venn diagram and two columns for a graphic organizer. The rest start empty.
 */

const bilingual = (en: string, es: string) => ({ en, es });
const DEFAULT_CHOICES: Partial<Record<QuestionType, { en: string; es: string }[]>> = {
  'multiple-choice': [bilingual('Choice 1', 'Opción 1'), bilingual('Choice 2', 'Opción 2')],
  'multi-response': [bilingual('Choice 1', 'Opción 1'), bilingual('Choice 2', 'Opción 2')],
  boolean: [bilingual('True', 'Verdadero'), bilingual('False', 'Falso')],
};
const DEFAULT_COLUMNS = [bilingual('Column 1', 'Columna 1'), bilingual('Column 2', 'Columna 2')];

/** The §5 limits: a second essay or Venn diagram in one assessment is refused. */
async function checkLimits(tx: Sql, assessmentId: number, type: QuestionType): Promise<void> {
  const counts = await countTypes(tx, assessmentId);
  if (type === 'essay' && (counts.get('essay') ?? 0) >= MAX_ESSAYS_PER_ASSESSMENT) throw appError('ASSESSMENT_AUTHORING.ESSAY_LIMIT');
  if (type === 'venn-diagram' && (counts.get('venn-diagram') ?? 0) >= MAX_VENN_DIAGRAMS_PER_ASSESSMENT) throw appError('ASSESSMENT_AUTHORING.VENN_LIMIT');
}

/**
 * A lesson's check-your-understanding or skill group reaches students through an assessment-group
 * component showing its number: one is appended to the lesson when no component shows the group yet
 * (the creator moves it where it belongs). Mid-unit, performance and benchmark assessments are the
 * lesson itself and need none.
 */
async function showGroup(tx: Sql, place: ChangePlace, groupNumber: number): Promise<void> {
  const head = await readAssessmentHead(tx, place.assessmentId);
  const kind = head ? assessmentKindOf(head.lessonTypeId) : null;
  if (kind !== 'check-your-understanding' && kind !== 'skill') return;
  if (await lessonShowsGroup(tx, place.lessonId, groupNumber)) return;
  await insertComponent(tx, {
    owner: { lessonId: place.lessonId },
    type: 'assessment-group',
    order: await nextComponentOrder(tx, place.lessonId),
    assessmentGroupNumber: groupNumber,
  });
}

/** `POST assessment/{id}/question`: a question at the end of section `groupNumber` (made when missing). */
export function addQuestion(deps: AppDeps, assessmentId: number, body: CreateQuestionBody): Promise<AssessmentDraft> {
  return changeAssessment(deps, { kind: 'assessment', id: assessmentId }, body.version, async (tx, place) => {
    const groupNumber = body.groupNumber ?? 1;
    await checkLimits(tx, assessmentId, body.type);
    const sectionId = await sectionOfGroup(tx, assessmentId, groupNumber);
    const order = (await questionIdsOfSection(tx, sectionId)).length + 1;
    const venn = body.type === 'venn-diagram';
    const id = await insertQuestion(tx, {
      sectionId,
      type: body.type,
      order,
      primarySetLabelId: venn ? await insertText(tx, bilingual('Set A', 'Conjunto A')) : undefined,
      secondarySetLabelId: venn ? await insertText(tx, bilingual('Set B', 'Conjunto B')) : undefined,
    });
    for (const text of DEFAULT_CHOICES[body.type] ?? []) await insertPart(tx, 'question_choices', id, { text_id: await insertText(tx, text) });
    if (body.type === 'type-f') for (const name of DEFAULT_COLUMNS) await insertPart(tx, 'organizer_columns', id, { column_name_id: await insertText(tx, name) });
    await showGroup(tx, place, groupNumber);
  });
}

const ref = (row: QuestionRow, column: string) => (row[column] as number | null) ?? null;

/** `PUT question/{id}`: the fields sent; what is left out stays. Narration and images must be uploaded assets of their kind. */
export function saveQuestion(deps: AppDeps, id: number, body: SaveQuestionBody): Promise<AssessmentDraft> {
  return changeAssessment(deps, { kind: 'question', id }, body.version, async (tx) => {
    const row = await readQuestionRow(tx, id);
    if (!row) throw partNotFound('question');
    await checkMedia(tx, { audio: [body.instructionAudio ?? null, body.primarySourceAudio ?? null, body.audio ?? null] });
    for (const image of [body.imageId, body.primarySetImageId, body.secondarySetImageId]) if (typeof image === 'number') await checkMedia(tx, { image });
    const text = (value: SaveQuestionBody['instruction'], column: string, kind: 'plain' | 'rich') =>
      value === undefined ? undefined : saveText(tx, ref(row, column), value, kind);
    const audio = (value: SaveQuestionBody['audio'], column: string) => (value === undefined ? undefined : saveAudio(tx, ref(row, column), value));
    await updateQuestion(tx, id, {
      points: body.points,
      instruction_id: await text(body.instruction, 'instruction_id', 'rich'),
      instruction_audio_id: await audio(body.instructionAudio, 'instruction_audio_id'),
      primary_text_source_id: await text(body.primaryTextSource, 'primary_text_source_id', 'rich'),
      primary_source_audio_id: await audio(body.primarySourceAudio, 'primary_source_audio_id'),
      audio_id: await audio(body.audio, 'audio_id'),
      image_id: body.imageId,
      primary_set_image_id: body.primarySetImageId,
      secondary_set_image_id: body.secondarySetImageId,
      primary_set_label_id: await text(body.primarySetLabel, 'primary_set_label_id', 'plain'),
      secondary_set_label_id: await text(body.secondarySetLabel, 'secondary_set_label_id', 'plain'),
      suggested_answer_id: await text(body.suggestedAnswer, 'suggested_answer_id', 'rich'),
      rubric_id: await text(body.rubric, 'rubric_id', 'rich'),
      response_text_id: await text(body.responseText, 'response_text_id', 'rich'),
      content_id: await text(body.content, 'content_id', 'rich'),
    });
  });
}

/** `PATCH question/{id}`: moves it within its section; the section's questions renumber from 1. */
export function moveQuestion(deps: AppDeps, id: number, body: MoveQuestionBody): Promise<AssessmentDraft> {
  return changeAssessment(deps, { kind: 'question', id }, body.version, async (tx) => {
    const row = await readQuestionRow(tx, id);
    if (!row) throw partNotFound('question');
    await writeQuestionOrder(tx, movedTo(await questionIdsOfSection(tx, row.sectionId), id, body.order));
  });
}

/** `DELETE question/{id}?version=`: removes it (soft); the rest renumber. A section left empty stays for later questions. */
export function removeQuestion(deps: AppDeps, id: number, version: number): Promise<AssessmentDraft> {
  return changeAssessment(deps, { kind: 'question', id }, version, async (tx) => {
    const row = await readQuestionRow(tx, id);
    if (!row) throw partNotFound('question');
    await markQuestionRemoved(tx, id);
    await writeQuestionOrder(tx, await questionIdsOfSection(tx, row.sectionId));
  });
}
