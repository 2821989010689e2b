import type { BilingualName, UnitBelongsTo } from '@domain/authoring/authoring.schemas';
import type { ApiResult } from '../ports/api-result';
import type {
  AuthoredLesson,
  AuthoredUnit,
  AuthoredUnitDetails,
  AuthoringChange,
  CourseAuthoring,
  PublishJob,
  PublishScope,
  UnitType,
} from './course-authoring.port';

export type { AuthoredLesson, AuthoredUnit, AuthoredUnitDetails, AuthoringChange, PublishJob, PublishScope, UnitType } from './course-authoring.port';

/** An item as the creator last saw it: saves carry the draft version it was loaded at. */
export interface SeenVersion {
  readonly id: number;
  readonly version: number;
}

/** An item's place in its list as the creator saw it: a move names where it was (`oldOrder`). */
export interface SeenPlace {
  readonly id: number;
  readonly order: number;
  /** The number the list showed (0 or null: no number). */
  readonly number: number | null;
}

/** A unit's name and menu as the rename form edits them; either may be left out. */
export interface UnitNameChange {
  readonly name?: BilingualName;
  readonly belongsTo?: UnitBelongsTo;
}

/** A lesson's title and type as the rename form edits them. */
export interface LessonNameChange {
  readonly title: BilingualName;
  readonly lessonTypeId: number;
}

/**
 * What a content creator does with the course in the back office (issue 14, first slice): the course
 * dashboard's units, a unit's lessons, and publishing. A save from an older version fails with
 * `AUTHORING.STALE_VERSION` (the failure's `current` is the item now); a move from a place the item
 * has left fails with `AUTHORING.STALE_ORDER`.
 */
export interface CourseAuthoringUseCases {
  /** Every unit's draft in course order, with its publish state. */
  listCourseUnits(): Promise<ApiResult<AuthoredUnit[]>>;
  /** The kinds of unit a creator can make (unit, benchmark unit). */
  unitTypes(): Promise<ApiResult<UnitType[]>>;
  /** A unit's draft as its builder shows it: its lessons, biographies and stories. */
  openUnit(unitId: number): Promise<ApiResult<AuthoredUnitDetails>>;
  /** A new unit at the end of the course ("New unit" until renamed); a benchmark unit comes with its benchmark lesson. */
  createUnit(unitTypeId: 1 | 4): Promise<ApiResult<AuthoredUnit>>;
  renameUnit(unit: SeenVersion, change: UnitNameChange): Promise<ApiResult<AuthoredUnit>>;
  /** A special unit's badge per language; null removes it. */
  setUnitAcronym(unit: SeenVersion, acronym: { readonly en: string; readonly es: string } | null): Promise<ApiResult<AuthoredUnit>>;
  /** Moves a unit to `toOrder` (1-based) in the course. */
  moveUnit(unit: SeenPlace, toOrder: number): Promise<ApiResult<AuthoringChange>>;
  removeUnit(unitId: number): Promise<ApiResult<AuthoringChange>>;
  /** A new lesson at the end of the unit: a regular lesson unless a type is given. */
  addLesson(unitId: number, lessonTypeId?: number): Promise<ApiResult<AuthoredLesson>>;
  renameLesson(lesson: SeenVersion, change: LessonNameChange): Promise<ApiResult<AuthoredLesson>>;
  /** Moves a lesson to `toOrder` (1-based) in its unit. */
  moveLesson(lesson: SeenPlace, toOrder: number): Promise<ApiResult<AuthoringChange>>;
  removeLesson(lessonId: number): Promise<ApiResult<AuthoringChange>>;
  /** Starts a publish of the course (targetId null), a unit or a lesson; an open one for the same item is joined. */
  publish(scope: PublishScope, targetId: number | null): Promise<ApiResult<PublishJob>>;
  /** Where a publish is now. */
  publishJob(jobId: number): Promise<ApiResult<PublishJob>>;
}

/** The move as the server takes it: where to, from where the creator saw it, and the number shown. */
const moveOf = (item: SeenPlace, toOrder: number) => ({ number: item.number ?? 0, order: toOrder, oldOrder: item.order });

export function createCourseAuthoringUseCases(port: CourseAuthoring): CourseAuthoringUseCases {
  return {
    listCourseUnits: () => port.units(),
    unitTypes: () => port.unitTypes(),
    openUnit: (unitId) => port.unitDetails(unitId),
    createUnit: (unitTypeId) => port.createUnit(unitTypeId),
    renameUnit: (unit, change) => port.renameUnit(unit.id, { version: unit.version, ...change }),
    setUnitAcronym: (unit, acronym) => port.setUnitAcronym(unit.id, unit.version, acronym === null ? null : { en: acronym.en, es: acronym.es }),
    moveUnit: (unit, toOrder) => port.moveUnit(unit.id, moveOf(unit, toOrder)),
    removeUnit: (unitId) => port.removeUnit(unitId),
    addLesson: (unitId, lessonTypeId) => port.createLesson(unitId, lessonTypeId),
    renameLesson: (lesson, change) =>
      port.renameLesson(lesson.id, { version: lesson.version, title: change.title, lessonTypeValue: change.lessonTypeId as RenameLessonType }),
    moveLesson: (lesson, toOrder) => port.moveLesson(lesson.id, moveOf(lesson, toOrder)),
    removeLesson: (lessonId) => port.removeLesson(lessonId),
    publish: (scope, targetId) => port.publish(scope, scope === 'course' ? null : targetId),
    publishJob: (jobId) => port.publishJob(jobId),
  };
}

type RenameLessonType = Parameters<CourseAuthoring['renameLesson']>[1]['lessonTypeValue'];
