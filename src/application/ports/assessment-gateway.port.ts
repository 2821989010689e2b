import type { OutboxEntry } from '@domain/assessment/answer-outbox.rules';
import type { BenchmarkAssignmentView, BenchmarkStatus } from '@domain/assessment/benchmark.schemas';
import type { FeedbackStatus } from '@domain/assessment/scoring';
import type { AssessmentView, RoundSummary } from '@domain/assessment/student-view';
import type { ApiResult } from './api-result';

/** `POST IsReviewing`: mark (or unmark) a question for review. */
export interface ReviewMark {
  readonly assessmentId: number;
  readonly questionId: number;
  readonly isReviewing: boolean;
  /** 1 choice-like, 2 other (product-spec §9). */
  readonly questionTypeCode: 1 | 2;
}

/** `POST assessment/{id}/submit`. */
export interface SubmitAssessmentRequest {
  readonly assessmentId: number;
  readonly retakeRound: number;
  /** One group, or every open group of the round when omitted. */
  readonly assessmentGroupNumber?: number;
}

/** `POST benchmark-answer/submit`. */
export interface SubmitBenchmarkRequest {
  readonly benchmarkStudentId: number;
  readonly retakeRound: number;
}

/** `GET benchmarkAssessment/{id}` and the answer of `benchmark-answer/submit`. */
export interface BenchmarkAssessmentView {
  readonly assignment: BenchmarkAssignmentView;
  readonly assessment: AssessmentView;
}

/** `GET benchmark-score/{id}`: the current round's status and score, and the earlier rounds. */
export interface BenchmarkScoreView {
  readonly benchmarkStudentId: number;
  readonly status: BenchmarkStatus;
  readonly isSubmitted: boolean;
  readonly retakeRound: number;
  /** Points; null while a question is unscored. */
  readonly score: number | null;
  readonly maxScore: number;
  /** 0..100; null while a question is unscored. */
  readonly percent: number | null;
  readonly feedbackStatus: FeedbackStatus;
  readonly submittedAt: string | null;
  readonly history: readonly RoundSummary[];
}

/** `GET benchmark/count`: the student's benchmarks by state; `count` is the open ones. */
export interface BenchmarkCountView {
  readonly count: number;
  readonly total: number;
  readonly assigned: number;
  readonly inProgress: number;
  readonly submitted: number;
  readonly open: number;
  readonly expired: number;
}

/**
 * The student's assessment calls (api-spec §7.5, §7.6; docs/assessment-api.md). Every call answers an
 * ApiResult: `offline` means the server could not be reached, `rejected` carries the HTTP status
 * and the server's stable code.
 */
export interface AssessmentGateway {
  /** `GET assessment/{id}`: the student's view of an assessment (keys only for submitted questions). */
  assessment(assessmentId: number): Promise<ApiResult<AssessmentView>>;
  /** `GET assessment/lesson/{lessonId}`: the assessment of a lesson (the groups its components show). */
  lessonAssessment(lessonId: number): Promise<ApiResult<AssessmentView>>;
  /**
   * The save call of the entry's question type (`multiple-choice-answer`, `essay-answer`, …; its
   * `/submit` variant when the entry also submits the question) with its clientAnswerId and
   * clientSeq: applied once, a repeat answers the same result.
   */
  saveAnswer(entry: OutboxEntry): Promise<ApiResult<unknown>>;
  /** `POST IsReviewing`. */
  setReviewing(mark: ReviewMark): Promise<ApiResult<unknown>>;
  /** `PUT component/{lessonId}/{componentId}/{currentIndex}`: the question the student is on. */
  saveCurrentIndex(lessonId: number, componentId: number, currentIndex: number): Promise<ApiResult<unknown>>;
  /** `POST assessment/{id}/submit`: scores the round; answers the updated view. */
  submitAssessment(request: SubmitAssessmentRequest): Promise<ApiResult<AssessmentView>>;
  /** `GET benchmark/list?userId`: the student's own list without an id. */
  benchmarks(userId?: number): Promise<ApiResult<BenchmarkAssignmentView[]>>;
  /** `GET benchmark/count`. */
  benchmarkCount(): Promise<ApiResult<BenchmarkCountView>>;
  /** `GET benchmarkAssessment/{id}`: the assignment and its assessment. */
  benchmarkAssessment(benchmarkStudentId: number): Promise<ApiResult<BenchmarkAssessmentView>>;
  /**
   * `POST benchmark-answer/submit`: answers the submitted benchmark. A refusal (statusType 0, e.g. 409
   * BENCHMARK.EXPIRED) means the benchmark is closed: the screen shows the expired-benchmark modal.
   */
  submitBenchmark(request: SubmitBenchmarkRequest): Promise<ApiResult<BenchmarkAssessmentView>>;
  /** `GET benchmark-score/{id}`. */
  benchmarkScore(benchmarkStudentId: number): Promise<ApiResult<BenchmarkScoreView>>;
}
export const AssessmentGateway = Symbol.for('AssessmentGateway');
