import type { Notification } from '@domain/notifications/notification.schemas';
import type { NotificationsMarked } from '@domain/notifications/notification.responses';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../auth/auth-user';
import { appError } from '../../http/app-error';
import {
  listNotificationsOf,
  markAllNotificationsRead,
  markFlashNotificationRead,
  setNotificationRead,
  softDeleteNotification,
  type NotificationRow,
} from './notification.repository';

/** The bell shows the newest notifications; older ones stay in the database. */
export const NOTIFICATION_LIST_LIMIT = 200;

/** A notification as the API answers it (notification.responses.ts). */
export type NotificationView = Notification;

// The stored arguments were checked against their type's schema when the notification was raised.
const view = ({ recipientUserId: _r, ...rest }: NotificationRow): NotificationView => rest as NotificationView;
const missing = () => appError('NOTIFICATION.NOT_FOUND');

/** The caller's own undeleted notifications, newest first. */
export async function listMyNotifications(deps: AppDeps, user: AuthUser): Promise<NotificationView[]> {
  return (await listNotificationsOf(deps.db, user.id, NOTIFICATION_LIST_LIMIT)).map(view);
}

/** Marks one of the caller's notifications read or unread; another user's id is "not found". */
export async function markMyNotificationRead(deps: AppDeps, user: AuthUser, id: number, isRead: boolean): Promise<NotificationView> {
  const row = await setNotificationRead(deps.db, user.id, id, isRead);
  if (!row) throw missing();
  await deps.notifications.publishRead(user.id, [id], isRead);
  return view(row);
}

/**
 * `Notification-Update`: every unread notification of the caller becomes read (the bell's "Mark all as
 * read"); the caller's other tabs hear it as one read event. Answers how many changed.
 */
export async function markAllMyNotificationsRead(deps: AppDeps, user: AuthUser): Promise<NotificationsMarked> {
  const ids = await markAllNotificationsRead(deps.db, user.id);
  await deps.notifications.publishRead(user.id, ids, true);
  return { marked: ids.length };
}

/** A flash notification was shown: it becomes read. Only flash notifications qualify. */
export async function markMyFlashNotificationRead(deps: AppDeps, user: AuthUser, id: number): Promise<NotificationView> {
  const row = await markFlashNotificationRead(deps.db, user.id, id);
  if (!row) throw missing();
  await deps.notifications.publishRead(user.id, [id], true);
  return view(row);
}

export async function deleteMyNotification(deps: AppDeps, user: AuthUser, id: number): Promise<void> {
  const row = await softDeleteNotification(deps.db, user.id, id);
  if (!row) throw missing();
  await deps.notifications.publishDeleted(user.id, [id]);
}
