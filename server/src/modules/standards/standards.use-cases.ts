import type { EditStandardBody, StandardFields } from '@domain/standards/standards.schemas';
import type { LessonStandards, SoaDetails, Standard } from '@domain/standards/standards.responses';
import { clashingIndexes, codeScopeKey } from '@domain/standards/standards.rules';
import type { AppDeps } from '../../app-deps';
import type { Sql } from '../../db/database';
import { appError } from '../../http/app-error';
import { liveLessonExists, numberedQuestions, tagsOfQuestions } from './lesson-standards.repository';
import {
  findStandard,
  insertStandard,
  listStandards,
  listStandardsOfState,
  liveCodeKeys,
  lockStandard,
  lockState,
  markStandardRemoved,
  stateExists,
  standardsWithCode,
  updateStandard,
  usesOfStandards,
} from './standards.repository';

/*
 * SOA/ELA standards (issue 15; product-spec §2 management, §5 Standards, api-spec §7.10). Writes take
 * the state's row lock first, so the "different SOA standards" check (one live code per state and
 * subject) holds against a concurrent writer; the unique index is the last guard. A removal is soft:
 * tags keep naming the standard and keep the code and description copied onto them.
 */

const stateNotFound = () => appError('STANDARD.STATE_NOT_FOUND');
const standardNotFound = () => appError('STANDARD.NOT_FOUND');

export const allStandards = (deps: AppDeps): Promise<Standard[]> => listStandards(deps.db);

export async function standardsOfState(deps: AppDeps, stateId: number): Promise<Standard[]> {
  if (!(await stateExists(deps.db, stateId))) throw stateNotFound();
  return listStandardsOfState(deps.db, stateId);
}

/** Locks every state the standards name (in id order, so two writers never wait on each other); 404 for an unknown one. */
async function lockStates(tx: Sql, stateIds: readonly number[]): Promise<void> {
  for (const id of [...new Set(stateIds)].sort((a, b) => a - b)) if (!(await lockState(tx, id))) throw stateNotFound();
}

/** The live code keys per state and subject the items name, read once each. */
async function liveCodesOf(tx: Sql, items: readonly StandardFields[], exceptId = 0): Promise<Map<string, Set<string>>> {
  const live = new Map<string, Set<string>>();
  for (const item of items) {
    const scope = codeScopeKey(item);
    if (!live.has(scope)) live.set(scope, await liveCodeKeys(tx, item.stateId, item.subject, exceptId));
  }
  return live;
}

/**
 * Saves new standards, all or none, inside `tx`: 404 for an unknown state; 409 "Different SOA
 * standards must be chosen" naming each clashing item (`fieldOf(index)`) when a code is live already
 * in its state and subject or repeats in the list.
 */
export async function insertNewStandards(tx: Sql, items: readonly StandardFields[], fieldOf: (index: number) => string): Promise<number[]> {
  await lockStates(
    tx,
    items.map((i) => i.stateId),
  );
  const live = await liveCodesOf(tx, items);
  const clashing = clashingIndexes(items, (scope) => live.get(scope) ?? new Set());
  if (clashing.length > 0) throw appError('STANDARD.CODE_TAKEN', { fields: clashing.map((i) => ({ field: fieldOf(i), message: 'differentSoaStandards' })) });
  const ids: number[] = [];
  for (const item of items) ids.push(await insertStandard(tx, item));
  return ids;
}

/** `POST addSOAStandard`. */
export async function addStandard(deps: AppDeps, fields: StandardFields): Promise<Standard> {
  const id = await deps.db.transaction(async (tx) => (await insertNewStandards(tx, [fields], () => 'code'))[0]);
  return (await findStandard(deps.db, id))!;
}

/** `POST SOAStandard`: many standards from one JSON list, all saved or none. */
export async function addStandards(deps: AppDeps, list: readonly StandardFields[]): Promise<Standard[]> {
  const ids = await deps.db.transaction((tx) => insertNewStandards(tx, list, (i) => `standards.${i}.code`));
  const saved = await Promise.all(ids.map((id) => findStandard(deps.db, id)));
  return saved.filter((s): s is Standard => s !== null);
}

/** `PUT editSOAStandard`: the id in the body; a code may move to another state or subject if free there. */
export async function editStandard(deps: AppDeps, body: EditStandardBody): Promise<Standard> {
  const { id, ...fields } = body;
  await deps.db.transaction(async (tx) => {
    const current = await findStandard(tx, id);
    if (!current) throw standardNotFound();
    await lockStates(tx, [current.stateId, fields.stateId]);
    if (!(await lockStandard(tx, id))) throw standardNotFound();
    const live = await liveCodesOf(tx, [fields], id);
    if (clashingIndexes([fields], (scope) => live.get(scope) ?? new Set()).length > 0) throw appError('STANDARD.CODE_TAKEN');
    await updateStandard(tx, id, fields);
  });
  return (await findStandard(deps.db, id))!;
}

/** `DELETE deleteSOAStandard/{id}`: soft; its tags keep their copied code and description. */
export async function removeStandard(deps: AppDeps, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await lockStandard(tx, id))) throw standardNotFound();
    await markStandardRemoved(tx, id);
  });
}

/** `GET SOAStandard/soa-details?soaName`: the live standards with the code and the live questions tagged with them. */
export async function soaDetails(deps: AppDeps, code: string): Promise<SoaDetails> {
  const standards = await standardsWithCode(deps.db, code);
  const uses = standards.length ? await usesOfStandards(deps.db, standards.map((s) => s.id)) : [];
  return { standards, uses };
}

/** `POST SOAStandard/soa-lesson-details`: every live question of the lesson's assessments (its sets' too) with its tags. */
export async function lessonStandards(sql: Sql, lessonId: number): Promise<LessonStandards> {
  if (!(await liveLessonExists(sql, lessonId))) throw appError('STANDARD.LESSON_NOT_FOUND');
  const questions = await numberedQuestions(sql, lessonId, 'all');
  const tags = await tagsOfQuestions(
    sql,
    questions.map((q) => q.questionId),
  );
  return { lessonId, questions: questions.map((q) => ({ ...q, tags: tags.get(q.questionId) ?? [] })) };
}
