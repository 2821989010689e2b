import type { Sql } from '../../db/database';
import type { NotificationTypeId } from '@domain/notifications/notification-type';

/** A notification row as the API shows it, plus its recipient (never sent to clients). */
export interface NotificationRow {
  readonly id: number;
  readonly recipientUserId: number;
  readonly type: NotificationTypeId;
  readonly notificationArgs: Record<string, unknown>;
  readonly isRead: boolean;
  readonly isDelete: boolean;
  readonly createdAt: string;
}

const COLUMNS = `id, recipient_user_id AS "recipientUserId", type::int AS type, args AS "notificationArgs",
  is_read AS "isRead", is_delete AS "isDelete",
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"`;

export interface InsertedNotifications {
  /** Shared by every row of one insert (the statement's now()). */
  readonly createdAt: string;
  /** [recipient user id, notification id] per row. */
  readonly items: ReadonlyArray<readonly [number, number]>;
}

/**
 * One row per recipient, in one statement, so a fan-out to a whole school is a single write. Only
 * the new ids come back (as two arrays in one row): sending each row's arguments back and parsing
 * them again costs more than the insert itself for thousands of recipients.
 */
export async function insertNotifications(
  sql: Sql,
  recipientUserIds: readonly number[],
  type: NotificationTypeId,
  args: Record<string, unknown>,
): Promise<InsertedNotifications> {
  const rows = await sql.query<{ ids: number[]; recipients: number[]; createdAt: string }>(
    `WITH inserted AS (
       INSERT INTO notifications (recipient_user_id, type, args)
       SELECT r, $2, $3::jsonb FROM unnest($1::int[]) AS t(r)
       RETURNING id, recipient_user_id)
     SELECT array_agg(id) AS ids, array_agg(recipient_user_id) AS recipients,
            to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"
       FROM inserted`,
    [recipientUserIds, type, JSON.stringify(args)],
  );
  const { ids, recipients, createdAt } = rows[0];
  return { createdAt, items: (ids ?? []).map((id, i) => [recipients[i], id] as const) };
}

export async function listNotificationsOf(sql: Sql, userId: number, limit: number): Promise<NotificationRow[]> {
  return sql.query<NotificationRow>(
    `SELECT ${COLUMNS} FROM notifications
      WHERE recipient_user_id = $1 AND NOT is_delete ORDER BY id DESC LIMIT $2`,
    [userId, limit],
  );
}

/** Rows by [recipient user id, notification id] pairs (the table's key). */
export async function findNotificationsByKeys(sql: Sql, keys: ReadonlyArray<readonly [number, number]>): Promise<NotificationRow[]> {
  return sql.query<NotificationRow>(
    `SELECT ${COLUMNS} FROM notifications
      WHERE (recipient_user_id, id) IN (SELECT * FROM unnest($1::int[], $2::int[])) ORDER BY id`,
    [keys.map(([user]) => user), keys.map(([, id]) => id)],
  );
}

export async function countUnreadOf(sql: Sql, userId: number): Promise<number> {
  const rows = await sql.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM notifications WHERE recipient_user_id = $1 AND NOT is_read AND NOT is_delete',
    [userId],
  );
  return rows[0]?.count ?? 0;
}

/** Sets the read flag of the user's own undeleted notification; null when there is none. */
export async function setNotificationRead(sql: Sql, userId: number, id: number, isRead: boolean): Promise<NotificationRow | null> {
  const rows = await sql.query<NotificationRow>(
    `UPDATE notifications SET is_read = $3
      WHERE id = $1 AND recipient_user_id = $2 AND NOT is_delete RETURNING ${COLUMNS}`,
    [id, userId, isRead],
  );
  return rows[0] ?? null;
}

/** Marks every unread, undeleted notification of the user read; answers their ids. */
export async function markAllNotificationsRead(sql: Sql, userId: number): Promise<number[]> {
  const rows = await sql.query<{ id: number }>(
    'UPDATE notifications SET is_read = true WHERE recipient_user_id = $1 AND NOT is_read AND NOT is_delete RETURNING id',
    [userId],
  );
  return rows.map((r) => r.id);
}

/** Marks the user's own undeleted flash notification read; null when there is no such flash. */
export async function markFlashNotificationRead(sql: Sql, userId: number, id: number): Promise<NotificationRow | null> {
  const rows = await sql.query<NotificationRow>(
    `UPDATE notifications SET is_read = true
      WHERE id = $1 AND recipient_user_id = $2 AND NOT is_delete
        AND args -> 'isFlashNotification' = 'true'::jsonb
      RETURNING ${COLUMNS}`,
    [id, userId],
  );
  return rows[0] ?? null;
}

/** Soft delete (isDelete), as product-spec §3 keeps the flag; null when already gone or not the user's. */
export async function softDeleteNotification(sql: Sql, userId: number, id: number): Promise<NotificationRow | null> {
  const rows = await sql.query<NotificationRow>(
    `UPDATE notifications SET is_delete = true
      WHERE id = $1 AND recipient_user_id = $2 AND NOT is_delete RETURNING ${COLUMNS}`,
    [id, userId],
  );
  return rows[0] ?? null;
}
