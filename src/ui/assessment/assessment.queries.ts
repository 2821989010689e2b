import { queryOptions } from '@tanstack/react-query';
import type { AssessmentUseCases } from '@application/assessment/assessment.use-cases';
import { dataOf } from '../app/server-state/api-result-query';

/** Every query key of the assessment screens: invalidate through these, never with literal arrays. */
export const assessmentKeys = {
  all: ['assessment'] as const,
  /** Every lesson assessment the student has open. */
  lessons: () => [...assessmentKeys.all, 'lesson'] as const,
  lesson: (lessonId: number) => [...assessmentKeys.lessons(), lessonId] as const,
  /** Every benchmark lesson the student has open (assignments, periods, rounds). */
  benchmarks: () => [...assessmentKeys.all, 'benchmark'] as const,
  benchmark: (lessonId: number) => [...assessmentKeys.benchmarks(), lessonId] as const,
  answering: () => [...assessmentKeys.all, 'answering'] as const,
};

/**
 * An assessment is read fresh each time a screen opens it (`gcTime: 0`): the screen starts its
 * submission machine from what it reads, and answers given since went to the outbox, not to this
 * cache. While it is open, a submit or a real-time notification invalidates it.
 */
const READ_ON_EVERY_OPEN = { gcTime: 0 } as const;

export const assessmentQueries = {
  /** The lesson's assessment with the answers still waiting on this device. */
  lesson: (assessment: AssessmentUseCases, lessonId: number) =>
    queryOptions({ queryKey: assessmentKeys.lesson(lessonId), queryFn: () => dataOf(assessment.openLessonAssessment(lessonId)), ...READ_ON_EVERY_OPEN }),
  /** The student's newest benchmark assignment on the lesson, or none. */
  benchmark: (assessment: AssessmentUseCases, lessonId: number) =>
    queryOptions({ queryKey: assessmentKeys.benchmark(lessonId), queryFn: () => dataOf(assessment.openBenchmark(lessonId)), ...READ_ON_EVERY_OPEN }),
  /** The machines' actors: code, not server data, loaded once (its own chunk). */
  answering: (assessment: AssessmentUseCases) =>
    queryOptions({ queryKey: assessmentKeys.answering(), queryFn: () => assessment.prepareAnswering(), staleTime: Infinity, gcTime: Infinity }),
};
