import type { AuthoredLesson } from '@domain/authoring/authoring.responses';
import type { RenameLessonBody, ReorderBody } from '@domain/authoring/authoring.schemas';
import { numberLessons } from '@domain/content/lesson-visibility';
import { LessonTypeId, UnitTypeId } from '@domain/shared/constants';
import type { AppDeps } from '../../app-deps';
import type { Sql } from '../../db/database';
import { appError } from '../../http/app-error';
import { insertText } from '../content/draft/bilingual.repository';
import { insertLesson } from '../content/draft/lesson-draft.repository';
import { readLessonDrafts } from './authored-state.repository';
import { authoredLessonsOf, moved } from './authored-state';
import {
  lockLessonsOfUnit,
  markLessonRemoved,
  placeLessons,
  raiseLessonVersionFrom,
  setLessonType,
  unitOfLiveLesson,
  type LiveLesson,
} from './lesson-authoring.repository';
import { lockLiveUnit, raiseUnitVersion, updateBilingualValue, type LockedUnit } from './unit-authoring.repository';
import { checkMove, type ListChange } from './unit-authoring.use-cases';

/*
 * A unit's lessons in the unit builder (issue 14; api-spec §7.5 lesson calls). Only builders reach
 * these use cases. Every change locks the unit first, then its lessons. A change to the unit's lesson
 * list (a lesson made, moved or removed) raises the unit's draft version too: the unit now differs from
 * what students read. A lesson whose position or number changes gets a new draft version (its
 * published copy carries both). A benchmark unit's benchmark lesson (type 7) stays what it is: it is
 * not removed alone, nor turned into another type, and no other lesson becomes one.
 */

const lessonNotFound = () => appError('AUTHORING.LESSON_NOT_FOUND');
const NEW_LESSON_TITLE = { en: 'New lesson', es: 'Nueva lección' };

const isBenchmarkLesson = (unit: LockedUnit, lesson: { lessonTypeId: number }) =>
  unit.unitTypeId === UnitTypeId.Benchmark && lesson.lessonTypeId === LessonTypeId.BenchmarkAssessment;

async function authoredLesson(sql: Sql, unitId: number, lessonId: number): Promise<AuthoredLesson> {
  const lesson = authoredLessonsOf(await readLessonDrafts(sql, unitId)).find((l) => l.id === lessonId);
  if (!lesson) throw lessonNotFound();
  return lesson;
}

/** A live lesson with its live unit and the unit's lessons, all locked; 404 when either is unknown or removed. */
async function lockLesson(tx: Sql, lessonId: number): Promise<{ unit: LockedUnit; lessons: LiveLesson[]; index: number }> {
  const unitId = await unitOfLiveLesson(tx, lessonId);
  const unit = unitId === null ? null : await lockLiveUnit(tx, unitId);
  if (!unit) throw lessonNotFound();
  const lessons = await lockLessonsOfUnit(tx, unit.id);
  const index = lessons.findIndex((l) => l.id === lessonId);
  // Removed or moved to another unit between the two reads.
  if (index < 0) throw lessonNotFound();
  return { unit, lessons, index };
}

/**
 * Writes the unit's lesson order from 1. Lessons whose position or number changes get a new draft
 * version, except `raisedAlready`, whose version the change itself raised.
 */
async function placeInOrder(tx: Sql, before: readonly LiveLesson[], after: readonly LiveLesson[], raisedAlready?: number): Promise<void> {
  const numberBefore = new Map(numberLessons(before).map((l) => [l.id, l.number]));
  const placements = numberLessons(after)
    .map((lesson, index) => ({ lesson, order: index + 1 }))
    .filter(({ lesson, order }) => lesson.sortOrder !== order || numberBefore.get(lesson.id) !== lesson.number)
    .map(({ lesson, order }) => ({ id: lesson.id, order, raise: lesson.id !== raisedAlready }));
  await placeLessons(tx, placements);
}

/** `POST lesson`: a new lesson at the end of the unit, a regular lesson unless another type is given. */
export async function createLesson(deps: AppDeps, unitId: number, lessonTypeId: number = LessonTypeId.Lesson): Promise<AuthoredLesson> {
  return deps.db.transaction(async (tx) => {
    const unit = await lockLiveUnit(tx, unitId);
    if (!unit) throw appError('AUTHORING.UNIT_NOT_FOUND');
    const lessons = await lockLessonsOfUnit(tx, unitId);
    await placeInOrder(tx, lessons, lessons);
    const titleId = await insertText(tx, NEW_LESSON_TITLE);
    const id = await insertLesson(tx, { unitId, titleId, lessonTypeId, order: lessons.length + 1, skillsId: null, essentialQuestionId: null });
    await raiseUnitVersion(tx, unitId);
    return authoredLesson(tx, unitId, id);
  });
}

/** `PATCH lesson/{id}/change-name` and `PUT lesson/{id}`: the title and the type (a type change may renumber the lessons after it). */
export async function renameLesson(deps: AppDeps, lessonId: number, change: RenameLessonBody): Promise<AuthoredLesson> {
  return deps.db.transaction(async (tx) => {
    const { unit, lessons, index } = await lockLesson(tx, lessonId);
    const lesson = lessons[index];
    const typeChanges = lesson.lessonTypeId !== change.lessonTypeValue;
    if (typeChanges && (isBenchmarkLesson(unit, lesson) || change.lessonTypeValue === LessonTypeId.BenchmarkAssessment)) {
      throw appError('AUTHORING.BENCHMARK_LESSON_FIXED');
    }
    const titleId = await raiseLessonVersionFrom(tx, lessonId, change.version);
    if (titleId === null) throw appError('AUTHORING.STALE_VERSION', { current: await authoredLesson(tx, unit.id, lessonId) });
    await updateBilingualValue(tx, titleId, change.title);
    if (typeChanges) {
      await setLessonType(tx, lessonId, change.lessonTypeValue);
      const retyped = lessons.map((l) => (l.id === lessonId ? { ...l, lessonTypeId: change.lessonTypeValue } : l));
      await placeInOrder(tx, lessons, retyped, lessonId);
    }
    return authoredLesson(tx, unit.id, lessonId);
  });
}

/** `PATCH lesson/{id}` with number, order, oldOrder: moves the lesson inside its unit. */
export async function moveLesson(deps: AppDeps, lessonId: number, move: ReorderBody): Promise<ListChange> {
  return deps.db.transaction(async (tx) => {
    const { unit, lessons, index } = await lockLesson(tx, lessonId);
    checkMove(lessons.length, index + 1, move);
    if (move.order === move.oldOrder) return { change: { publishNeeded: false }, message: 'changesSaved' };
    await placeInOrder(tx, lessons, moved(lessons, index, move.order - 1));
    await raiseUnitVersion(tx, unit.id);
    const published = lessons[index].publishedVersion !== null;
    return { change: { publishNeeded: published }, message: published ? 'publishToSeeChanges' : 'changesSaved' };
  });
}

/** `DELETE lesson/{id}`: removes the lesson; the lessons after it move up. */
export async function removeLesson(deps: AppDeps, lessonId: number): Promise<ListChange> {
  return deps.db.transaction(async (tx) => {
    const { unit, lessons, index } = await lockLesson(tx, lessonId);
    const lesson = lessons[index];
    if (isBenchmarkLesson(unit, lesson)) throw appError('AUTHORING.BENCHMARK_LESSON_FIXED');
    await markLessonRemoved(tx, lessonId);
    await placeInOrder(tx, lessons, lessons.filter((l) => l.id !== lessonId));
    await raiseUnitVersion(tx, unit.id);
    const published = lesson.publishedVersion !== null;
    return { change: { publishNeeded: published }, message: published ? 'publishToSeeChanges' : 'changesSaved' };
  });
}
