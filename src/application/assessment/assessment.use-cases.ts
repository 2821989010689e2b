import type { AnswerValue } from '@domain/assessment/answer-value';
import type { SubmissionResult, SubmitAssessmentInput, SubmitFailure, SubmitFailureCode } from '@domain/assessment/assessment-submission.types';
import type { BenchmarkSubmitOutcome } from '@domain/assessment/benchmark-lifecycle.machine';
import type { AssessmentView } from '@domain/assessment/student-view';
import type { ErrorCode } from '@domain/shared/error-codes';
import type { ApiResult } from '../ports/api-result';
import type { AssessmentGateway, BenchmarkAssessmentView, BenchmarkScoreView, ReviewMark } from '../ports/assessment-gateway.port';
import type { AnswerDraft, AnswerRejection, AnswerSync, AnswerSyncSnapshot, FlushOutcome } from '../use-cases/answer-sync.contract';
import type { AssessmentMachineKit } from './assessment-machine-kit';

/** An assessment as the student opens it: the server's view and the answers still waiting on this device. */
export interface OpenedAssessment {
  readonly view: AssessmentView;
  /** The newest answer per question still in the outbox (typed offline before a reload): shown over the server's. */
  readonly pending: ReadonlyMap<number, AnswerValue>;
}

/** A benchmark lesson as the student opens it: their newest assignment on it, or none. */
export type OpenedBenchmark =
  | { readonly kind: 'assigned'; readonly benchmark: BenchmarkAssessmentView; readonly pending: ReadonlyMap<number, AnswerValue> }
  | { readonly kind: 'not-assigned' };

/** Where the student is in an assessment-group component (the pager position is kept on it). */
export interface QuestionPosition {
  readonly lessonId: number;
  readonly componentId: number;
}

export type SubmitOutcome = { readonly ok: true; readonly result: SubmissionResult } | { readonly ok: false; readonly failure: SubmitFailure };

/** A benchmark submit that got no answer from the server (offline, signed out) is `unsent`. */
export type BenchmarkSubmitAnswer = BenchmarkSubmitOutcome | { readonly kind: 'unsent'; readonly code: SubmitFailureCode };

export interface BenchmarkSubmitRequest {
  readonly assessmentId: number;
  readonly benchmarkStudentId: number;
  readonly retakeRound: number;
}

/** What a student does with assessments and benchmarks (issue 5, api-spec §7.5, §7.6). */
export interface AssessmentUseCases {
  /** Opens the assessment of a lesson (the groups its components show) with the answers waiting on this device. */
  openLessonAssessment(lessonId: number): Promise<ApiResult<OpenedAssessment>>;
  /** Opens the student's newest benchmark assignment on a benchmark lesson. */
  openBenchmark(lessonId: number): Promise<ApiResult<OpenedBenchmark>>;
  /** Reads an open benchmark again (after a submit or an expired period: the revealed answers). */
  reopenBenchmark(benchmarkStudentId: number): Promise<ApiResult<BenchmarkAssessmentView>>;
  /** Loads what the assessment machines need to answer (their own chunk), once. */
  prepareAnswering(): Promise<AssessmentMachineKit>;
  /** Saves an answer through the durable outbox; never throws (refusals reach `onAnswerRefused`). */
  saveAnswer(draft: AnswerDraft): void;
  /** Marks (or unmarks) a question for review: a convenience sent once, never queued. */
  markForReview(mark: ReviewMark): Promise<void>;
  /** Remembers the question the student is on: a convenience sent once, never queued. */
  rememberQuestion(position: QuestionPosition, currentIndex: number): Promise<void>;
  /** Submits a round (or one group) once every answer reached the server. */
  submitAssessment(request: SubmitAssessmentInput): Promise<SubmitOutcome>;
  /** Submits a benchmark once every answer reached the server; a refusal means its period ended. */
  submitBenchmark(request: BenchmarkSubmitRequest): Promise<BenchmarkSubmitAnswer>;
  /** The current round's benchmark score. */
  benchmarkScore(benchmarkStudentId: number): Promise<ApiResult<BenchmarkScoreView>>;
  /** The quiet save status (useSyncExternalStore pair): saved, saving, or offline. */
  readonly saving: { subscribe(listener: () => void): () => void; getSnapshot(): AnswerSyncSnapshot };
  /** Reports every answer the server refused for good. */
  onAnswerRefused(listener: (rejection: AnswerRejection) => void): () => void;
}

export interface AssessmentUseCaseDeps {
  readonly gateway: AssessmentGateway;
  readonly answers: AnswerSync;
  /** Builds the machines' actors from these use cases (loaded in its own chunk). */
  readonly loadKit: (useCases: AssessmentUseCases) => Promise<AssessmentMachineKit>;
}

/** The server's code for "this round is already submitted": a repeated submit whose first answer was lost. */
const ALREADY_SUBMITTED: ErrorCode = 'ASSESSMENT.ALREADY_SUBMITTED';

function flushFailure(outcome: Exclude<FlushOutcome, { ok: true }>): SubmitFailure {
  switch (outcome.reason) {
    case 'offline':
      return { code: 'OFFLINE', message: '', retryable: true };
    case 'signed-out':
      return { code: 'UNAUTHORIZED', message: '', retryable: false };
    case 'not-stored':
      return { code: 'ANSWER_NOT_STORED', message: '', retryable: false };
  }
}

function submitFailureOf(result: Exclude<ApiResult<unknown>, { ok: true }>): SubmitFailure {
  return { code: result.code, message: result.message, retryable: result.kind === 'offline' || result.status === 429 || result.status >= 500 };
}

/** The submit's result as the submission machine keeps it. */
function submissionResultOf(view: AssessmentView): SubmissionResult {
  return {
    score: view.score,
    questions: view.groups.flatMap((g) => g.questions.map((q) => ({ questionId: q.id, correct: q.isCorrect }))),
  };
}

export function createAssessmentUseCases({ gateway, answers, loadKit }: AssessmentUseCaseDeps): AssessmentUseCases {
  let kit: Promise<AssessmentMachineKit> | null = null;
  const useCases: AssessmentUseCases = {
    async openLessonAssessment(lessonId) {
      const result = await gateway.lessonAssessment(lessonId);
      if (!result.ok) return result;
      return { ok: true, data: { view: result.data, pending: await answers.pendingAnswers(result.data.id) }, message: result.message };
    },
    async openBenchmark(lessonId) {
      const list = await gateway.benchmarks();
      if (!list.ok) return list;
      const mine = list.data.filter((a) => a.lessonId === lessonId).sort((a, b) => b.benchmarkStudentId - a.benchmarkStudentId)[0];
      if (!mine) return { ok: true, data: { kind: 'not-assigned' }, message: list.message };
      const detail = await gateway.benchmarkAssessment(mine.benchmarkStudentId);
      if (!detail.ok) return detail;
      const pending = await answers.pendingAnswers(detail.data.assessment.id);
      return { ok: true, data: { kind: 'assigned', benchmark: detail.data, pending }, message: detail.message };
    },
    reopenBenchmark: (benchmarkStudentId) => gateway.benchmarkAssessment(benchmarkStudentId),
    prepareAnswering: () => (kit ??= loadKit(useCases)),
    saveAnswer: (draft) => answers.save(draft),
    markForReview: async (mark) => void (await gateway.setReviewing(mark).catch(() => undefined)),
    rememberQuestion: async (position, currentIndex) =>
      void (await gateway.saveCurrentIndex(position.lessonId, position.componentId, currentIndex).catch(() => undefined)),
    async submitAssessment(input) {
      const flushed = await answers.flush(input.assessmentId);
      if (!flushed.ok) return { ok: false, failure: flushFailure(flushed) };
      const result = await gateway.submitAssessment({
        assessmentId: input.assessmentId,
        retakeRound: input.retakeRound,
        ...(input.assessmentGroupNumber !== null ? { assessmentGroupNumber: input.assessmentGroupNumber } : {}),
      });
      if (result.ok) return { ok: true, result: submissionResultOf(result.data) };
      if (result.status === 409 && result.code === ALREADY_SUBMITTED) {
        // The first submit went through but its answer was lost: read the submitted round instead.
        const view = await gateway.assessment(input.assessmentId);
        return view.ok ? { ok: true, result: submissionResultOf(view.data) } : { ok: false, failure: submitFailureOf(view) };
      }
      return { ok: false, failure: submitFailureOf(result) };
    },
    async submitBenchmark(request) {
      const flushed = await answers.flush(request.assessmentId);
      if (!flushed.ok) return { kind: 'unsent', code: flushFailure(flushed).code };
      const result = await gateway.submitBenchmark({ benchmarkStudentId: request.benchmarkStudentId, retakeRound: request.retakeRound });
      // Already submitted: a repeat whose first answer was lost, not an expired benchmark.
      if (result.ok || (result.status === 409 && result.code === ALREADY_SUBMITTED)) return { kind: 'accepted' };
      // Any other answer with statusType 0 (product-spec §4; 409 BENCHMARK.EXPIRED): closed, show its message.
      if (result.kind === 'rejected') return { kind: 'refused', message: result.message };
      return { kind: 'unsent', code: result.code };
    },
    benchmarkScore: (benchmarkStudentId) => gateway.benchmarkScore(benchmarkStudentId),
    saving: { subscribe: answers.subscribe, getSnapshot: answers.getSnapshot },
    onAnswerRefused: (listener) => answers.onRejected(listener),
  };
  return useCases;
}
