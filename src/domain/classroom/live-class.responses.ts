import { z } from 'zod';
import { bilingualTextSchema } from '../content/bilingual.schemas';

/**
 * `GET ClassRoom/{id}/live` and the live events that keep it current (issue 12, /class-room/live;
 * docs/decisions.md "Live class view"). One row per student of the classroom; the same row shape
 * travels in each `LiveClassActivity` hub message, so the client replaces a row instead of reloading.
 */

const id = z.number().int().positive();
const count = z.number().int().nonnegative();

/** The lesson the student worked in last, with where they are in it. */
export const liveLessonSchema = z.object({
  unitId: id,
  unitTitle: bilingualTextSchema,
  lessonId: id,
  title: bilingualTextSchema,
  /** The last page the student viewed (1-based); null before any page was remembered. */
  page: z.number().int().positive().nullable(),
  pageCount: z.number().int().min(1),
  status: z.enum(['not-started', 'in-progress', 'completed']),
  hasAssessment: z.boolean(),
  /** Questions of the lesson's assessment with a saved answer in the current round. */
  answersSaved: count,
  /** Of those, the questions submitted. */
  answersSubmitted: count,
});
export type LiveLesson = z.infer<typeof liveLessonSchema>;

export const liveStudentSchema = z.object({
  studentId: id,
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Null until the student opened a lesson (or after it was unpublished). */
  lesson: liveLessonSchema.nullable(),
  /** ISO time of the student's last recorded activity; null for none. */
  lastActivityAt: z.string().nullable(),
});
export type LiveStudent = z.infer<typeof liveStudentSchema>;

export const liveClassSchema = z.object({
  classroom: z.object({ id, name: z.string() }),
  students: z.array(liveStudentSchema),
});
export type LiveClass = z.infer<typeof liveClassSchema>;
