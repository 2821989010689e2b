import { vi } from 'vitest';
import { createMachineActorFactory } from '@application/machines/machine-actor-factory';
import { NotificationCenter } from '@application/notifications/notification-center.service';
import type { TraceRecorder } from '@application/ports/trace-recorder.port';
import { escapeNotification } from '@domain/notifications/escape-notification';
import type { Notification } from '@domain/notifications/notification.schemas';
import { InMemoryNotificationInbox } from '@infrastructure/http/in-memory-notification-inbox.adapter';
import { InMemoryNotificationChannel } from '@infrastructure/realtime/in-memory-notification-channel.adapter';

const noTrace = { isOn: () => false } as unknown as TraceRecorder;

/** Every method of a twin becomes a spy that still runs it, so a test can say which calls were made. */
export function spied<T extends object>(twin: T): T {
  for (const key of Object.keys(twin) as (keyof T & string)[]) if (typeof twin[key] === 'function') vi.spyOn(twin, key as never);
  return twin;
}

/**
 * A real notification center on the in-memory hub, started as the bell starts it while the creator is
 * signed in (the publish controls listen to it), and `push`, which delivers a publish notification
 * (6–8) as the hub does: kept in the inbox, sent live, escaped where it enters.
 */
export function publishHub() {
  const machines = createMachineActorFactory(noTrace);
  const channel = new InMemoryNotificationChannel();
  const inbox = new InMemoryNotificationInbox();
  const center = new NotificationCenter(inbox, channel, machines, () => undefined);
  center.start();
  let nextId = 1;
  const push = (type: 6 | 7 | 8, args: Record<string, unknown>) => {
    const notification = {
      id: nextId++,
      type,
      notificationArgs: { isFlashNotification: false, itemKind: 'unit', itemId: 1, itemName: 'Colonies', ...args },
      isRead: false,
      isDelete: false,
      createdAt: '2026-11-24T10:00:00.000Z',
    } as Notification;
    inbox.add(notification);
    channel.push({ kind: 'received', notification: escapeNotification(notification) });
  };
  return { machines, center, push };
}
