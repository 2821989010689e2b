import { z } from 'zod';
import { idSchema } from '../shared/schema-kit';

/**
 * `GET teacher-feedback/queue`: the teacher's grading queue, narrowed by any of classroom, unit and
 * assessment (each optional; an id that matches nothing is an empty queue, except a classroom that is
 * not the teacher's, which is 404 as everywhere else).
 */
export const gradingQueueQuerySchema = z.object({
  classroomId: idSchema.optional(),
  unitId: idSchema.optional(),
  assessmentId: idSchema.optional(),
});
export type GradingQueueQuery = z.infer<typeof gradingQueueQuerySchema>;
