import { z } from 'zod';
import { idSchema, msg, safeText } from '../shared/schema-kit';

/** The longest message, counted after trimming (issue 16, the shell's live chat). */
export const SUPPORT_CHAT_MESSAGE_MAX = 2000;

/** Messages per load: a thread opens on its newest page and pages back with `before`. */
export const SUPPORT_CHAT_PAGE_SIZE = 50;

/**
 * A chat message: plain text (never HTML; the client shows it as text), 1–2000 characters once the
 * blanks around it are gone, so a message of spaces is refused rather than sent empty.
 */
export const supportChatTextSchema = safeText('supportChatTextRequired')
  .trim()
  .min(1, msg('supportChatTextRequired'))
  .max(SUPPORT_CHAT_MESSAGE_MAX, msg('supportChatTextTooLong'));

/** `POST support-chat/mine/messages` and `POST support-chat/threads/{id}/messages`. */
export const sendSupportChatMessageSchema = z.object({ text: supportChatTextSchema }).strict();
export type SendSupportChatMessageInput = z.infer<typeof sendSupportChatMessageSchema>;

/** `GET support-chat/threads/{id}?before=`: the page of messages older than that message id. */
export const supportChatPageQuerySchema = z.object({ before: idSchema.optional() }).strict();
export type SupportChatPageQuery = z.infer<typeof supportChatPageQuerySchema>;
