import type { FastifyInstance } from 'fastify';
import { lessonDraftSchema } from '@domain/authoring/lesson-content.responses';
import { unitSkillsSchema } from '@domain/authoring/lesson-overview.responses';
import { saveLessonOverviewBodySchema } from '@domain/authoring/lesson-overview.schemas';
import { idParamsSchema } from '@domain/shared/schema-kit';
import type { AppDeps } from '../../../app-deps';
import { defineRoute } from '../../../http/route';
import { BUILDERS } from '../unit-authoring.routes';
import { saveLessonOverview, unitSkills } from './lesson-overview.use-cases';

/** The lesson builder's overview panel (issue 14; api-spec §7.4 `unit/{id}/unitskills`, §7.5 `lesson/{id}/overview`): builders only. */
export function registerLessonOverviewRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineRoute(app, deps, {
    method: 'GET',
    url: '/unit/:id/unitskills',
    access: BUILDERS,
    params: idParamsSchema,
    response: unitSkillsSchema,
    handler: async ({ params }) => ({ data: await unitSkills(deps, params.id) }),
  });
  defineRoute(app, deps, {
    method: 'PUT',
    url: '/lesson/:id/overview',
    access: BUILDERS,
    params: idParamsSchema,
    body: saveLessonOverviewBodySchema,
    response: lessonDraftSchema,
    handler: async ({ params, body }) => ({ data: await saveLessonOverview(deps, params.id, body), message: 'changesSaved' }),
  });
}
