import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { idParamsSchema, idSchema } from '@domain/shared/schema-kit';
import {
  blurbStatusBodySchema,
  lessonCompletedBodySchema,
  lessonPageParamsSchema,
  studentQuerySchema,
  unitIdParamsSchema,
} from '@domain/content/student-content.schemas';
import {
  lessonListSchema,
  lessonProgressViewSchema,
  lessonScoreViewSchema,
  lessonViewSchema,
  literacyLessonListSchema,
  overviewViewSchema,
  programPreviewSchema,
  unitCardListSchema,
  unitViewSchema,
} from '@domain/content/student-content.responses';
import { defineRoute } from '../../http/route';
import * as lessons from './lesson-progress.use-cases';
import { encodeLessonView } from './lesson-view.encoder';
import * as overview from './overview.use-cases';
import * as units from './student-units.use-cases';

/** Units, overview and lessons with the student's progress (docs/content-api.md). */
export function registerStudentUnitRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineRoute(app, deps, {
    method: 'GET',
    url: '/units',
    response: unitCardListSchema,
    access: 'signedIn',
    query: studentQuerySchema,
    handler: async ({ user, query, language }) => ({ data: await units.listUnits(deps, user, language, query.studentId) }),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/unit/:id',
    response: unitViewSchema,
    access: 'signedIn',
    params: idParamsSchema,
    query: studentQuerySchema,
    handler: async ({ user, params, query, language }) => ({ data: await units.getUnit(deps, user, params.id, language, query.studentId) }),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/unit/:id/overview',
    response: overviewViewSchema,
    access: 'signedIn',
    params: idParamsSchema,
    query: studentQuerySchema,
    handler: async ({ user, params, query }) => ({ data: await overview.getOverview(deps, user, params.id, query.studentId) }),
  });
  defineRoute(app, deps, {
    method: 'PATCH',
    url: '/unit/:id/overview',
    response: overviewViewSchema,
    access: 'signedIn',
    params: idParamsSchema,
    body: blurbStatusBodySchema,
    handler: async ({ user, params, body }) => ({
      data: await overview.setBlurbStatus(deps, user, params.id, body.blurbId, body.checked),
      message: 'overviewStatusUpdated',
    }),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/:unitId/lessons',
    response: lessonListSchema,
    access: 'signedIn',
    params: unitIdParamsSchema,
    query: studentQuerySchema,
    handler: async ({ user, params, query, language }) => ({
      data: await units.listUnitLessons(deps, user, params.unitId, language, query.studentId),
    }),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/Literacy-Lesson',
    response: literacyLessonListSchema,
    access: 'signedIn',
    handler: async ({ user, language }) => ({ data: await units.listLiteracyLessons(deps, user, language) }),
  });
  const preview = z.object({ id: idSchema.optional() });
  for (const url of ['/program/preview', '/program/preview/:id']) {
    defineRoute(app, deps, {
      method: 'GET',
      url,
      response: programPreviewSchema,
      access: 'signedIn',
      params: preview,
      handler: async ({ params, language }) => ({ data: await units.programPreview(deps, language, params.id) }),
    });
  }

  defineRoute(app, deps, {
    method: 'GET',
    url: '/lesson/:id',
    response: lessonViewSchema,
    access: 'signedIn',
    params: idParamsSchema,
    query: studentQuerySchema,
    // The hottest read: the published lesson goes out as bytes serialised once per publish.
    handler: async ({ user, params, query, language }) => {
      const opened = await lessons.openLesson(deps, user, params.id, language, query.studentId);
      return { serialisedEnvelope: encodeLessonView(opened.lesson, opened.progress, language) };
    },
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/lesson-score/:id',
    response: lessonScoreViewSchema,
    access: 'signedIn',
    params: idParamsSchema,
    query: studentQuerySchema,
    handler: async ({ user, params, query }) => ({ data: await lessons.lessonScore(deps, user, params.id, query.studentId) }),
  });
  defineRoute(app, deps, {
    method: 'PATCH',
    url: '/lesson/:id/lesson-completed',
    response: lessonProgressViewSchema,
    access: 'signedIn',
    params: idParamsSchema,
    body: lessonCompletedBodySchema,
    handler: async ({ user, params, body }) => ({
      data: await lessons.completeLesson(deps, user, params.id, body.completed),
      message: 'lessonCompleted',
    }),
  });
  defineRoute(app, deps, {
    method: 'PUT',
    url: '/lesson/:id/:page/:studentId',
    response: lessonProgressViewSchema,
    access: 'signedIn',
    params: lessonPageParamsSchema,
    handler: async ({ user, params }) => ({
      data: await lessons.saveLastPage(deps, user, params.id, params.page, params.studentId),
      message: 'lastPageSaved',
    }),
  });
}
