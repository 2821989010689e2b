import type { BenchmarkSetSummary, LinkableUnit } from '@domain/authoring/benchmark-set.responses';
import { publishStateOf, questionSetChange, sortBenchmarkSets, warningsOf } from '@domain/authoring/benchmark-set.rules';
import { LessonTypeId } from '@domain/shared/constants';
import type { Language } from '@domain/shared/constants';
import type { AppDeps } from '../../../app-deps';
import type { Sql } from '../../../db/database';
import { appError } from '../../../http/app-error';
import { insertText } from '../../content/draft/bilingual.repository';
import { publishAndAnnounce } from '../../content/publish/publish-course';
import { insertAssessment, insertBenchmarkSet, insertSection } from '../../assessment/draft/assessment-draft.repository';
import { publishAssessment } from '../../assessment/publish/publish-assessment';
import {
  findBenchmarkSet,
  findLessonType,
  isBenchmarkSetInUse,
  isLinkableUnit,
  listBenchmarkSetsOfLesson,
  listLinkableUnits,
  listQuestionSets,
  lockBenchmarkSet,
  markSetPublished,
  raiseDraftVersion,
  removeBenchmarkSet,
  removeQuestionSets,
  saveTitleLanguage,
  setLinkedUnit,
  type BenchmarkSetRow,
} from './benchmark-set.repository';

/*
 * The benchmark assessment builder (issue 15; api-spec §7.5; product-spec §3, §4, §5). Only builders
 * reach these (the routes admit super admins and content creators; reads also previewers). Every
 * write is one transaction on the locked set and raises the set's draft version, so "unpublished
 * changes" shows until the next `benchmarkSet/{id}/publish`.
 */

/** The title a new set gets until the creator names it. */
export const NEW_SET_TITLE = { en: 'New benchmark set', es: 'Nuevo conjunto de evaluaciones de referencia' };

export function summaryOf(row: BenchmarkSetRow): BenchmarkSetSummary {
  return {
    id: row.id,
    lessonId: row.lessonId,
    assessmentId: row.assessmentId,
    title: row.title,
    linkedUnitId: row.linkedUnitId,
    linkedUnitNumber: row.linkedUnitNumber,
    linkedUnitName: row.linkedUnitName,
    questionSetCount: row.questionSetCount,
    questionCount: row.questionCount,
    draftVersion: row.draftVersion,
    publishedDraftVersion: row.publishedDraftVersion,
    publishState: publishStateOf(row),
    warnings: warningsOf(row, row.setsLinkedToSameUnit),
  };
}

async function summaryIn(sql: Sql, setId: number): Promise<BenchmarkSetSummary> {
  const row = await findBenchmarkSet(sql, setId);
  if (!row) throw appError('BENCHMARK_SET.NOT_FOUND');
  return summaryOf(row);
}

async function requireBenchmarkLesson(sql: Sql, lessonId: number): Promise<void> {
  const lesson = await findLessonType(sql, lessonId);
  if (!lesson) throw appError('AUTHORING.LESSON_NOT_FOUND');
  if (lesson.lessonTypeId !== LessonTypeId.BenchmarkAssessment) throw appError('BENCHMARK_SET.NOT_A_BENCHMARK_LESSON');
}

/** One change of a live set, locked, in one transaction; the set's draft version goes up. Answers the set after it. */
function changeSet(deps: AppDeps, setId: number, work: (tx: Sql, set: { assessmentId: number; titleId: number }) => Promise<void>) {
  return deps.db.transaction(async (tx) => {
    const set = await lockBenchmarkSet(tx, setId);
    if (!set) throw appError('BENCHMARK_SET.NOT_FOUND');
    await work(tx, set);
    await raiseDraftVersion(tx, setId);
    return summaryIn(tx, setId);
  });
}

/** `POST benchmarkSet/{lessonId}`: a new set on a benchmark lesson, with its assessment and one empty question set. */
export function createBenchmarkSet(deps: AppDeps, lessonId: number): Promise<BenchmarkSetSummary> {
  return deps.db.transaction(async (tx) => {
    await requireBenchmarkLesson(tx, lessonId);
    const setId = await insertBenchmarkSet(tx, { lessonId, linkedUnitId: null, titleId: await insertText(tx, NEW_SET_TITLE) });
    const assessmentId = await insertAssessment(tx, { lessonId, benchmarkSetId: setId });
    await insertSection(tx, { assessmentId, groupNumber: 1, order: 1 });
    return summaryIn(tx, setId);
  });
}

/** `GET benchmarkSet/{id}`. */
export function readBenchmarkSet(deps: AppDeps, setId: number): Promise<BenchmarkSetSummary> {
  return summaryIn(deps.db, setId);
}

/** `GET benchmarkSet/lesson/{lessonId}`: every live set of the lesson, published or not, in product-spec §4's order. */
export async function listSetsOfLesson(deps: AppDeps, lessonId: number): Promise<BenchmarkSetSummary[]> {
  await requireBenchmarkLesson(deps.db, lessonId);
  return sortBenchmarkSets(await listBenchmarkSetsOfLesson(deps.db, lessonId)).map(summaryOf);
}

/** `GET benchmark/unitList/{id}`: the units a set of benchmark lesson {id} may test. */
export async function listUnitsToLink(deps: AppDeps, lessonId: number): Promise<LinkableUnit[]> {
  await requireBenchmarkLesson(deps.db, lessonId);
  return listLinkableUnits(deps.db);
}

/** `PATCH benchmarkSet/{id}/setTitle/{title}`: one language of the title (English unless `?language=es`). */
export function renameBenchmarkSet(deps: AppDeps, setId: number, title: string, language: Language): Promise<BenchmarkSetSummary> {
  return changeSet(deps, setId, (tx, set) => saveTitleLanguage(tx, set.titleId, language, title));
}

/** `PUT benchmarkSet/{id}/SetCount/{n}`: adds empty question sets, or removes trailing empty ones (409 for one holding questions). */
export function setQuestionSetCount(deps: AppDeps, setId: number, wanted: number): Promise<BenchmarkSetSummary> {
  return changeSet(deps, setId, async (tx, set) => {
    const sections = await listQuestionSets(tx, set.assessmentId);
    const change = questionSetChange(sections, wanted);
    if (change.blocked !== null) throw appError('BENCHMARK_SET.QUESTION_SET_NOT_EMPTY');
    if (change.remove.length) await removeQuestionSets(tx, change.remove);
    const last = sections.reduce((max, s) => Math.max(max, s.groupNumber), 0);
    for (let i = 1; i <= change.add; i += 1) await insertSection(tx, { assessmentId: set.assessmentId, groupNumber: last + i, order: last + i });
  });
}

/** `PATCH benchmarkSet/{setId}/{unitId}`: the history unit the set tests. */
export function linkBenchmarkSet(deps: AppDeps, setId: number, unitId: number): Promise<BenchmarkSetSummary> {
  return changeSet(deps, setId, async (tx) => {
    if (!(await isLinkableUnit(tx, unitId))) throw appError('BENCHMARK_SET.UNIT_NOT_LINKABLE');
    await setLinkedUnit(tx, setId, unitId);
  });
}

/** `DELETE benchmarkSet/{id}/linkedUnit`: the set tests no unit any more (it moves to the end of the list). */
export function unlinkBenchmarkSet(deps: AppDeps, setId: number): Promise<BenchmarkSetSummary> {
  return changeSet(deps, setId, (tx) => setLinkedUnit(tx, setId, null));
}

/**
 * `DELETE benchmarkSet/{id}`: removes a set nobody was assigned or answered (409 otherwise), and its
 * published copy; every process drops its cached snapshots, as after a publish.
 */
export async function removeSet(deps: AppDeps, setId: number): Promise<{ id: number }> {
  return publishAndAnnounce(deps.db, async (tx) => {
    const set = await lockBenchmarkSet(tx, setId);
    if (!set) throw appError('BENCHMARK_SET.NOT_FOUND');
    if (await isBenchmarkSetInUse(tx, setId, set.assessmentId)) throw appError('BENCHMARK_SET.IN_USE');
    await removeBenchmarkSet(tx, setId, set.assessmentId);
    return { id: setId };
  });
}

/**
 * `PATCH benchmarkSet/{id}/publish`: the set's draft becomes what teachers assign and students answer,
 * in one transaction then announced (a set is one assessment: no publish job is needed). A draft that
 * would not play is refused 409 (`ASSESSMENT.INVALID`, its problems named) and nothing changes.
 */
export async function publishBenchmarkSet(deps: AppDeps, setId: number): Promise<BenchmarkSetSummary> {
  return publishAndAnnounce(deps.db, async (tx) => {
    const set = await lockBenchmarkSet(tx, setId);
    if (!set) throw appError('BENCHMARK_SET.NOT_FOUND');
    await publishAssessment(tx, set.assessmentId);
    await markSetPublished(tx, setId);
    return summaryIn(tx, setId);
  });
}
