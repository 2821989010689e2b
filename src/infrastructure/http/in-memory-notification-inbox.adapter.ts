import type { ApiResult } from '@application/ports/api-result';
import type { NotificationInbox } from '@application/ports/notification-inbox.port';
import type { NotificationsMarked } from '@domain/notifications/notification.responses';
import type { Notification } from '@domain/notifications/notification.schemas';

const answer = <T>(data: T): ApiResult<T> => ({ ok: true, data, message: '' });
const notFound: ApiResult<never> = { ok: false, status: 404, code: 'NOT_FOUND', message: '', fields: [], kind: 'rejected' };

/**
 * The notification inbox's in-memory twin (tests only, never bound by the composition root): the
 * signed-in user's stored notifications, newest first, changed as the server would change them.
 */
export class InMemoryNotificationInbox implements NotificationInbox {
  constructor(private stored: Notification[] = []) {}

  /** What the server holds now (a test adds what it then pushes). */
  get notifications(): readonly Notification[] {
    return this.stored;
  }

  add(notification: Notification): void {
    this.stored = [notification, ...this.stored.filter((n) => n.id !== notification.id)];
  }

  async list(): Promise<ApiResult<Notification[]>> {
    return answer(this.stored.filter((n) => !n.isDelete));
  }

  async markRead(id: number, isRead: boolean): Promise<ApiResult<Notification>> {
    return this.change(id, { isRead });
  }

  async remove(id: number): Promise<ApiResult<null>> {
    const changed = await this.change(id, { isDelete: true });
    return changed.ok ? answer(null) : changed;
  }

  async markFlashShown(id: number): Promise<ApiResult<Notification>> {
    return this.change(id, { isRead: true });
  }

  async markAllRead(): Promise<ApiResult<NotificationsMarked>> {
    const unread = this.stored.filter((n) => !n.isRead && !n.isDelete);
    this.stored = this.stored.map((n) => (unread.includes(n) ? ({ ...n, isRead: true } as Notification) : n));
    return answer({ marked: unread.length });
  }

  private async change(id: number, patch: Partial<Notification>): Promise<ApiResult<Notification>> {
    const found = this.stored.find((n) => n.id === id && !n.isDelete);
    if (!found) return notFound;
    const next = { ...found, ...patch } as Notification;
    this.stored = this.stored.map((n) => (n.id === id ? next : n));
    return answer(next);
  }
}
