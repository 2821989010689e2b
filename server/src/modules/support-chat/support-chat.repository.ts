import type { Sql } from '../../db/database';
import { one } from '../../db/database';
import type { SupportChatMessage, SupportChatSide, SupportChatThread } from '@domain/support-chat/support-chat.responses';

/** ISO 8601 with offset, the same text on pg and PGlite. */
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const MESSAGE_COLUMNS = `m.id, m.thread_id AS "threadId", m.side, coalesce(concat_ws(' ', a.first_name, a.last_name), '') AS "authorName",
  m.body AS text, ${iso('m.sent_at')} AS "sentAt"`;

export interface ThreadMarkers {
  readonly id: number;
  readonly teacherUserId: number;
  readonly teacherReadId: number;
  readonly supportReadId: number;
}

const MARKER_COLUMNS = 'id, teacher_user_id AS "teacherUserId", teacher_read_id AS "teacherReadId", support_read_id AS "supportReadId"';

export function findThreadOfTeacher(sql: Sql, teacherUserId: number): Promise<ThreadMarkers | null> {
  return one(sql, `SELECT ${MARKER_COLUMNS} FROM support_chat_threads WHERE teacher_user_id = $1`, [teacherUserId]);
}

export function findThread(sql: Sql, threadId: number): Promise<ThreadMarkers | null> {
  return one(sql, `SELECT ${MARKER_COLUMNS} FROM support_chat_threads WHERE id = $1`, [threadId]);
}

/** The teacher's thread, made on first use (two first messages at once make one thread). */
export async function ensureThreadOfTeacher(sql: Sql, teacherUserId: number): Promise<ThreadMarkers> {
  await sql.query('INSERT INTO support_chat_threads (teacher_user_id) VALUES ($1) ON CONFLICT (teacher_user_id) DO NOTHING', [teacherUserId]);
  const thread = await findThreadOfTeacher(sql, teacherUserId);
  if (!thread) throw new Error(`support chat thread of teacher ${teacherUserId} missing right after its insert`);
  return thread;
}

export async function insertMessage(sql: Sql, threadId: number, authorUserId: number, side: SupportChatSide, text: string): Promise<SupportChatMessage> {
  const inserted = await one<{ id: number }>(
    sql,
    'INSERT INTO support_chat_messages (thread_id, author_user_id, side, body) VALUES ($1, $2, $3, $4) RETURNING id',
    [threadId, authorUserId, side, text],
  );
  if (!inserted) throw new Error('support chat message insert returned nothing');
  await sql.query('UPDATE support_chat_threads SET last_message_at = now() WHERE id = $1', [threadId]);
  const message = await one<SupportChatMessage>(
    sql,
    `SELECT ${MESSAGE_COLUMNS} FROM support_chat_messages m LEFT JOIN users a ON a.id = m.author_user_id WHERE m.id = $1`,
    [inserted.id],
  );
  if (!message) throw new Error('support chat message missing right after its insert');
  return message;
}

/** One page of a thread, oldest first: the newest `limit` messages before `before` (or the newest of all). */
export async function listMessages(sql: Sql, threadId: number, limit: number, before?: number): Promise<{ messages: SupportChatMessage[]; hasMore: boolean }> {
  const rows = await sql.query<SupportChatMessage>(
    `SELECT ${MESSAGE_COLUMNS} FROM support_chat_messages m LEFT JOIN users a ON a.id = m.author_user_id
      WHERE m.thread_id = $1 AND ($2::int IS NULL OR m.id < $2::int) ORDER BY m.id DESC LIMIT $3`,
    [threadId, before ?? null, limit + 1],
  );
  return { messages: rows.slice(0, limit).reverse(), hasMore: rows.length > limit };
}

/** The messages of the other side after `reader`'s marker (support_chat.rules' unread rule, in SQL). */
export async function unreadCount(sql: Sql, threadId: number, reader: SupportChatSide): Promise<number> {
  const marker = reader === 'teacher' ? 't.teacher_read_id' : 't.support_read_id';
  const row = await one<{ n: number }>(
    sql,
    `SELECT count(m.id)::int AS n FROM support_chat_threads t JOIN support_chat_messages m ON m.thread_id = t.id
      WHERE t.id = $1 AND m.side <> $2 AND m.id > ${marker}`,
    [threadId, reader],
  );
  return row?.n ?? 0;
}

/** Moves `reader`'s marker to the thread's newest message (never back). */
export async function markRead(sql: Sql, threadId: number, reader: SupportChatSide): Promise<void> {
  const column = reader === 'teacher' ? 'teacher_read_id' : 'support_read_id';
  await sql.query(
    `UPDATE support_chat_threads SET ${column} = greatest(${column}, coalesce((SELECT max(id) FROM support_chat_messages WHERE thread_id = $1), 0))
      WHERE id = $1`,
    [threadId],
  );
}

type ThreadRow = Omit<SupportChatThread, 'lastMessage'> & {
  lastId: number | null;
  lastSide: SupportChatSide | null;
  lastAuthor: string | null;
  lastText: string | null;
  lastSentAt: string | null;
};

const toThread = ({ lastId, lastSide, lastAuthor, lastText, lastSentAt, ...thread }: ThreadRow): SupportChatThread => ({
  ...thread,
  lastMessage:
    lastId === null || lastSide === null
      ? null
      : { id: lastId, threadId: thread.id, side: lastSide, authorName: lastAuthor ?? '', text: lastText ?? '', sentAt: lastSentAt ?? '' },
});

const THREAD_SELECT = `SELECT t.id, t.teacher_user_id AS "teacherUserId", concat_ws(' ', u.first_name, u.last_name) AS "teacherName",
       coalesce(s.name, '') AS "schoolName",
       l.id AS "lastId", l.side AS "lastSide", concat_ws(' ', la.first_name, la.last_name) AS "lastAuthor", l.body AS "lastText",
       ${iso('l.sent_at')} AS "lastSentAt",
       (SELECT count(*)::int FROM support_chat_messages um WHERE um.thread_id = t.id AND um.side = 'teacher' AND um.id > t.support_read_id) AS unread
  FROM support_chat_threads t
  JOIN users u ON u.id = t.teacher_user_id
  LEFT JOIN schools s ON s.id = u.school_id
  LEFT JOIN LATERAL (SELECT * FROM support_chat_messages lm WHERE lm.thread_id = t.id ORDER BY lm.id DESC LIMIT 1) l ON true
  LEFT JOIN users la ON la.id = l.author_user_id`;

/** Every thread as the support staff list it, newest activity first. */
export async function listThreads(sql: Sql): Promise<SupportChatThread[]> {
  const rows = await sql.query<ThreadRow>(`${THREAD_SELECT} ORDER BY t.last_message_at DESC, t.id DESC`);
  return rows.map(toThread);
}

export async function findThreadSummary(sql: Sql, threadId: number): Promise<SupportChatThread | null> {
  const row = await one<ThreadRow>(sql, `${THREAD_SELECT} WHERE t.id = $1`, [threadId]);
  return row ? toThread(row) : null;
}

/** Every live support user: the team each new message is pushed to. */
export async function supportUserIds(sql: Sql, supportRoleId: number): Promise<number[]> {
  const rows = await sql.query<{ id: number }>('SELECT id FROM users WHERE role_id = $1 AND deleted_at IS NULL', [supportRoleId]);
  return rows.map((r) => r.id);
}
