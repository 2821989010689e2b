import type { FastifyInstance } from 'fastify';
import { telemetryQueryResultSchema, userCountSchema, userLastLoginSchema, userRoleCountsSchema } from '@domain/telemetry/analytics.responses';
import { telemetryQuerySchema, userCountBodySchema } from '@domain/telemetry/analytics.schemas';
import { idParamsSchema } from '@domain/shared/schema-kit';
import type { AppDeps } from '../../app-deps';
import { defineRoute } from '../../http/route';
import { countUsersInScope, lastLoginOf, roleCountsInScope } from '../users/user-counts.use-cases';
import { ANALYTICS_READERS } from './analytics-scope';
import { runTelemetryQuery } from './analytics.use-cases';

/*
 * The analytics section's reads (issue 16; api-spec §7.15 telemetry query, §7.2 user counts): the
 * super admin and the state, district and campus managers, each inside their report scope. The
 * telemetry query's "API key" is the session's bearer token (docs/analytics.md).
 */
export function registerAnalyticsRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineRoute(app, deps, {
    method: 'GET',
    url: '/telemetry/query',
    access: ANALYTICS_READERS,
    query: telemetryQuerySchema,
    response: telemetryQueryResultSchema,
    handler: async ({ user, query }) => ({ data: await runTelemetryQuery(deps, user, query) }),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/User/getUserCount',
    access: ANALYTICS_READERS,
    body: userCountBodySchema,
    response: userCountSchema,
    handler: async ({ user, body }) => ({ data: await countUsersInScope(deps, user, body) }),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/User/getUserRole',
    access: ANALYTICS_READERS,
    response: userRoleCountsSchema,
    handler: async ({ user }) => ({ data: await roleCountsInScope(deps, user) }),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/User/getuserlogin/:id',
    access: ANALYTICS_READERS,
    params: idParamsSchema,
    response: userLastLoginSchema,
    handler: async ({ user, params }) => ({ data: await lastLoginOf(deps, user, params.id) }),
  });
}
