import { z } from 'zod';
import { LESSON_STATUSES } from '../learning/lesson-progress.rules';
import type { UnitProgress } from '../learning/unit-access.rules';
import { idSchema } from '../shared/schema-kit';
import type { LessonDocument, LessonSummary } from './lesson.schemas';
import type { OverviewBlurb, UnitDocument } from './unit.schemas';

/** Request schemas and response shapes of the student content API (docs/content-api.md). */

export const unitIdParamsSchema = z.object({ unitId: idSchema });

/** `?studentId=` lets a teacher (or manager in scope) read a student's progress; a student may pass only their own id. */
export const studentQuerySchema = z.object({ studentId: idSchema.optional() });

/** `PUT lesson/{id}/{page}/{studentId}`: the page is numbered from 1. */
export const lessonPageParamsSchema = z.object({ id: idSchema, page: idSchema, studentId: idSchema });

/** `PATCH lesson/{id}/lesson-completed`. `completed: false` never moves a status backwards (answered unchanged). */
export const lessonCompletedBodySchema = z.object({
  completed: z.boolean({ error: 'required' }),
  unitId: idSchema.optional(),
});

/** `PATCH unit/{id}/overview` by a student: mark a blurb checked, or remaining again. */
export const blurbStatusBodySchema = z.object({
  blurbId: idSchema,
  checked: z.boolean({ error: 'required' }),
});

export const lessonStatusSchema = z.enum(LESSON_STATUSES);

/** A student's progress in a lesson as the API returns it. */
export interface LessonProgressView {
  readonly studentId: number | null;
  readonly statusLesson: (typeof LESSON_STATUSES)[number];
  readonly lastPageView: number | null;
  readonly visitedPages: readonly number[];
  readonly score: number | null;
}

export type LockStatus = 'locked' | 'unlocked';

/** One card of the units dashboard. */
export interface UnitCard {
  readonly id: number;
  readonly name: UnitDocument['name'];
  readonly number: number;
  readonly order: number;
  readonly belongsTo: string;
  readonly specialUnitAcronym: string | null;
  readonly unitTypeId: number;
  readonly description: UnitDocument['description'];
  readonly descriptionAudio: UnitDocument['descriptionAudio'];
  readonly thumbnail: UnitDocument['thumbnail'];
  readonly openerId: number | null;
  readonly isPublished: true;
  readonly lockStatus: LockStatus;
  readonly progress: UnitProgress | null;
}

/** unit/{id}: the published unit with the caller's lock status, progress and neighbours. */
export interface UnitView extends Omit<UnitDocument, 'lessons'> {
  readonly lockStatus: LockStatus;
  readonly progress: UnitProgress | null;
  readonly lessons: readonly LessonListItem[];
  readonly previousUnit: { id: number; lockStatus: LockStatus } | null;
  readonly nextUnit: { id: number; lockStatus: LockStatus } | null;
}

/** A lesson in a unit's menu, with where it links and the student's status. */
export interface LessonListItem extends LessonSummary {
  readonly target: string;
  readonly statusLesson: (typeof LESSON_STATUSES)[number] | null;
  readonly score: number | null;
}

/** An overview blurb with the student's remaining/checked state. */
export interface BlurbView extends OverviewBlurb {
  readonly status: 'checked' | 'remaining';
}

export interface OverviewView {
  readonly unitId: number;
  readonly unitName: UnitDocument['name'];
  readonly intro: UnitDocument['overview']['intro'];
  readonly blurbs: readonly BlurbView[];
  readonly checked: number;
  readonly remaining: number;
}

/** lesson/{id}: the published lesson plus the progress of the student it was read for (null for previews). */
export interface LessonView extends LessonDocument {
  readonly progress: LessonProgressView | null;
}
