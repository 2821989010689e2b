import type { ErrorSpec } from '../shared/error-codes';

/** The live chat between teachers and the support staff (issue 16). */
export const SUPPORT_CHAT_ERRORS = {
  // No such thread (support's calls name threads by id; a teacher never names one).
  'SUPPORT_CHAT.THREAD_NOT_FOUND': { status: 404, message: 'supportChatThreadNotFound' },
} as const satisfies Record<string, ErrorSpec>;
