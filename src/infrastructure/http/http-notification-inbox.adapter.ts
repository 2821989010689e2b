import type { NotificationInbox } from '@application/ports/notification-inbox.port';
import type { ApiClient } from './api-client';

export function createHttpNotificationInbox(api: ApiClient): NotificationInbox {
  return {
    list: () => api.call('GET', '/notification'),
    markRead: (id, isRead) => api.call('PATCH', `/notification/${id}?isRead=${isRead}`),
    remove: (id) => api.call('DELETE', `/notification/${id}`),
    markFlashShown: (id) => api.call('PATCH', `/read/FlashNotification/${id}`),
    markAllRead: () => api.call('PATCH', '/Notification-Update'),
  };
}
