import type { NotificationData } from '@mantine/notifications';

/**
 * Shows a snackbar, loading @mantine/notifications on first use: a screen that only reports outcomes
 * then does not carry it on its first load (about 9 KB gzipped). The App renders the snackbars from
 * the same lazily loaded module, so they share one store.
 */
export function showSnackbar(data: NotificationData): void {
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(data));
}

/** Changes a snackbar already shown (by its id). */
export function updateSnackbar(data: NotificationData & { id: string }): void {
  void import('@mantine/notifications').then(({ notifications }) => notifications.update(data));
}
