import type { MySupportChat, SupportChatGateway, SupportChatMessage, SupportChatThread, SupportChatThreadPage } from '@application/support-chat/support-chat.port';
import type { ApiClient } from './api-client';

export function createHttpSupportChat(api: ApiClient): SupportChatGateway {
  return {
    mine: () => api.call<MySupportChat>('GET', '/support-chat/mine'),
    sendMine: (text) => api.call<SupportChatMessage>('POST', '/support-chat/mine/messages', { text }),
    readMine: () => api.call<{ unread: number }>('PATCH', '/support-chat/mine/read'),
    threads: () => api.call<SupportChatThread[]>('GET', '/support-chat/threads'),
    thread: (threadId, before) => api.call<SupportChatThreadPage>('GET', `/support-chat/threads/${threadId}${before === undefined ? '' : `?before=${before}`}`),
    answer: (threadId, text) => api.call<SupportChatMessage>('POST', `/support-chat/threads/${threadId}/messages`, { text }),
    readThread: (threadId) => api.call<{ unread: number }>('PATCH', `/support-chat/threads/${threadId}/read`),
  };
}
