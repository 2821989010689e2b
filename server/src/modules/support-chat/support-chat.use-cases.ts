import type { AppDeps } from '../../app-deps';
import { RoleId } from '@domain/identity/role';
import { SupportChatTarget, type SupportChatPush } from '@domain/support-chat/support-chat.contract';
import type { MySupportChat, SupportChatMessage, SupportChatSide, SupportChatThread, SupportChatThreadPage } from '@domain/support-chat/support-chat.responses';
import { SUPPORT_CHAT_PAGE_SIZE, type SendSupportChatMessageInput } from '@domain/support-chat/support-chat.schemas';
import { appError } from '../../http/app-error';
import type { AuthUser } from '../auth/auth-user';
import * as chat from './support-chat.repository';

/*
 * The live chat between district teachers and the support staff (issue 16, the shell). A teacher
 * only ever reaches their own thread (no id in their calls); support users reach every thread. The
 * routes admit only those roles; nothing here takes a thread id from a teacher.
 */

/** Pushes a new message to its teacher and every support user, in whichever process holds their connections. */
async function announce(deps: AppDeps, teacherUserId: number, message: SupportChatMessage): Promise<void> {
  const team = await chat.supportUserIds(deps.db, RoleId.SupportRole);
  const push: SupportChatPush = { teacherUserId, message };
  deps.classSignals.send([teacherUserId, ...team.filter((id) => id !== teacherUserId)], SupportChatTarget.SupportChatMessage, push, { remote: true });
}

async function send(deps: AppDeps, viewer: AuthUser, teacherUserId: number, threadId: number, side: SupportChatSide, text: string): Promise<SupportChatMessage> {
  const message = await chat.insertMessage(deps.db, threadId, viewer.id, side, text);
  await announce(deps, teacherUserId, message);
  return message;
}

/** `GET support-chat/mine`: the teacher's own thread (none yet: an empty one), newest page, unread count. */
export async function myChat(deps: AppDeps, viewer: AuthUser): Promise<MySupportChat> {
  const thread = await chat.findThreadOfTeacher(deps.db, viewer.id);
  if (!thread) return { threadId: null, messages: [], hasMore: false, unread: 0 };
  const page = await chat.listMessages(deps.db, thread.id, SUPPORT_CHAT_PAGE_SIZE);
  return { threadId: thread.id, ...page, unread: await chat.unreadCount(deps.db, thread.id, 'teacher') };
}

/** `POST support-chat/mine/messages`: the teacher writes to support (their thread starts here). */
export async function sendMine(deps: AppDeps, viewer: AuthUser, input: SendSupportChatMessageInput): Promise<SupportChatMessage> {
  const thread = await chat.ensureThreadOfTeacher(deps.db, viewer.id);
  return send(deps, viewer, viewer.id, thread.id, 'teacher', input.text);
}

/** `PATCH support-chat/mine/read`: the teacher has read support's messages (nothing to read is no failure). */
export async function readMine(deps: AppDeps, viewer: AuthUser): Promise<{ unread: number }> {
  const thread = await chat.findThreadOfTeacher(deps.db, viewer.id);
  if (thread) await chat.markRead(deps.db, thread.id, 'teacher');
  return { unread: 0 };
}

/** `GET support-chat/threads`: every teacher's thread, newest activity first. */
export function listThreads(deps: AppDeps): Promise<SupportChatThread[]> {
  return chat.listThreads(deps.db);
}

async function threadOrNotFound(deps: AppDeps, threadId: number): Promise<chat.ThreadMarkers> {
  const thread = await chat.findThread(deps.db, threadId);
  if (!thread) throw appError('SUPPORT_CHAT.THREAD_NOT_FOUND');
  return thread;
}

/** `GET support-chat/threads/{id}?before=`: one page of a thread, oldest first. */
export async function threadPage(deps: AppDeps, threadId: number, before?: number): Promise<SupportChatThreadPage> {
  await threadOrNotFound(deps, threadId);
  const [summary, page] = await Promise.all([chat.findThreadSummary(deps.db, threadId), chat.listMessages(deps.db, threadId, SUPPORT_CHAT_PAGE_SIZE, before)]);
  if (!summary) throw appError('SUPPORT_CHAT.THREAD_NOT_FOUND');
  return { thread: summary, ...page };
}

/** `POST support-chat/threads/{id}/messages`: a support user answers a teacher. */
export async function answerThread(deps: AppDeps, viewer: AuthUser, threadId: number, input: SendSupportChatMessageInput): Promise<SupportChatMessage> {
  const thread = await threadOrNotFound(deps, threadId);
  return send(deps, viewer, thread.teacherUserId, thread.id, 'support', input.text);
}

/** `PATCH support-chat/threads/{id}/read`: read for the whole support team. */
export async function readThread(deps: AppDeps, threadId: number): Promise<{ unread: number }> {
  const thread = await threadOrNotFound(deps, threadId);
  await chat.markRead(deps.db, thread.id, 'support');
  return { unread: 0 };
}
