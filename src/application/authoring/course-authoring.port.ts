import type { BilingualName, RenameLessonBody, ReorderBody, UnitBelongsTo } from '@domain/authoring/authoring.schemas';
import type {
  AuthoredLesson,
  AuthoredUnit,
  AuthoredUnitDetails,
  AuthoringChange,
  PublishJob,
  PublishScope,
  UnitType,
} from '@domain/authoring/authoring.responses';
import type { ApiResult } from '../ports/api-result';

export type { AuthoredLesson, AuthoredUnit, AuthoredUnitDetails, AuthoringChange, PublishJob, PublishScope, UnitType };

/**
 * The back office's course calls (issue 14; api-spec §7.4, §7.5 lesson calls). Saves carry the draft
 * version the creator loaded; a stale one fails with `AUTHORING.STALE_VERSION` (409) and the item as
 * it is now in the failure's `current`.
 */
export interface CourseAuthoring {
  /** `GET units/unitData`: every unit's draft, in course order, with its publish state. */
  units(): Promise<ApiResult<AuthoredUnit[]>>;
  /** `GET unit/types`. */
  unitTypes(): Promise<ApiResult<UnitType[]>>;
  /** `GET {id}/unit-details`: the unit's draft with its lessons, biographies and stories. */
  unitDetails(unitId: number): Promise<ApiResult<AuthoredUnitDetails>>;
  /** `POST unit`. */
  createUnit(unitTypeId: 1 | 4): Promise<ApiResult<AuthoredUnit>>;
  /** `PATCH unit/{id}/change-name`. */
  renameUnit(unitId: number, change: { version: number; name?: BilingualName; belongsTo?: UnitBelongsTo }): Promise<ApiResult<AuthoredUnit>>;
  /** `PATCH unit/{id}` with the special-unit acronym (null removes it). */
  setUnitAcronym(unitId: number, version: number, acronym: { en: string; es: string } | null): Promise<ApiResult<AuthoredUnit>>;
  /** `PATCH unit/{id}` with number, order, oldOrder. */
  moveUnit(unitId: number, move: ReorderBody): Promise<ApiResult<AuthoringChange>>;
  /** `DELETE unit/{id}`. */
  removeUnit(unitId: number): Promise<ApiResult<AuthoringChange>>;
  /** `POST lesson`. */
  createLesson(unitId: number, lessonTypeId?: number): Promise<ApiResult<AuthoredLesson>>;
  /** `PATCH lesson/{id}/change-name`. */
  renameLesson(lessonId: number, change: RenameLessonBody): Promise<ApiResult<AuthoredLesson>>;
  /** `PATCH lesson/{id}` with number, order, oldOrder. */
  moveLesson(lessonId: number, move: ReorderBody): Promise<ApiResult<AuthoringChange>>;
  /** `DELETE lesson/{id}`. */
  removeLesson(lessonId: number): Promise<ApiResult<AuthoringChange>>;
  /** `PATCH course/publish`, `PATCH unit/{id}/publish`, `PATCH lesson/{id}/publish`: starts (or joins) a publish job. */
  publish(scope: PublishScope, targetId: number | null): Promise<ApiResult<PublishJob>>;
  /** `GET publish-jobs/{id}`: where a publish is (after a reconnect, or when the hub is quiet). */
  publishJob(jobId: number): Promise<ApiResult<PublishJob>>;
}

export const CourseAuthoring = Symbol('CourseAuthoring');
