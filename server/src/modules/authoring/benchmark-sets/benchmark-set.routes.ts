import type { FastifyInstance } from 'fastify';
import { assessmentViewSchema } from '@domain/assessment/assessment.responses';
import {
  benchmarkSetListSchema,
  benchmarkSetSummarySchema,
  linkableUnitListSchema,
  removedBenchmarkSetSchema,
} from '@domain/authoring/benchmark-set.responses';
import {
  benchmarkLessonParamsSchema,
  linkUnitParamsSchema,
  setCountParamsSchema,
  setCountValueSchema,
  setTitleParamsSchema,
  setTitleQuerySchema,
  setTitleValueSchema,
} from '@domain/authoring/benchmark-set.schemas';
import { idParamsSchema } from '@domain/shared/schema-kit';
import type { AppDeps } from '../../../app-deps';
import { defineRoute } from '../../../http/route';
import { parseInput } from '../../../http/validation';
import { PREVIEWERS } from '../lesson-content/lesson-content.routes';
import { BUILDERS } from '../unit-authoring.routes';
import { previewBenchmarkSet } from './benchmark-preview.use-cases';
import * as sets from './benchmark-set.use-cases';

/**
 * The benchmark assessment builder's calls (issue 15; api-spec §7.5; docs/content-api.md "Benchmark
 * sets"). Writes and the units to link: builders (super admin, content creators). Reads of the
 * lesson's sets, one set and its preview: builders and those who may open a preview. Teachers keep `GET benchmarkSet/unitList` (published sets only,
 * assessment/teacher.routes.ts); the builder lists every set of its lesson with
 * `GET benchmarkSet/lesson/{lessonId}`. A set's questions are the assessment calls of §7.6.
 */
export function registerBenchmarkSetRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineRoute(app, deps, {
    method: 'POST',
    url: '/benchmarkSet/:id',
    access: BUILDERS,
    params: benchmarkLessonParamsSchema,
    response: benchmarkSetSummarySchema,
    handler: async ({ params }) => ({ data: await sets.createBenchmarkSet(deps, params.id), message: 'benchmarkSetCreated', status: 201 }),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/benchmarkSet/:id',
    access: PREVIEWERS,
    params: idParamsSchema,
    response: benchmarkSetSummarySchema,
    handler: async ({ params }) => ({ data: await sets.readBenchmarkSet(deps, params.id) }),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/benchmarkSet/lesson/:id',
    // The preview chooses among the lesson's sets, so those who may preview list them too.
    access: PREVIEWERS,
    params: idParamsSchema,
    response: benchmarkSetListSchema,
    handler: async ({ params }) => ({ data: await sets.listSetsOfLesson(deps, params.id) }),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/benchmark/unitList/:id',
    access: BUILDERS,
    params: idParamsSchema,
    response: linkableUnitListSchema,
    handler: async ({ params }) => ({ data: await sets.listUnitsToLink(deps, params.id) }),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/benchmarkPreview/:id',
    access: PREVIEWERS,
    params: idParamsSchema,
    response: assessmentViewSchema,
    handler: async ({ params }) => ({ data: await previewBenchmarkSet(deps, params.id) }),
  });
  defineRoute(app, deps, {
    method: 'PATCH',
    url: '/benchmarkSet/:id/setTitle/:title',
    access: BUILDERS,
    params: setTitleParamsSchema,
    query: setTitleQuerySchema,
    response: benchmarkSetSummarySchema,
    handler: async ({ params, query }) => {
      const { title } = parseInput(setTitleValueSchema, { title: params.title }, 'body');
      return { data: await sets.renameBenchmarkSet(deps, params.id, title, query?.language ?? 'en'), message: 'changesSaved' };
    },
  });
  defineRoute(app, deps, {
    method: 'PUT',
    url: '/benchmarkSet/:id/SetCount/:n',
    access: BUILDERS,
    params: setCountParamsSchema,
    response: benchmarkSetSummarySchema,
    handler: async ({ params }) => {
      const { n } = parseInput(setCountValueSchema, { n: params.n }, 'body');
      return { data: await sets.setQuestionSetCount(deps, params.id, n), message: 'changesSaved' };
    },
  });
  defineRoute(app, deps, {
    method: 'PATCH',
    url: '/benchmarkSet/:id/publish',
    access: BUILDERS,
    params: idParamsSchema,
    response: benchmarkSetSummarySchema,
    handler: async ({ params }) => ({ data: await sets.publishBenchmarkSet(deps, params.id), message: 'benchmarkSetPublished' }),
  });
  defineRoute(app, deps, {
    method: 'PATCH',
    url: '/benchmarkSet/:setId/:unitId',
    access: BUILDERS,
    params: linkUnitParamsSchema,
    response: benchmarkSetSummarySchema,
    handler: async ({ params }) => ({ data: await sets.linkBenchmarkSet(deps, params.setId, params.unitId), message: 'changesSaved' }),
  });
  defineRoute(app, deps, {
    method: 'DELETE',
    url: '/benchmarkSet/:id/linkedUnit',
    access: BUILDERS,
    params: idParamsSchema,
    response: benchmarkSetSummarySchema,
    handler: async ({ params }) => ({ data: await sets.unlinkBenchmarkSet(deps, params.id), message: 'changesSaved' }),
  });
  defineRoute(app, deps, {
    method: 'DELETE',
    url: '/benchmarkSet/:id',
    access: BUILDERS,
    params: idParamsSchema,
    response: removedBenchmarkSetSchema,
    handler: async ({ params }) => ({ data: await sets.removeSet(deps, params.id), message: 'benchmarkSetRemoved' }),
  });
}
