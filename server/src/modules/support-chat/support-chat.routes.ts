import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { RoleId } from '@domain/identity/role';
import { idParamsSchema } from '@domain/shared/schema-kit';
import { sendSupportChatMessageSchema, supportChatPageQuerySchema } from '@domain/support-chat/support-chat.schemas';
import {
  mySupportChatSchema,
  supportChatMessageSchema,
  supportChatReadSchema,
  supportChatThreadListSchema,
  supportChatThreadPageSchema,
} from '@domain/support-chat/support-chat.responses';
import { defineRoute } from '../../http/route';
import { answerThread, listThreads, myChat, readMine, readThread, sendMine, threadPage } from './support-chat.use-cases';

/** Only district teachers have a chat with support (product-spec §2: the button is theirs alone). */
const TEACHERS = [RoleId.DistrictTeacher] as const;
/** Only the support staff answer (docs/decisions.md "Support chat": not the super admin). */
const SUPPORT = [RoleId.SupportRole] as const;

/** The live chat between district teachers and the support staff (issue 16, the shell). */
export function registerSupportChatRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineRoute(app, deps, {
    method: 'GET',
    url: '/support-chat/mine',
    response: mySupportChatSchema,
    access: TEACHERS,
    handler: async ({ user }) => ({ data: await myChat(deps, user) }),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/support-chat/mine/messages',
    response: supportChatMessageSchema,
    access: TEACHERS,
    body: sendSupportChatMessageSchema,
    handler: async ({ user, body }) => ({ data: await sendMine(deps, user, body), message: 'supportChatMessageSent' }),
  });
  defineRoute(app, deps, {
    method: 'PATCH',
    url: '/support-chat/mine/read',
    response: supportChatReadSchema,
    access: TEACHERS,
    handler: async ({ user }) => ({ data: await readMine(deps, user) }),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/support-chat/threads',
    response: supportChatThreadListSchema,
    access: SUPPORT,
    handler: async () => ({ data: await listThreads(deps) }),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/support-chat/threads/:id',
    response: supportChatThreadPageSchema,
    access: SUPPORT,
    params: idParamsSchema,
    query: supportChatPageQuerySchema,
    handler: async ({ params, query }) => ({ data: await threadPage(deps, params.id, query.before) }),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/support-chat/threads/:id/messages',
    response: supportChatMessageSchema,
    access: SUPPORT,
    params: idParamsSchema,
    body: sendSupportChatMessageSchema,
    handler: async ({ user, params, body }) => ({ data: await answerThread(deps, user, params.id, body), message: 'supportChatMessageSent' }),
  });
  defineRoute(app, deps, {
    method: 'PATCH',
    url: '/support-chat/threads/:id/read',
    response: supportChatReadSchema,
    access: SUPPORT,
    params: idParamsSchema,
    handler: async ({ params }) => ({ data: await readThread(deps, params.id) }),
  });
}
