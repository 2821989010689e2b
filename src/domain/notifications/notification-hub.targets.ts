/**
 * The notification hub as both ends see it: where it is, what the server pushes (targets) and what
 * a client may call (methods). Server and client import these names so they cannot drift apart.
 * Apart from the payload schemas (notification-hub.contract.ts), so the channel that only routes on
 * them does not build zod schemas before a message arrives (issue 17).
 */
export const NOTIFICATION_HUB_PATH = '/hubs/notifications';

/** Server → client invocations (fire-and-forget, no invocationId). */
export const HubTarget = {
  /** One argument: the new Notification. */
  NotificationReceived: 'ReceiveNotification',
  /** One argument: { ids, isRead } — read state changed, possibly in another tab. */
  NotificationRead: 'NotificationRead',
  /** One argument: { ids } — deleted, possibly in another tab. */
  NotificationDeleted: 'NotificationDeleted',
} as const;
export type HubTarget = (typeof HubTarget)[keyof typeof HubTarget];

/** Client → server invocations answered with a Completion. */
export const HubMethod = {
  /** No arguments; result: the number of unread, undeleted notifications of the caller. */
  GetUnreadCount: 'GetUnreadCount',
} as const;
export type HubMethod = (typeof HubMethod)[keyof typeof HubMethod];
