import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupportChatUseCases } from '@application/support-chat/support-chat.use-cases';
import { useServices } from '../app/services-context';
import { dataOf, savedOf } from '../app/server-state/api-result-query';

/**
 * The chat's reads. Others write into them all the time (the other side, other support users, the
 * teacher's other tabs), so they are never fresh for long: read again on every mount, and at once
 * when the hub announces a message (use-support-chat-live.ts).
 */
export const supportChatKeys = {
  all: ['supportChat'] as const,
  mine: () => [...supportChatKeys.all, 'mine'] as const,
  threads: () => [...supportChatKeys.all, 'threads'] as const,
  thread: (threadId: number) => [...supportChatKeys.all, 'thread', threadId] as const,
};

export const supportChatQueries = {
  mine: (chat: SupportChatUseCases) => queryOptions({ queryKey: supportChatKeys.mine(), queryFn: () => dataOf(chat.myConversation()), staleTime: 0 }),
  threads: (chat: SupportChatUseCases) => queryOptions({ queryKey: supportChatKeys.threads(), queryFn: () => dataOf(chat.teacherConversations()), staleTime: 0 }),
  thread: (chat: SupportChatUseCases, threadId: number | null) =>
    queryOptions({ queryKey: supportChatKeys.thread(threadId ?? 0), queryFn: () => dataOf(chat.openConversation(threadId ?? 0)), staleTime: 0, enabled: threadId !== null }),
};

/** A sent message or a read marker changes the conversation and its unread counts: every chat read. */
function useChatMutation<V, T>(change: (chat: SupportChatUseCases, variables: V) => Promise<T>) {
  const { supportChat } = useServices();
  const client = useQueryClient();
  return useMutation({ mutationFn: (variables: V) => change(supportChat, variables), onSuccess: () => client.invalidateQueries({ queryKey: supportChatKeys.all }) });
}

export const useWriteToSupport = () => useChatMutation((chat, text: string) => savedOf(chat.writeToSupport(text)));
export const useMarkMineRead = () => useChatMutation((chat, _: void) => savedOf(chat.markMyConversationRead()));
export const useAnswerTeacher = () => useChatMutation((chat, v: { readonly threadId: number; readonly text: string }) => savedOf(chat.answerTeacher(v.threadId, v.text)));
export const useMarkThreadRead = () => useChatMutation((chat, threadId: number) => savedOf(chat.markConversationRead(threadId)));
