import { describe, expect, it } from 'vitest';
import { HubTarget } from '@domain/notifications/notification-hub.targets';
import { ClassSignalTarget } from '@domain/realtime/class-signal.targets';
import { classSignalPush, notificationPush, supportChatPush } from '@infrastructure/realtime/hub-pushes';

const notification = {
  id: 9,
  type: 2,
  notificationArgs: { lessonId: 1, lessonName: 'Unit <1>', teacherName: 'T' },
  isRead: false,
  isDelete: false,
  createdAt: '2026-12-02T10:00:00.000Z',
};

describe("the hub's pushes, as the channel hands them on", () => {
  it('a notification arrives escaped; read and delete events carry their ids', () => {
    const received = notificationPush(HubTarget.NotificationReceived, notification);
    expect(received?.kind === 'received' && received.notification.notificationArgs).toMatchObject({ lessonName: 'Unit &lt;1&gt;' });
    expect(notificationPush(HubTarget.NotificationRead, { ids: [9], isRead: true })).toEqual({ kind: 'read', ids: [9], isRead: true });
    expect(notificationPush(HubTarget.NotificationDeleted, { ids: [9] })).toEqual({ kind: 'deleted', ids: [9] });
  });

  it('a push that does not fit its schema is dropped', () => {
    expect(notificationPush(HubTarget.NotificationReceived, { ...notification, type: 99 })).toBeNull();
    expect(notificationPush(HubTarget.NotificationRead, { ids: [] })).toBeNull();
    expect(classSignalPush(ClassSignalTarget.UnitLocksChanged, { classroomId: 1, unitId: 'x', locked: true })).toBeNull();
    expect(supportChatPush({ teacherUserId: 1 })).toBeNull();
  });

  it('class signals and chat messages pass validated, not escaped', () => {
    expect(classSignalPush(ClassSignalTarget.UnitLocksChanged, { classroomId: 1, unitId: 2, locked: true })).toEqual({
      kind: 'signal',
      signal: { target: ClassSignalTarget.UnitLocksChanged, payload: { classroomId: 1, unitId: 2, locked: true } },
    });
    const message = { id: 1, threadId: 2, side: 'support', authorName: 'A <b>', text: 'Hi <b>', sentAt: '2026-12-02T10:00:00Z' };
    expect(supportChatPush({ teacherUserId: 3, message })).toMatchObject({ kind: 'signal', signal: { payload: { message: { text: 'Hi <b>' } } } });
  });
});
