import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { gradingQueueSchema } from '@domain/assessment/grading-queue.responses';
import { gradingQueueQuerySchema } from '@domain/assessment/grading-queue.schemas';
import { RoleId } from '@domain/identity/role';
import { defineRoute } from '../../http/route';
import { showGradingQueue } from './grading-queue.use-cases';

/** The grading queue (issue 12): a district teacher's own students only. */
export function registerGradingQueueRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineRoute(app, deps, {
    method: 'GET',
    url: '/teacher-feedback/queue',
    response: gradingQueueSchema,
    access: [RoleId.DistrictTeacher],
    actingFor: 'teacher',
    query: gradingQueueQuerySchema,
    handler: async ({ user, query }) => ({ data: await showGradingQueue(deps, user, query) }),
  });
}
