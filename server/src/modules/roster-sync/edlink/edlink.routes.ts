import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RoleId } from '@domain/identity/role';
import {
  edlinkClassListSchema,
  edlinkDemographicsSchema,
  edlinkDistrictLastSyncSchema,
  edlinkDistrictParamsSchema,
  edlinkDistrictQuerySchema,
  edlinkIntegrationBodySchema,
  edlinkIntegrationListSchema,
  edlinkIntegrationSchema,
  edlinkStateLastSyncSchema,
  edlinkStateQuerySchema,
  edlinkSyncQueuedSchema,
  edlinkUserParamsSchema,
} from '@domain/roster-sync/edlink.schemas';
import { noDataSchema } from '@domain/shared/schema-kit';
import type { AppDeps } from '../../../app-deps';
import { appError } from '../../../http/app-error';
import { authenticateRequest } from '../../../http/authenticate-request';
import { requestLanguage } from '../../../http/language';
import { defineRoute, notAnEnvelope } from '../../../http/route';
import { XLSX_CONTENT_TYPE } from '../../reports/report-workbook';
import { ROSTER_SYNC_ADMINS } from '../oneroster.routes';
import * as edlink from './edlink.use-cases';
import { lastSyncWorkbook, pendingEventsWorkbook } from './edlink-workbooks';

/*
 * The Edlink roster sync calls (issue 16; api-spec §7.3; docs/edlink-sync.md). Only super
 * admins configure sync (product-spec §6). The paths the api-spec names keep its spelling
 * (`Edlink/classes`, `EdLink/demographics`, `StateReport/lastSync`, `Report/last-sync`).
 */

/** A download is bytes, not an envelope: the same 401 and 403 as defineRoute gives. */
async function admitAdmin(deps: AppDeps, request: FastifyRequest): Promise<void> {
  const user = await authenticateRequest(deps, request);
  if (!user) throw appError('AUTH.UNAUTHENTICATED');
  if (!(ROSTER_SYNC_ADMINS as readonly RoleId[]).includes(user.roleId)) throw appError('FORBIDDEN');
}

/** The district of a download's path; an id that is not one names no integration (404, as defineRoute's params). */
function districtOfPath(request: FastifyRequest): number {
  const parsed = edlinkDistrictParamsSchema.safeParse(request.params);
  if (!parsed.success) throw appError('EDLINK.INTEGRATION_NOT_FOUND');
  return parsed.data.districtId;
}

const sendXlsx = (reply: FastifyReply, bytes: Buffer, fileName: string) =>
  reply.type(XLSX_CONTENT_TYPE).header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'no-store').send(bytes);

export function registerEdlinkRoutes(app: FastifyInstance, deps: AppDeps): void {
  const access = ROSTER_SYNC_ADMINS;
  defineRoute(app, deps, {
    method: 'GET',
    url: '/edlink/integrations',
    access,
    response: edlinkIntegrationListSchema,
    handler: async () => ({ data: await edlink.listEdlinkIntegrations(deps) }),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/edlink/integrations',
    access,
    body: edlinkIntegrationBodySchema,
    response: edlinkIntegrationSchema,
    handler: async ({ body }) => ({ data: await edlink.addEdlinkIntegration(deps, body), message: 'edlinkIntegrationSaved', status: 201 }),
  });
  defineRoute(app, deps, {
    method: 'DELETE',
    url: '/edlink/integrations/:districtId',
    access,
    params: edlinkDistrictParamsSchema,
    response: noDataSchema,
    handler: async ({ params }) => ({ data: await edlink.removeEdlinkIntegration(deps, params.districtId), message: 'edlinkIntegrationRemoved' }),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/edlink/integrations/:districtId/sync',
    access,
    params: edlinkDistrictParamsSchema,
    response: edlinkSyncQueuedSchema,
    handler: async ({ params }) => ({ data: await edlink.startEdlinkSync(deps, params.districtId), message: 'edlinkSyncQueued', status: 202 }),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/StateReport/lastSync',
    access,
    query: edlinkStateQuerySchema,
    response: edlinkStateLastSyncSchema,
    handler: async ({ query, language }) => ({ data: await edlink.stateLastSync(deps, query.stateId, language) }),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/Report/last-sync/:districtId',
    access,
    params: edlinkDistrictParamsSchema,
    response: edlinkDistrictLastSyncSchema,
    handler: async ({ params, language }) => ({ data: await edlink.districtLastSync(deps, params.districtId, language) }),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/Edlink/classes',
    access,
    query: edlinkDistrictQuerySchema,
    response: edlinkClassListSchema,
    handler: async ({ query }) => ({ data: await edlink.edlinkClasses(deps, query.districtId) }),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/EdLink/demographics/:userId',
    access,
    params: edlinkUserParamsSchema,
    response: edlinkDemographicsSchema,
    handler: async ({ params }) => ({ data: await edlink.edlinkDemographics(deps, params.userId) }),
  });

  app.get('/edlink/integrations/:districtId/PendingEvents.xlsx', notAnEnvelope('xlsx workbook: the Edlink events not applied yet'), async (request, reply) => {
    await admitAdmin(deps, request);
    return sendXlsx(reply, await pendingEventsWorkbook(deps, districtOfPath(request), requestLanguage(request)), 'PendingEvents.xlsx');
  });
  app.get('/edlink/integrations/:districtId/LastSyncReport.xlsx', notAnEnvelope("xlsx workbook: the last Edlink sync's report"), async (request, reply) => {
    await admitAdmin(deps, request);
    return sendXlsx(reply, await lastSyncWorkbook(deps, districtOfPath(request), requestLanguage(request)), 'LastSyncReport.xlsx');
  });
}
