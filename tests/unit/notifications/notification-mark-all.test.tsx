// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMachineActorFactory } from '@application/machines/machine-actor-factory';
import { NotificationCenter } from '@application/notifications/notification-center.service';
import type { TraceRecorder } from '@application/ports/trace-recorder.port';
import type { Language } from '@domain/shared/constants';
import { NotificationType } from '@domain/notifications/notification-type';
import type { Notification } from '@domain/notifications/notification.schemas';
import { InMemoryNotificationInbox } from '@infrastructure/http/in-memory-notification-inbox.adapter';
import { InMemoryNotificationChannel } from '@infrastructure/realtime/in-memory-notification-channel.adapter';
import { expectAxeClean } from '../expect-axe-clean';
import { renderBell } from './bell-render';

/** The bell's "Mark all as read" (PATCH Notification-Update) over the in-memory inbox. */

const noTrace = { isOn: () => false } as unknown as TraceRecorder;
const feedback = (id: number, isRead = false) =>
  ({ id, type: NotificationType.FeedbackReceived, notificationArgs: { isFlashNotification: false, lessonId: 1, lessonName: `Lesson ${id}`, teacherName: 'Ms. Rivera' }, isRead, isDelete: false, createdAt: '2026-11-24T16:05:00.000Z' }) as Notification;

const centers: NotificationCenter[] = [];
afterEach(() => {
  for (const center of centers.splice(0)) center.stop();
});

/** The bell with three notifications (two unread), opened; answers the inbox, spied. */
async function openBell(language: Language = 'en') {
  const inbox = new InMemoryNotificationInbox([feedback(3), feedback(2), feedback(1, true)]);
  vi.spyOn(inbox, 'markAllRead');
  const center = new NotificationCenter(inbox, new InMemoryNotificationChannel(), createMachineActorFactory(noTrace), () => undefined);
  centers.push(center);
  const { container } = renderBell(center, language);
  const user = userEvent.setup();
  const bell = await screen.findByTestId('notification-bell');
  await waitFor(() => expect(bell.getAttribute('aria-label')).toBe(language === 'en' ? 'Notifications, 2 unread' : 'Notificaciones, 2 sin leer'));
  await user.click(bell);
  await screen.findAllByTestId('notification-item');
  return { user, inbox, bell, container, dialog: screen.getByRole('dialog') };
}

describe('the bell: mark all as read', () => {
  it('marks every unread notification read with one call; the count and the rows follow', async () => {
    const { user, inbox, bell, dialog } = await openBell();
    expect(within(dialog).getAllByText('Unread')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    expect(inbox.markAllRead).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('Notifications, 0 unread'));
    expect(within(dialog).queryByText('Unread')).toBeNull();
    expect(screen.queryByTestId('notification-count')).toBeNull();
    expect(within(dialog).getByText('All your notifications are read.').getAttribute('role')).toBe('status');
    expect(inbox.notifications.every((n) => n.isRead)).toBe(true);

    // Nothing left to mark: the button stays (focus is not lost) and sends nothing.
    const button = within(dialog).getByRole('button', { name: 'Mark all as read' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await user.click(button);
    expect(inbox.markAllRead).toHaveBeenCalledTimes(1);
  });

  it('puts back what the server holds when it refuses', async () => {
    const { user, inbox, bell, dialog } = await openBell();
    vi.mocked(inbox.markAllRead).mockResolvedValueOnce({ ok: false, status: 500, code: 'INTERNAL', message: '', fields: [], kind: 'rejected' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('Notifications, 2 unread'));
  });

  it('is labelled and axe clean in Spanish', async () => {
    const { dialog, container } = await openBell('es');
    expect(within(dialog).getByRole('button', { name: 'Marcar todas como leídas' })).toBeTruthy();
    await expectAxeClean(container.ownerDocument.body);
  });
});
