import type { AnswerSync } from '../use-cases/answer-sync.contract';
import type { AssessmentUseCases } from './assessment.use-cases';

/**
 * The assessment use cases with their implementation loaded on demand (with the first assessment a
 * student opens), so none of it weighs on a student's first page load. What must answer at once
 * (saving an answer, the quiet save status, refusals) goes straight to the answer sync.
 */
export function createDeferredAssessmentUseCases(answers: AnswerSync, load: () => Promise<AssessmentUseCases>): AssessmentUseCases {
  let loading: Promise<AssessmentUseCases> | null = null;
  const real = () => (loading ??= load());
  return {
    openLessonAssessment: async (lessonId) => (await real()).openLessonAssessment(lessonId),
    openBenchmark: async (lessonId) => (await real()).openBenchmark(lessonId),
    reopenBenchmark: async (benchmarkStudentId) => (await real()).reopenBenchmark(benchmarkStudentId),
    prepareAnswering: async () => (await real()).prepareAnswering(),
    saveAnswer: (draft) => answers.save(draft),
    markForReview: async (mark) => (await real()).markForReview(mark),
    rememberQuestion: async (position, currentIndex) => (await real()).rememberQuestion(position, currentIndex),
    submitAssessment: async (request) => (await real()).submitAssessment(request),
    submitBenchmark: async (request) => (await real()).submitBenchmark(request),
    benchmarkScore: async (benchmarkStudentId) => (await real()).benchmarkScore(benchmarkStudentId),
    saving: { subscribe: (listener) => answers.subscribe(listener), getSnapshot: () => answers.getSnapshot() },
    onAnswerRefused: (listener) => answers.onRejected(listener),
  };
}
