import { z } from 'zod';
import { bilingualTextSchema } from './bilingual.schemas';
import { componentSchema, essentialQuestionSchema } from './component.schemas';

export const lessonTypeIdSchema = z.number().int().min(1).max(8);

/**
 * A published lesson, as students read it (the snapshot written by lesson publish). `pageCount` is the
 * number of pages after splitting the components at page breaks; `number` counts regular lessons only.
 */
export const lessonDocumentSchema = z.object({
  id: z.number().int().positive(),
  unitId: z.number().int().positive(),
  unitNumber: z.number().int(),
  unitTypeId: z.number().int(),
  unitTitle: bilingualTextSchema,
  title: bilingualTextSchema,
  lessonTypeId: lessonTypeIdSchema,
  number: z.number().int().positive().nullable(),
  order: z.number().int().min(1),
  skillsId: z.number().int().positive().nullable(),
  essentialQuestion: essentialQuestionSchema.nullable(),
  hasAssessment: z.boolean(),
  requiresTeacherFeedback: z.boolean(),
  pageCount: z.number().int().min(1),
  components: z.array(componentSchema),
  version: z.number().int().min(1),
  publishedAt: z.string(),
});
export type LessonDocument = z.infer<typeof lessonDocumentSchema>;

/** A lesson as unit lists show it (no components). */
export const lessonSummarySchema = z.object({
  id: z.number().int().positive(),
  title: bilingualTextSchema,
  lessonTypeId: lessonTypeIdSchema,
  number: z.number().int().positive().nullable(),
  order: z.number().int().min(1),
  hasAssessment: z.boolean(),
  pageCount: z.number().int().min(1),
});
export type LessonSummary = z.infer<typeof lessonSummarySchema>;
