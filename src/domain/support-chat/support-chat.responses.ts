import { z } from 'zod';

/** Response schemas of the support chat's calls (issue 16); the server checks its answers against them. */

const id = z.number().int().positive();

/** Who wrote a message: the thread's teacher, or the support staff (one team, each named). */
export const SUPPORT_CHAT_SIDES = ['teacher', 'support'] as const;
export type SupportChatSide = (typeof SUPPORT_CHAT_SIDES)[number];

export const supportChatMessageSchema = z.object({
  id,
  threadId: id,
  side: z.enum(SUPPORT_CHAT_SIDES),
  authorName: z.string(),
  /** Plain text, shown as text. */
  text: z.string(),
  /** ISO 8601 with offset (database time). */
  sentAt: z.string(),
});
export type SupportChatMessage = z.infer<typeof supportChatMessageSchema>;

/** `GET support-chat/mine`: the teacher's thread (null before their first message), its newest messages, oldest first. */
export const mySupportChatSchema = z.object({
  threadId: id.nullable(),
  messages: z.array(supportChatMessageSchema),
  /** Older messages exist before the first one here. */
  hasMore: z.boolean(),
  /** Support's messages the teacher has not read. */
  unread: z.number().int().nonnegative(),
});
export type MySupportChat = z.infer<typeof mySupportChatSchema>;

/** One teacher's thread in the support staff's list. */
export const supportChatThreadSchema = z.object({
  id,
  teacherUserId: id,
  teacherName: z.string(),
  schoolName: z.string(),
  lastMessage: supportChatMessageSchema.nullable(),
  /** The teacher's messages no support user has read. */
  unread: z.number().int().nonnegative(),
});
export type SupportChatThread = z.infer<typeof supportChatThreadSchema>;

/** `GET support-chat/threads`: every thread, newest activity first. */
export const supportChatThreadListSchema = z.array(supportChatThreadSchema);

/** `GET support-chat/threads/{id}?before=`: one page of a thread, oldest first. */
export const supportChatThreadPageSchema = z.object({
  thread: supportChatThreadSchema,
  messages: z.array(supportChatMessageSchema),
  hasMore: z.boolean(),
});
export type SupportChatThreadPage = z.infer<typeof supportChatThreadPageSchema>;

/** `PATCH …/read`: the unread count left (0). */
export const supportChatReadSchema = z.object({ unread: z.number().int().nonnegative() });
