/**
 * The chat's hub target (issue 16), apart from its payload schema so the code that only routes on it
 * (the bell's invalidation) does not carry zod: one argument, a SupportChatPush (support-chat.contract.ts).
 */
export const SupportChatTarget = {
  SupportChatMessage: 'SupportChatMessage',
} as const;
export type SupportChatTarget = (typeof SupportChatTarget)[keyof typeof SupportChatTarget];
