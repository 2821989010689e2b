import { z } from 'zod';
import { idSchema, msg, safeText } from '../shared/schema-kit';
import { SUPPORT_CHAT_MESSAGE_MAX } from './support-chat.limits';

export { SUPPORT_CHAT_MESSAGE_MAX, SUPPORT_CHAT_PAGE_SIZE } from './support-chat.limits';

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
