// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NotificationType, type NotificationTypeId } from '@domain/notifications/notification-type';
import type { Notification } from '@domain/notifications/notification.schemas';
import { assessmentKeys } from '@ui/assessment/assessment.queries';
import { learningKeys } from '@ui/learning/learning.queries';
import { STALE_AFTER } from '@ui/notifications/notification-invalidation';
import { realtimeInvalidationWorld } from '../notifications/realtime-invalidation-world';

/**
 * The student's benchmark reads follow "benchmark assigned" and "benchmark retake" live (issue 13):
 * pushed through the in-memory channel, each refetches the benchmark lessons on view, and a retake
 * (a new round) also the units' progress, where the benchmark lesson reads "in progress" again.
 */

function notification(id: number, type: NotificationTypeId): Notification {
  return { id, type, notificationArgs: { unitId: 9, benchmarkName: 'Set A', isFlashNotification: false }, isRead: false, isDelete: false, createdAt: '2026-11-24T10:00:00.000Z' } as Notification;
}

function studentScreens() {
  // On view: a benchmark lesson and the unit list with its lesson statuses.
  const reads = { benchmark: vi.fn(async () => 'benchmark 19'), units: vi.fn(async () => 'units') };
  const { push, center } = realtimeInvalidationWorld([
    [assessmentKeys.benchmark(19), reads.benchmark],
    [learningKeys.units('en'), reads.units],
  ]);
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
