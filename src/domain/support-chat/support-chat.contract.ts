import { z } from 'zod';
import { supportChatMessageSchema, type SupportChatMessage } from './support-chat.responses';

/*
 * The chat's hub message (issue 16): each new message is pushed to its teacher and to every support
 * user, in whatever process holds their connections (class-signals.ts). It is a hint, not the record:
 * the client reloads the thread and the unread counts when it arrives, and after every reconnect.
 */
export { SupportChatTarget } from './support-chat.targets';

export const supportChatPushSchema = z.object({
  teacherUserId: z.number().int().positive(),
  message: supportChatMessageSchema,
});
export type SupportChatPush = z.infer<typeof supportChatPushSchema>;

/** Validates a pushed chat message; null when it does not fit. */
export function parseSupportChatPush(payload: unknown): SupportChatPush | null {
  const parsed = supportChatPushSchema.safeParse(payload);
  return parsed.success ? parsed.data : null;
}

export type { SupportChatMessage };
