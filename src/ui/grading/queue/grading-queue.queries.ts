import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { GradingUseCases, QueueFilter } from '@application/grading/grading.use-cases';
import { dataOf } from '../../app/server-state/api-result-query';
import { gradingKeys } from '../grading.queries';

/**
 * The grading queue's reads, nested under the grading root: a score saved anywhere (useGiveFeedback)
 * and a student's submit (the "assessment submitted" notification) make every queue stale at once.
 */
export const gradingQueueKeys = {
  all: [...gradingKeys.all, 'queue'] as const,
  list: (filter: QueueFilter) => [...gradingQueueKeys.all, filter.classroomId ?? 0, filter.unitId ?? 0, filter.assessmentId ?? 0] as const,
};

export const gradingQueueQueries = {
  /**
   * Other teachers and students change it at any time: always refetched when shown again, and when the
   * teacher comes back to the tab (another teacher's score sends this one no notification); the last
   * list stays on screen while a new filter loads.
   */
  list: (grading: GradingUseCases, filter: QueueFilter) =>
    queryOptions({
      queryKey: gradingQueueKeys.list(filter),
      queryFn: () => dataOf(grading.answersWaitingForScore(filter)),
      staleTime: 0,
      refetchOnWindowFocus: true,
      placeholderData: keepPreviousData,
    }),
};
