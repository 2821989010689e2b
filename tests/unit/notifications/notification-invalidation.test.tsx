// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NotificationType, type NotificationTypeId } from '@domain/notifications/notification-type';
import type { Notification } from '@domain/notifications/notification.schemas';
import { assessmentKeys } from '@ui/assessment/assessment.queries';
import { realtimeInvalidationWorld } from './realtime-invalidation-world';

/** A notification pushed in real time refetches the reads it makes stale, and only those. */

function notification(id: number, type: NotificationTypeId): Notification {
  return { id, type, notificationArgs: { isFlashNotification: false }, isRead: false, isDelete: false, createdAt: '2026-11-22T10:00:00.000Z' } as Notification;
}

function world() {
  // Two screens on view: a lesson's assessment and a benchmark lesson.
  const reads = { lesson: vi.fn(async () => 'lesson 6'), benchmark: vi.fn(async () => 'benchmark 19') };
  const { push, center } = realtimeInvalidationWorld([
    [assessmentKeys.lesson(6), reads.lesson],
    [assessmentKeys.benchmark(19), reads.benchmark],
  ]);
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
