import { queryOptions } from '@tanstack/react-query';
import type { NotificationUseCases } from '@application/notifications/notification.use-cases';

/** Every query key of the notification screens. */
export const notificationKeys = {
  all: ['notifications'] as const,
  center: () => [...notificationKeys.all, 'center'] as const,
};

export const notificationQueries = {
  /**
   * The signed-in user's notification center (inbox + real-time channel), opened once per bell: it
   * is dropped when the bell goes (`gcTime: 0`) and with the rest of the cache when the user changes.
   * Its inbox stays current by itself (pushed events, a reload after every reconnect).
   */
  center: (notifications: NotificationUseCases) =>
    queryOptions({ queryKey: notificationKeys.center(), queryFn: () => notifications.openCenter(), staleTime: Infinity, gcTime: 0 }),
};
