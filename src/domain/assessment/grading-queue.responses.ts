import { z } from 'zod';
import { bilingualTextSchema } from '../content/bilingual.schemas';
import { QUESTION_TYPES } from './question-types';
import { ASSESSMENT_KINDS } from './assessment.schemas';

const id = z.number().int().positive();
const classroomSchema = z.object({ id, name: z.string() });
const unitSchema = z.object({ id, name: bilingualTextSchema, number: z.number().int() });
const assessmentSchema = z.object({ id, name: bilingualTextSchema, kind: z.enum(ASSESSMENT_KINDS), unitId: id });

/**
 * One answer waiting for the teacher's score: a submitted question of a student's current round with
 * no score yet. `classroom` is the one the queue was filtered by, or the student's first classroom of
 * this teacher. `question.number` counts from 1 across the whole assessment.
 */
export const waitingAnswerSchema = z.object({
  student: z.object({ id, firstName: z.string(), lastName: z.string() }),
  classroom: classroomSchema,
  unit: unitSchema,
  lesson: z.object({ id, title: bilingualTextSchema, number: z.number().int().positive().nullable() }),
  assessment: assessmentSchema,
  question: z.object({ id, number: z.number().int().positive(), type: z.enum(QUESTION_TYPES) }),
  retakeRound: z.number().int().min(1),
  submittedAt: z.string(),
});
export type WaitingAnswer = z.infer<typeof waitingAnswerSchema>;

/** The queue, oldest submission first, and what it can be narrowed by (only choices that have waiting answers). */
export const gradingQueueSchema = z.object({
  answers: z.array(waitingAnswerSchema),
  filters: z.object({ classrooms: z.array(classroomSchema), units: z.array(unitSchema), assessments: z.array(assessmentSchema) }),
});
export type GradingQueue = z.infer<typeof gradingQueueSchema>;
