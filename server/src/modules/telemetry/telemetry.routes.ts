import type { FastifyInstance } from 'fastify';
import { RoleId } from '@domain/identity/role';
import { TELEMETRY_BATCH_LIMIT_BYTES } from '@domain/telemetry/telemetry.constants';
import { telemetryBatchResultSchema, timeInSystemReportSchema, timeInSystemTodaySchema } from '@domain/telemetry/telemetry.responses';
import { telemetryBatchBodySchema, timeInSystemQuerySchema, updateTimeQuerySchema } from '@domain/telemetry/telemetry.schemas';
import type { AppDeps } from '../../app-deps';
import { defineRoute } from '../../http/route';
import { collectEvents, reportTimeInSystem, timeInSystemInScope } from './telemetry.use-cases';

/*
 * The platform's own usage-event collection and the time-in-system report (issue 16; api-spec §7.15,
 * §7.2). Any signed-in user sends events and reports time; each stores only the caller's own data.
 * Time in system is read by the managers and the super admin, each within their report scope.
 */
export const TIME_IN_SYSTEM_READERS = [RoleId.SuperAdmin, RoleId.StateManager, RoleId.DistrictManager, RoleId.CampusManager] as const;

export function registerTelemetryRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineRoute(app, deps, {
    method: 'POST',
    url: '/telemetry/events',
    access: 'signedIn',
    // A batch over the client's byte limit is refused whole (413 in the envelope).
    bodyLimit: TELEMETRY_BATCH_LIMIT_BYTES,
    body: telemetryBatchBodySchema,
    response: telemetryBatchResultSchema,
    handler: async ({ user, body }) => ({ data: await collectEvents(deps, user, body) }),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/User/update-time',
    access: 'signedIn',
    query: updateTimeQuerySchema,
    response: timeInSystemTodaySchema,
    handler: async ({ user, query }) => ({ data: await reportTimeInSystem(deps, user, query.userId) }),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/User/time-in-system',
    access: TIME_IN_SYSTEM_READERS,
    query: timeInSystemQuerySchema,
    response: timeInSystemReportSchema,
    handler: async ({ user, query }) => ({ data: await timeInSystemInScope(deps, user, query) }),
  });
}
