import { z } from 'zod';
import { questionTagSchema } from '../authoring/assessment-authoring.responses';
import { STANDARD_SUBJECTS } from './standards.schemas';

/** A live standard as the management section and the taggers read it. */
export const standardSchema = z.object({
  id: z.number().int(),
  stateId: z.number().int(),
  stateName: z.string(),
  subject: z.enum(STANDARD_SUBJECTS),
  grade: z.string(),
  code: z.string(),
  description: z.string(),
  strand: z.string().nullable(),
});
export type Standard = z.infer<typeof standardSchema>;
export const standardListSchema = z.array(standardSchema);

/** Where a standard is used: a question of a lesson's (or benchmark set's) draft assessment. */
export const standardUseSchema = z.object({
  questionId: z.number().int(),
  lessonId: z.number().int(),
  lessonTitle: z.string(),
  unitId: z.number().int(),
  benchmarkSetId: z.number().int().nullable(),
});
export type StandardUse = z.infer<typeof standardUseSchema>;

/** `GET SOAStandard/soa-details?soaName`: the live standards with that code (one per state and subject) and their uses. */
export const soaDetailsSchema = z.object({ standards: standardListSchema, uses: z.array(standardUseSchema) });
export type SoaDetails = z.infer<typeof soaDetailsSchema>;

/** A question of a lesson's assessment with its number (1, 2… in the assessment's order) and its tags. */
export const taggedQuestionSchema = z.object({
  questionId: z.number().int(),
  number: z.number().int(),
  benchmarkSetId: z.number().int().nullable(),
  tags: z.array(questionTagSchema),
});
/** `POST SOAStandard/soa-lesson-details` and the replace-soa calls' answer. */
export const lessonStandardsSchema = z.object({ lessonId: z.number().int(), questions: z.array(taggedQuestionSchema) });
export type LessonStandards = z.infer<typeof lessonStandardsSchema>;
