// @vitest-environment jsdom
import { QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMachineActorFactory } from '@application/machines/machine-actor-factory';
import { NotificationCenter } from '@application/notifications/notification-center.service';
import type { TraceRecorder } from '@application/ports/trace-recorder.port';
import { NotificationType, type NotificationTypeId } from '@domain/notifications/notification-type';
import type { Notification } from '@domain/notifications/notification.schemas';
import { InMemoryNotificationInbox } from '@infrastructure/http/in-memory-notification-inbox.adapter';
import { InMemoryNotificationChannel } from '@infrastructure/realtime/in-memory-notification-channel.adapter';
import { createServerStateClient } from '@ui/app/server-state/query-client';
import { gradingQueueKeys } from '@ui/grading/queue/grading-queue.queries';
import { useRealtimeInvalidation } from '@ui/notifications/notification-invalidation';

/** The grading queue follows submissions in real time: "assessment submitted" refetches it, other notifications do not. */

const noTrace = { isOn: () => false } as unknown as TraceRecorder;
const notification = (id: number, type: NotificationTypeId): Notification =>
  ({ id, type, notificationArgs: { isFlashNotification: false }, isRead: false, isDelete: false, createdAt: '2026-11-24T10:00:00.000Z' }) as Notification;

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

function world() {
  const client = createServerStateClient();
  const channel = new InMemoryNotificationChannel();
  const inbox = new InMemoryNotificationInbox();
  const center = new NotificationCenter(inbox, channel, createMachineActorFactory(noTrace), () => undefined);
  // The queue on screen, narrowed to one classroom (a filtered queue follows too: the key is a prefix).
  const read = vi.fn(async () => ({ answers: [], filters: { classrooms: [], units: [], assessments: [] } }));
  const observer = new QueryObserver(client, { queryKey: gradingQueueKeys.list({ classroomId: 31 }), queryFn: read });
  stops.push(observer.subscribe(() => undefined));
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
  renderHook(() => useRealtimeInvalidation(center), { wrapper });
  center.start();
  stops.push(() => center.stop());
  const push = (n: Notification) => {
    inbox.add(n);
    channel.push({ kind: 'received', notification: n });
  };
  return { read, push, center };
}

describe('the grading queue in real time', () => {
  it('a student submitting refetches the open queue, a retake notice does not', async () => {
    const { read, push, center } = world();
    await waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(center.getSnapshot().channel).toBe('connected'));
    push(notification(1, NotificationType.RetakeAllowed));
    await waitFor(() => expect(center.getSnapshot().items.map((n) => n.id)).toEqual([1]));
    expect(read).toHaveBeenCalledTimes(1);
    push(notification(2, NotificationType.AssessmentSubmitted));
    await waitFor(() => expect(read).toHaveBeenCalledTimes(2));
  });
});
