import type { FastifyInstance } from 'fastify';
import { createLessonBodySchema, renameLessonBodySchema, reorderBodySchema } from '@domain/authoring/authoring.schemas';
import { authoredLessonSchema, authoringChangeSchema } from '@domain/authoring/authoring.responses';
import { idParamsSchema } from '@domain/shared/schema-kit';
import type { AppDeps } from '../../app-deps';
import { defineRoute } from '../../http/route';
import * as lessons from './lesson-authoring.use-cases';
import { BUILDERS } from './unit-authoring.routes';

/**
 * The unit builder's lesson calls (api-spec §7.5). The students' `GET lesson/{id}`,
 * `PATCH lesson/{id}/lesson-completed` and `PUT lesson/{id}/{page}/{studentId}` are other routes
 * (Fastify routes by method and path), registered with the student journey.
 */
export function registerLessonAuthoringRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineRoute(app, deps, {
    method: 'POST',
    url: '/lesson',
    access: BUILDERS,
    body: createLessonBodySchema,
    response: authoredLessonSchema,
    handler: async ({ body }) => ({ data: await lessons.createLesson(deps, body.unitId, body.lessonTypeId), message: 'changesSaved', status: 201 }),
  });
  // The spec names both: `PATCH .../change-name` (title, lessonTypeValue) and `PUT lesson/{id}`; one behaviour.
  for (const [method, url] of [
    ['PATCH', '/lesson/:id/change-name'],
    ['PUT', '/lesson/:id'],
  ] as const) {
    defineRoute(app, deps, {
      method,
      url,
      access: BUILDERS,
      params: idParamsSchema,
      body: renameLessonBodySchema,
      response: authoredLessonSchema,
      handler: async ({ params, body }) => ({ data: await lessons.renameLesson(deps, params.id, body), message: 'changesSaved' }),
    });
  }
  defineRoute(app, deps, {
    method: 'PATCH',
    url: '/lesson/:id',
    access: BUILDERS,
    params: idParamsSchema,
    body: reorderBodySchema,
    response: authoringChangeSchema,
    handler: async ({ params, body }) => {
      const { change, message } = await lessons.moveLesson(deps, params.id, body);
      return { data: change, message };
    },
  });
  defineRoute(app, deps, {
    method: 'DELETE',
    url: '/lesson/:id',
    access: BUILDERS,
    params: idParamsSchema,
    response: authoringChangeSchema,
    handler: async ({ params }) => {
      const { change, message } = await lessons.removeLesson(deps, params.id);
      return { data: change, message };
    },
  });
}
