import { useEffect } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { NotificationCenter } from '@application/notifications/notification-center.service';
import { NotificationType, type NotificationTypeId } from '@domain/notifications/notification-type';
import type { Notification } from '@domain/notifications/notification.schemas';
import { assessmentKeys } from '../assessment/assessment.queries';
import { authoringKeys } from '../authoring/authoring.queries';
import { gradingKeys } from '../grading/grading.queries';
import { learningKeys } from '../learning/learning.queries';
import { reportKeys } from '../reports/reports.queries';
import { standardsKeys } from '../standards/standards.queries';

/**
 * What each kind of notification makes stale: the cached reads (query keys, by prefix) that an event
 * on the server behind it has changed. The one place to add a screen's keys when it should follow a
 * notification in real time. The bell's own inbox is kept by the notification center itself.
 */
export const STALE_AFTER: Readonly<Record<NotificationTypeId, readonly QueryKey[]>> = {
  // A student submitted: every grading read of the teacher (the grading queue lists the new answers at once), every report level and standards mastery.
  [NotificationType.AssessmentSubmitted]: [gradingKeys.all, reportKeys.all, standardsKeys.all],
  // A teacher allowed a retake or gave feedback: the student's open assessment shows the new round or score.
  [NotificationType.RetakeAllowed]: [assessmentKeys.lessons()],
  [NotificationType.FeedbackReceived]: [assessmentKeys.lessons()],
  // A benchmark (or a retake of one) was assigned: the student's benchmark lessons (list and open one).
  [NotificationType.BenchmarkAssigned]: [assessmentKeys.benchmarks()],
  // A retake also opens a new round: the benchmark lesson reads "in progress" again in units and counts.
  [NotificationType.BenchmarkRetake]: [assessmentKeys.benchmarks(), learningKeys.progress()],
  // Publishing (issue 14): every back-office read (dashboard, unit builders) shows publish states; a course publish touches them all.
  [NotificationType.PublishInProgress]: [authoringKeys.all],
  [NotificationType.PublishFailed]: [authoringKeys.all],
  [NotificationType.PublishSucceeded]: [authoringKeys.all],
};

/** Marks stale (and refetches, where a screen shows them) the reads a notification changed. */
export function invalidateFor(queryClient: QueryClient, notification: Notification): Promise<void> {
  const keys = STALE_AFTER[notification.type] ?? [];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}

/** While mounted, every notification the center receives in real time invalidates what it changed. */
export function useRealtimeInvalidation(center: NotificationCenter): void {
  const queryClient = useQueryClient();
  useEffect(() => center.onIncoming((notification) => void invalidateFor(queryClient, notification)), [center, queryClient]);
}
