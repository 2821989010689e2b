import type { SupportChatMessage, SupportChatSide } from './support-chat.responses';

/*
 * Unread rules (issue 16). Each side has one read marker per thread: the last message id it has read.
 * The teacher's marker is theirs; support's is the team's (any support user reading a thread reads it
 * for all of them, as a shared inbox works). A message is unread for a side when the other side wrote
 * it after that side's marker: one's own messages are never unread, and sending does not read.
 */

export const otherSide = (side: SupportChatSide): SupportChatSide => (side === 'teacher' ? 'support' : 'teacher');

export function isUnreadFor(reader: SupportChatSide, message: Pick<SupportChatMessage, 'id' | 'side'>, lastReadId: number): boolean {
  return message.side !== reader && message.id > lastReadId;
}

export function unreadCountFor(reader: SupportChatSide, messages: readonly Pick<SupportChatMessage, 'id' | 'side'>[], lastReadId: number): number {
  return messages.filter((m) => isUnreadFor(reader, m, lastReadId)).length;
}

/** The marker after reading everything shown: the newest message id, never moving back. */
export function readMarkerAfter(messages: readonly Pick<SupportChatMessage, 'id'>[], lastReadId: number): number {
  return messages.reduce((max, m) => Math.max(max, m.id), lastReadId);
}

/** The expanded standards report, where the chat button is not shown (product-spec §2). */
const CHAT_HIDDEN_PATHS = ['/student-reports-expended', '/support/student-reports-expended'];

/** Whether the teacher's chat button stays out of the header on this page. */
export function chatHiddenAt(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return CHAT_HIDDEN_PATHS.includes(path);
}
