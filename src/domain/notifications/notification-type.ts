/**
 * Notification type ids (product-spec §1, §3 Notification; docs/decisions.md "Notification type
 * numbering"). The numbers are stored in the database and travel to clients: never renumber.
 */
export const NotificationType = {
  AssessmentSubmitted: 1,
  RetakeAllowed: 2,
  FeedbackReceived: 3,
  BenchmarkAssigned: 4,
  BenchmarkRetake: 5,
  PublishInProgress: 6,
  PublishFailed: 7,
  PublishSucceeded: 8,
} as const;
export type NotificationTypeId = (typeof NotificationType)[keyof typeof NotificationType];

export const NOTIFICATION_TYPE_IDS: readonly NotificationTypeId[] = [1, 2, 3, 4, 5, 6, 7, 8];

export function isNotificationTypeId(value: unknown): value is NotificationTypeId {
  return typeof value === 'number' && (NOTIFICATION_TYPE_IDS as readonly number[]).includes(value);
}
