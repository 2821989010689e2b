import { describe, expect, it, vi } from 'vitest';
import { createMachineActorFactory } from '@application/machines/machine-actor-factory';
import { NotificationCenter } from '@application/notifications/notification-center.service';
import type { NotificationChannel, NotificationChannelObserver } from '@application/ports/notification-channel.port';
import type { NotificationInbox } from '@application/ports/notification-inbox.port';
import type { TraceRecorder } from '@application/ports/trace-recorder.port';
import type { Notification } from '@domain/notifications/notification.schemas';
import { ok } from '@domain/shared/result';

const noTrace = { isOn: () => false } as unknown as TraceRecorder;

function notification(id: number, over: Partial<Notification> = {}): Notification {
  return {
    id,
    type: 2,
    notificationArgs: { isFlashNotification: false, lessonId: 4, lessonName: 'Mid-Unit <Check>', teacherName: 'Ms. Maestra' },
    isRead: false,
    isDelete: false,
    createdAt: '2026-11-22T10:00:00.000Z',
    ...over,
  } as Notification;
}

function fakes(stored: Notification[]) {
  let observer: NotificationChannelObserver | null = null;
  const channel: NotificationChannel = {
    connect: vi.fn(async () => ok(undefined)),
    disconnect: vi.fn(async () => undefined),
    watch: (o) => {
      observer = o;
      return () => (observer = null);
    },
    unreadCount: async () => ok(0),
    watchClassroom: async () => ok(true),
  };
  const inbox: NotificationInbox = {
    list: vi.fn(async () => ({ ok: true as const, data: stored, message: '' })),
    markRead: vi.fn(async () => ({ ok: false as const, status: 500, code: 'INTERNAL' as const, message: '', fields: [], kind: 'rejected' as const })),
    remove: vi.fn(async () => ({ ok: true as const, data: null, message: '' })),
    markFlashShown: vi.fn(async () => ({ ok: true as const, data: stored[0], message: '' })),
    markAllRead: vi.fn(async () => ({ ok: false as const, status: 500, code: 'INTERNAL' as const, message: '', fields: [], kind: 'rejected' as const })),
  };
  const center = new NotificationCenter(inbox, channel, createMachineActorFactory(noTrace), () => undefined);
  return { center, inbox, channel, push: (n: Notification) => observer?.onEvent({ kind: 'received', notification: n }), observer: () => observer };
}

/** Lets the reloads started so far finish; the first imports the notification schemas, as in the browser. */
const settle = async () => {
  await import('@domain/notifications/notification.schemas');
  await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('notification center', () => {
  it('loads the inbox on start, escaped, and counts the unread', async () => {
    const { center } = fakes([notification(1), notification(2, { isRead: true })]);
    center.start();
    await settle();
    const snapshot = center.getSnapshot();
    expect(snapshot.unread).toBe(1);
    expect((snapshot.items[0].notificationArgs as { lessonName: string }).lessonName).toBe('Mid-Unit &lt;Check&gt;');
    expect(snapshot.channel).toBe('connected');
  });

  it('adds a pushed notification first, announces it, and applies read and delete events', async () => {
    const { center, push, observer } = fakes([notification(1)]);
    const incoming = vi.fn();
    center.onIncoming(incoming);
    center.start();
    await settle();
    push(notification(7));
    expect(center.getSnapshot().items.map((n) => n.id)).toEqual([7, 1]);
    expect(center.getSnapshot().unread).toBe(2);
    expect(incoming).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
    observer()?.onEvent({ kind: 'read', ids: [7], isRead: true });
    expect(center.getSnapshot().unread).toBe(1);
    observer()?.onEvent({ kind: 'deleted', ids: [1] });
    expect(center.getSnapshot().items.map((n) => n.id)).toEqual([7]);
  });

  it('marks read at once and reloads from the server when the call fails', async () => {
    const { center, inbox } = fakes([notification(1)]);
    center.start();
    await settle();
    const marking = center.markRead(1);
    expect(center.getSnapshot().unread).toBe(0);
    await marking;
    await settle();
    expect(inbox.list).toHaveBeenCalledTimes(3); // start, the (re)connect, and the reload after the failure
    expect(center.getSnapshot().unread).toBe(1);
  });

  it('marks all read at once and reloads from the server when the call fails', async () => {
    const { center, inbox } = fakes([notification(1), notification(2), notification(3, { isRead: true })]);
    center.start();
    await settle();
    const marking = center.markAllRead();
    expect(center.getSnapshot().unread).toBe(0);
    await marking;
    await settle();
    expect(inbox.markAllRead).toHaveBeenCalledTimes(1);
    expect(center.getSnapshot().unread).toBe(2);
  });

  it('stops the channel on stop', async () => {
    const { center, channel } = fakes([]);
    center.start();
    await settle();
    center.stop();
    await settle();
    expect(channel.disconnect).toHaveBeenCalled();
    expect(center.getSnapshot().channel).toBe('disconnected');
  });
});
