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
import { learningKeys } from '@ui/learning/learning.queries';
import { STALE_AFTER, useRealtimeInvalidation } from '@ui/notifications/notification-invalidation';

/**
 * The student's benchmark reads follow "benchmark assigned" and "benchmark retake" live (issue 13):
 * pushed through the in-memory channel, each refetches the benchmark lessons on view, and a retake
 * (a new round) also the units' progress, where the benchmark lesson reads "in progress" again.
 */

const noTrace = { isOn: () => false } as unknown as TraceRecorder;

function notification(id: number, type: NotificationTypeId): Notification {
  return { id, type, notificationArgs: { unitId: 9, benchmarkName: 'Set A', isFlashNotification: false }, isRead: false, isDelete: false, createdAt: '2026-11-24T10:00:00.000Z' } as Notification;
}

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

function studentScreens() {
  const client = createServerStateClient();
  const channel = new InMemoryNotificationChannel();
  const inbox = new InMemoryNotificationInbox();
  const center = new NotificationCenter(inbox, channel, createMachineActorFactory(noTrace), () => undefined);
  // On view: a benchmark lesson and the unit list with its lesson statuses.
  const reads = { benchmark: vi.fn(async () => 'benchmark 19'), units: vi.fn(async () => 'units') };
  for (const [queryKey, queryFn] of [
    [assessmentKeys.benchmark(19), reads.benchmark],
    [learningKeys.units('en'), reads.units],
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

describe('benchmark notifications invalidate the student’s benchmark reads', () => {
  it('both rows name the benchmark lessons', () => {
    expect(STALE_AFTER[NotificationType.BenchmarkAssigned]).toEqual([assessmentKeys.benchmarks()]);
    expect(STALE_AFTER[NotificationType.BenchmarkRetake]).toEqual([assessmentKeys.benchmarks(), learningKeys.progress()]);
  });

  it('a benchmark retake refetches the benchmark lesson and the units’ progress', async () => {
    const { reads, push, center } = studentScreens();
    await waitFor(() => expect(reads.benchmark).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(reads.units).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(center.getSnapshot().channel).toBe('connected'));
    push(notification(7, NotificationType.BenchmarkRetake));
    await waitFor(() => expect(reads.benchmark).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(reads.units).toHaveBeenCalledTimes(2));
  });

  it('a benchmark assigned refetches the benchmark lesson only', async () => {
    const { reads, push, center } = studentScreens();
    await waitFor(() => expect(reads.benchmark).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(reads.units).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(center.getSnapshot().channel).toBe('connected'));
    push(notification(8, NotificationType.BenchmarkAssigned));
    await waitFor(() => expect(reads.benchmark).toHaveBeenCalledTimes(2));
    expect(reads.units).toHaveBeenCalledTimes(1);
    expect(center.getSnapshot().items.map((n) => n.id)).toEqual([8]);
  });
});
