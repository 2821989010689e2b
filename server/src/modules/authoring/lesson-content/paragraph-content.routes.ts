import type { FastifyInstance } from 'fastify';
import {
  createEssentialQuestionBodySchema,
  createImageDetailsBodySchema,
  createParagraphBodySchema,
  createRoutePointBodySchema,
  moveBodySchema,
  moveRoutePointBodySchema,
  updateEssentialQuestionBodySchema,
  updateImageDetailsBodySchema,
  updateParagraphBodySchema,
  updateRoutePointBodySchema,
  versionQuerySchema,
} from '@domain/authoring/lesson-content.schemas';
import { componentDraftSchema } from '@domain/authoring/story-authoring.responses';
import { idParamsSchema } from '@domain/shared/schema-kit';
import type { AppDeps } from '../../../app-deps';
import { defineRoute } from '../../../http/route';
import { BUILDERS } from '../unit-authoring.routes';
import * as paragraphs from './paragraph-content.use-cases';
import * as parts from './route-image-content.use-cases';

/** The lesson and story builders' paragraph, route point, image and essential question calls (issue 14; api-spec §7.7): each answers its owner's draft. */
export function registerParagraphContentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const change = { access: BUILDERS, response: componentDraftSchema } as const;
  const saved = 'changesSaved' as const;
  defineRoute(app, deps, {
    ...change,
    method: 'POST',
    url: '/paragraph',
    body: createParagraphBodySchema,
    handler: async ({ body }) => ({ data: await paragraphs.addParagraph(deps, body), message: saved, status: 201 }),
  });
  // The spec names both paths for one save.
  for (const url of ['/paragraph/:id', '/component/paragraph/:id']) {
    defineRoute(app, deps, {
      ...change,
      method: 'PUT',
      url,
      params: idParamsSchema,
      body: updateParagraphBodySchema,
      handler: async ({ params, body }) => ({ data: await paragraphs.saveParagraph(deps, params.id, body), message: saved }),
    });
  }
  defineRoute(app, deps, {
    ...change,
    method: 'PATCH',
    url: '/paragraph/:id',
    params: idParamsSchema,
    body: moveBodySchema,
    handler: async ({ params, body }) => ({ data: await paragraphs.moveParagraph(deps, params.id, body), message: saved }),
  });
  defineRoute(app, deps, {
    ...change,
    method: 'DELETE',
    url: '/paragraph/:id',
    params: idParamsSchema,
    query: versionQuerySchema,
    handler: async ({ params, query }) => ({ data: await paragraphs.removeParagraph(deps, params.id, query.version), message: saved }),
  });
  defineRoute(app, deps, {
    ...change,
    method: 'POST',
    url: '/component/paragraph/:id/route',
    params: idParamsSchema,
    body: createRoutePointBodySchema,
    handler: async ({ params, body }) => ({ data: await parts.addRoutePoint(deps, params.id, body.version), message: saved, status: 201 }),
  });
  defineRoute(app, deps, {
    ...change,
    method: 'PUT',
    url: '/component/paragraph/route/:id',
    params: idParamsSchema,
    body: updateRoutePointBodySchema,
    handler: async ({ params, body }) => ({ data: await parts.saveRoutePoint(deps, params.id, body), message: saved }),
  });
  defineRoute(app, deps, {
    ...change,
    method: 'PATCH',
    url: '/component/paragraph/route/:id/order',
    params: idParamsSchema,
    body: moveRoutePointBodySchema,
    handler: async ({ params, body }) => ({ data: await parts.moveRoutePoint(deps, params.id, body), message: saved }),
  });
  defineRoute(app, deps, {
    ...change,
    method: 'DELETE',
    url: '/component/paragraph/route/:id',
    params: idParamsSchema,
    query: versionQuerySchema,
    handler: async ({ params, query }) => ({ data: await parts.removeRoutePoint(deps, params.id, query.version), message: saved }),
  });
  defineRoute(app, deps, {
    ...change,
    method: 'POST',
    url: '/imagedetails',
    body: createImageDetailsBodySchema,
    handler: async ({ body }) => ({ data: await parts.addImage(deps, body), message: saved, status: 201 }),
  });
  defineRoute(app, deps, {
    ...change,
    method: 'PUT',
    url: '/imagedetails/:id',
    params: idParamsSchema,
    body: updateImageDetailsBodySchema,
    handler: async ({ params, body }) => ({ data: await parts.saveImage(deps, params.id, body), message: saved }),
  });
  defineRoute(app, deps, {
    ...change,
    method: 'DELETE',
    url: '/imagedetails/:id',
    params: idParamsSchema,
    query: versionQuerySchema,
    handler: async ({ params, query }) => ({ data: await parts.removeImage(deps, params.id, query.version), message: saved }),
  });
  defineRoute(app, deps, {
    ...change,
    method: 'POST',
    url: '/essentialquestion',
    body: createEssentialQuestionBodySchema,
    handler: async ({ body }) => ({ data: await paragraphs.addEssentialQuestion(deps, body), message: saved, status: 201 }),
  });
  defineRoute(app, deps, {
    ...change,
    method: 'PUT',
    url: '/essentialquestion/:id',
    params: idParamsSchema,
    body: updateEssentialQuestionBodySchema,
    handler: async ({ params, body }) => ({ data: await paragraphs.saveEssentialQuestion(deps, params.id, body), message: saved }),
  });
}
