import { z } from 'zod';
import { isNotificationTypeId } from '@domain/notifications/notification-type';
import type { NotificationRow } from './notification.repository';

/**
 * What one server process tells every process over PostgreSQL NOTIFY after a notification change is
 * committed; each process then pushes to its own open connections. New notifications carry the
 * sending process's `origin`: that process has already pushed them to its own connections and skips
 * its own announcement.
 */
export const NOTIFICATION_EVENTS_CHANNEL = 'notification_events';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; payloads are cut to stay below. */
export const NOTIFY_PAYLOAD_LIMIT_BYTES = 7_900;

/** [recipient user id, notification id] */
type Item = readonly [number, number];

export type Publication =
  /** New notifications that share type, arguments and creation time (one insert). */
  | {
      readonly kind: 'created';
      readonly origin?: string;
      readonly type: number;
      readonly args: Record<string, unknown>;
      readonly createdAt: string;
      readonly items: readonly Item[];
    }
  /** New notifications too large to carry: receivers with a connected recipient load them by id. */
  | { readonly kind: 'createdRefs'; readonly origin?: string; readonly items: readonly Item[] }
  | { readonly kind: 'read'; readonly userId: number; readonly ids: readonly number[]; readonly isRead: boolean }
  | { readonly kind: 'deleted'; readonly userId: number; readonly ids: readonly number[] };

const id = z.number().int().positive();
const item = z.tuple([id, id]);
const origin = z.string().max(64).optional();
const publicationSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('created'),
    origin,
    type: z.number().int().refine(isNotificationTypeId),
    args: z.record(z.string(), z.unknown()),
    createdAt: z.string(),
    items: z.array(item).min(1),
  }),
  z.object({ kind: z.literal('createdRefs'), origin, items: z.array(item).min(1) }),
  z.object({ kind: z.literal('read'), userId: id, ids: z.array(id).min(1), isRead: z.boolean() }),
  z.object({ kind: z.literal('deleted'), userId: id, ids: z.array(id).min(1) }),
]);

/** Parses a NOTIFY payload; null for anything that is not a publication (another version, noise). */
export function decodePublication(payload: string): Publication | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  const parsed = publicationSchema.safeParse(value);
  return parsed.success ? (parsed.data as Publication) : null;
}

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/**
 * Packs items into as few payloads as fit under the limit: a publication without items, plus the
 * items' JSON, each at most NOTIFY_PAYLOAD_LIMIT_BYTES.
 */
function packItems(withoutItems: Omit<Extract<Publication, { kind: 'created' | 'createdRefs' }>, 'items'>, items: readonly Item[]): string[] | null {
  const shell = JSON.stringify({ ...withoutItems, items: [] });
  const room = NOTIFY_PAYLOAD_LIMIT_BYTES - bytes(shell);
  const payloads: string[] = [];
  let batch: Item[] = [];
  let used = 0;
  for (const it of items) {
    // "[user,id]," — integers, so their length in characters is their length in bytes.
    const size = String(it[0]).length + String(it[1]).length + 4;
    if (size > room) return null;
    if (used + size > room) {
      payloads.push(JSON.stringify({ ...withoutItems, items: batch }));
      batch = [];
      used = 0;
    }
    batch.push(it);
    used += size;
  }
  if (batch.length) payloads.push(JSON.stringify({ ...withoutItems, items: batch }));
  return payloads;
}

/**
 * Payloads announcing new notifications, grouped by shared content and cut to the size limit;
 * `origin` names the process that already pushed them to its own connections.
 */
export function encodeCreated(rows: readonly NotificationRow[], origin?: string): string[] {
  const groups = new Map<string, { head: { type: number; args: Record<string, unknown>; createdAt: string }; items: Item[] }>();
  // Rows of one insert share one arguments object: serialise it once, not once per recipient.
  const argsJson = new Map<Record<string, unknown>, string>();
  for (const row of rows) {
    const head = { type: row.type, args: row.notificationArgs, createdAt: row.createdAt };
    let json = argsJson.get(row.notificationArgs);
    if (json === undefined) argsJson.set(row.notificationArgs, (json = JSON.stringify(row.notificationArgs)));
    const key = `${row.type}|${row.createdAt}|${json}`;
    const group = groups.get(key) ?? { head, items: [] };
    group.items.push([row.recipientUserId, row.id]);
    groups.set(key, group);
  }
  const payloads: string[] = [];
  for (const { head, items } of groups.values()) {
    const full = packItems({ kind: 'created', origin, ...head }, items);
    payloads.push(...(full ?? packItems({ kind: 'createdRefs', origin }, items) ?? []));
  }
  return payloads;
}

/** Payloads announcing a read-state change or a delete for one user's notifications. */
export function encodeChange(change: Extract<Publication, { kind: 'read' | 'deleted' }>): string[] {
  const out: string[] = [];
  const chunk = 500; // ids of up to 10 digits: ~5.5 KB, under the limit
  for (let i = 0; i < change.ids.length; i += chunk) out.push(JSON.stringify({ ...change, ids: change.ids.slice(i, i + chunk) }));
  return out;
}
