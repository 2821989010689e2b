import type { FastifyInstance } from 'fastify';
import { RoleId } from '@domain/identity/role';
import { publishJobSchema } from '@domain/authoring/authoring.responses';
import { idParamsSchema } from '@domain/shared/schema-kit';
import type { AppDeps } from '../../../app-deps';
import { defineRoute } from '../../../http/route';
import { readPublishJob, requestPublish } from './publish-job.use-cases';

/** Builders: the super admin and content creators (decisions: "Back office"). */
const BUILDERS = [RoleId.SuperAdmin, RoleId.ContentCreator] as const;

/** api-spec §7.4, §7.5: publishing the course, a unit or a lesson starts (or joins) a publish job. */
export function registerPublishJobRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineRoute(app, deps, {
    method: 'PATCH',
    url: '/course/publish',
    response: publishJobSchema,
    access: BUILDERS,
    handler: async ({ user }) => ({ data: await requestPublish(deps, user, 'course', null), message: 'publishStarted' }),
  });
  for (const scope of ['unit', 'lesson'] as const) {
    defineRoute(app, deps, {
      method: 'PATCH',
      url: `/${scope}/:id/publish`,
      response: publishJobSchema,
      access: BUILDERS,
      params: idParamsSchema,
      handler: async ({ user, params }) => ({ data: await requestPublish(deps, user, scope, params.id), message: 'publishStarted' }),
    });
  }
  defineRoute(app, deps, {
    method: 'GET',
    url: '/publish-jobs/:id',
    response: publishJobSchema,
    access: BUILDERS,
    params: idParamsSchema,
    handler: async ({ user, params }) => ({ data: await readPublishJob(deps, user, params.id) }),
  });
}
