import type { AuthoredUnit, AuthoredUnitDetails, AuthoringChange, UnitType } from '@domain/authoring/authoring.responses';
import type { RenameUnitBody, ReorderBody } from '@domain/authoring/authoring.schemas';
import type { MessageKey } from '@domain/shared/messages';
import { LessonTypeId, UnitTypeId } from '@domain/shared/constants';
import type { AppDeps } from '../../app-deps';
import type { Sql } from '../../db/database';
import { appError } from '../../http/app-error';
import type { AuthUser } from '../auth/auth-user';
import { insertText } from '../content/draft/bilingual.repository';
import { insertLesson } from '../content/draft/lesson-draft.repository';
import { insertUnit } from '../content/draft/unit-draft.repository';
import { readItemLinks, readLessonDrafts, readUnitDraft, readUnitDrafts, readUnitPartIds } from './authored-state.repository';
import { authoredLessonsOf, authoredUnitOf, moved, publishStateOf, unitNumbersOf } from './authored-state';
import { requestPublish } from './publish/publish-job.use-cases';
import {
  lockLiveUnits,
  markUnitRemoved,
  placeUnits,
  raiseUnitVersionFrom,
  setUnitAcronymId,
  setUnitBelongsTo,
  updateBilingualValue,
  type LiveUnit,
} from './unit-authoring.repository';

/*
 * The course dashboard's units (issue 14; api-spec §7.4). Only builders reach these use cases (the
 * routes admit super admins and content creators). Edits change the drafts; students read the published
 * copies until a publish. Every save names the draft version it started from (409 with the unit as it
 * is now when another save came first); moves name the position the unit was seen at (409 when it has
 * moved since). Units are numbered 1, 2, 3... among regular history units in course order; every change
 * to the course's list renumbers it, and a unit whose position or number changed gets a new draft version.
 */

const unitNotFound = () => appError('AUTHORING.UNIT_NOT_FOUND');

/** The unit types a creator can make (`GET unit/types`). Not stored values: the name's id is the type's. */
const UNIT_TYPES: readonly UnitType[] = [
  { id: UnitTypeId.Regular, name: { id: UnitTypeId.Regular, en: 'Unit', es: 'Unidad' } },
  { id: UnitTypeId.Benchmark, name: { id: UnitTypeId.Benchmark, en: 'Benchmark unit', es: 'Unidad de evaluación de referencia' } },
];

/** What a new unit starts as, per type (renamed by the creator afterwards). */
const NEW_UNIT = {
  [UnitTypeId.Regular]: { name: { en: 'New unit', es: 'Nueva unidad' }, belongsTo: 'history', acronym: null },
  [UnitTypeId.Benchmark]: {
    name: { en: 'New benchmark unit', es: 'Nueva unidad de evaluación de referencia' },
    belongsTo: 'benchmark',
    acronym: { en: 'BM', es: 'ER' },
  },
} as const;
/** The one lesson a benchmark unit is made with (product-spec §4, "Benchmarks"). */
const BENCHMARK_LESSON_TITLE = { en: 'Benchmark Assessment', es: 'Evaluación de referencia' };

export const listUnitTypes = (): readonly UnitType[] => UNIT_TYPES;

/** `GET units/unitData`: every live unit's draft in course order, with its publish state. */
export async function listAuthoredUnits(deps: AppDeps): Promise<AuthoredUnit[]> {
  return (await readUnitDrafts(deps.db)).map(authoredUnitOf);
}

async function authoredUnit(sql: Sql, unitId: number): Promise<AuthoredUnit> {
  const row = await readUnitDraft(sql, unitId);
  if (!row) throw unitNotFound();
  return authoredUnitOf(row);
}

/** `GET {id}/unit-details`: the unit's draft with its lessons, biographies, stories and parts. */
export async function authoredUnitDetails(deps: AppDeps, unitId: number): Promise<AuthoredUnitDetails> {
  const unit = await authoredUnit(deps.db, unitId);
  const links = async (item: 'biographies' | 'unit_stories') =>
    (await readItemLinks(deps.db, unitId, item)).map((link, index) => ({
      id: link.id,
      name: link.name,
      order: index + 1,
      publishState: publishStateOf(link.version, link.publishedVersion),
    }));
  return {
    ...unit,
    lessons: authoredLessonsOf(await readLessonDrafts(deps.db, unitId)),
    biographies: await links('biographies'),
    unitStories: await links('unit_stories'),
    ...(await readUnitPartIds(deps.db, unitId)),
  };
}

/**
 * Writes the course's order from 1 and its numbers, for the units in `ordered`. A unit whose position
 * or number changes gets a new draft version (students read the old ones until a publish), except
 * `raisedAlready`, whose version the change itself raised.
 */
async function placeInOrder(tx: Sql, ordered: readonly LiveUnit[], raisedAlready?: number): Promise<void> {
  const numbers = unitNumbersOf(ordered);
  const placements = ordered
    .map((unit, index) => ({ unit, order: index + 1, number: numbers[index] }))
    .filter(({ unit, order, number }) => unit.sortOrder !== order || unit.number !== number)
    .map(({ unit, order, number }) => ({ id: unit.id, order, number, raise: unit.id !== raisedAlready }));
  await placeUnits(tx, placements);
}

/** The failure of a save whose version check matched nothing: the unit is gone (404) or moved on (409 with it now). */
async function staleUnitSave(tx: Sql, unitId: number): Promise<never> {
  const current = await readUnitDraft(tx, unitId);
  if (!current) throw unitNotFound();
  throw appError('AUTHORING.STALE_VERSION', { current: authoredUnitOf(current) });
}

/**
 * `POST unit`: a new unit at the end of the course. A benchmark unit (type 4) is made with its
 * benchmark lesson (type 7) in the same transaction, then published (product-spec §4; the spec's
 * 100 ms wait let the unit land before the lesson call, which one transaction makes unnecessary).
 */
export async function createUnit(deps: AppDeps, viewer: AuthUser, unitTypeId: 1 | 4): Promise<AuthoredUnit> {
  const fresh = NEW_UNIT[unitTypeId];
  const unitId = await deps.db.transaction(async (tx) => {
    const units = await lockLiveUnits(tx);
    const [number] = unitNumbersOf([...units, { unitTypeId, belongsTo: fresh.belongsTo }]).slice(-1);
    const id = await insertUnit(tx, {
      nameId: await insertText(tx, fresh.name),
      number,
      order: units.length + 1,
      belongsTo: fresh.belongsTo,
      specialUnitAcronymId: fresh.acronym ? await insertText(tx, fresh.acronym) : null,
      unitTypeId,
      descriptionId: null,
      descriptionAudioId: null,
      thumbnailImageId: null,
      overviewIntroId: null,
    });
    await placeInOrder(tx, units);
    if (unitTypeId === UnitTypeId.Benchmark) {
      const titleId = await insertText(tx, BENCHMARK_LESSON_TITLE);
      await insertLesson(tx, { unitId: id, titleId, lessonTypeId: LessonTypeId.BenchmarkAssessment, order: 1, skillsId: null, essentialQuestionId: null });
    }
    return id;
  });
  if (unitTypeId === UnitTypeId.Benchmark) {
    // The unit is made whatever happens to its publish: a failure here leaves it for the creator to publish.
    await requestPublish(deps, viewer, 'unit', unitId).catch((error: unknown) => deps.log.error({ err: error, unitId }, 'benchmark unit publish not queued'));
  }
  return authoredUnit(deps.db, unitId);
}

/** `PATCH unit/{id}/change-name`: the name, or the menu the unit belongs to (which may renumber the course). */
export async function renameUnit(deps: AppDeps, unitId: number, change: RenameUnitBody): Promise<AuthoredUnit> {
  return deps.db.transaction(async (tx) => {
    const units = await lockLiveUnits(tx);
    const texts = await raiseUnitVersionFrom(tx, unitId, change.version);
    if (!texts) return staleUnitSave(tx, unitId);
    if (change.name) await updateBilingualValue(tx, texts.nameId, change.name);
    if (change.belongsTo) {
      const belongsTo = change.belongsTo;
      await setUnitBelongsTo(tx, unitId, belongsTo);
      await placeInOrder(tx, units.map((u) => (u.id === unitId ? { ...u, belongsTo } : u)), unitId);
    }
    return authoredUnit(tx, unitId);
  });
}

/** `PATCH unit/{id}` with the special-unit acronym: the badge in both languages, or none. */
export async function setUnitAcronym(deps: AppDeps, unitId: number, version: number, acronym: { en: string; es: string } | null): Promise<AuthoredUnit> {
  return deps.db.transaction(async (tx) => {
    const texts = await raiseUnitVersionFrom(tx, unitId, version);
    if (!texts) return staleUnitSave(tx, unitId);
    if (acronym === null) await setUnitAcronymId(tx, unitId, null);
    else if (texts.acronymId !== null) await updateBilingualValue(tx, texts.acronymId, acronym);
    else await setUnitAcronymId(tx, unitId, await insertText(tx, acronym));
    return authoredUnit(tx, unitId);
  });
}

export interface ListChange {
  readonly change: AuthoringChange;
  readonly message: MessageKey;
}

/** Where `oldOrder` and `order` fit a list of `length`: 400 past the end, 409 when the item is not where the creator saw it. */
export function checkMove(length: number, position: number, move: ReorderBody): void {
  if (move.order > length) throw appError('AUTHORING.ORDER_OUT_OF_RANGE');
  if (move.oldOrder !== position) throw appError('AUTHORING.STALE_ORDER');
}

/** `PATCH unit/{id}` with number, order, oldOrder: moves the unit and renumbers the course. */
export async function moveUnit(deps: AppDeps, unitId: number, move: ReorderBody): Promise<ListChange> {
  return deps.db.transaction(async (tx) => {
    const units = await lockLiveUnits(tx);
    const from = units.findIndex((u) => u.id === unitId);
    if (from < 0) throw unitNotFound();
    checkMove(units.length, from + 1, move);
    if (move.order === move.oldOrder) return { change: { publishNeeded: false }, message: 'changesSaved' };
    await placeInOrder(tx, moved(units, from, move.order - 1));
    const published = units[from].publishedVersion !== null;
    return { change: { publishNeeded: published }, message: published ? 'publishToSeeChanges' : 'changesSaved' };
  });
}

/** `DELETE unit/{id}`: removes the unit; the units after it move up. A published one needs a course publish to leave students' menus. */
export async function removeUnit(deps: AppDeps, unitId: number): Promise<ListChange> {
  return deps.db.transaction(async (tx) => {
    const units = await lockLiveUnits(tx);
    const unit = units.find((u) => u.id === unitId);
    if (!unit) throw unitNotFound();
    await markUnitRemoved(tx, unitId);
    await placeInOrder(tx, units.filter((u) => u.id !== unitId));
    const published = unit.publishedVersion !== null;
    return { change: { publishNeeded: published }, message: published ? 'coursePublishNeeded' : 'changesSaved' };
  });
}
