import type { PublishHubEvent } from '@domain/authoring/publish-workflow.machine';
import { NotificationType } from '@domain/notifications/notification-type';
import type { Notification } from '@domain/notifications/notification.schemas';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** Notification text arrives HTML-escaped (for the bell's markup); React escapes on its own, so undo it once. */
export const unescapeHtml = (text: string): string => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]);

/**
 * A publish notification (6 in progress, 7 failed, 8 succeeded) as the publish machine's event; its
 * `publishId` is the job's id. Anything else is not about a publish: null.
 */
export function publishHubEventOf(notification: Notification): PublishHubEvent | null {
  if (notification.type !== NotificationType.PublishInProgress && notification.type !== NotificationType.PublishFailed && notification.type !== NotificationType.PublishSucceeded) {
    return null;
  }
  const jobId = Number(notification.notificationArgs.publishId);
  if (!Number.isSafeInteger(jobId) || jobId <= 0) return null;
  switch (notification.type) {
    case NotificationType.PublishInProgress:
      return { type: 'PROGRESS', jobId, step: notification.notificationArgs.step, steps: notification.notificationArgs.steps };
    case NotificationType.PublishFailed:
      return { type: 'FAILED', jobId, reason: unescapeHtml(notification.notificationArgs.reason) };
    default:
      return { type: 'SUCCEEDED', jobId };
  }
}
