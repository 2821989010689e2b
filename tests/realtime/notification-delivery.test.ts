import { describe, expect, it } from 'vitest';
import { encodeCreated } from '../../server/src/modules/notifications/notification-publication';
import type { NotificationRow } from '../../server/src/modules/notifications/notification.repository';
import { ConnectionRegistry } from '../../server/src/realtime/connection-registry';
import { HubConnection } from '../../server/src/realtime/hub-connection';
import { createLocalDelivery, createNotificationDelivery } from '../../server/src/realtime/notification-delivery';

/** Local pushes and NOTIFY announcements reach each connected recipient exactly once. */
const RS = '\u001e';
const silentLog = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined } as never;
const noDatabase = {} as never;

function connectedUsers(...userIds: number[]) {
  const registry = new ConnectionRegistry();
  const received = new Map<number, string[]>();
  for (const userId of userIds) {
    const frames: string[] = [];
    received.set(userId, frames);
    const connection = new HubConnection(`id-${userId}`, `token-${userId}`, userId, `jti-${userId}`, Number.MAX_SAFE_INTEGER, {
      now: () => 0,
      methods: { find: () => null },
      log: silentLog,
      onEnded: () => undefined,
    });
    registry.add(connection);
    connection.attach({ kind: 'WebSockets', send: (frame) => void frames.push(frame), end: () => undefined, bufferedBytes: () => 0 });
    connection.receive(Buffer.from(`{"protocol":"json","version":1}${RS}`));
    frames.length = 0; // the handshake answer
  }
  return { registry, received };
}

const rowsFor = (userIds: number[]): NotificationRow[] => {
  const args = Object.freeze({ unitId: 1, benchmarkName: 'Colonial benchmark', isFlashNotification: false });
  return userIds.map((recipientUserId, i) => ({ id: 100 + i, recipientUserId, type: 4, notificationArgs: args, isRead: false, isDelete: false, createdAt: '2026-11-22T10:00:00.000Z' }));
};

const notificationIn = (frame: string) => (JSON.parse(frame.slice(0, -1)) as { arguments: [{ id: number; type: number }] }).arguments[0];

describe('notification delivery in one process', () => {
  it('pushes committed rows straight to the recipients connected here, and to nobody else', () => {
    const { registry, received } = connectedUsers(1, 2);
    createLocalDelivery(registry)(rowsFor([1, 3]));
    expect(received.get(1)!.map(notificationIn)).toEqual([expect.objectContaining({ id: 100, type: 4 })]);
    expect(received.get(2)).toEqual([]);
  });

  it('skips its own announcement (already pushed) but delivers another process`s', () => {
    const { registry, received } = connectedUsers(1);
    const listener = createNotificationDelivery(noDatabase, registry, silentLog, 'this-process');
    for (const payload of encodeCreated(rowsFor([1]), 'this-process')) listener(payload);
    expect(received.get(1)).toEqual([]);
    for (const payload of encodeCreated(rowsFor([1]), 'other-process')) listener(payload);
    expect(received.get(1)!.map(notificationIn)).toEqual([expect.objectContaining({ id: 100 })]);
  });
});
