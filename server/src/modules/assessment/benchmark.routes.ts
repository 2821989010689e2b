import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { benchmarkListQuerySchema, benchmarkSubmitBodySchema } from '@domain/assessment/benchmark.schemas';
import { RoleId } from '@domain/identity/role';
import { idParamsSchema } from '@domain/shared/schema-kit';
import { defineRoute } from '../../http/route';
import {
  benchmarkAssessmentViewSchema,
  benchmarkAssignmentListSchema,
  benchmarkCountViewSchema,
  benchmarkScoreViewSchema,
} from '@domain/assessment/assessment.responses';
import { countBenchmarks, getBenchmarkAssessment, getBenchmarkScore, listBenchmarks, submitBenchmark } from './benchmark.use-cases';

/** The student's benchmark calls (api-spec §7.5; docs/assessment-api.md). */
export function registerBenchmarkRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineRoute(app, deps, {
    method: 'GET',
    url: '/benchmarkAssessment/:id',
    response: benchmarkAssessmentViewSchema,
    access: 'signedIn',
    params: idParamsSchema,
    handler: async ({ user, params }) => ({ data: await getBenchmarkAssessment(deps, user, params.id) }),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/benchmark-answer/submit',
    response: benchmarkAssessmentViewSchema,
    access: [RoleId.Student],
    body: benchmarkSubmitBodySchema,
    handler: async ({ user, body }) => ({ data: await submitBenchmark(deps, user, body), message: 'benchmarkSubmitted' }),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/benchmark-score/:id',
    response: benchmarkScoreViewSchema,
    access: 'signedIn',
    params: idParamsSchema,
    handler: async ({ user, params }) => ({ data: await getBenchmarkScore(deps, user, params.id) }),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/benchmark/list',
    response: benchmarkAssignmentListSchema,
    access: 'signedIn',
    query: benchmarkListQuerySchema,
    handler: async ({ user, query }) => ({ data: await listBenchmarks(deps, user, query.userId) }),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/benchmark/count',
    response: benchmarkCountViewSchema,
    access: 'signedIn',
    handler: async ({ user }) => ({ data: await countBenchmarks(deps, user) }),
  });
}
