import type { ApiResult } from '../ports/api-result';
import type { MySupportChat, SupportChatGateway, SupportChatMessage, SupportChatThread, SupportChatThreadPage } from './support-chat.port';

export type { MySupportChat, SupportChatMessage, SupportChatThread, SupportChatThreadPage } from './support-chat.port';

/**
 * What teachers and the support staff do in the live chat (issue 16, the shell): a teacher reads their
 * conversation with support, writes, and marks support's answers read; a support user goes through the
 * teachers' conversations, opens one, answers, and marks it read for the team.
 */
export interface SupportChatUseCases {
  myConversation(): Promise<ApiResult<MySupportChat>>;
  writeToSupport(text: string): Promise<ApiResult<SupportChatMessage>>;
  markMyConversationRead(): Promise<ApiResult<{ unread: number }>>;
  teacherConversations(): Promise<ApiResult<SupportChatThread[]>>;
  openConversation(threadId: number, before?: number): Promise<ApiResult<SupportChatThreadPage>>;
  answerTeacher(threadId: number, text: string): Promise<ApiResult<SupportChatMessage>>;
  markConversationRead(threadId: number): Promise<ApiResult<{ unread: number }>>;
}

export function createSupportChatUseCases(gateway: SupportChatGateway): SupportChatUseCases {
  return {
    myConversation: () => gateway.mine(),
    writeToSupport: (text) => gateway.sendMine(text),
    markMyConversationRead: () => gateway.readMine(),
    teacherConversations: () => gateway.threads(),
    openConversation: (threadId, before) => gateway.thread(threadId, before),
    answerTeacher: (threadId, text) => gateway.answer(threadId, text),
    markConversationRead: (threadId) => gateway.readThread(threadId),
  };
}
