import type { ComponentDraft } from '@domain/authoring/story-authoring.responses';
import {
  hasParagraphs,
  type CreateEssentialQuestionBody,
  type CreateParagraphBody,
  type EssentialQuestionFields,
  type MoveBody,
  type UpdateEssentialQuestionBody,
  type UpdateParagraphBody,
} from '@domain/authoring/lesson-content.schemas';
import type { AppDeps } from '../../../app-deps';
import type { Sql } from '../../../db/database';
import { appError } from '../../../http/app-error';
import { insertEssentialQuestion, saveAudio, saveText, updatePart } from './content-values.repository';
import {
  deletePart,
  orderedIds,
  readComponentRow,
  readEssentialQuestionRow,
  readParagraphRow,
  writeOrder,
  type EssentialQuestionRow,
  type OrderedList,
} from './lesson-content.repository';
import { addParagraphTo } from './component-content.use-cases';
import { changeDraft, checkMedia, movedTo, notFound } from './lesson-draft.use-cases';

/*
 * Paragraphs of the paragraph-type components (product-spec §3) and their essential questions, in the
 * lesson and story builders (issue 14; api-spec §7.7). Each is one change of the owner's draft.
 */

const PARAGRAPHS: OrderedList = { table: 'component_paragraphs', owner: 'component_id' };

/** `POST paragraph`: a paragraph with the defaults at the end of a paragraph-type component. */
export function addParagraph(deps: AppDeps, body: CreateParagraphBody): Promise<ComponentDraft> {
  return changeDraft(deps, { kind: 'component', id: body.componentId }, body.version, async (tx) => {
    const component = await readComponentRow(tx, body.componentId);
    if (!component) throw notFound('component');
    if (!hasParagraphs(component.type)) throw appError('AUTHORING.NO_PARAGRAPHS');
    const ids = await orderedIds(tx, PARAGRAPHS, component.id);
    await addParagraphTo(tx, component.id, component.type, ids.length + 1);
  });
}

/** `PUT paragraph/{id}` and `PUT component/paragraph/{id}`: the fields given change, the others stay. */
export function saveParagraph(deps: AppDeps, paragraphId: number, body: UpdateParagraphBody): Promise<ComponentDraft> {
  return changeDraft(deps, { kind: 'paragraph', id: paragraphId }, body.version, async (tx) => {
    const row = await readParagraphRow(tx, paragraphId);
    if (!row) throw notFound('paragraph');
    if (body.audio) await checkMedia(tx, { audio: [body.audio] });
    await updatePart(tx, 'component_paragraphs', paragraphId, {
      title_id: body.title === undefined ? undefined : await saveText(tx, row.titleId, body.title, 'plain'),
      content_id: body.content === undefined ? undefined : await saveText(tx, row.contentId, body.content, 'rich'),
      audio_id: body.audio === undefined ? undefined : await saveAudio(tx, row.audioId, body.audio),
      video_url: body.videoUrl,
      background: body.background,
      opacity: body.opacity,
      size: body.size,
      alignment: body.alignment,
      orientation: body.orientation,
      height: body.height,
      is_progressive_map: body.isProgressiveMap,
      is_horizontal_mode: body.isHorizontalMode,
      is_carousel: body.isCarousal,
      display_step_numbers: body.displayStepNumbers,
    });
  });
}

/** `PATCH paragraph/{id}`: moves the paragraph inside its component; the paragraphs renumber from 1. */
export function moveParagraph(deps: AppDeps, paragraphId: number, body: MoveBody): Promise<ComponentDraft> {
  return changeDraft(deps, { kind: 'paragraph', id: paragraphId }, body.version, async (tx) => {
    const row = await readParagraphRow(tx, paragraphId);
    if (!row) throw notFound('paragraph');
    await writeOrder(tx, PARAGRAPHS, movedTo(await orderedIds(tx, PARAGRAPHS, row.componentId), paragraphId, body.order));
  });
}

/** `DELETE paragraph/{id}`: removes it with its route points and images; the later ones move up. */
export function removeParagraph(deps: AppDeps, paragraphId: number, version: number): Promise<ComponentDraft> {
  return changeDraft(deps, { kind: 'paragraph', id: paragraphId }, version, async (tx) => {
    const row = await readParagraphRow(tx, paragraphId);
    if (!row) throw notFound('paragraph');
    await deletePart(tx, PARAGRAPHS.table, paragraphId);
    await writeOrder(tx, PARAGRAPHS, await orderedIds(tx, PARAGRAPHS, row.componentId));
  });
}

/** `POST essentialquestion`: a paragraph's essential question (409 when it has one already). */
export function addEssentialQuestion(deps: AppDeps, body: CreateEssentialQuestionBody): Promise<ComponentDraft> {
  return changeDraft(deps, { kind: 'paragraph', id: body.paragraphId }, body.version, async (tx) => {
    const row = await readParagraphRow(tx, body.paragraphId);
    if (!row) throw notFound('paragraph');
    if (row.essentialQuestionId !== null) throw appError('AUTHORING.ESSENTIAL_QUESTION_EXISTS');
    await updatePart(tx, 'component_paragraphs', row.id, { essential_question_id: await storeEssentialQuestion(tx, null, body) });
  });
}

/** `PUT essentialquestion/{id}`: the question and its narration. */
export function saveEssentialQuestion(deps: AppDeps, essentialQuestionId: number, body: UpdateEssentialQuestionBody): Promise<ComponentDraft> {
  return changeDraft(deps, { kind: 'essentialQuestion', id: essentialQuestionId }, body.version, async (tx) => {
    const row = await readEssentialQuestionRow(tx, essentialQuestionId);
    if (!row) throw notFound('essentialQuestion');
    await storeEssentialQuestion(tx, row, body);
  });
}

/**
 * Writes an essential question's text and narration (a paragraph's or a lesson's own): into `current`,
 * or as a new one when there is none. The narration must name uploaded audio. Answers its id.
 */
export async function storeEssentialQuestion(tx: Sql, current: EssentialQuestionRow | null, fields: EssentialQuestionFields): Promise<number> {
  if (fields.audio) await checkMedia(tx, { audio: [fields.audio] });
  if (current === null) return insertEssentialQuestion(tx, (await saveText(tx, null, fields.question, 'rich'))!, await saveAudio(tx, null, fields.audio));
  await saveText(tx, current.questionId, fields.question, 'rich');
  await updatePart(tx, 'essential_questions', current.id, { audio_id: await saveAudio(tx, current.audioId, fields.audio) });
  return current.id;
}
