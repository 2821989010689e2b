import type { EssayAnswer } from './answer.schemas';
import type { AnswerValue, QuestionType } from './answer-value';
import type { EssayDraft, QuestionSlot, SubmissionReview } from './assessment-navigation.rules';
import type { RetrySchedule } from '../shared/retry-schedule';
import type { ClientErrorCode } from '../shared/error-codes';

/** The assessment submission machine's data: input, context, events, and what its actions and actors carry. */

/** What the `submitAssessment` actor resolves with: the score and, per question, whether it was right (null: waits for a teacher). */
export interface SubmissionResult {
  readonly score: number | null;
  readonly questions: readonly { readonly questionId: number; readonly correct: boolean | null }[];
}

/** Why a submit failed on this device before (or without) a server code saying it. */
export type SubmitProblem =
  /** The submit actor failed with something that was no SubmitFailure (a bug, a thrown error). */
  | 'SUBMIT_FAILED'
  /** The machine ran without a provided submit actor. */
  | 'NOT_PROVIDED'
  /** Nobody signed in may send the answers the submit waits for. */
  | 'UNAUTHORIZED'
  /** An answer could not be stored on this device, so the submit would lose it. */
  | 'ANSWER_NOT_STORED'
  /** A benchmark submit asked of a lifecycle that is not running, or not ready to submit. */
  | 'NOT_STARTED'
  /** A benchmark submit that failed without reaching the server for a known reason. */
  | 'BENCHMARK_SUBMIT_FAILED';

/** A server's code, no usable answer (OFFLINE, UNKNOWN), or a problem found on this device. */
export type SubmitFailureCode = ClientErrorCode | SubmitProblem;

/** Why a submit failed; `retryable` failures (network, server errors) are retried automatically. */
export interface SubmitFailure {
  readonly code: SubmitFailureCode;
  readonly message: string;
  readonly retryable: boolean;
}

/** Where the student was going when an unsaved essay stopped them. */
export type LeaveIntent = { readonly kind: 'question'; readonly index: number; readonly skip: boolean } | { readonly kind: 'review' };

export interface AssessmentSubmissionInput {
  readonly assessmentId: number;
  /** The round the questions were loaded for (from 1); every save names it. */
  readonly retakeRound: number;
  /** Submit only this group (its questions are `questions`); every open group of the lesson when omitted. */
  readonly assessmentGroupNumber?: number;
  readonly questions: readonly QuestionSlot[];
  /** The pager position to resume at (the assessment group's currentIndex). */
  readonly currentIndex?: number;
  /** Already submitted: starts in `submitted`, refusing edits. */
  readonly submitted?: boolean;
  readonly result?: SubmissionResult | null;
  /** Defaults to ASSESSMENT_SUBMIT_RETRY_DELAYS_MS. */
  readonly retryDelaysMs?: readonly number[];
}

/** Its retry schedule: automatic retries of a temporary failure, then `failed`. */
export interface AssessmentSubmissionContext extends RetrySchedule {
  readonly assessmentId: number;
  readonly retakeRound: number;
  readonly assessmentGroupNumber: number | null;
  readonly questions: readonly QuestionSlot[];
  readonly currentIndex: number;
  readonly essayDraft: EssayDraft | null;
  readonly leaveIntent: LeaveIntent | null;
  /** Filled on entering `confirming`. */
  readonly review: SubmissionReview;
  readonly failure: SubmitFailure | null;
  readonly result: SubmissionResult | null;
  /** Started from an already submitted assessment. */
  readonly startedSubmitted: boolean;
}

export type AssessmentSubmissionEvent =
  /** Any question type except essay (essays use EDIT_ESSAY and SAVE_ESSAY). */
  | { readonly type: 'ANSWER'; readonly questionId: number; readonly answer: AnswerValue }
  /** The essay on screen changed (topic, text or a step's text); not saved until SAVE_ESSAY or leaving. */
  | { readonly type: 'EDIT_ESSAY'; readonly questionId: number; readonly answer: EssayAnswer }
  | { readonly type: 'SAVE_ESSAY' }
  | { readonly type: 'MARK_FOR_REVIEW'; readonly questionId: number; readonly marked: boolean }
  /** Submit one question on its own (its answer on screen; completes an essay): closed for edits afterwards. */
  | { readonly type: 'SUBMIT_QUESTION'; readonly questionId: number }
  | { readonly type: 'SKIP' }
  | { readonly type: 'NEXT' }
  | { readonly type: 'PREVIOUS' }
  | { readonly type: 'GO_TO'; readonly index: number }
  /** In `answering.confirmingLeave`. */
  | { readonly type: 'SAVE_AND_LEAVE' }
  | { readonly type: 'DISCARD_AND_LEAVE' }
  | { readonly type: 'STAY' }
  /** Opens the confirmation. */
  | { readonly type: 'SUBMIT' }
  /** In `confirming`. */
  | { readonly type: 'CONFIRM_SUBMIT' }
  | { readonly type: 'BACK' }
  /** In `retrying` (skip the wait) and `failed`. */
  | { readonly type: 'RETRY' };

/**
 * Emitted when an edit is refused: the assessment is submitted or being submitted, the question is
 * locked (or the answer does not fit it), or a question submit has no answer to submit.
 */
export type RefusalReason = 'submitted' | 'locked' | 'unanswered';
export type AssessmentSubmissionEmitted = { readonly type: 'editRefused'; readonly reason: RefusalReason };

/** Params of the `persistAnswer` action: one answer to save. */
export interface AnswerToPersist {
  readonly assessmentId: number;
  readonly retakeRound: number;
  readonly questionId: number;
  readonly questionType: QuestionType;
  readonly value: AnswerValue;
  /** Also submit the question (SUBMIT_QUESTION). */
  readonly submit: boolean;
}

/** Params of the `persistCurrentIndex` action: the question the pager is on (from 0). */
export interface PositionToPersist {
  readonly currentIndex: number;
}

/** Params of the `persistReviewMark` action (IsReviewing: questionId, isReviewing, questionType code). */
export interface ReviewMarkToPersist {
  readonly assessmentId: number;
  readonly questionId: number;
  readonly isReviewing: boolean;
  readonly questionTypeCode: 1 | 2;
}

export interface SubmitAssessmentInput {
  readonly assessmentId: number;
  readonly retakeRound: number;
  readonly assessmentGroupNumber: number | null;
}

/** Any rejection turned into a SubmitFailure; an unknown error is a temporary failure. */
export function toSubmitFailure(error: unknown): SubmitFailure {
  if (typeof error === 'object' && error !== null) {
    const e = error as Partial<SubmitFailure>;
    if (typeof e.code === 'string' && typeof e.retryable === 'boolean') {
      // Thrown by our own actors, which build it as a SubmitFailure: the code is one of ours.
      return { code: e.code as SubmitFailureCode, message: typeof e.message === 'string' ? e.message : '', retryable: e.retryable };
    }
  }
  return { code: 'SUBMIT_FAILED', message: error instanceof Error ? error.message : String(error), retryable: true };
}
