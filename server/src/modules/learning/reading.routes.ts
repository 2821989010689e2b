import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { idParamsSchema } from '@domain/shared/schema-kit';
import { unitIdParamsSchema } from '@domain/content/student-content.schemas';
import { defineRoute } from '../../http/route';
import type { LearningDeps } from './learning-deps';
import * as reading from './reading.use-cases';

const vocabularyQuerySchema = z.object({ language: z.enum(['0', '1']).transform((v) => Number(v) as 0 | 1).optional() });

/** Openers, biographies, stories, timelines, vocabulary, videos, teacher page and contributors (docs/content-api.md). */
export function registerReadingRoutes(app: FastifyInstance, ctx: AppContext, deps: LearningDeps): void {
  const byId = <T>(url: string, load: (user: Parameters<typeof reading.getBiography>[1], id: number) => Promise<T>) =>
    defineRoute(app, ctx, {
      method: 'GET',
      url,
      access: 'signedIn',
      params: idParamsSchema,
      handler: async ({ user, params }) => ({ data: await load(user, params.id) }),
    });
  byId('/unitopener/:id', (user, id) => reading.getOpener(deps, user, id));
  byId('/biography/:id', (user, id) => reading.getBiography(deps, user, id));
  byId('/unitstory/:id', (user, id) => reading.getUnitStory(deps, user, id));
  byId('/timeline/blurb/:id', (user, id) => reading.getTimelineEvent(deps, user, id));
  byId('/timeline/:id', (user, id) => reading.getTimeline(deps, user, id));
  byId('/skills/:id', (user, id) => reading.getSkillsPage(deps, user, id));

  const byUnit = <T>(url: string, load: (user: Parameters<typeof reading.getBiography>[1], unitId: number) => Promise<T>) =>
    defineRoute(app, ctx, {
      method: 'GET',
      url,
      access: 'signedIn',
      params: unitIdParamsSchema,
      handler: async ({ user, params }) => ({ data: await load(user, params.unitId) }),
    });
  byUnit('/:unitId/biography', (user, unitId) => reading.listUnitLinks(deps, user, unitId, 'biographies'));
  byUnit('/:unitId/unitstory', (user, unitId) => reading.listUnitLinks(deps, user, unitId, 'unitStories'));
  byUnit('/:unitId/video', (user, unitId) => reading.listVideos(deps, user, unitId));

  defineRoute(app, ctx, {
    method: 'GET',
    url: '/:unitId/vocabulary',
    access: 'signedIn',
    params: unitIdParamsSchema,
    query: vocabularyQuerySchema,
    handler: async ({ user, params, query }) => ({ data: await reading.listVocabulary(deps, user, params.unitId, query.language) }),
  });
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/contributors',
    access: 'signedIn',
    handler: async () => ({ data: await reading.getContributors(deps) }),
  });
}
