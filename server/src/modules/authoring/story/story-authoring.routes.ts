import type { FastifyInstance } from 'fastify';
import { authoringChangeSchema, publishJobSchema } from '@domain/authoring/authoring.responses';
import { unitItemBodySchema } from '@domain/authoring/reading-authoring.schemas';
import { storyDraftSchema } from '@domain/authoring/story-authoring.responses';
import { renameStoryBodySchema } from '@domain/authoring/story-authoring.schemas';
import { idParamsSchema } from '@domain/shared/schema-kit';
import type { AppDeps } from '../../../app-deps';
import { defineRoute } from '../../../http/route';
import { PREVIEWERS } from '../lesson-content/lesson-content.routes';
import { requestPublish } from '../publish/publish-job.use-cases';
import { BUILDERS } from '../unit-authoring.routes';
import * as stories from './story-authoring.use-cases';
import { storyDraft } from './story-draft.use-cases';

/**
 * The story builder's calls (issue 14; api-spec §7.8 Unit story). The students' `GET unitstory/{id}`
 * (learning/reading.routes.ts) reads the published copy; these read and write the draft. A story's
 * components are changed with the component calls of §7.7 (`POST component` with `unitStoryId`).
 */
export function registerStoryAuthoringRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineRoute(app, deps, {
    method: 'POST',
    url: '/unitstory',
    access: BUILDERS,
    body: unitItemBodySchema,
    response: storyDraftSchema,
    handler: async ({ body }) => ({ data: await stories.createStory(deps, body.unitId), message: 'changesSaved', status: 201 }),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/unitstory/:id/backup',
    access: PREVIEWERS,
    params: idParamsSchema,
    response: storyDraftSchema,
    handler: async ({ params }) => ({ data: await storyDraft(deps, params.id) }),
  });
  // The spec names both for the story's one field, its name.
  for (const [method, url] of [
    ['PUT', '/unitstory/:id'],
    ['PATCH', '/unitstory/:id/change-name'],
  ] as const) {
    defineRoute(app, deps, {
      method,
      url,
      access: BUILDERS,
      params: idParamsSchema,
      body: renameStoryBodySchema,
      response: storyDraftSchema,
      handler: async ({ params, body }) => ({ data: await stories.renameStory(deps, params.id, body), message: 'changesSaved' }),
    });
  }
  defineRoute(app, deps, {
    method: 'PATCH',
    url: '/unitstory/:id/publish',
    access: BUILDERS,
    params: idParamsSchema,
    response: publishJobSchema,
    handler: async ({ user, params }) => ({ data: await requestPublish(deps, user, 'story', params.id), message: 'publishStarted' }),
  });
  defineRoute(app, deps, {
    method: 'DELETE',
    url: '/unitstory/:id',
    access: BUILDERS,
    params: idParamsSchema,
    response: authoringChangeSchema,
    handler: async ({ params }) => {
      const { change, message } = await stories.removeStory(deps, params.id);
      return { data: change, message };
    },
  });
}
