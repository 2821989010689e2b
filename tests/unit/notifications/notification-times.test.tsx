// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createMachineActorFactory } from '@application/machines/machine-actor-factory';
import { NotificationCenter } from '@application/notifications/notification-center.service';
import type { TraceRecorder } from '@application/ports/trace-recorder.port';
import type { Language } from '@domain/shared/constants';
import { NotificationType } from '@domain/notifications/notification-type';
import type { Notification } from '@domain/notifications/notification.schemas';
import { InMemoryNotificationInbox } from '@infrastructure/http/in-memory-notification-inbox.adapter';
import { InMemoryNotificationChannel } from '@infrastructure/realtime/in-memory-notification-channel.adapter';
import { renderBell } from './bell-render';

/** Product-spec §9: "Times are shown in Central time and local time" — the bell's list included. */

const noTrace = { isOn: () => false } as unknown as TraceRecorder;
const SENT = '2026-11-24T16:05:00.000Z';
const feedback = { id: 1, type: NotificationType.FeedbackReceived, notificationArgs: { isFlashNotification: false, lessonId: 1, lessonName: 'Lesson 1', teacherName: 'Ms. Rivera' }, isRead: false, isDelete: false, createdAt: SENT } as Notification;

const zoneAtStart = process.env.TZ;
afterEach(() => {
  process.env.TZ = zoneAtStart;
});

/** The bell of a viewer whose computer is set to `zone`, with one notification sent at 16:05 UTC. */
async function openBell(zone: string, language: Language) {
  process.env.TZ = zone; // what the browser reports as the viewer's time zone
  const center = new NotificationCenter(new InMemoryNotificationInbox([feedback]), new InMemoryNotificationChannel(), createMachineActorFactory(noTrace), () => undefined);
  renderBell(center, language);
  await userEvent.click(await screen.findByTestId('notification-bell'));
  const item = await screen.findByTestId('notification-item');
  const time = item.querySelector('time')!;
  expect(time.getAttribute('dateTime')).toBe(SENT);
  center.stop();
  return within(item).getByText((_, element) => element === time).textContent!.replace(/\s/g, ' ');
}

describe('notification times', () => {
  it('show a viewer in New York Central time and their own', async () => {
    expect(await openBell('America/New_York', 'en')).toBe('Nov 24, 2026, 10:05 AM CT (11:05 AM your time)');
  });

  it('show a viewer in Central time one time, labelled', async () => {
    expect(await openBell('America/Chicago', 'en')).toBe('Nov 24, 2026, 10:05 AM CT');
  });

  it('are written in Spanish for a Spanish reader', async () => {
    expect(await openBell('America/New_York', 'es')).toBe('24 nov 2026, 10:05 a.m. hora del centro (11:05 a.m. tu hora)');
  });
});
