import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { publishJobSchema } from '@domain/authoring/authoring.responses';
import {
  authoredContributorsSchema,
  authoredOpenerSchema,
  authoredOverviewSchema,
  authoredTeacherPageSchema,
} from '@domain/authoring/page-authoring.responses';
import {
  saveContributorsBodySchema,
  saveOpenerBodySchema,
  saveOverviewBodySchema,
  saveTeacherPageBodySchema,
  unitPageBodySchema,
} from '@domain/authoring/page-authoring.schemas';
import { RoleId } from '@domain/identity/role';
import { idParamsSchema, idSchema } from '@domain/shared/schema-kit';
import type { AppDeps } from '../../../app-deps';
import { defineRoute } from '../../../http/route';
import { PREVIEWERS } from '../lesson-content/lesson-content.routes';
import { requestPublish } from '../publish/publish-job.use-cases';
import { BUILDERS } from '../unit-authoring.routes';
import * as contributors from './contributors-authoring.use-cases';
import * as openers from './opener-authoring.use-cases';
import * as overviews from './overview-authoring.use-cases';
import * as teacherPages from './teacher-page-authoring.use-cases';

/** The contributors page's preview leaves out the campus manager (product-spec §6), so its draft read does too. */
const CONTRIBUTORS_PREVIEWERS = [RoleId.SuperAdmin, RoleId.ContentCreator, RoleId.DistrictTeacher, RoleId.SupportRole] as const;

/**
 * The opener, teacher page (skills), contributors page and overview builders' calls (issue 14; api-spec
 * §7.4, §7.8). Students' reads of the published pages are learning/reading.routes.ts and
 * learning/student-units.routes.ts.
 */
export function registerPageAuthoringRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerOpenerRoutes(app, deps);
  registerTeacherPageRoutes(app, deps);
  registerContributorsRoutes(app, deps);
  registerOverviewRoutes(app, deps);
  for (const [url, scope] of [
    ['/unitopener/:id/publish', 'opener'],
    ['/skills/:id/publish', 'teacher-page'],
  ] as const) {
    defineRoute(app, deps, {
      method: 'PATCH',
      url,
      access: BUILDERS,
      params: idParamsSchema,
      response: publishJobSchema,
      handler: async ({ user, params }) => ({ data: await requestPublish(deps, user, scope, params.id), message: 'publishStarted' }),
    });
  }
}

function registerOpenerRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineRoute(app, deps, {
    method: 'POST',
    url: '/unitopener',
    access: BUILDERS,
    body: unitPageBodySchema,
    response: authoredOpenerSchema,
    handler: async ({ body }) => ({ data: await openers.createOpener(deps, body.unitId), message: 'changesSaved', status: 201 }),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/unitopener/unit/:unitId/backup',
    access: PREVIEWERS,
    params: z.object({ unitId: idSchema }),
    response: authoredOpenerSchema,
    handler: async ({ params }) => ({ data: await openers.openerDraftOfUnit(deps, params.unitId) }),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/unitopener/:id/backup',
    access: PREVIEWERS,
    params: idParamsSchema,
    response: authoredOpenerSchema,
    handler: async ({ params }) => ({ data: await openers.openerDraft(deps, params.id) }),
  });
  defineRoute(app, deps, {
    method: 'PUT',
    url: '/unitopener/:id',
    access: BUILDERS,
    params: idParamsSchema,
    body: saveOpenerBodySchema,
    response: authoredOpenerSchema,
    handler: async ({ params, body }) => ({ data: await openers.saveOpener(deps, params.id, body), message: 'openerUpdated' }),
  });
}

function registerTeacherPageRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineRoute(app, deps, {
    method: 'POST',
    url: '/skills',
    access: BUILDERS,
    body: unitPageBodySchema,
    response: authoredTeacherPageSchema,
    handler: async ({ body }) => ({ data: await teacherPages.createTeacherPage(deps, body.unitId), message: 'changesSaved', status: 201 }),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/skills/:id/backup',
    access: PREVIEWERS,
    params: idParamsSchema,
    response: authoredTeacherPageSchema,
    handler: async ({ params }) => ({ data: await teacherPages.teacherPageDraft(deps, params.id) }),
  });
  defineRoute(app, deps, {
    method: 'PUT',
    url: '/skills/:id',
    access: BUILDERS,
    params: idParamsSchema,
    body: saveTeacherPageBodySchema,
    response: authoredTeacherPageSchema,
    handler: async ({ params, body }) => ({ data: await teacherPages.saveTeacherPage(deps, params.id, body), message: 'teacherPageUpdated' }),
  });
}

function registerContributorsRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineRoute(app, deps, {
    method: 'GET',
    url: '/contributors/backup',
    access: CONTRIBUTORS_PREVIEWERS,
    response: authoredContributorsSchema,
    handler: async () => ({ data: await contributors.contributorsDraft(deps) }),
  });
  defineRoute(app, deps, {
    method: 'PUT',
    url: '/contributors',
    access: BUILDERS,
    body: saveContributorsBodySchema,
    response: authoredContributorsSchema,
    handler: async ({ body }) => ({ data: await contributors.saveContributors(deps, body), message: 'changesSaved' }),
  });
  defineRoute(app, deps, {
    method: 'PATCH',
    url: '/contributors/publish',
    access: BUILDERS,
    response: publishJobSchema,
    handler: async ({ user }) => ({ data: await contributors.requestContributorsPublish(deps, user), message: 'publishStarted' }),
  });
}

function registerOverviewRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineRoute(app, deps, {
    method: 'GET',
    url: '/unit/:id/overview-backups',
    access: PREVIEWERS,
    params: idParamsSchema,
    response: authoredOverviewSchema,
    handler: async ({ params }) => ({ data: await overviews.overviewDraft(deps, params.id) }),
  });
  // The students' `GET`/`PATCH unit/{id}/overview` share this path, so it names its id as they do.
  defineRoute(app, deps, {
    method: 'PUT',
    url: '/unit/:id/overview',
    access: BUILDERS,
    params: idParamsSchema,
    body: saveOverviewBodySchema,
    response: authoredOverviewSchema,
    handler: async ({ params, body }) => ({ data: await overviews.saveOverview(deps, params.id, body), message: 'overviewUpdated' }),
  });
}
