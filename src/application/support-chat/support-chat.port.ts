import type { MySupportChat, SupportChatMessage, SupportChatThread, SupportChatThreadPage } from '@domain/support-chat/support-chat.responses';
import type { ApiResult } from '../ports/api-result';

export type { MySupportChat, SupportChatMessage, SupportChatThread, SupportChatThreadPage };

/** The support chat's calls (issue 16): a teacher's own thread, and the support staff's inbox of threads. */
export interface SupportChatGateway {
  /** `GET support-chat/mine`. */
  mine(): Promise<ApiResult<MySupportChat>>;
  /** `POST support-chat/mine/messages`. */
  sendMine(text: string): Promise<ApiResult<SupportChatMessage>>;
  /** `PATCH support-chat/mine/read`. */
  readMine(): Promise<ApiResult<{ unread: number }>>;
  /** `GET support-chat/threads`. */
  threads(): Promise<ApiResult<SupportChatThread[]>>;
  /** `GET support-chat/threads/{id}?before=`. */
  thread(threadId: number, before?: number): Promise<ApiResult<SupportChatThreadPage>>;
  /** `POST support-chat/threads/{id}/messages`. */
  answer(threadId: number, text: string): Promise<ApiResult<SupportChatMessage>>;
  /** `PATCH support-chat/threads/{id}/read`. */
  readThread(threadId: number): Promise<ApiResult<{ unread: number }>>;
}
export const SupportChatGateway = Symbol.for('SupportChatGateway');
