import type { AuthoredLesson, AuthoredUnit, PublishState } from '@domain/authoring/authoring.responses';
import type { UnitBelongsTo } from '@domain/authoring/authoring.schemas';
import { numberLessons } from '@domain/content/lesson-visibility';
import { UnitTypeId } from '@domain/shared/constants';
import type { LessonDraftRow, UnitDraftRow } from './authored-state.repository';

/**
 * An item's publish state from its draft version and the version its last publish took: never
 * published; published and changed since; published and unchanged (decisions: "Back office").
 */
export function publishStateOf(version: number, publishedVersion: number | null): PublishState {
  if (publishedVersion === null) return 'never-published';
  return publishedVersion < version ? 'unpublished-changes' : 'published';
}

export function authoredUnitOf(row: UnitDraftRow): AuthoredUnit {
  const { publishedVersion, belongsTo, ...unit } = row;
  return { ...unit, belongsTo: belongsTo as UnitBelongsTo, publishState: publishStateOf(row.version, publishedVersion) };
}

/** The unit's lessons as the builder lists them: position from 1, numbers counting regular lessons only. */
export function authoredLessonsOf(rows: readonly LessonDraftRow[]): AuthoredLesson[] {
  return numberLessons(rows).map(({ publishedVersion, ...lesson }, index) => ({
    ...lesson,
    order: index + 1,
    publishState: publishStateOf(lesson.version, publishedVersion),
  }));
}

/** A unit counts in the course's numbering when it is a regular history unit; the others show no number. */
export const isNumberedUnit = (unit: { readonly unitTypeId: number; readonly belongsTo: string }) =>
  unit.unitTypeId === UnitTypeId.Regular && unit.belongsTo === 'history';

/** Numbers for units in course order: 1, 2, 3... for the numbered ones, 0 for every other. */
export function unitNumbersOf(ordered: readonly { readonly unitTypeId: number; readonly belongsTo: string }[]): number[] {
  let next = 1;
  return ordered.map((unit) => (isNumberedUnit(unit) ? next++ : 0));
}

/** `list` with the item at `from` (0-based) moved to `to` (0-based). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}
