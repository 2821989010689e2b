import { describe, expect, it } from 'vitest';
import {
  NOTIFY_PAYLOAD_LIMIT_BYTES,
  decodePublication,
  encodeChange,
  encodeCreated,
} from '../../server/src/modules/notifications/notification-publication';
import type { NotificationRow } from '../../server/src/modules/notifications/notification.repository';

const row = (id: number, recipientUserId: number, args: Record<string, unknown> = { unitId: 1, benchmarkName: 'B', isFlashNotification: false }): NotificationRow => ({
  id,
  recipientUserId,
  type: 4,
  notificationArgs: args,
  isRead: false,
  isDelete: false,
  createdAt: '2026-11-22T10:00:00.000Z',
});

describe('NOTIFY payloads', () => {
  it('carry a fan-out to 5,000 users in payloads under the PostgreSQL limit, losing nobody', () => {
    const rows = Array.from({ length: 5000 }, (_, i) => row(100_000 + i, 1_000_000 + i));
    const payloads = encodeCreated(rows);
    expect(payloads.length).toBeGreaterThan(1);
    const items = [];
    for (const payload of payloads) {
      expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(NOTIFY_PAYLOAD_LIMIT_BYTES);
      const decoded = decodePublication(payload);
      expect(decoded?.kind).toBe('created');
      if (decoded?.kind === 'created') items.push(...decoded.items);
    }
    expect(items).toEqual(rows.map((r) => [r.recipientUserId, r.id]));
  });

  it('fall back to ids only when the content itself is too large to carry', () => {
    const big = row(1, 2, { lessonName: 'é'.repeat(4000) });
    const [payload] = encodeCreated([big]);
    expect(decodePublication(payload)).toEqual({ kind: 'createdRefs', items: [[2, 1]] });
  });

  it('name the process that sent them, when it is given', () => {
    const [payload] = encodeCreated([row(1, 10)], 'process-a');
    expect(decodePublication(payload)).toMatchObject({ kind: 'created', origin: 'process-a', items: [[10, 1]] });
    expect(decodePublication(encodeCreated([row(1, 2, { lessonName: 'é'.repeat(4000) })], 'process-a')[0])).toEqual({ kind: 'createdRefs', origin: 'process-a', items: [[2, 1]] });
  });

  it('group rows by shared content', () => {
    const payloads = encodeCreated([row(1, 10), row(2, 11, { unitId: 2, benchmarkName: 'Other', isFlashNotification: false }), row(3, 12)]);
    expect(payloads).toHaveLength(2);
  });

  it('split large read/delete changes', () => {
    const ids = Array.from({ length: 1200 }, (_, i) => i + 1);
    const payloads = encodeChange({ kind: 'deleted', userId: 5, ids });
    expect(payloads).toHaveLength(3);
    expect(payloads.every((p) => Buffer.byteLength(p) <= NOTIFY_PAYLOAD_LIMIT_BYTES)).toBe(true);
  });

  it('ignore anything that is not a publication', () => {
    for (const payload of ['', 'not json', '{}', '{"kind":"created","items":[]}', '{"kind":"read","userId":-1,"ids":[1],"isRead":true}', '{"kind":"created","type":99,"args":{},"createdAt":"x","items":[[1,2]]}']) {
      expect(decodePublication(payload)).toBeNull();
    }
  });
});
