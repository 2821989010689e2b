import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { RoleId } from '@domain/identity/role';
import {
  rosterImportJobSchema,
  rosterImportListSchema,
  rosterImportParamsSchema,
  rosterImportQuerySchema,
  rosterImportQueuedSchema,
} from '@domain/roster-sync/oneroster.schemas';
import type { AppDeps } from '../../app-deps';
import { defineRoute } from '../../http/route';
import { listRecentRosterImports, queueRosterImport, readRosterImport } from './oneroster-import.use-cases';
import { ONEROSTER_UPLOAD_LIMITS, readRosterUpload } from './oneroster-upload';

/*
 * The OneRoster CSV import calls (issue 16; docs/roster-sync.md). Only super admins configure SSO
 * and sync (product-spec §6).
 */

export const ROSTER_SYNC_ADMINS = [RoleId.SuperAdmin] as const;

export function registerRosterSyncRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineRoute(app, deps, {
    method: 'GET',
    url: '/oneroster/import/:jobId',
    access: ROSTER_SYNC_ADMINS,
    params: rosterImportParamsSchema,
    response: rosterImportJobSchema,
    handler: async ({ params, language }) => ({ data: await readRosterImport(deps, params.jobId, language) }),
  });

  defineRoute(app, deps, {
    method: 'GET',
    url: '/oneroster/imports',
    access: ROSTER_SYNC_ADMINS,
    response: rosterImportListSchema,
    handler: async ({ language }) => ({ data: await listRecentRosterImports(deps, language) }),
  });

  void app.register(async (scope) => {
    await scope.register(multipart, { limits: ONEROSTER_UPLOAD_LIMITS });
    defineRoute(scope, deps, {
      method: 'POST',
      url: '/oneroster/import',
      access: ROSTER_SYNC_ADMINS,
      query: rosterImportQuerySchema,
      response: rosterImportQueuedSchema,
      handler: async ({ query, user, request }) => ({
        data: await queueRosterImport(deps, user, query, await readRosterUpload(request)),
        message: 'rosterImportQueued',
        status: 202,
      }),
    });
  });
}
