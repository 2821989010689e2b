import type { NotificationsMarked } from '@domain/notifications/notification.responses';
import type { Notification } from '@domain/notifications/notification.schemas';
import type { ApiResult } from './api-result';

/** The signed-in user's stored notifications (api-spec §7.14); a user only sees and changes their own. */
export interface NotificationInbox {
  /** GET notification: newest first, removed ones left out. Text is not yet escaped. */
  list(): Promise<ApiResult<Notification[]>>;
  /** PATCH notification/{id}?isRead=… */
  markRead(id: number, isRead: boolean): Promise<ApiResult<Notification>>;
  /** DELETE notification/{id} */
  remove(id: number): Promise<ApiResult<null>>;
  /** PATCH read/FlashNotification/{id}: a flash notification was shown once. */
  markFlashShown(id: number): Promise<ApiResult<Notification>>;
  /** PATCH Notification-Update: every unread notification of the user becomes read; answers how many. */
  markAllRead(): Promise<ApiResult<NotificationsMarked>>;
}
export const NotificationInbox = Symbol.for('NotificationInbox');
