import { fromPromise } from 'xstate';
import type { AssessmentSubmissionMachine } from '@domain/assessment/assessment-submission.machine';
import type { SubmissionResult, SubmitAssessmentInput } from '@domain/assessment/assessment-submission.types';
import type { BenchmarkLifecycleMachine, BenchmarkRef, BenchmarkSubmitOutcome } from '@domain/assessment/benchmark-lifecycle.machine';
import type { AssessmentUseCases, QuestionPosition } from './assessment.use-cases';

type ProvideOf<M extends { provide: (...args: never[]) => unknown }> = Parameters<M['provide']>[0];

/**
 * The assessment machines' actors and actions, built from the assessment use cases: pass them as
 * `provide` to `services.machines.create(machine, { input, provide })`. Loaded in its own chunk by
 * `services.assessment.prepareAnswering()`.
 */
export interface AssessmentMachineKit {
  /**
   * For assessmentSubmissionMachine: answers to the outbox, review marks to IsReviewing, submit after
   * a flush; with `position` (the lesson and its assessment-group component) the pager position too.
   */
  submission(options?: { readonly position?: QuestionPosition }): ProvideOf<AssessmentSubmissionMachine>;
  /**
   * For benchmarkLifecycleMachine: submit after a flush (a refusal is the expired benchmark), the
   * score from benchmark-score; `reloadLesson` is the screen's own reload.
   */
  benchmark(options: { readonly assessmentId: number; readonly reloadLesson: () => Promise<unknown> }): ProvideOf<BenchmarkLifecycleMachine>;
}

export function createAssessmentMachineKit(assessment: AssessmentUseCases): AssessmentMachineKit {
  return {
    submission: (options = {}) => ({
      actors: {
        submitAssessment: fromPromise<SubmissionResult, SubmitAssessmentInput>(async ({ input }) => {
          const outcome = await assessment.submitAssessment(input);
          if (!outcome.ok) throw outcome.failure;
          return outcome.result;
        }),
      },
      actions: {
        persistAnswer: (_, answer) =>
          assessment.saveAnswer({
            assessmentId: answer.assessmentId,
            retakeRound: answer.retakeRound,
            questionId: answer.questionId,
            questionType: answer.questionType,
            answer: answer.value,
            submit: answer.submit,
          }),
        persistReviewMark: (_, mark) => void assessment.markForReview(mark),
        persistCurrentIndex: (_, { currentIndex }) => {
          if (options.position) void assessment.rememberQuestion(options.position, currentIndex);
        },
      },
    }),
    benchmark: ({ assessmentId, reloadLesson }) => ({
      actors: {
        submitBenchmark: fromPromise<BenchmarkSubmitOutcome, BenchmarkRef>(async ({ input }) => {
          const answer = await assessment.submitBenchmark({ assessmentId, benchmarkStudentId: input.benchmarkStudentId, retakeRound: input.retakeRound });
          if (answer.kind === 'unsent') throw new Error(answer.code);
          return answer;
        }),
        loadScore: fromPromise<number | null, BenchmarkRef>(async ({ input }) => {
          const result = await assessment.benchmarkScore(input.benchmarkStudentId);
          if (!result.ok) throw new Error(result.code);
          return result.data.percent;
        }),
        reloadLesson: fromPromise<unknown, BenchmarkRef>(() => reloadLesson()),
      },
    }),
  };
}
