import { z } from 'zod';
import { MAX_DATABASE_ID, idSchema } from '../shared/schema-kit';

/**
 * Requests of the teacher's student report (api-spec §7.11; docs/decisions.md "The student report").
 * `POST teacher-feedback/student/{id}/{unitId}/lessons`: `progressLessons` picks the unit's lessons
 * whose progress to include (left out: every assessed lesson of the unit; ids of other units'
 * lessons are refused), `units` whether the unit's own summary comes with them (default true).
 */
export const studentLessonsParamsSchema = z.object({ studentId: idSchema, unitId: idSchema });

export const studentLessonsBodySchema = z
  .object({
    progressLessons: z.array(idSchema, { error: 'lessonIdsInvalid' }).max(200, 'lessonIdsInvalid').optional(),
    units: z.boolean({ error: 'required' }).optional(),
  })
  .optional();
export type StudentLessonsBody = z.infer<typeof studentLessonsBodySchema>;

/** `GET teacher-feedback/student/{id}/assessment/{assessmentId}?retakeRound=`: round N of the student's work (left out: the current one). */
export const studentAssessmentParamsSchema = z.object({ studentId: idSchema, assessmentId: idSchema });
export const studentAssessmentQuerySchema = z.object({
  retakeRound: z.coerce.number({ error: 'required' }).int('required').min(1, 'required').max(MAX_DATABASE_ID, 'required').optional(),
});
