import { z } from 'zod';
import { bilingualTextSchema } from '../content/bilingual.schemas';
import { lessonTypeIdSchema } from '../content/lesson.schemas';
import { LESSON_STATUSES } from '../learning/lesson-progress.rules';
import { feedbackStatusSchema, unitFeedbackSchema } from './assessment.responses';
import { ASSESSMENT_KINDS, benchmarkSetInfoSchema } from './assessment.schemas';

/**
 * Answers of the teacher's student report (docs/decisions.md "The student report"). The per-answer
 * view is the assessment view itself (`assessmentViewSchema`), for the current round or an earlier one.
 */

const id = z.number().int().positive();
const round = z.number().int().min(1);
const score = z.number().nullable();

/** One assessment of a lesson as the report lists it: the current round's state and the rounds kept as history. */
export const reportAssessmentSchema = z.object({
  assessmentId: id,
  kind: z.enum(ASSESSMENT_KINDS),
  benchmarkSet: benchmarkSetInfoSchema.nullable(),
  retakeRound: round,
  isSubmitted: z.boolean(),
  score,
  maxScore: z.number(),
  percent: score,
  feedbackStatus: feedbackStatusSchema,
  /** Every round whose groups were all submitted, oldest first (the current one too once submitted). */
  submittedRounds: z.array(round),
});
export type ReportAssessment = z.infer<typeof reportAssessmentSchema>;

/** One lesson of the unit: the student's progress (status and lesson score) and its assessments. */
export const reportLessonSchema = z.object({
  lessonId: id,
  title: bilingualTextSchema,
  lessonTypeId: lessonTypeIdSchema,
  number: z.number().int().positive().nullable(),
  status: z.enum(LESSON_STATUSES),
  /** The lesson score in percent; blank while anything is unscored or nothing was submitted. */
  score,
  feedbackStatus: feedbackStatusSchema,
  assessments: z.array(reportAssessmentSchema),
});
export type ReportLesson = z.infer<typeof reportLessonSchema>;

/** `POST teacher-feedback/student/{id}/{unitId}/lessons`. */
export const studentLessonsSchema = z.object({
  studentId: id,
  unitId: id,
  /** The unit's feedback status and score (as `teacher-feedback/student/{id}` lists it); null when `units` was false. */
  unit: z.object({ unitName: bilingualTextSchema, feedbackStatus: feedbackStatusSchema, score }).nullable(),
  lessons: z.array(reportLessonSchema),
});
export type StudentLessons = z.infer<typeof studentLessonsSchema>;

/** `GET teacher-feedback/student/{id}/report`: whose report this is and each unit's feedback status and score. */
export const studentReportSchema = z.object({
  student: z.object({ id, firstName: z.string(), lastName: z.string(), userName: z.string() }),
  units: z.array(unitFeedbackSchema),
});
export type StudentReport = z.infer<typeof studentReportSchema>;
export type UnitFeedback = z.infer<typeof unitFeedbackSchema>;

/** `data.current` of a 409 FEEDBACK.CHANGED_BY_SOMEONE_ELSE: the score and feedback another teacher saved. */
export const changedFeedbackSchema = z.object({
  questionId: id,
  score,
  feedback: z.string().nullable(),
  feedbackVersion: z.number().int().min(0),
});
export type ChangedFeedback = z.infer<typeof changedFeedbackSchema>;
