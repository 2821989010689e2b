import type { z } from 'zod';
import type { feedbackResultSchema } from '@domain/assessment/assessment.responses';
import type { StudentLessons, StudentReport } from '@domain/assessment/student-report.responses';
import type { GradingQueue } from '@domain/assessment/grading-queue.responses';
import type { GradingQueueQuery } from '@domain/assessment/grading-queue.schemas';
import type { AssessmentView } from '@domain/assessment/student-view';
import type { ApiResult } from '../ports/api-result';

export type FeedbackResult = z.infer<typeof feedbackResultSchema>;

/** One score and feedback save (`answer-feedback`, or `answer-feedback/essay` when `essay`). */
export interface FeedbackRequest {
  readonly studentId: number;
  readonly questionId: number;
  readonly essay: boolean;
  /** null leaves the question unscored. */
  readonly score: number | null;
  readonly feedback: string;
  /** The feedback version the teacher saw; left out, the save wins over whatever is there. */
  readonly expectedVersion?: number;
}

/** The teacher's grading calls (api-spec §7.11; docs/decisions.md "The student report"). */
export interface GradingGateway {
  /** `GET teacher-feedback/student/{id}/report`: the student's name and units. */
  studentReport(studentId: number): Promise<ApiResult<StudentReport>>;
  /** `POST teacher-feedback/student/{id}/{unitId}/lessons`. */
  unitLessons(studentId: number, unitId: number, body: { progressLessons?: number[]; units?: boolean }): Promise<ApiResult<StudentLessons>>;
  /** `GET teacher-feedback/student/{id}/assessment/{assessmentId}?retakeRound=`. */
  studentAssessment(studentId: number, assessmentId: number, retakeRound?: number): Promise<ApiResult<AssessmentView>>;
  giveFeedback(request: FeedbackRequest): Promise<ApiResult<FeedbackResult>>;
  /** `PATCH retake-assessment/{assessmentId}/student/{studentId}`. */
  allowRetake(assessmentId: number, studentId: number): Promise<ApiResult<AssessmentView>>;
  /** `GET teacher-feedback/queue?classroomId=&unitId=&assessmentId=`: the answers waiting for this teacher's score. */
  gradingQueue(query: GradingQueueQuery): Promise<ApiResult<GradingQueue>>;
}
export const GradingGateway = Symbol.for('GradingGateway');
