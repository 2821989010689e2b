import type { ChangedFeedback, StudentLessons, StudentReport } from '@domain/assessment/student-report.responses';
import type { GradingQueue, WaitingAnswer } from '@domain/assessment/grading-queue.responses';
import type { GradingQueueQuery } from '@domain/assessment/grading-queue.schemas';
import type { AssessmentView, QuestionView } from '@domain/assessment/student-view';
import type { ApiResult } from '../ports/api-result';
import type { FeedbackResult, GradingGateway } from './grading-gateway.port';

export type { FeedbackResult } from './grading-gateway.port';
export type { ChangedFeedback, StudentLessons, StudentReport };
export type { GradingQueue, WaitingAnswer };
/** What the grading queue is narrowed by (each optional): a classroom, a unit, an assessment. */
export type QueueFilter = GradingQueueQuery;

/** A teacher's score and feedback on one question of the student's current round. */
export interface FeedbackInput {
  readonly studentId: number;
  readonly question: Pick<QuestionView, 'id' | 'type'>;
  /** Blank (null) leaves the question unscored. */
  readonly score: number | null;
  readonly feedback: string;
  /** The version the teacher saw; omit it only to save over someone else's change on purpose. */
  readonly expectedVersion?: number;
}

/**
 * What a teacher does with a student's work (product-spec §1 teachers, §4 teacher feedback): read the
 * student's report unit by unit, open an assessment (any round), score and comment on answers, allow
 * a retake. The server decides who may (the student's teachers grade; managers in scope read).
 */
export interface GradingUseCases {
  studentReport(studentId: number): Promise<ApiResult<StudentReport>>;
  /** The unit's assessed lessons with their status, score, feedback status and assessments. */
  lessonsOfUnit(studentId: number, unitId: number): Promise<ApiResult<StudentLessons>>;
  /** The student's work on an assessment: the current round, or an earlier `round` (read-only history). */
  assessmentOfStudent(studentId: number, assessmentId: number, round?: number): Promise<ApiResult<AssessmentView>>;
  giveFeedback(input: FeedbackInput): Promise<ApiResult<FeedbackResult>>;
  allowRetake(studentId: number, assessmentId: number): Promise<ApiResult<AssessmentView>>;
  /** Every answer of the teacher's students waiting for a score, oldest first, and what the queue can be narrowed by. */
  answersWaitingForScore(filter: QueueFilter): Promise<ApiResult<GradingQueue>>;
}

export function createGradingUseCases(gateway: GradingGateway): GradingUseCases {
  return {
    studentReport: (studentId) => gateway.studentReport(studentId),
    lessonsOfUnit: (studentId, unitId) => gateway.unitLessons(studentId, unitId, { units: true }),
    assessmentOfStudent: (studentId, assessmentId, round) => gateway.studentAssessment(studentId, assessmentId, round),
    giveFeedback: ({ studentId, question, score, feedback, expectedVersion }) =>
      gateway.giveFeedback({
        studentId,
        questionId: question.id,
        essay: question.type === 'essay',
        score,
        feedback,
        ...(expectedVersion === undefined ? {} : { expectedVersion }),
      }),
    allowRetake: (studentId, assessmentId) => gateway.allowRetake(assessmentId, studentId),
    answersWaitingForScore: (filter) => gateway.gradingQueue(filter),
  };
}

/**
 * The other teacher's save carried by a 409 FEEDBACK.CHANGED_BY_SOMEONE_ELSE (`data.current`),
 * checked by hand (no zod in the client's chunks); null for any other failure.
 */
export function changedFeedbackOf(failure: { code: string; current?: unknown } | null): ChangedFeedback | null {
  if (failure?.code !== 'FEEDBACK.CHANGED_BY_SOMEONE_ELSE') return null;
  const c = failure.current as Partial<Record<keyof ChangedFeedback, unknown>> | undefined;
  if (!c || typeof c !== 'object') return null;
  const score = c.score === null || typeof c.score === 'number' ? c.score : undefined;
  const feedback = c.feedback === null || typeof c.feedback === 'string' ? c.feedback : undefined;
  if (typeof c.questionId !== 'number' || score === undefined || feedback === undefined || typeof c.feedbackVersion !== 'number') return null;
  return { questionId: c.questionId, score, feedback, feedbackVersion: c.feedbackVersion };
}
