// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NotificationType, type NotificationTypeId } from '@domain/notifications/notification-type';
import type { Notification } from '@domain/notifications/notification.schemas';
import { gradingQueueKeys } from '@ui/grading/queue/grading-queue.queries';
import { realtimeInvalidationWorld } from '../notifications/realtime-invalidation-world';

/** The grading queue follows submissions in real time: "assessment submitted" refetches it, other notifications do not. */

const notification = (id: number, type: NotificationTypeId): Notification =>
  ({ id, type, notificationArgs: { isFlashNotification: false }, isRead: false, isDelete: false, createdAt: '2026-11-24T10:00:00.000Z' }) as Notification;

function world() {
  // The queue on screen, narrowed to one classroom (a filtered queue follows too: the key is a prefix).
  const read = vi.fn(async () => ({ answers: [], filters: { classrooms: [], units: [], assessments: [] } }));
  const { push, center } = realtimeInvalidationWorld([[gradingQueueKeys.list({ classroomId: 31 }), read]]);
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
