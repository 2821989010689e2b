import { z } from 'zod';
import type { Equal, Expect } from '../shared/type-equality';
import { NOTIFICATION_ARGS_SCHEMAS, type Notification } from './notification.schemas';
import { NotificationType, type NotificationTypeId } from './notification-type';

/** Response schemas of the notification calls (api-spec §7.14); the server checks its answers against them. */

const notificationOf = <T extends NotificationTypeId>(type: T) =>
  z.object({
    id: z.number().int().positive(),
    type: z.literal(type),
    notificationArgs: NOTIFICATION_ARGS_SCHEMAS[type],
    isRead: z.boolean(),
    isDelete: z.boolean(),
    /** ISO 8601, UTC. */
    createdAt: z.string(),
  });

/** A notification as the API and the hub deliver it: its arguments are those of its type. */
export const notificationSchema = z.discriminatedUnion('type', [
  notificationOf(NotificationType.AssessmentSubmitted),
  notificationOf(NotificationType.RetakeAllowed),
  notificationOf(NotificationType.FeedbackReceived),
  notificationOf(NotificationType.BenchmarkAssigned),
  notificationOf(NotificationType.BenchmarkRetake),
  notificationOf(NotificationType.PublishInProgress),
  notificationOf(NotificationType.PublishFailed),
  notificationOf(NotificationType.PublishSucceeded),
]);
export type _NotificationMatches = Expect<Equal<z.infer<typeof notificationSchema>, Notification>>;

/** `notification`: the caller's notifications, newest first. */
export const notificationListSchema = z.array(notificationSchema);

/** `PATCH Notification-Update`: the caller's notifications it marked read (those that were unread). */
export const notificationsMarkedSchema = z.object({ marked: z.number().int().min(0) });
export type NotificationsMarked = z.infer<typeof notificationsMarkedSchema>;
