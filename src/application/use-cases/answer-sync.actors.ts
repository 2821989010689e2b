import { fromPromise } from 'xstate';
import type { AssessmentSubmissionMachine, SubmissionResult, SubmitAssessmentInput, SubmitFailure } from '@domain/assessment/assessment-submission.machine';
import type { BenchmarkLifecycleMachine, BenchmarkRef, BenchmarkSubmitOutcome } from '@domain/assessment/benchmark-lifecycle.machine';
import type { AssessmentView } from '@domain/assessment/student-view';
import type { ApiResult } from '../ports/api-result';
import type { AssessmentGateway } from '../ports/assessment-gateway.port';
import type { AnswerSync, FlushOutcome } from './answer-sync.contract';

type ProvideOf<M extends { provide: (...args: never[]) => unknown }> = Parameters<M['provide']>[0];

/**
 * The assessment machines' actors and actions, built from the answer sync and the gateway: pass
 * them as `provide` to `services.machines.create(machine, { input, provide })`.
 */
export interface AssessmentMachineKit {
  /**
   * For assessmentSubmissionMachine: answers to the outbox, review marks to IsReviewing, submit after
   * a flush; with `position` (the lesson and its assessment-group component) the pager position too.
   */
  submission(options?: { readonly position?: { readonly lessonId: number; readonly componentId: number } }): ProvideOf<AssessmentSubmissionMachine>;
  /**
   * For benchmarkLifecycleMachine: submit after a flush (a refusal is the expired benchmark), the
   * score from benchmark-score; `reloadLesson` is the screen's own reload.
   */
  benchmark(options: { readonly assessmentId: number; readonly reloadLesson: () => Promise<unknown> }): ProvideOf<BenchmarkLifecycleMachine>;
}

/** The server's code for "this round is already submitted": a repeated submit whose first answer was lost. */
const ALREADY_SUBMITTED = 'ASSESSMENT.ALREADY_SUBMITTED';

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

function failureOf(result: Exclude<ApiResult<unknown>, { ok: true }>): SubmitFailure {
  return { code: result.code, message: result.message, retryable: result.kind === 'offline' || result.status === 429 || result.status >= 500 };
}

/** The submit's result as the submission machine keeps it. */
export function submissionResultOf(view: AssessmentView): SubmissionResult {
  return {
    score: view.score,
    questions: view.groups.flatMap((g) => g.questions.map((q) => ({ questionId: q.id, correct: q.isCorrect }))),
  };
}

export function createAssessmentMachineKit(sync: AnswerSync, gateway: AssessmentGateway): AssessmentMachineKit {
  const submit = async ({ input }: { input: SubmitAssessmentInput }): Promise<SubmissionResult> => {
    const flushed = await sync.flush(input.assessmentId);
    if (!flushed.ok) throw flushFailure(flushed);
    const result = await gateway.submitAssessment({
      assessmentId: input.assessmentId,
      retakeRound: input.retakeRound,
      ...(input.assessmentGroupNumber !== null ? { assessmentGroupNumber: input.assessmentGroupNumber } : {}),
    });
    if (result.ok) return submissionResultOf(result.data);
    if (result.status === 409 && result.code === ALREADY_SUBMITTED) {
      // The first submit went through but its answer was lost: read the submitted round instead.
      const view = await gateway.assessment(input.assessmentId);
      if (view.ok) return submissionResultOf(view.data);
      throw failureOf(view);
    }
    throw failureOf(result);
  };

  return {
    submission: (options = {}) => ({
      actors: { submitAssessment: fromPromise<SubmissionResult, SubmitAssessmentInput>(submit) },
      actions: {
        persistAnswer: (_, answer) =>
          sync.save({
            assessmentId: answer.assessmentId,
            retakeRound: answer.retakeRound,
            questionId: answer.questionId,
            questionType: answer.questionType,
            answer: answer.value,
            submit: answer.submit,
          }),
        // A lost review mark is a convenience lost, not an answer: sent once, not queued.
        persistReviewMark: (_, mark) => void gateway.setReviewing(mark).catch(() => undefined),
        // Where the student was is a convenience too: sent once, not queued.
        persistCurrentIndex: (_, { currentIndex }) => {
          const position = options.position;
          if (position) void gateway.saveCurrentIndex(position.lessonId, position.componentId, currentIndex).catch(() => undefined);
        },
      },
    }),
    benchmark: ({ assessmentId, reloadLesson }) => ({
      actors: {
        submitBenchmark: fromPromise<BenchmarkSubmitOutcome, BenchmarkRef>(async ({ input }) => {
          const flushed = await sync.flush(assessmentId);
          if (!flushed.ok) throw new Error(flushFailure(flushed).code);
          const result = await gateway.submitBenchmark({ benchmarkStudentId: input.benchmarkStudentId, retakeRound: input.retakeRound });
          // Already submitted: a repeat whose first answer was lost, not an expired benchmark.
          if (result.ok || (result.status === 409 && result.code === ALREADY_SUBMITTED)) return { kind: 'accepted' };
          // Any other answer with statusType 0 (product-spec §4; 409 BENCHMARK.EXPIRED): closed, show its message.
          if (result.kind === 'rejected') return { kind: 'refused', message: result.message };
          throw new Error(result.code);
        }),
        loadScore: fromPromise<number | null, BenchmarkRef>(async ({ input }) => {
          const result = await gateway.benchmarkScore(input.benchmarkStudentId);
          if (!result.ok) throw new Error(result.code);
          return result.data.percent;
        }),
        reloadLesson: fromPromise<unknown, BenchmarkRef>(() => reloadLesson()),
      },
    }),
  };
}
