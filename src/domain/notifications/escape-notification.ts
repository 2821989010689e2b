import { escapeHtml } from '../shared/escape-html';
import type { Notification } from './notification.schemas';

/**
 * The notification with every string argument HTML-escaped, so a snackbar or the bell may place
 * them in markup. Numbers and booleans pass unchanged. Apply exactly once, where data enters the
 * client (the channel adapter, the HTTP adapter of the list).
 */
export function escapeNotification(notification: Notification): Notification {
  const escaped: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(notification.notificationArgs)) {
    escaped[key] = typeof value === 'string' ? escapeHtml(value) : value;
  }
  return { ...notification, notificationArgs: escaped } as Notification;
}
