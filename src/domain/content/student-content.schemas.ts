import { z } from 'zod';
import { LESSON_STATUSES } from '../learning/lesson-progress.rules';
import { idSchema } from '../shared/schema-kit';
import type {
  blurbViewSchema,
  lessonListItemSchema,
  lessonProgressViewSchema,
  lessonViewSchema,
  lockStatusSchema,
  overviewViewSchema,
  unitCardSchema,
  unitViewSchema,
} from './student-content.responses';

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

/** Shapes of the answers, inferred from their response schemas (student-content.responses.ts). */
export type LessonProgressView = z.infer<typeof lessonProgressViewSchema>;
export type LockStatus = z.infer<typeof lockStatusSchema>;
/** One card of the units dashboard. */
export type UnitCard = z.infer<typeof unitCardSchema>;
/** unit/{id}: the published unit with the caller's lock status, progress and neighbours. */
export type UnitView = z.infer<typeof unitViewSchema>;
/** A lesson in a unit's menu, with where it links and the student's status. */
export type LessonListItem = z.infer<typeof lessonListItemSchema>;
/** An overview blurb with the student's remaining/checked state. */
export type BlurbView = z.infer<typeof blurbViewSchema>;
export type OverviewView = z.infer<typeof overviewViewSchema>;
/** lesson/{id}: the published lesson plus the progress of the student it was read for (null for previews). */
export type LessonView = z.infer<typeof lessonViewSchema>;
