import type { SupportChatGateway, SupportChatMessage, SupportChatThread } from '@application/support-chat/support-chat.port';
import type { SupportChatSide } from '@domain/support-chat/support-chat.responses';
import { readMarkerAfter, unreadCountFor } from '@domain/support-chat/support-chat.rules';
import { SUPPORT_CHAT_PAGE_SIZE, supportChatTextSchema } from '@domain/support-chat/support-chat.schemas';
import { answered, refused } from './in-memory-answers';

/** A teacher's thread as the twin holds it. */
interface Thread {
  readonly id: number;
  readonly teacherUserId: number;
  readonly teacherName: string;
  readonly schoolName: string;
  readonly messages: SupportChatMessage[];
  teacherReadId: number;
  supportReadId: number;
}

export interface InMemorySupportChat {
  /** The port as one teacher sees it (their `mine` calls). */
  asTeacher(teacherUserId: number): SupportChatGateway;
  /** The port as a support user sees it. */
  asSupport(supportName?: string): SupportChatGateway;
  /** Starts a thread with messages, as the server would hold them; returns the thread id. */
  seed(teacher: { id: number; name: string; schoolName?: string }, lines: readonly { side: SupportChatSide; text: string }[], read?: { teacher?: number; support?: number }): number;
  /** A message written elsewhere (the other side), as a push would announce it. */
  write(threadId: number, side: SupportChatSide, text: string, authorName?: string): SupportChatMessage;
}

/** The support chat's port over threads held in memory (tests only); the same rules as the server. */
export function createInMemorySupportChat(now: () => string = () => new Date().toISOString()): InMemorySupportChat {
  const threads: Thread[] = [];
  let nextMessageId = 1;

  const add = (thread: Thread, side: SupportChatSide, text: string, authorName: string): SupportChatMessage => {
    const message: SupportChatMessage = { id: nextMessageId++, threadId: thread.id, side, authorName, text, sentAt: now() };
    thread.messages.push(message);
    return message;
  };
  const summary = (t: Thread): SupportChatThread => ({
    id: t.id,
    teacherUserId: t.teacherUserId,
    teacherName: t.teacherName,
    schoolName: t.schoolName,
    lastMessage: t.messages.at(-1) ?? null,
    unread: unreadCountFor('support', t.messages, t.supportReadId),
  });
  const checkText = (text: string) => supportChatTextSchema.safeParse(text);
  const badText = (text: string) => {
    const parsed = checkText(text);
    return parsed.success ? null : refused(400, 'VALIDATION', text.trim() ? 'supportChatTextTooLong' : 'supportChatTextRequired', 'text');
  };
  const page = (t: Thread, before?: number) => {
    const older = t.messages.filter((m) => before === undefined || m.id < before);
    return { messages: older.slice(-SUPPORT_CHAT_PAGE_SIZE), hasMore: older.length > SUPPORT_CHAT_PAGE_SIZE };
  };
  const byId = (id: number) => threads.find((t) => t.id === id);
  const notFound = () => refused(404, 'SUPPORT_CHAT.THREAD_NOT_FOUND', 'supportChatThreadNotFound');

  const store: InMemorySupportChat = {
    seed(teacher, lines, read = {}) {
      const thread: Thread = { id: threads.length + 1, teacherUserId: teacher.id, teacherName: teacher.name, schoolName: teacher.schoolName ?? 'Riverbend Middle School', messages: [], teacherReadId: 0, supportReadId: 0 };
      threads.push(thread);
      for (const line of lines) add(thread, line.side, line.text, line.side === 'teacher' ? teacher.name : 'Sam Support');
      thread.teacherReadId = read.teacher ?? 0;
      thread.supportReadId = read.support ?? 0;
      return thread.id;
    },
    write(threadId, side, text, authorName) {
      const thread = byId(threadId);
      if (!thread) throw new Error(`in-memory support chat: no thread ${threadId}`);
      return add(thread, side, text, authorName ?? (side === 'teacher' ? thread.teacherName : 'Sam Support'));
    },
    asTeacher(teacherUserId) {
      const mineOf = () => threads.find((t) => t.teacherUserId === teacherUserId);
      return {
        mine: async () => {
          const t = mineOf();
          if (!t) return answered({ threadId: null, messages: [], hasMore: false, unread: 0 });
          return answered({ threadId: t.id, ...page(t), unread: unreadCountFor('teacher', t.messages, t.teacherReadId) });
        },
        sendMine: async (text) => {
          const refusal = badText(text);
          if (refusal) return refusal;
          let t = mineOf();
          if (!t) {
            t = { id: threads.length + 1, teacherUserId, teacherName: `Teacher ${teacherUserId}`, schoolName: '', messages: [], teacherReadId: 0, supportReadId: 0 };
            threads.push(t);
          }
          return answered(add(t, 'teacher', text.trim(), t.teacherName), 'supportChatMessageSent');
        },
        readMine: async () => {
          const t = mineOf();
          if (t) t.teacherReadId = readMarkerAfter(t.messages, t.teacherReadId);
          return answered({ unread: 0 });
        },
        threads: async () => refused(403, 'FORBIDDEN', 'forbidden'),
        thread: async () => refused(403, 'FORBIDDEN', 'forbidden'),
        answer: async () => refused(403, 'FORBIDDEN', 'forbidden'),
        readThread: async () => refused(403, 'FORBIDDEN', 'forbidden'),
      };
    },
    asSupport(supportName = 'Sam Support') {
      return {
        mine: async () => refused(403, 'FORBIDDEN', 'forbidden'),
        sendMine: async () => refused(403, 'FORBIDDEN', 'forbidden'),
        readMine: async () => refused(403, 'FORBIDDEN', 'forbidden'),
        threads: async () => answered([...threads].sort((a, b) => (b.messages.at(-1)?.id ?? 0) - (a.messages.at(-1)?.id ?? 0)).map(summary)),
        thread: async (threadId, before) => {
          const t = byId(threadId);
          return t ? answered({ thread: summary(t), ...page(t, before) }) : notFound();
        },
        answer: async (threadId, text) => {
          const t = byId(threadId);
          if (!t) return notFound();
          const refusal = badText(text);
          return refusal ?? answered(add(t, 'support', text.trim(), supportName), 'supportChatMessageSent');
        },
        readThread: async (threadId) => {
          const t = byId(threadId);
          if (!t) return notFound();
          t.supportReadId = readMarkerAfter(t.messages, t.supportReadId);
          return answered({ unread: 0 });
        },
      };
    },
  };
  return store;
}
