import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Sql } from '../../db/database';
import { parseNotificationInput, type NotificationInput } from '@domain/notifications/notification.schemas';
import { NOTIFICATION_EVENTS_CHANNEL, encodeChange, encodeCreated } from './notification-publication';
import { insertNotifications, type NotificationRow } from './notification.repository';

/** Pushes committed notifications to this process's own open connections (the hub's part). */
export type LocalNotificationDelivery = (created: readonly NotificationRow[]) => void;

/**
 * A fan-out is written in batches of at most this many recipients, each committed and then pushed
 * while the next one is written. One statement per school-sized fan-out is fastest: measured on the
 * 2-core box (bench:hub, 5,000 recipients, PostgreSQL), the last frame left 122 ms after the call with
 * one batch, 137 ms with batches of 2,500, 145–173 ms with 500 and 179 ms with 125 — each batch costs
 * a round trip and a commit that pipelining does not win back when the database and the server share
 * the cores. The cap only bounds the size of one statement for district-wide fan-outs.
 */
export const FANOUT_WRITE_BATCH = 10_000;

/**
 * How use cases raise notifications (assessment submitted, retake allowed, feedback received,
 * benchmark assigned or reopened, publish progress). A notification is written to the database
 * first and only then pushed: straight to this process's open connections of the recipient, and
 * through PostgreSQL NOTIFY to every other process's — so what the bell loads later and what was
 * pushed never disagree. There is no HTTP endpoint that raises arbitrary notifications: only server
 * code calls this.
 */
export interface NotificationService {
  /** This process's id in its NOTIFY announcements, so its own listener skips what it pushed itself. */
  readonly origin: string;
  /** The hub hands in its delivery once it is up; until then only NOTIFY carries notifications. */
  deliverLocallyWith(deliver: LocalNotificationDelivery): void;
  /**
   * Saves one notification per recipient, then pushes each to its recipient's open connections.
   * Each recipient's row is committed before it is pushed; a large fan-out is written in batches
   * (FANOUT_WRITE_BATCH), so a failure part-way leaves the earlier batches delivered.
   */
  notify(recipients: number | readonly number[], input: NotificationInput): Promise<NotificationRow[]>;
  /**
   * Saves only, inside the caller's transaction; call `publish` with the result after the commit,
   * so nothing is pushed that a rollback would take back.
   */
  record(tx: Sql, recipients: number | readonly number[], input: NotificationInput): Promise<NotificationRow[]>;
  /** Pushes saved notifications. Never throws: a failed push is logged and the bell still loads them. */
  publish(created: readonly NotificationRow[]): Promise<void>;
  /** Tells the user's open connections (other tabs) that notifications were marked read or unread. */
  publishRead(userId: number, ids: readonly number[], isRead: boolean): Promise<void>;
  /** Tells the user's open connections that notifications were deleted. */
  publishDeleted(userId: number, ids: readonly number[]): Promise<void>;
}

function recipientList(recipients: number | readonly number[]): number[] {
  const list = typeof recipients === 'number' ? [recipients] : recipients;
  for (const id of list) {
    if (!Number.isInteger(id) || id <= 0) throw new Error(`Invalid notification recipient id: ${id}`);
  }
  return [...new Set(list)];
}

export function createNotificationService(db: Database, log: FastifyBaseLogger): NotificationService {
  const origin = randomBytes(8).toString('hex');
  let deliverLocally: LocalNotificationDelivery | null = null;

  /** All payloads at once (separate pool connections on PostgreSQL): receivers do not care about their order. */
  async function send(payloads: readonly string[]): Promise<void> {
    await Promise.all(
      payloads.map((payload) =>
        db.notify(NOTIFICATION_EVENTS_CHANNEL, payload).catch((err: unknown) => {
          log.error({ err }, 'notification push failed; recipients see it when the list reloads');
        }),
      ),
    );
  }

  /** Use cases build the arguments; arguments that don't fit the shared schema are a bug there. */
  function validArgs(input: NotificationInput): Record<string, unknown> {
    const parsed = parseNotificationInput(input);
    if (!parsed.success) throw new Error(`Invalid arguments for notification type ${input.type}: ${parsed.error.message}`);
    // Every row shares the arguments; one frozen object serves them all.
    return Object.freeze(parsed.data) as Record<string, unknown>;
  }

  async function insert(sql: Sql, ids: readonly number[], input: NotificationInput, args: Record<string, unknown>): Promise<NotificationRow[]> {
    const inserted = await insertNotifications(sql, ids, input.type, args);
    return inserted.items.map(([recipientUserId, id]) => ({
      id,
      recipientUserId,
      type: input.type,
      notificationArgs: args,
      isRead: false,
      isDelete: false,
      createdAt: inserted.createdAt,
    }));
  }

  const service: NotificationService = {
    origin,
    deliverLocallyWith(deliver) {
      deliverLocally = deliver;
    },
    async record(tx, recipients, input) {
      const ids = recipientList(recipients);
      return ids.length === 0 ? [] : insert(tx, ids, input, validArgs(input));
    },
    async notify(recipients, input) {
      const ids = recipientList(recipients);
      if (ids.length === 0) return [];
      const args = validArgs(input);
      const batchAt = (start: number) => insert(db, ids.slice(start, start + FANOUT_WRITE_BATCH), input, args);
      const created: NotificationRow[] = [];
      const pushes: Promise<void>[] = [];
      let writing: Promise<NotificationRow[]> | null = batchAt(0);
      for (let start = 0; writing; start += FANOUT_WRITE_BATCH) {
        const batch: NotificationRow[] = await writing;
        // The next batch is on its way to the database before this one is pushed.
        writing = start + FANOUT_WRITE_BATCH < ids.length ? batchAt(start + FANOUT_WRITE_BATCH) : null;
        created.push(...batch);
        pushes.push(service.publish(batch));
      }
      await Promise.all(pushes);
      return created;
    },
    async publish(created) {
      if (!created.length) return;
      try {
        deliverLocally?.(created);
      } catch (err) {
        log.error({ err }, 'notification push failed here; recipients see it when the list reloads');
      }
      await send(encodeCreated(created, origin));
    },
    async publishRead(userId, ids, isRead) {
      if (ids.length) await send(encodeChange({ kind: 'read', userId, ids, isRead }));
    },
    async publishDeleted(userId, ids) {
      if (ids.length) await send(encodeChange({ kind: 'deleted', userId, ids }));
    },
  };
  return service;
}
