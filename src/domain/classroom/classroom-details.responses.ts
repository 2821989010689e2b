import { z } from 'zod';
import { feedbackStatusSchema } from '../assessment/assessment.responses';
import { bilingualTextSchema } from '../content/bilingual.schemas';
import { classroomSchema, rosterStudentSchema } from './classroom.responses';

/**
 * `GET ClassRoom/{id}/details` and `PUT ClassRoom/{id}/unit-locks/{unitId}` (issue 12, /class-room/details;
 * docs/decisions.md "Classroom details and unit locks"). The server checks its answers against them.
 */

const id = z.number().int().positive();
const count = z.number().int().nonnegative();

/** A published unit, in dashboard order, and whether this classroom locked it. */
export const classroomUnitSchema = z.object({
  id,
  number: z.number().int(),
  name: bilingualTextSchema,
  specialUnitAcronym: bilingualTextSchema.nullable(),
  locked: z.boolean(),
});

/**
 * One student's standing in one unit: lessons completed of those the student can see (their text
 * language), and the unit's teacher-feedback status and score (a percent, blank while anything is
 * unscored), by the same rules as `teacher-feedback/student/{id}`.
 */
export const studentUnitProgressSchema = z.object({
  unitId: id,
  lessonsCompleted: count,
  lessonsTotal: count,
  score: z.number().nullable(),
  feedbackStatus: feedbackStatusSchema,
});

export const classroomDetailsStudentSchema = rosterStudentSchema
  .pick({ id: true, userName: true, firstName: true, middleName: true, lastName: true, secondLastName: true })
  .extend({ units: z.array(studentUnitProgressSchema) });

export const classroomDetailsSchema = z.object({
  classroom: classroomSchema.omit({ students: true }),
  units: z.array(classroomUnitSchema),
  students: z.array(classroomDetailsStudentSchema),
  /** Whether the viewer may lock and unlock units here (a district manager reads only). */
  canChangeLocks: z.boolean(),
});

/** The lock as it now stands (the same answer whether or not it changed: the call is idempotent). */
export const unitLockSchema = z.object({ classroomId: id, unitId: id, locked: z.boolean() });

export type ClassroomUnit = z.infer<typeof classroomUnitSchema>;
export type StudentUnitProgress = z.infer<typeof studentUnitProgressSchema>;
export type ClassroomDetailsStudent = z.infer<typeof classroomDetailsStudentSchema>;
export type ClassroomDetails = z.infer<typeof classroomDetailsSchema>;
export type UnitLock = z.infer<typeof unitLockSchema>;
