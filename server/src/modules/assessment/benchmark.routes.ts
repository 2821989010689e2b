import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { benchmarkListQuerySchema, benchmarkSubmitBodySchema } from '@domain/assessment/benchmark.schemas';
import { RoleId } from '@domain/identity/role';
import { idParamsSchema } from '@domain/shared/schema-kit';
import { defineRoute } from '../../http/route';
import type { AssessmentDeps } from './assessment-deps';
import { countBenchmarks, getBenchmarkAssessment, getBenchmarkScore, listBenchmarks, submitBenchmark } from './benchmark.use-cases';

/** The student's benchmark calls (api-spec §7.5; docs/assessment-api.md). */
export function registerBenchmarkRoutes(app: FastifyInstance, ctx: AppContext, deps: AssessmentDeps): void {
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/benchmarkAssessment/:id',
    access: 'signedIn',
    params: idParamsSchema,
    handler: async ({ user, params }) => ({ data: await getBenchmarkAssessment(deps, user, params.id) }),
  });
  defineRoute(app, ctx, {
    method: 'POST',
    url: '/benchmark-answer/submit',
    access: [RoleId.Student],
    body: benchmarkSubmitBodySchema,
    handler: async ({ user, body }) => ({ data: await submitBenchmark(deps, user, body), message: 'benchmarkSubmitted' }),
  });
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/benchmark-score/:id',
    access: 'signedIn',
    params: idParamsSchema,
    handler: async ({ user, params }) => ({ data: await getBenchmarkScore(deps, user, params.id) }),
  });
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/benchmark/list',
    access: 'signedIn',
    query: benchmarkListQuerySchema,
    handler: async ({ user, query }) => ({ data: await listBenchmarks(deps, user, query.userId) }),
  });
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/benchmark/count',
    access: 'signedIn',
    handler: async ({ user }) => ({ data: await countBenchmarks(deps, user) }),
  });
}
