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
import { assessmentKeys } from '@ui/assessment/assessment.queries';
import { useRealtimeInvalidation } from '@ui/notifications/notification-invalidation';

/** A notification pushed in real time refetches the reads it makes stale, and only those. */

const noTrace = { isOn: () => false } as unknown as TraceRecorder;

function notification(id: number, type: NotificationTypeId): Notification {
  return { id, type, notificationArgs: { isFlashNotification: false }, isRead: false, isDelete: false, createdAt: '2026-11-22T10:00:00.000Z' } as Notification;
}

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

function world() {
  const client = createServerStateClient();
  const channel = new InMemoryNotificationChannel();
  const inbox = new InMemoryNotificationInbox();
  const center = new NotificationCenter(inbox, channel, createMachineActorFactory(noTrace), () => undefined);
  // Two screens on view: a lesson's assessment and a benchmark lesson.
  const reads = { lesson: vi.fn(async () => 'lesson 6'), benchmark: vi.fn(async () => 'benchmark 19') };
  for (const [queryKey, queryFn] of [
    [assessmentKeys.lesson(6), reads.lesson],
    [assessmentKeys.benchmark(19), reads.benchmark],
  ] as const) {
    const observer = new QueryObserver(client, { queryKey, queryFn });
    stops.push(observer.subscribe(() => undefined));
  }
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
  renderHook(() => useRealtimeInvalidation(center), { wrapper });
  center.start();
  stops.push(() => center.stop());
  const push = (n: Notification) => {
    inbox.add(n);
    channel.push({ kind: 'received', notification: n });
  };
  return { reads, push, center };
}

describe('real-time invalidation', () => {
  it('feedback given refetches the open lesson assessment, not the benchmark', async () => {
    const { reads, push } = world();
    await waitFor(() => expect(reads.lesson).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(reads.benchmark).toHaveBeenCalledTimes(1));
    push(notification(1, NotificationType.FeedbackReceived));
    await waitFor(() => expect(reads.lesson).toHaveBeenCalledTimes(2));
    expect(reads.benchmark).toHaveBeenCalledTimes(1);
  });

  it('a benchmark assigned refetches the benchmark lessons, not the lesson assessment', async () => {
    const { reads, push, center } = world();
    await waitFor(() => expect(reads.benchmark).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(center.getSnapshot().channel).toBe('connected'));
    push(notification(2, NotificationType.BenchmarkAssigned));
    await waitFor(() => expect(reads.benchmark).toHaveBeenCalledTimes(2));
    expect(reads.lesson).toHaveBeenCalledTimes(1);
    // The bell's inbox has it at once.
    expect(center.getSnapshot().items.map((n) => n.id)).toEqual([2]);
  });
});
