import { z } from 'zod';

/** Response schemas of the classroom calls (api-spec §7.11); the server checks its answers against them. */

const id = z.number().int().positive();
const languageCodeSchema = z.enum(['en', 'es']);

/** A student on a classroom's roster: the registration fields, never the password. */
export const rosterStudentSchema = z.object({
  id,
  userName: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  secondLastName: z.string().nullable(),
  birthDate: z.string().nullable(),
  textLanguage: languageCodeSchema,
  audioLanguage: languageCodeSchema,
});

/** A classroom as lists show it (product-spec §3 "Classroom"), with its roster. */
export const classroomSchema = z.object({
  id,
  name: z.string(),
  period: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  numberOfStudents: z.number().int().nonnegative(),
  teacherUserId: id,
  teacherName: z.string(),
  schoolId: id,
  schoolName: z.string(),
  students: z.array(rosterStudentSchema),
});
export const classroomListSchema = z.array(classroomSchema);

/** `teachers/{id}`: the teachers a manager may look at, grouped by school name. */
export const teacherSummarySchema = z.object({
  id,
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
});
export const teacherGroupSchema = z.object({
  schoolId: id,
  schoolName: z.string(),
  teachers: z.array(teacherSummarySchema),
});
export const teacherGroupListSchema = z.array(teacherGroupSchema);

/**
 * `POST ClassRoom/addclassroom` (§5 "Class update"): the classroom, and the roster's usernames split
 * into the students created now and those that already existed (added to the classroom, not created again).
 */
export const classroomSavedSchema = z.object({
  classroom: classroomSchema,
  saved: z.array(z.string()),
  alreadyExisting: z.array(z.string()),
});
