import type { FastifyInstance } from 'fastify';
import { authoringChangeSchema, publishJobSchema } from '@domain/authoring/authoring.responses';
import { versionQuerySchema } from '@domain/authoring/lesson-content.schemas';
import { authoredBiographySchema, authoredTimelineSchema } from '@domain/authoring/reading-authoring.responses';
import {
  addTimelineEventBodySchema,
  renameBiographyBodySchema,
  saveBiographyBodySchema,
  saveTimelineBodySchema,
  unitItemBodySchema,
} from '@domain/authoring/reading-authoring.schemas';
import { z } from 'zod';
import { idParamsSchema, idSchema } from '@domain/shared/schema-kit';
import type { AppDeps } from '../../../app-deps';
import { defineRoute } from '../../../http/route';
import { PREVIEWERS } from '../lesson-content/lesson-content.routes';
import { requestPublish } from '../publish/publish-job.use-cases';
import { BUILDERS } from '../unit-authoring.routes';
import * as biographies from './biography-authoring.use-cases';
import { biographyDraft, timelineDraft, timelineDraftOfUnit } from './reading-draft.use-cases';
import * as timelines from './timeline-authoring.use-cases';

/** The biography and timeline builders' calls (issue 14; api-spec §7.8). Students' reads are learning/reading.routes.ts. */
export function registerReadingAuthoringRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerBiographyRoutes(app, deps);
  registerTimelineRoutes(app, deps);
  for (const scope of ['biography', 'timeline'] as const) {
    defineRoute(app, deps, {
      method: 'PATCH',
      url: `/${scope}/:id/publish`,
      access: BUILDERS,
      params: idParamsSchema,
      response: publishJobSchema,
      handler: async ({ user, params }) => ({ data: await requestPublish(deps, user, scope, params.id), message: 'publishStarted' }),
    });
  }
}

function registerBiographyRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineRoute(app, deps, {
    method: 'POST',
    url: '/biography',
    access: BUILDERS,
    body: unitItemBodySchema,
    response: authoredBiographySchema,
    handler: async ({ body }) => ({ data: await biographies.createBiography(deps, body.unitId), message: 'changesSaved', status: 201 }),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/biography/:id/backup',
    access: PREVIEWERS,
    params: idParamsSchema,
    response: authoredBiographySchema,
    handler: async ({ params }) => ({ data: await biographyDraft(deps, params.id) }),
  });
  defineRoute(app, deps, {
    method: 'PUT',
    url: '/biography/:id',
    access: BUILDERS,
    params: idParamsSchema,
    body: saveBiographyBodySchema,
    response: authoredBiographySchema,
    handler: async ({ params, body }) => ({ data: await biographies.saveBiography(deps, params.id, body), message: 'changesSaved' }),
  });
  defineRoute(app, deps, {
    method: 'PATCH',
    url: '/biography/:id/change-name',
    access: BUILDERS,
    params: idParamsSchema,
    body: renameBiographyBodySchema,
    response: authoredBiographySchema,
    handler: async ({ params, body }) => ({ data: await biographies.renameBiography(deps, params.id, body), message: 'changesSaved' }),
  });
  defineRoute(app, deps, {
    method: 'DELETE',
    url: '/biography/:id',
    access: BUILDERS,
    params: idParamsSchema,
    response: authoringChangeSchema,
    handler: async ({ params }) => {
      const { change, message } = await biographies.removeBiography(deps, params.id);
      return { data: change, message };
    },
  });
}

function registerTimelineRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineRoute(app, deps, {
    method: 'POST',
    url: '/timeline',
    access: BUILDERS,
    body: unitItemBodySchema,
    response: authoredTimelineSchema,
    handler: async ({ body }) => ({ data: await timelines.createTimeline(deps, body.unitId), message: 'changesSaved', status: 201 }),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/timeline/unit/:unitId/backup',
    access: PREVIEWERS,
    params: z.object({ unitId: idSchema }),
    response: authoredTimelineSchema,
    handler: async ({ params }) => ({ data: await timelineDraftOfUnit(deps, params.unitId) }),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/timeline/:id/backup',
    access: PREVIEWERS,
    params: idParamsSchema,
    response: authoredTimelineSchema,
    handler: async ({ params }) => ({ data: await timelineDraft(deps, params.id) }),
  });
  defineRoute(app, deps, {
    method: 'PUT',
    url: '/timeline/:id',
    access: BUILDERS,
    params: idParamsSchema,
    body: saveTimelineBodySchema,
    response: authoredTimelineSchema,
    handler: async ({ params, body }) => ({ data: await timelines.saveTimeline(deps, params.id, body), message: 'changesSaved' }),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/timeline/:id/blurb',
    access: BUILDERS,
    params: idParamsSchema,
    body: addTimelineEventBodySchema,
    response: authoredTimelineSchema,
    handler: async ({ params, body }) => ({ data: await timelines.addTimelineEvent(deps, params.id, body), message: 'changesSaved', status: 201 }),
  });
  defineRoute(app, deps, {
    method: 'DELETE',
    url: '/blurb/:id',
    access: BUILDERS,
    params: idParamsSchema,
    query: versionQuerySchema,
    response: authoredTimelineSchema,
    handler: async ({ params, query }) => ({ data: await timelines.removeTimelineEvent(deps, params.id, query.version), message: 'changesSaved' }),
  });
  defineRoute(app, deps, {
    method: 'DELETE',
    url: '/timeline/:id',
    access: BUILDERS,
    params: idParamsSchema,
    response: authoringChangeSchema,
    handler: async ({ params }) => {
      const { change, message } = await timelines.removeTimeline(deps, params.id);
      return { data: change, message };
    },
  });
}
