import type { AssessmentDraft } from '@domain/authoring/assessment-authoring.responses';
import type { CreateEssayStepBody, CreateEssayTopicBody, SaveEssayStepBody, SaveEssayTopicBody } from '@domain/authoring/assessment-authoring.schemas';
import type { AppDeps } from '../../../app-deps';
import type { Sql } from '../../../db/database';
import { insertText } from '../../content/draft/bilingual.repository';
import { saveAudio, saveText } from '../lesson-content/content-values.repository';
import { checkMedia, movedTo } from '../lesson-content/lesson-draft.use-cases';
import { changeAssessment, partNotFound } from './assessment-change';
import { questionOfType } from './choice.use-cases';
import { deletePartRow, insertPart, partIdsOf, readPartRefs, updatePartRow, writePartOrder } from './question-parts.repository';

/*
 * An essay's topics (the student picks one) and steps (guidance, with narration) (issue 15). Each
 * goes at `order` when given, else at the end; the list renumbers from 1 after every change.
 */

type Table = 'essay_topics' | 'essay_steps';

async function place(tx: Sql, table: Table, questionId: number, id: number, order: number | undefined): Promise<void> {
  const ids = await partIdsOf(tx, table, questionId);
  await writePartOrder(tx, table, order === undefined ? ids : movedTo(ids, id, order));
}

async function refsOf(tx: Sql, table: Table, id: number) {
  const refs = await readPartRefs(tx, table, id);
  if (!refs) throw partNotFound(table === 'essay_topics' ? 'topic' : 'step');
  return refs;
}

/** `POST component/question/essay/essay-topics`. */
export function addEssayTopic(deps: AppDeps, body: CreateEssayTopicBody): Promise<AssessmentDraft> {
  return changeAssessment(deps, { kind: 'question', id: body.questionId }, body.version, async (tx) => {
    await questionOfType(tx, body.questionId, ['essay']);
    const id = await insertPart(tx, 'essay_topics', body.questionId, { title_id: await insertText(tx, body.title) });
    await place(tx, 'essay_topics', body.questionId, id, body.topicOrder);
  });
}

/** `PUT component/question/essay/essay-topics/{id}`. */
export function saveEssayTopic(deps: AppDeps, id: number, body: SaveEssayTopicBody): Promise<AssessmentDraft> {
  return changeAssessment(deps, { kind: 'topic', id }, body.version, async (tx) => {
    const refs = await refsOf(tx, 'essay_topics', id);
    await saveText(tx, refs.titleId, body.title, 'plain');
    await place(tx, 'essay_topics', refs.questionId, id, body.order);
  });
}

/** `POST component/question/essay/essay-steps`. */
export function addEssayStep(deps: AppDeps, body: CreateEssayStepBody): Promise<AssessmentDraft> {
  return changeAssessment(deps, { kind: 'question', id: body.questionId }, body.version, async (tx) => {
    await questionOfType(tx, body.questionId, ['essay']);
    await checkMedia(tx, { audio: [body.stepAudio] });
    const id = await insertPart(tx, 'essay_steps', body.questionId, {
      title_id: await insertText(tx, body.title),
      content_id: await saveText(tx, null, body.content, 'rich'),
      step_audio_id: await saveAudio(tx, null, body.stepAudio),
    });
    await place(tx, 'essay_steps', body.questionId, id, body.order);
  });
}

/** `PUT component/question/essay/essay-steps/{id}`. */
export function saveEssayStep(deps: AppDeps, id: number, body: SaveEssayStepBody): Promise<AssessmentDraft> {
  return changeAssessment(deps, { kind: 'step', id }, body.version, async (tx) => {
    const refs = await refsOf(tx, 'essay_steps', id);
    await checkMedia(tx, { audio: [body.stepAudio] });
    await saveText(tx, refs.titleId, body.title, 'plain');
    await updatePartRow(tx, 'essay_steps', id, {
      content_id: await saveText(tx, refs.contentId, body.content, 'rich'),
      step_audio_id: await saveAudio(tx, refs.stepAudioId, body.stepAudio),
    });
    await place(tx, 'essay_steps', refs.questionId, id, body.order);
  });
}

/** `DELETE …/essay-topics/{id}` and `…/essay-steps/{id}`: the rest renumber. */
export function removeEssayPart(deps: AppDeps, table: Table, id: number, version: number): Promise<AssessmentDraft> {
  return changeAssessment(deps, { kind: table === 'essay_topics' ? 'topic' : 'step', id }, version, async (tx) => {
    const refs = await refsOf(tx, table, id);
    await deletePartRow(tx, table, id);
    await place(tx, table, refs.questionId, id, undefined);
  });
}
