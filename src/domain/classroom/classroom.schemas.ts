import { z } from 'zod';
import { idSchema, msg, safeText, wholeNumberSchema } from '../shared/schema-kit';
import {
  birthDateSchema,
  languageSchema,
  optionalPersonNameSchema,
  parseIsoDate,
  passwordSchema,
  personNameSchema,
  usernameSchema,
} from '../identity/user.schemas';
import type {
  classroomSchema,
  classroomSavedSchema,
  rosterStudentSchema,
  teacherGroupSchema,
} from './classroom.responses';

/**
 * Request schemas of the classroom calls (api-spec §7.11; product-spec §3 Classroom and Student,
 * §5 "Class update", §6 "Classroom loading by role"). Decisions in docs/decisions.md, "Teachers at work".
 */

/**
 * `ClassRoom/{apiPath}/{id}/{schoolId}`: how a classroom list is loaded.
 * - `GetByTeacherId`: id = a teacher's user id, schoolId = their school (a teacher: themself; a campus manager: a teacher of their school).
 * - `GetBySchoolId`: id = a school id (a campus manager: their school; a district manager: a school of their district); schoolId repeats it or is 0.
 * - `GetByDistrictId`: id = a district id (a district manager: their district); schoolId = 0 for every school, or one school of it.
 */
export const CLASSROOM_LIST_PATHS = ['GetByTeacherId', 'GetBySchoolId', 'GetByDistrictId'] as const;
export type ClassroomListPath = (typeof CLASSROOM_LIST_PATHS)[number];
export const classroomListParamsSchema = z.object({
  apiPath: z.enum(CLASSROOM_LIST_PATHS, { error: msg('notFound') }),
  id: idSchema,
  schoolId: wholeNumberSchema(0),
});
export type ClassroomListParams = z.infer<typeof classroomListParamsSchema>;

/** `teachers/{id}`: id = one school in the viewer's scope, or 0 for all of it (a campus manager's school, a district manager's district). */
export const teacherGroupsParamsSchema = z.object({ id: wholeNumberSchema(0) });

export const CLASSROOM_NAME_MAX_LENGTH = 100;
export const CLASSROOM_PERIOD_MAX_LENGTH = 50;

const isoDateSchema = safeText('dateInvalid')
  .trim()
  .refine((v) => parseIsoDate(v) !== null, msg('dateInvalid'));

/** Name, period and dates of a classroom; the end comes after the start. */
export const classroomFieldsSchema = z
  .object({
    name: safeText('required').trim().min(1, msg('required')).max(CLASSROOM_NAME_MAX_LENGTH, msg('classroomNameTooLong')),
    period: safeText('required').trim().min(1, msg('required')).max(CLASSROOM_PERIOD_MAX_LENGTH, msg('classroomPeriodTooLong')),
    startDate: isoDateSchema,
    endDate: isoDateSchema,
  })
  .superRefine((value, ctx) => {
    // ISO dates compare as strings once both are valid.
    if (parseIsoDate(value.startDate) && parseIsoDate(value.endDate) && value.endDate <= value.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: msg('classroomEndBeforeStart') });
    }
  });
export type ClassroomFields = z.infer<typeof classroomFieldsSchema>;

/** `POST ClassRoom/addclassroom`: the multipart text fields (the roster file travels as the `file` part). */
export const addClassroomSchema = classroomFieldsSchema;
export type AddClassroomInput = ClassroomFields;

/**
 * The optional `teacherUserId` field of `addclassroom`: a teacher's classroom is their own (the field
 * is left out or names them); a campus manager names the teacher of their school it belongs to.
 */
export const classroomTeacherFieldSchema = z.object({
  teacherUserId: z.union([z.literal(''), idSchema]).nullish().transform((v) => (v ? v : null)),
});

/** `PUT ClassRoom/{id}`. */
export const updateClassroomSchema = classroomFieldsSchema;
export type UpdateClassroomInput = ClassroomFields;

/** An optional text that may arrive empty: empty means "not given". */
const optionalLanguageSchema = z
  .union([z.literal(''), languageSchema])
  .nullish()
  .transform((v) => (v ? v : 'en'));

/**
 * The Student fields (product-spec §3 "Student (registration)"), with the shared user rules: one
 * reading for the add-student form, the roster CSV rows and the server.
 */
export const studentFieldsSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  firstName: personNameSchema,
  middleName: optionalPersonNameSchema,
  lastName: personNameSchema,
  secondLastName: optionalPersonNameSchema,
  birthDate: z.union([z.literal(''), birthDateSchema()]).nullish().transform((v) => (v ? v : null)),
  textLanguage: optionalLanguageSchema,
  audioLanguage: optionalLanguageSchema,
});
export type StudentFields = z.infer<typeof studentFieldsSchema>;
/** What a form or row sends before the rules run (empty optional fields allowed). */
export type StudentFieldsInput = z.input<typeof studentFieldsSchema>;

/** `POST ClassRoom/AddStudent`: a new student straight into a classroom. */
export const addStudentSchema = studentFieldsSchema.extend({ classRoomId: idSchema });
export type AddStudentInput = z.infer<typeof addStudentSchema>;

/** `DELETE ClassRoom/DeleteStudent/{id}?classRoomId=`: id is the student's user id. */
export const deleteStudentParamsSchema = z.object({ id: idSchema });
export const deleteStudentQuerySchema = z.object({ classRoomId: idSchema });

/** `PUT ClassRoom/StudentPasswordReset`. */
export const studentPasswordResetSchema = z
  .object({
    studentId: idSchema,
    classroomId: idSchema,
    password: passwordSchema,
    confirmPassword: safeText('passwordMismatch').optional(),
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword !== undefined && value.confirmPassword !== value.password) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: msg('passwordMismatch') });
    }
  });
export type StudentPasswordResetInput = z.infer<typeof studentPasswordResetSchema>;

export type Classroom = z.infer<typeof classroomSchema>;
export type RosterStudent = z.infer<typeof rosterStudentSchema>;
export type TeacherGroup = z.infer<typeof teacherGroupSchema>;
export type ClassroomSaved = z.infer<typeof classroomSavedSchema>;
