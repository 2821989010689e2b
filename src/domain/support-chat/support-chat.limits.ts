/**
 * The chat's limits, apart from its schemas (support-chat.schemas.ts) so the composer, which only
 * counts characters, does not carry zod into the support dashboard's first load (issue 17).
 */

/** The longest message, counted after trimming (issue 16, the shell's live chat). */
export const SUPPORT_CHAT_MESSAGE_MAX = 2000;

/** Messages per load: a thread opens on its newest page and pages back with `before`. */
export const SUPPORT_CHAT_PAGE_SIZE = 50;
