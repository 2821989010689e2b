import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { idParamsSchema } from '@domain/shared/schema-kit';
import { unitIdParamsSchema } from '@domain/content/student-content.schemas';
import {
  biographyDocumentSchema,
  contributorsDocumentSchema,
  teacherPageDocumentSchema,
  timelineDocumentSchema,
  timelineEventSchema,
  unitStoryDocumentSchema,
} from '@domain/content/reading.schemas';
import { contentLinkListSchema, unitVideoListSchema, vocabularyListSchema } from '@domain/content/student-content.responses';
import { openerDocumentSchema } from '@domain/content/unit.schemas';
import { defineRoute, type ResponseData } from '../../http/route';
import * as reading from './reading.use-cases';

const vocabularyQuerySchema = z.object({ language: z.enum(['0', '1']).transform((v) => Number(v) as 0 | 1).optional() });

/** Openers, biographies, stories, timelines, vocabulary, videos, teacher page and contributors (docs/content-api.md). */
export function registerReadingRoutes(app: FastifyInstance, deps: AppDeps): void {
  const byId = <R extends z.ZodType>(url: string, response: R, load: (user: Parameters<typeof reading.getBiography>[1], id: number) => Promise<ResponseData<R>>) =>
    defineRoute(app, deps, {
      method: 'GET',
      url,
      response,
      access: 'signedIn',
      params: idParamsSchema,
      handler: async ({ user, params }) => ({ data: await load(user, params.id) }),
    });
  byId('/unitopener/:id', openerDocumentSchema, (user, id) => reading.getOpener(deps, user, id));
  byId('/biography/:id', biographyDocumentSchema, (user, id) => reading.getBiography(deps, user, id));
  byId('/unitstory/:id', unitStoryDocumentSchema, (user, id) => reading.getUnitStory(deps, user, id));
  byId('/timeline/blurb/:id', timelineEventSchema, (user, id) => reading.getTimelineEvent(deps, user, id));
  byId('/timeline/:id', timelineDocumentSchema, (user, id) => reading.getTimeline(deps, user, id));
  byId('/skills/:id', teacherPageDocumentSchema, (user, id) => reading.getSkillsPage(deps, user, id));

  const byUnit = <R extends z.ZodType>(url: string, response: R, load: (user: Parameters<typeof reading.getBiography>[1], unitId: number) => Promise<ResponseData<R>>) =>
    defineRoute(app, deps, {
      method: 'GET',
      url,
      response,
      access: 'signedIn',
      params: unitIdParamsSchema,
      handler: async ({ user, params }) => ({ data: await load(user, params.unitId) }),
    });
  byUnit('/:unitId/biography', contentLinkListSchema, (user, unitId) => reading.listUnitLinks(deps, user, unitId, 'biographies'));
  byUnit('/:unitId/unitstory', contentLinkListSchema, (user, unitId) => reading.listUnitLinks(deps, user, unitId, 'unitStories'));
  byUnit('/:unitId/video', unitVideoListSchema, (user, unitId) => reading.listVideos(deps, user, unitId));

  defineRoute(app, deps, {
    method: 'GET',
    url: '/:unitId/vocabulary',
    response: vocabularyListSchema,
    access: 'signedIn',
    params: unitIdParamsSchema,
    query: vocabularyQuerySchema,
    handler: async ({ user, params, query }) => ({ data: await reading.listVocabulary(deps, user, params.unitId, query.language) }),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/contributors',
    response: contributorsDocumentSchema,
    access: 'signedIn',
    handler: async () => ({ data: await reading.getContributors(deps) }),
  });
}
