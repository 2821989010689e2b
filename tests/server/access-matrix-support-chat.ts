import type { MatrixRow } from './access-matrix';
import { at } from './access-matrix-lesson-content';

/*
 * The live chat with support (issue 16, the shell): teachers call `mine`, always on their own thread
 * (no id in the call, so the scope is 'none'); the support staff read and answer every thread. The
 * sample thread is the demo seed's (the first thread of the database); support acting for a teacher
 * is still support here (the routes have no `actingFor`).
 */

/** Role ids of product-spec §6 (the matrix's own R would be a circular import here). */
const TEACHERS = [4] as const;
const SUPPORT = [7] as const;
const THREAD = 1;

export function supportChatRows(): Record<string, MatrixRow> {
  return {
    'GET /api/support-chat/mine': { access: TEACHERS, scope: 'none', sample: () => at('/api/support-chat/mine') },
    'POST /api/support-chat/mine/messages': { access: TEACHERS, scope: 'none', sample: () => at('/api/support-chat/mine/messages', { text: 'Matrix hello' }) },
    'PATCH /api/support-chat/mine/read': { access: TEACHERS, scope: 'none', sample: () => at('/api/support-chat/mine/read') },
    'GET /api/support-chat/threads': { access: SUPPORT, scope: 'none', sample: () => at('/api/support-chat/threads') },
    'GET /api/support-chat/threads/:id': { access: SUPPORT, scope: 'none', sample: () => at(`/api/support-chat/threads/${THREAD}`) },
    'POST /api/support-chat/threads/:id/messages': { access: SUPPORT, scope: 'none', sample: () => at(`/api/support-chat/threads/${THREAD}/messages`, { text: 'Matrix answer' }) },
    'PATCH /api/support-chat/threads/:id/read': { access: SUPPORT, scope: 'none', sample: () => at(`/api/support-chat/threads/${THREAD}/read`) },
  };
}
