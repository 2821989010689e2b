import type { QuestionType } from '@domain/assessment/question.schemas';
import type { AssessmentDraft } from '@domain/authoring/assessment-authoring.responses';
import type { CreateChoiceBody, RenameChoiceBody, SaveChoiceBody } from '@domain/authoring/assessment-authoring.schemas';
import type { AppDeps } from '../../../app-deps';
import type { Sql } from '../../../db/database';
import { appError } from '../../../http/app-error';
import { insertText } from '../../content/draft/bilingual.repository';
import { saveAudio, saveText } from '../lesson-content/content-values.repository';
import { checkMedia, movedTo } from '../lesson-content/lesson-draft.use-cases';
import { readQuestionRow } from './assessment-authoring.repository';
import { changeAssessment, partNotFound } from './assessment-change';
import {
  deletePartRow,
  insertPart,
  makeOnlyCorrect,
  partIdsOf,
  readPartRefs,
  toggleCorrect,
  updatePartRow,
  writePartOrder,
} from './question-parts.repository';

/*
 * Choices (issue 15): of multiple-choice, multi-response and boolean questions, and a cloze
 * sentence's word bank (never correct). A boolean keeps its two choices (True / False): only their
 * texts and which one is correct change.
 */

const WITH_CHOICES: readonly QuestionType[] = ['multiple-choice', 'multi-response', 'boolean', 'cloze-sentence'];
const SINGLE_CORRECT: readonly QuestionType[] = ['multiple-choice', 'boolean'];

/** The question's type, or 409 when it is not one of `allowed`. */
export async function questionOfType(tx: Sql, questionId: number, allowed: readonly QuestionType[]): Promise<QuestionType> {
  const row = await readQuestionRow(tx, questionId);
  if (!row) throw partNotFound('question');
  if (!allowed.includes(row.type as QuestionType)) throw appError('ASSESSMENT_AUTHORING.WRONG_QUESTION_TYPE');
  return row.type as QuestionType;
}

/** `POST choice/{questionId}` and `POST component/question/{questionId}/choice/{order}`: a new choice, at `order` or the end. */
export function addChoice(deps: AppDeps, questionId: number, body: CreateChoiceBody, order?: number): Promise<AssessmentDraft> {
  return changeAssessment(deps, { kind: 'question', id: questionId }, body.version, async (tx) => {
    if ((await questionOfType(tx, questionId, WITH_CHOICES)) === 'boolean') throw appError('ASSESSMENT_AUTHORING.BOOLEAN_CHOICES');
    const ids = await partIdsOf(tx, 'question_choices', questionId);
    const number = ids.length + 1;
    const text = body.text ?? { en: `Choice ${number}`, es: `Opción ${number}` };
    const id = await insertPart(tx, 'question_choices', questionId, { text_id: await insertText(tx, text) });
    await writePartOrder(tx, 'question_choices', order === undefined ? [...ids, id] : movedTo([...ids, id], id, order));
  });
}

/** The choice's question id (the change already checked it is live). */
async function questionOfChoice(tx: Sql, choiceId: number) {
  const refs = await readPartRefs(tx, 'question_choices', choiceId);
  if (!refs) throw partNotFound('choice');
  return refs;
}

/** `PATCH choice/{id}/correct`: makes it the only correct choice (multiple choice and boolean). */
export function markCorrect(deps: AppDeps, choiceId: number, version: number): Promise<AssessmentDraft> {
  return changeAssessment(deps, { kind: 'choice', id: choiceId }, version, async (tx) => {
    const refs = await questionOfChoice(tx, choiceId);
    await questionOfType(tx, refs.questionId, SINGLE_CORRECT);
    await makeOnlyCorrect(tx, refs.questionId, choiceId);
  });
}

/** `PATCH component/question/multipleResponse/{id}/correct`: toggles whether it is one of the correct choices. */
export function toggleResponse(deps: AppDeps, choiceId: number, version: number): Promise<AssessmentDraft> {
  return changeAssessment(deps, { kind: 'choice', id: choiceId }, version, async (tx) => {
    const refs = await questionOfChoice(tx, choiceId);
    await questionOfType(tx, refs.questionId, ['multi-response']);
    await toggleCorrect(tx, choiceId);
  });
}

/** `PATCH choice/{id}/change-name`: the choice's text. */
export function renameChoice(deps: AppDeps, choiceId: number, body: RenameChoiceBody): Promise<AssessmentDraft> {
  return changeAssessment(deps, { kind: 'choice', id: choiceId }, body.version, async (tx) => {
    const refs = await questionOfChoice(tx, choiceId);
    await saveText(tx, refs.textId, body.name, 'plain');
  });
}

/** `PATCH component/question/choice/{id}/change-name`: text, narration, why it is right or wrong, and its number. */
export function saveChoice(deps: AppDeps, choiceId: number, body: SaveChoiceBody): Promise<AssessmentDraft> {
  return changeAssessment(deps, { kind: 'choice', id: choiceId }, body.version, async (tx) => {
    const refs = await questionOfChoice(tx, choiceId);
    await checkMedia(tx, { audio: [body.choiceAudio, body.responseAudio] });
    await saveText(tx, refs.textId, body.name, 'plain');
    await updatePartRow(tx, 'question_choices', choiceId, {
      choice_audio_id: await saveAudio(tx, refs.choiceAudioId, body.choiceAudio),
      response_text_id: await saveText(tx, refs.responseTextId, body.responseText, 'rich'),
      response_audio_id: await saveAudio(tx, refs.responseAudioId, body.responseAudio),
    });
    const ids = await partIdsOf(tx, 'question_choices', refs.questionId);
    if (body.choiceNumber > ids.length) throw appError('AUTHORING.ORDER_OUT_OF_RANGE', { fields: [{ field: 'choiceNumber', message: 'orderOutOfRange' }] });
    await writePartOrder(tx, 'question_choices', movedTo(ids, choiceId, body.choiceNumber));
  });
}

/** `DELETE choice/{id}?version=`: removes it; the rest renumber. A boolean keeps its two. */
export function removeChoice(deps: AppDeps, choiceId: number, version: number): Promise<AssessmentDraft> {
  return changeAssessment(deps, { kind: 'choice', id: choiceId }, version, async (tx) => {
    const refs = await questionOfChoice(tx, choiceId);
    if ((await questionOfType(tx, refs.questionId, WITH_CHOICES)) === 'boolean') throw appError('ASSESSMENT_AUTHORING.BOOLEAN_CHOICES');
    await deletePartRow(tx, 'question_choices', choiceId);
    await writePartOrder(tx, 'question_choices', await partIdsOf(tx, 'question_choices', refs.questionId));
  });
}
