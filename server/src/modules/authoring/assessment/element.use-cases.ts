import type { AssessmentDraft } from '@domain/authoring/assessment-authoring.responses';
import type { BlankBody, OrganizerColumnBody, OrganizerElementBody, VennElementBody } from '@domain/authoring/assessment-authoring.schemas';
import type { AppDeps } from '../../../app-deps';
import type { Sql } from '../../../db/database';
import { appError } from '../../../http/app-error';
import { insertText } from '../../content/draft/bilingual.repository';
import { saveText } from '../lesson-content/content-values.repository';
import { changeAssessment, partNotFound } from './assessment-change';
import { questionOfType } from './choice.use-cases';
import {
  clearColumnOfElements,
  deletePartRow,
  insertPart,
  isColumnOf,
  partIdsOf,
  readPartRefs,
  updatePartRow,
  writePartOrder,
  type PartTable,
} from './question-parts.repository';

/*
 * Elements of a question (issue 15): a Venn diagram's elements with their region, a graphic
 * organizer's (type F) columns and elements with their column, and the blanks of a cloze sentence or
 * fill-in-blank paragraph with their accepted answers. Each belongs to one type of question; another
 * type is refused (409). A removed element's siblings renumber.
 */

async function partRefs(tx: Sql, table: PartTable, id: number, kind: 'element' | 'column') {
  const refs = await readPartRefs(tx, table, id);
  if (!refs) throw partNotFound(kind);
  return refs;
}

async function removePart(tx: Sql, table: PartTable, id: number, questionId: number): Promise<void> {
  await deletePartRow(tx, table, id);
  await writePartOrder(tx, table, await partIdsOf(tx, table, questionId));
}

/** `POST venn-diagram-element/{questionId}`. */
export function addVennElement(deps: AppDeps, questionId: number, body: VennElementBody): Promise<AssessmentDraft> {
  return changeAssessment(deps, { kind: 'question', id: questionId }, body.version, async (tx) => {
    await questionOfType(tx, questionId, ['venn-diagram']);
    await insertPart(tx, 'question_elements', questionId, { content_id: await insertText(tx, body.content), correct_region: body.region });
  });
}

/** `PUT venn-diagram-element/{id}`. */
export function saveVennElement(deps: AppDeps, id: number, body: VennElementBody): Promise<AssessmentDraft> {
  return changeAssessment(deps, { kind: 'element', id }, body.version, async (tx) => {
    const refs = await partRefs(tx, 'question_elements', id, 'element');
    await questionOfType(tx, refs.questionId, ['venn-diagram']);
    await updatePartRow(tx, 'question_elements', id, { content_id: await saveText(tx, refs.contentId, body.content, 'plain'), correct_region: body.region });
  });
}

/** `POST component/question/{questionId}/typef-column`. */
export function addOrganizerColumn(deps: AppDeps, questionId: number, body: OrganizerColumnBody): Promise<AssessmentDraft> {
  return changeAssessment(deps, { kind: 'question', id: questionId }, body.version, async (tx) => {
    await questionOfType(tx, questionId, ['type-f']);
    await insertPart(tx, 'organizer_columns', questionId, { column_name_id: await insertText(tx, body.columnName) });
  });
}

/** `PUT component/question/typef-column/{id}`. */
export function saveOrganizerColumn(deps: AppDeps, id: number, body: OrganizerColumnBody): Promise<AssessmentDraft> {
  return changeAssessment(deps, { kind: 'column', id }, body.version, async (tx) => {
    const refs = await partRefs(tx, 'organizer_columns', id, 'column');
    await saveText(tx, refs.columnNameId, body.columnName, 'plain');
  });
}

/** `DELETE component/question/typef-column/{id}?version=`: its elements keep their text and lose their column. */
export function removeOrganizerColumn(deps: AppDeps, id: number, version: number): Promise<AssessmentDraft> {
  return changeAssessment(deps, { kind: 'column', id }, version, async (tx) => {
    const refs = await partRefs(tx, 'organizer_columns', id, 'column');
    await clearColumnOfElements(tx, id);
    await removePart(tx, 'organizer_columns', id, refs.questionId);
  });
}

async function checkColumn(tx: Sql, columnId: number, questionId: number): Promise<void> {
  if (!(await isColumnOf(tx, columnId, questionId))) throw appError('ASSESSMENT_AUTHORING.COLUMN_OF_OTHER_QUESTION');
}

/** `POST component/question/{questionId}/typef-element`: the column must be one of the same question. */
export function addOrganizerElement(deps: AppDeps, questionId: number, body: OrganizerElementBody): Promise<AssessmentDraft> {
  return changeAssessment(deps, { kind: 'question', id: questionId }, body.version, async (tx) => {
    await questionOfType(tx, questionId, ['type-f']);
    await checkColumn(tx, body.columnId, questionId);
    await insertPart(tx, 'question_elements', questionId, { content_id: await insertText(tx, body.content), correct_column_id: body.columnId });
  });
}

/** `PUT component/question/typef-element/{id}`. */
export function saveOrganizerElement(deps: AppDeps, id: number, body: OrganizerElementBody): Promise<AssessmentDraft> {
  return changeAssessment(deps, { kind: 'element', id }, body.version, async (tx) => {
    const refs = await partRefs(tx, 'question_elements', id, 'element');
    await questionOfType(tx, refs.questionId, ['type-f']);
    await checkColumn(tx, body.columnId, refs.questionId);
    await updatePartRow(tx, 'question_elements', id, { content_id: await saveText(tx, refs.contentId, body.content, 'plain'), correct_column_id: body.columnId });
  });
}

const BLANK_TYPES = ['cloze-sentence', 'fill-in-blank'] as const;

/** A blank's accepted answers, trimmed, each kept once. */
const acceptedOf = (list: readonly string[]) => [...new Set(list.map((a) => a.trim()))];

/** `POST component/question/{questionId}/fill-in-blank-element`: the next blank ([[n]] in the text). */
export function addBlank(deps: AppDeps, questionId: number, body: BlankBody): Promise<AssessmentDraft> {
  return changeAssessment(deps, { kind: 'question', id: questionId }, body.version, async (tx) => {
    await questionOfType(tx, questionId, BLANK_TYPES);
    await insertPart(tx, 'question_elements', questionId, {
      content_id: body.content ? await insertText(tx, body.content) : null,
      accepted_en: acceptedOf(body.accepted.en),
      accepted_es: acceptedOf(body.accepted.es),
    });
  });
}

/** `PUT component/question/fill-in-blank-element/{id}`. */
export function saveBlank(deps: AppDeps, id: number, body: BlankBody): Promise<AssessmentDraft> {
  return changeAssessment(deps, { kind: 'element', id }, body.version, async (tx) => {
    const refs = await partRefs(tx, 'question_elements', id, 'element');
    await questionOfType(tx, refs.questionId, BLANK_TYPES);
    await updatePartRow(tx, 'question_elements', id, {
      content_id: await saveText(tx, refs.contentId, body.content ?? null, 'plain'),
      accepted_en: acceptedOf(body.accepted.en),
      accepted_es: acceptedOf(body.accepted.es),
    });
  });
}

/**
 * `DELETE venn-diagram-element/{id}`, `…/typef-element/{id}` and `…/fill-in-blank-element/{id}`:
 * the element of the named kind of question; the rest renumber (blanks' [[n]] markers are the
 * creator's to update, and the publish check names any that no longer match).
 */
export function removeElement(deps: AppDeps, id: number, version: number, types: Parameters<typeof questionOfType>[2]): Promise<AssessmentDraft> {
  return changeAssessment(deps, { kind: 'element', id }, version, async (tx) => {
    const refs = await partRefs(tx, 'question_elements', id, 'element');
    await questionOfType(tx, refs.questionId, types);
    await removePart(tx, 'question_elements', id, refs.questionId);
  });
}
