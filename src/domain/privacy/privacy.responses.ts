import { z } from 'zod';
import { ALL_ROLE_IDS } from '../identity/role';
import { DISCLOSURE_KINDS } from './disclosure-kind';

/** Response schemas of the privacy calls (FERPA audit trail, export and erasure); the server checks its answers against them. */

const id = z.number().int().positive();
/** ISO 8601, UTC. */
const instant = z.string();
const roleId = z.literal(ALL_ROLE_IDS);

/** One disclosure of a student's record: who saw what, when, through which call. */
export const disclosureSchema = z.object({
  id,
  viewerId: id,
  /** The viewer's name now (blank when that account was erased). */
  viewerName: z.string(),
  /** The viewer's role when they read the record. */
  viewerRoleId: roleId,
  viewerRoleName: z.string(),
  kind: z.enum(DISCLOSURE_KINDS),
  objectId: id.nullable(),
  /** The call that showed it, as `METHOD /api/path/:param` (no ids, no query). */
  route: z.string().nullable(),
  disclosedAt: instant,
});

/** `GET student/{id}/disclosures`: one page, newest first. */
export const disclosurePageSchema = z.object({
  studentId: id,
  page: id,
  pageSize: id,
  total: z.number().int().nonnegative(),
  disclosures: z.array(disclosureSchema),
});

const profileSchema = z.object({
  id,
  userName: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  secondLastName: z.string().nullable(),
  email: z.string().nullable(),
  birthDate: z.string().nullable(),
  stateId: id.nullable(),
  districtId: id.nullable(),
  schoolId: id.nullable(),
  textLanguage: z.enum(['en', 'es']),
  audioLanguage: z.enum(['en', 'es']),
  isSso: z.boolean(),
  lastLoginAt: instant.nullable(),
  createdAt: instant,
  /** Set when a manager removed the account (its data stays until it is erased). */
  removedAt: instant.nullable(),
});

const classroomSchema = z.object({
  classroomId: id,
  name: z.string(),
  period: z.string().nullable(),
  teacherId: id,
  schoolId: id,
  addedAt: instant,
  removedAt: instant.nullable(),
});

const lessonProgressSchema = z.object({
  lessonId: id,
  status: z.string(),
  lastPageView: z.number().int().nullable(),
  visitedPages: z.array(z.number().int()),
  score: z.number().nullable(),
  startedAt: instant.nullable(),
  completedAt: instant.nullable(),
  updatedAt: instant,
});

const blurbCheckSchema = z.object({ blurbId: id, checkedAt: instant });

const answerSchema = z.object({
  questionId: id,
  answer: z.unknown(),
  isSubmitted: z.boolean(),
  isCorrect: z.boolean().nullable(),
  score: z.number().nullable(),
  maxScore: z.number(),
  feedback: z.string().nullable(),
  feedbackByUserId: id.nullable(),
  feedbackAt: instant.nullable(),
  savedAt: instant.nullable(),
  submittedAt: instant.nullable(),
});

const attemptSchema = z.object({
  id,
  assessmentId: id,
  groupId: id,
  lessonId: id,
  retakeRound: id,
  isCurrent: z.boolean(),
  status: z.enum(['open', 'submitted']),
  score: z.number().nullable(),
  maxScore: z.number().nullable(),
  percent: z.number().nullable(),
  feedbackStatus: z.number().int(),
  benchmarkAssignmentId: id.nullable(),
  startedAt: instant,
  submittedAt: instant.nullable(),
  answers: z.array(answerSchema),
});

/** Every save of an answer as it arrived (the answers' history). */
const answerSaveSchema = z.object({
  clientAnswerId: z.string(),
  attemptId: id,
  questionId: id,
  retakeRound: id,
  clientSeq: z.number(),
  answer: z.unknown(),
  submit: z.boolean(),
  applied: z.boolean(),
  receivedAt: instant,
});

const benchmarkSchema = z.object({
  benchmarkStudentId: id,
  benchmarkSetId: id,
  assignedByUserId: id,
  classroomAssignedId: id.nullable(),
  status: z.number().int(),
  score: z.number().nullable(),
  retakeRound: id,
  startsAt: instant,
  endsAt: instant,
  submittedAt: instant.nullable(),
  createdAt: instant,
  removedAt: instant.nullable(),
});

const notificationSchema = z.object({
  id,
  type: id,
  args: z.record(z.string(), z.unknown()),
  isRead: z.boolean(),
  isDelete: z.boolean(),
  createdAt: instant,
});

const sessionSchema = z.object({ issuedAt: instant, expiresAt: instant, revokedAt: instant.nullable() });

/** `GET student/{id}/export`: everything the platform holds about one student, in a single answer. */
export const studentExportSchema = z.object({
  studentId: id,
  exportedAt: instant,
  profile: profileSchema,
  classrooms: z.array(classroomSchema),
  lessonProgress: z.array(lessonProgressSchema),
  blurbChecks: z.array(blurbCheckSchema),
  /** Every round of every assessment, with its answers, scores and the teacher's feedback. */
  attempts: z.array(attemptSchema),
  answerHistory: z.array(answerSaveSchema),
  benchmarks: z.array(benchmarkSchema),
  notifications: z.array(notificationSchema),
  sessions: z.array(sessionSchema),
  /** Who was shown the student's record (the export itself included). */
  disclosures: z.array(disclosureSchema),
});

/** `DELETE student/{id}/data`: what was erased, counted by kind. */
export const studentErasureSchema = z.object({
  studentId: id,
  erasedAt: instant,
  erased: z.object({
    answers: z.number().int().nonnegative(),
    answerHistory: z.number().int().nonnegative(),
    attempts: z.number().int().nonnegative(),
    benchmarks: z.number().int().nonnegative(),
    lessonProgress: z.number().int().nonnegative(),
    blurbChecks: z.number().int().nonnegative(),
    classrooms: z.number().int().nonnegative(),
    notifications: z.number().int().nonnegative(),
    /** Teachers' notifications that named the student ("… submitted"). */
    notificationsAboutStudent: z.number().int().nonnegative(),
    sessions: z.number().int().nonnegative(),
    devices: z.number().int().nonnegative(),
    passwordResets: z.number().int().nonnegative(),
    signInFailures: z.number().int().nonnegative(),
    /** The accessibility tools' settings (they may hint at a disability). */
    accessibilityPreferences: z.number().int().nonnegative(),
    /** The link from a roster integration's record of the student (a later import leaves an erased student alone). */
    rosterLinks: z.number().int().nonnegative(),
    /** Links to the student's accounts at single sign-on providers. */
    ssoIdentities: z.number().int().nonnegative(),
    /** The student's usage events (page views) and their time in the platform. */
    usageEvents: z.number().int().nonnegative(),
    timeInSystem: z.number().int().nonnegative(),
  }),
});

export type Disclosure = z.infer<typeof disclosureSchema>;
export type StudentExport = z.infer<typeof studentExportSchema>;
export type StudentErasure = z.infer<typeof studentErasureSchema>;
