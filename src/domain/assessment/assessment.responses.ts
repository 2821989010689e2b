import { z } from 'zod';
import { bilingualTextSchema } from '../content/bilingual.schemas';
import { lessonProgressViewSchema } from '../content/student-content.responses';
import {
  blanksAnswerSchema,
  choiceAnswerSchema,
  essayAnswerSchema,
  multiResponseAnswerSchema,
  organizerAnswerSchema,
  vennAnswerSchema,
  writtenAnswerSchema,
} from './answer.schemas';
import { ASSESSMENT_KINDS, benchmarkSetInfoSchema } from './assessment.schemas';
import { choiceSchema, questionDocumentSchema } from './question.schemas';
import type { AssessmentView, QuestionView } from './student-view';
import type { Equal, Expect } from '../shared/type-equality';

/**
 * Response schemas of the assessment calls (docs/assessment-api.md; api-spec §7.5, §7.6, §7.11,
 * §7.13). The server checks its answers against them; the client's view types are inferred from them
 * (student-view.ts builds the views).
 */

const id = z.number().int().positive();
const round = z.number().int().min(1);
/** Points and percents may be fractional; null while something is unscored. */
const score = z.number().nullable();
export const feedbackStatusSchema = z.literal([0, 1, 2]);
export const benchmarkStatusSchema = z.literal([0, 1, 2]);

/**
 * A stored answer as the API returns it. Strict options, most specific first, so the one that fits
 * is the one taken (the payloads overlap: an essay also has a `text`).
 */
export const studentAnswerSchema = z.union([
  writtenAnswerSchema.strict(),
  essayAnswerSchema.strict(),
  choiceAnswerSchema.strict(),
  multiResponseAnswerSchema.strict(),
  vennAnswerSchema.strict(),
  organizerAnswerSchema.strict(),
  blanksAnswerSchema.strict(),
]);

/** A choice with its key (correct, response text and audio) null until revealed. */
export const choiceViewSchema = choiceSchema.extend({ correct: z.boolean().nullable() });

/** The student's state of a question, shown next to its published fields. */
const questionState = {
  revealed: z.boolean(),
  retakeRound: round,
  studentAnswer: studentAnswerSchema.nullable(),
  isAnswered: z.boolean(),
  isReviewing: z.boolean(),
  isSubmitted: z.boolean(),
  /** Points earned (null: unscored or not submitted) out of `points`. */
  score,
  isCorrect: z.boolean().nullable(),
  feedback: z.string().nullable(),
  /** After submission: correctness of each choice, element or blank the student used, by id. */
  marks: z.record(z.number(), z.boolean()),
  /** The teacher's feedback version; 0 until a teacher saved a score or feedback. */
  feedbackVersion: z.number().int().min(0),
};

const [multipleChoice, boolean, multiResponse, venn, typeF, cloze, fillIn, written, essay] = questionDocumentSchema.options;
const nullableSets = <S extends z.ZodObject<{ correctAnswerSet: z.ZodType }>>(element: S) =>
  element.extend({ correctAnswerSet: element.shape.correctAnswerSet.nullable() });
const firstElement = <S extends z.ZodArray<z.ZodObject<{ correctAnswerSet: z.ZodType }>>>(list: S) => list.element as S['element'];

/** A question as the API returns it: its published fields with the answer key null until revealed, and the student's state. */
export const questionViewSchema = z.discriminatedUnion('type', [
  multipleChoice.extend({ choices: z.array(choiceViewSchema), correctChoiceId: id.nullable(), ...questionState }),
  boolean.extend({ choices: z.array(choiceViewSchema), correctChoiceId: id.nullable(), ...questionState }),
  multiResponse.extend({ choices: z.array(choiceViewSchema), correctChoiceList: z.array(id).nullable(), ...questionState }),
  venn.extend({ elements: z.array(nullableSets(firstElement(venn.shape.elements))), ...questionState }),
  typeF.extend({ elements: z.array(nullableSets(firstElement(typeF.shape.elements))), ...questionState }),
  cloze.extend({ wordBank: z.array(choiceViewSchema), blanks: z.array(nullableSets(firstElement(cloze.shape.blanks))), ...questionState }),
  fillIn.extend({ blanks: z.array(nullableSets(firstElement(fillIn.shape.blanks))), ...questionState }),
  written.extend(questionState),
  essay.extend(questionState),
]);

const pagerStatusSchema = z.enum(['unanswered', 'answered', 'reviewing', 'submitted']);

export const groupViewSchema = z.object({
  id,
  assessmentGroupNumber: z.number().int().positive(),
  title: bilingualTextSchema.nullable(),
  sections: z.array(z.object({ id, title: bilingualTextSchema.nullable() })),
  retakeRound: round,
  status: z.enum(['not-started', 'open', 'submitted']),
  isSubmitted: z.boolean(),
  currentIndex: z.number().int().min(0),
  assessmentPagerStatus: z.array(pagerStatusSchema),
  unansweredCount: z.number().int().min(0),
  reviewingCount: z.number().int().min(0),
  score,
  maxScore: z.number(),
  percent: score,
  feedbackStatus: feedbackStatusSchema,
  submittedAt: z.string().nullable(),
  questions: z.array(questionViewSchema),
});

/** An earlier (or the current) submitted round, kept as history. */
export const roundSummarySchema = z.object({
  retakeRound: round,
  submittedAt: z.string().nullable(),
  score,
  maxScore: z.number().nullable(),
  percent: score,
});

/** `assessment/{id}`, `assessment/lesson/{lessonId}`, the submit and the retake: the student's view of an assessment. */
export const assessmentViewSchema = z.object({
  id,
  lessonId: id,
  unitId: id,
  lessonTypeId: z.number().int().min(1).max(8),
  kind: z.enum(ASSESSMENT_KINDS),
  directions: bilingualTextSchema.nullable(),
  benchmarkSet: benchmarkSetInfoSchema.nullable(),
  /** Whose work this is; null for a staff preview without a student. */
  studentId: id.nullable(),
  retakeRound: round,
  isSubmitted: z.boolean(),
  requiresTeacherFeedback: z.boolean(),
  score,
  maxScore: z.number(),
  percent: score,
  feedbackStatus: feedbackStatusSchema,
  groups: z.array(groupViewSchema),
  history: z.array(roundSummarySchema),
  version: z.number().int().min(1),
});

/** What a save call answers (applied once; a repeat answers the same). */
export const saveResultSchema = z.object({
  clientAnswerId: z.string(),
  assessmentId: id,
  questionId: id,
  retakeRound: round,
  clientSeq: z.number().int().min(0),
  /** It became the student's current answer (false: a newer save was already stored and was kept). */
  applied: z.boolean(),
  submit: z.boolean(),
  /** This id had been received before; nothing was written this time. */
  duplicate: z.boolean(),
  receivedAt: z.string(),
});

/** `<type>-answer/submit`: the save, the question now submitted, and whether its group was submitted with it. */
export const submitAnswerResultSchema = z.object({ save: saveResultSchema, question: questionViewSchema, groupSubmitted: z.boolean() });

/** `IsReviewing`. */
export const reviewMarkResultSchema = z.object({ assessmentId: id, questionId: id, isReviewing: z.boolean(), retakeRound: round });

/** `component/{lessonId}/{componentId}/{currentIndex}`. */
export const currentIndexResultSchema = z.object({
  lessonId: id,
  componentId: id,
  assessmentId: id,
  assessmentGroupNumber: z.number().int().positive(),
  currentIndex: z.number().int().min(0),
});

/** `lesson/{id}/assessment-completed`: the lesson's progress after it. */
export const assessmentCompletedResultSchema = lessonProgressViewSchema;

/** One assignment as the student's benchmark list and screen show it. */
export const benchmarkAssignmentViewSchema = z.object({
  benchmarkStudentId: id,
  benchmarkSetId: id,
  benchmarkName: bilingualTextSchema,
  assessmentId: id,
  lessonId: id,
  unitId: id,
  linkedUnitId: id.nullable(),
  linkedUnitNumber: z.number().int().nullable(),
  questionSetCount: z.number().int().min(1),
  studentUserId: id,
  status: benchmarkStatusSchema,
  /** Percent; blank until submitted and every question scored. */
  score,
  retakeRound: round,
  isRetake: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The period has ended before the benchmark was submitted (the client shows the expired-benchmark modal). */
  isExpired: z.boolean(),
  /** Answers and submit are accepted now. */
  isOpen: z.boolean(),
  classroomAssignedId: id.nullable(),
  isAssignedByClassroom: z.boolean(),
  submittedAt: z.string().nullable(),
});

/** `benchmarkAssessment/{id}` and the answer of `benchmark-answer/submit`. */
export const benchmarkAssessmentViewSchema = z.object({ assignment: benchmarkAssignmentViewSchema, assessment: assessmentViewSchema });

/** `benchmark-score/{id}`: the current round's status and score, and the earlier rounds. */
export const benchmarkScoreViewSchema = z.object({
  benchmarkStudentId: id,
  status: benchmarkStatusSchema,
  isSubmitted: z.boolean(),
  retakeRound: round,
  score,
  maxScore: z.number(),
  percent: score,
  feedbackStatus: feedbackStatusSchema,
  submittedAt: z.string().nullable(),
  history: z.array(roundSummarySchema),
});

/** `benchmark/count`: the caller's benchmarks by state; `count` is the open ones. */
export const benchmarkCountViewSchema = z.object({
  count: z.number().int().min(0),
  total: z.number().int().min(0),
  assigned: z.number().int().min(0),
  inProgress: z.number().int().min(0),
  submitted: z.number().int().min(0),
  open: z.number().int().min(0),
  expired: z.number().int().min(0),
});

/** `answer-feedback` and `answer-feedback/essay`: the teacher's score and feedback, and the attempt's new totals. */
export const feedbackResultSchema = z.object({
  studentId: id,
  assessmentId: id,
  questionId: id,
  retakeRound: round,
  score,
  maxScore: z.number(),
  feedback: z.string().nullable(),
  /** The saved feedback's version (the next save names it as `expectedVersion`). */
  feedbackVersion: z.number().int().min(1),
  attempt: z.object({ score, maxScore: z.number().nullable(), percent: score, feedbackStatus: feedbackStatusSchema }),
});

const feedbackSummary = { feedbackStatus: feedbackStatusSchema, score };

/** `teacher-feedback/student/{studentId}`: each unit's feedback status and score, with its lessons' assessments. */
export const unitFeedbackSchema = z.object({
  unitId: id,
  unitName: bilingualTextSchema,
  studentId: id,
  ...feedbackSummary,
  lessons: z.array(
    z.object({ lessonId: id, assessmentIds: z.array(id), retakeRound: round, submitted: z.boolean(), ...feedbackSummary }),
  ),
});

/** `assign-benchmark/student`: who got the set, and who already had it. */
export const benchmarkAssignmentResultSchema = z.object({
  benchmarkSetId: id,
  assigned: z.array(z.object({ studentId: id, benchmarkStudentId: id })),
  alreadyAssigned: z.array(id),
});

/** `assign-benchmark/classroom`: the same, for the classroom's students. */
export const classroomAssignmentResultSchema = benchmarkAssignmentResultSchema.extend({ classroomId: id });

/** `benchmarkSet/unitList`: a published benchmark set with where its assessment lives. */
export const benchmarkSetListItemSchema = benchmarkSetInfoSchema.extend({ assessmentId: id, lessonId: id, unitId: id });

// student-view.ts builds these views with hand-written types; they are kept equal to the schemas here.
export type _AssessmentViewMatches = Expect<Equal<z.infer<typeof assessmentViewSchema>, AssessmentView>>;
export type _QuestionViewMatches = Expect<Equal<z.infer<typeof questionViewSchema>, QuestionView>>;

export const benchmarkAssignmentListSchema = z.array(benchmarkAssignmentViewSchema);
export const unitFeedbackListSchema = z.array(unitFeedbackSchema);
export const benchmarkSetListSchema = z.array(benchmarkSetListItemSchema);
