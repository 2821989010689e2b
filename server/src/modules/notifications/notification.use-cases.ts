import type { AppContext } from '../../app-context';
import type { AuthUser } from '../auth/auth-user';
import { notFound } from '../../http/app-error';
import {
  listNotificationsOf,
  markFlashNotificationRead,
  setNotificationRead,
  softDeleteNotification,
  type NotificationRow,
} from './notification.repository';

/** The bell shows the newest notifications; older ones stay in the database. */
export const NOTIFICATION_LIST_LIMIT = 200;

export type NotificationView = Omit<NotificationRow, 'recipientUserId'>;

const view = ({ recipientUserId: _r, ...rest }: NotificationRow): NotificationView => rest;
const missing = () => notFound('NOTIFICATION.NOT_FOUND');

/** The caller's own undeleted notifications, newest first. */
export async function listMyNotifications(ctx: AppContext, user: AuthUser): Promise<NotificationView[]> {
  return (await listNotificationsOf(ctx.db, user.id, NOTIFICATION_LIST_LIMIT)).map(view);
}

/** Marks one of the caller's notifications read or unread; another user's id is "not found". */
export async function markMyNotificationRead(ctx: AppContext, user: AuthUser, id: number, isRead: boolean): Promise<NotificationView> {
  const row = await setNotificationRead(ctx.db, user.id, id, isRead);
  if (!row) throw missing();
  await ctx.notifications.publishRead(user.id, [id], isRead);
  return view(row);
}

/** A flash notification was shown: it becomes read. Only flash notifications qualify. */
export async function markMyFlashNotificationRead(ctx: AppContext, user: AuthUser, id: number): Promise<NotificationView> {
  const row = await markFlashNotificationRead(ctx.db, user.id, id);
  if (!row) throw missing();
  await ctx.notifications.publishRead(user.id, [id], true);
  return view(row);
}

export async function deleteMyNotification(ctx: AppContext, user: AuthUser, id: number): Promise<void> {
  const row = await softDeleteNotification(ctx.db, user.id, id);
  if (!row) throw missing();
  await ctx.notifications.publishDeleted(user.id, [id]);
}
