import type { Language } from '@domain/shared/constants';
import type { LessonSummary } from '@domain/content/lesson.schemas';
import type { UnitDocument } from '@domain/content/unit.schemas';
import type { LessonListItem, UnitCard, UnitView } from '@domain/content/student-content.schemas';
import { LESSON_TARGET } from '@domain/content/lesson-visibility';
import { lessonsAvailableIn, lessonsOnlyInEnglish } from '@domain/content/spanish-availability.rules';
import { neighbours, unitProgressOf } from '@domain/learning/unit-access.rules';
import type { AuthUser } from '../auth/auth-user';
import type { AppDeps } from '../../app-deps';
import { listProgress, type StoredProgress } from './lesson-progress.repository';
import { progressSubject } from './progress-subject';
import { recordDisclosure } from '../privacy/disclosure-recorder';
import { lockStatusesFor, openUnit } from './unit-access';

function lessonItems(lessons: readonly LessonSummary[], progress: Map<number, StoredProgress> | null): LessonListItem[] {
  return lessons.map((lesson) => {
    const p = progress?.get(lesson.id);
    return {
      ...lesson,
      target: LESSON_TARGET[lesson.lessonTypeId],
      statusLesson: progress ? (p?.status ?? 'not-started') : null,
      score: p?.score ?? null,
    };
  });
}

async function progressMap(deps: AppDeps, studentId: number | null, units: readonly UnitDocument[]) {
  if (studentId === null) return null;
  const ids = units.flatMap((u) => u.lessons.map((l) => l.id));
  return new Map((await listProgress(deps.db, studentId, ids)).map((p) => [p.lessonId, p]));
}

/** units: the dashboard, every published unit with its lock status and the student's progress. */
export async function listUnits(deps: AppDeps, viewer: AuthUser, language: Language, studentId?: number): Promise<UnitCard[]> {
  const units = await deps.content.units();
  const subject = await progressSubject(deps.db, viewer, studentId);
  const lockOf = await lockStatusesFor(deps.db, viewer);
  const progress = await progressMap(deps, subject, units);
  await recordDisclosure(deps, viewer, subject, 'unit-progress');
  return units.map((u) => ({
    id: u.id,
    name: u.name,
    number: u.number,
    order: u.order,
    belongsTo: u.belongsTo,
    specialUnitAcronym: u.specialUnitAcronym,
    unitTypeId: u.unitTypeId,
    description: u.description,
    descriptionAudio: u.descriptionAudio,
    thumbnail: u.thumbnail,
    openerId: u.openerId,
    isPublished: true,
    lockStatus: lockOf(u.id),
    progress: progress ? unitProgressOf(lessonsAvailableIn(u.lessons, language).map((l) => progress.get(l.id)?.status ?? 'not-started')) : null,
    lessonsOnlyInEnglish: lessonsOnlyInEnglish(u.lessons, language),
  }));
}

/** unit/{id}: the unit with its lessons (statuses), progress and whether its neighbours are locked. */
export async function getUnit(deps: AppDeps, viewer: AuthUser, unitId: number, language: Language, studentId?: number): Promise<UnitView> {
  const unit = await openUnit(deps, viewer, unitId);
  const subject = await progressSubject(deps.db, viewer, studentId);
  const progress = await progressMap(deps, subject, [unit]);
  await recordDisclosure(deps, viewer, subject, 'unit-progress', unitId);
  const lessons = lessonItems(lessonsAvailableIn(unit.lessons, language), progress);
  const lockOf = await lockStatusesFor(deps.db, viewer);
  const { previous, next } = neighbours(await deps.content.units(), unitId);
  return {
    ...unit,
    lessons,
    lessonsOnlyInEnglish: lessonsOnlyInEnglish(unit.lessons, language),
    lockStatus: 'unlocked',
    progress: progress ? unitProgressOf(lessons.map((l) => l.statusLesson ?? 'not-started')) : null,
    previousUnit: previous ? { id: previous.id, lockStatus: lockOf(previous.id) } : null,
    nextUnit: next ? { id: next.id, lockStatus: lockOf(next.id) } : null,
  };
}

/** {unitId}/lessons: the hamburger menu, each lesson with its link target and status. */
export async function listUnitLessons(deps: AppDeps, viewer: AuthUser, unitId: number, language: Language, studentId?: number) {
  const unit = await openUnit(deps, viewer, unitId);
  const subject = await progressSubject(deps.db, viewer, studentId);
  await recordDisclosure(deps, viewer, subject, 'unit-progress', unitId);
  return lessonItems(lessonsAvailableIn(unit.lessons, language), await progressMap(deps, subject, [unit]));
}

/** Literacy-Lesson: the skill lessons (type 4) of every published unit the viewer may open, for the literacy menu. */
export async function listLiteracyLessons(deps: AppDeps, viewer: AuthUser, language: Language) {
  const lockOf = await lockStatusesFor(deps.db, viewer);
  const units = (await deps.content.units()).filter((u) => lockOf(u.id) === 'unlocked');
  const subject = await progressSubject(deps.db, viewer, undefined);
  const progress = await progressMap(deps, subject, units);
  return units.flatMap((u) =>
    lessonItems(lessonsAvailableIn(u.lessons.filter((l) => l.lessonTypeId === 4), language), progress).map((l) => ({
      ...l,
      unitId: u.id,
      unitName: u.name,
      unitNumber: u.number,
    })),
  );
}

/** program/preview: scope and sequence, every published unit with its listed lessons (no progress, no locks). */
export async function programPreview(deps: AppDeps, language: Language, unitId?: number) {
  const units = (await deps.content.units()).filter((u) => unitId === undefined || u.id === unitId);
  return units.map((u) => ({
    id: u.id,
    name: u.name,
    number: u.number,
    order: u.order,
    unitTypeId: u.unitTypeId,
    belongsTo: u.belongsTo,
    specialUnitAcronym: u.specialUnitAcronym,
    description: u.description,
    lessons: lessonsAvailableIn(u.lessons, language).map((l) => ({ id: l.id, title: l.title, lessonTypeId: l.lessonTypeId, number: l.number, order: l.order })),
    lessonsOnlyInEnglish: lessonsOnlyInEnglish(u.lessons, language),
  }));
}
