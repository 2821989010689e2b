import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { RoleId } from '@domain/identity/role';
import { noDataSchema } from '@domain/shared/schema-kit';
import { startActingSchema, supportAuditQuerySchema } from '@domain/support/support.schemas';
import { actingForSchema, currentActingSchema, supportAuditPageSchema } from '@domain/support/support.responses';
import { defineRoute } from '../../http/route';
import { currentActing, startActing, stopActing, supportAuditTrail } from './support.use-cases';

const SUPPORT = [RoleId.SupportRole] as const;

/** The support dashboard's calls (issue 12): the acting choice of this sign-in and the audit trail. */
export function registerSupportRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineRoute(app, deps, {
    method: 'GET',
    url: '/support/acting-for',
    response: currentActingSchema,
    access: SUPPORT,
    handler: async ({ user }) => ({ data: await currentActing(deps, user) }),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/support/acting-for',
    response: actingForSchema,
    access: SUPPORT,
    body: startActingSchema,
    handler: async ({ user, body }) => {
      const data = await startActing(deps, user, body);
      return { data, message: 'supportActingStarted', values: { teacher: data.teacherName } };
    },
  });
  defineRoute(app, deps, {
    method: 'DELETE',
    url: '/support/acting-for',
    response: noDataSchema,
    access: SUPPORT,
    handler: async ({ user }) => {
      await stopActing(deps, user);
      return { data: null, message: 'supportActingStopped' };
    },
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/support/audit',
    response: supportAuditPageSchema,
    access: SUPPORT,
    query: supportAuditQuerySchema,
    handler: async ({ user, query }) => ({ data: await supportAuditTrail(deps, user, query.page) }),
  });
}
