import type { NotificationData } from '@mantine/notifications';

/**
 * Shows a snackbar, loading @mantine/notifications on first use: screens on the student's first load
 * (the units dashboard via useStudentContent) then do not carry it (about 9 KB gzipped). The App
 * renders the snackbars from the same lazily loaded module, so they share one store.
 */
export function showNotice(data: NotificationData): void {
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(data));
}
