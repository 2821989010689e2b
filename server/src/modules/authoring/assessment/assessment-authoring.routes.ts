import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { assessmentDraftSchema, lessonAssessmentDraftSchema } from '@domain/authoring/assessment-authoring.responses';
import {
  assessmentGroupBodySchema,
  createAssessmentBodySchema,
  createQuestionBodySchema,
  moveQuestionBodySchema,
  saveAssessmentBodySchema,
  saveQuestionBodySchema,
  tagQuestionBodySchema,
} from '@domain/authoring/assessment-authoring.schemas';
import { versionQuerySchema } from '@domain/authoring/lesson-content.schemas';
import { componentDraftSchema } from '@domain/authoring/story-authoring.responses';
import { idParamsSchema, idSchema } from '@domain/shared/schema-kit';
import type { AppDeps } from '../../../app-deps';
import { defineRoute } from '../../../http/route';
import { PREVIEWERS } from '../lesson-content/lesson-content.routes';
import { BUILDERS } from '../unit-authoring.routes';
import * as assessments from './assessment.use-cases';
import { showAssessmentGroup } from './assessment-group.use-cases';
import * as questions from './question.use-cases';
import { tagQuestion, untagQuestion } from './question-tag.use-cases';

const lessonIdParamsSchema = z.object({ lessonId: idSchema });
const setParamsSchema = z.object({ id: idSchema, setId: idSchema });
const componentIdParamsSchema = z.object({ componentId: idSchema });
const saved = 'changesSaved' as const;

/**
 * The assessment builders' drafts, assessments, questions, tags and the assessment-group component
 * (issue 15; api-spec §7.6, §7.5 `lesson/{id}/{setId}/backup`). Reads are the preview's (PREVIEWERS);
 * changes are the content creators' and super admins' (BUILDERS) and answer the whole draft.
 */
export function registerAssessmentAuthoringRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineRoute(app, deps, {
    method: 'GET',
    url: '/assessment/:id/backup',
    access: PREVIEWERS,
    params: idParamsSchema,
    response: assessmentDraftSchema,
    handler: async ({ params }) => ({ data: await assessments.assessmentDraft(deps, params.id) }),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/assessment/lesson/:lessonId/backup',
    access: PREVIEWERS,
    params: lessonIdParamsSchema,
    response: lessonAssessmentDraftSchema,
    handler: async ({ params }) => ({ data: await assessments.lessonAssessmentDraft(deps, params.lessonId) }),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/lesson/:id/:setId/backup',
    access: PREVIEWERS,
    params: setParamsSchema,
    response: assessmentDraftSchema,
    handler: async ({ params }) => ({ data: await assessments.benchmarkSetAssessmentDraft(deps, params.id, params.setId) }),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/assessment',
    access: BUILDERS,
    body: createAssessmentBodySchema,
    response: assessmentDraftSchema,
    handler: async ({ body }) => ({ data: await assessments.addAssessment(deps, body), message: 'assessmentAdded', status: 201 }),
  });
  defineRoute(app, deps, {
    method: 'PUT',
    url: '/assessment/:id',
    access: BUILDERS,
    params: idParamsSchema,
    body: saveAssessmentBodySchema,
    response: assessmentDraftSchema,
    handler: async ({ params, body }) => ({ data: await assessments.saveAssessment(deps, params.id, body), message: saved }),
  });
  defineRoute(app, deps, {
    method: 'DELETE',
    url: '/assessment/:id',
    access: BUILDERS,
    params: idParamsSchema,
    query: versionQuerySchema,
    response: z.null(),
    handler: async ({ params, query }) => ({ data: await assessments.removeAssessment(deps, params.id, query.version), message: 'assessmentRemoved' }),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/assessment/:id/question',
    access: BUILDERS,
    params: idParamsSchema,
    body: createQuestionBodySchema,
    response: assessmentDraftSchema,
    handler: async ({ params, body }) => ({ data: await questions.addQuestion(deps, params.id, body), message: saved, status: 201 }),
  });
  defineRoute(app, deps, {
    method: 'PUT',
    url: '/question/:id',
    access: BUILDERS,
    params: idParamsSchema,
    body: saveQuestionBodySchema,
    response: assessmentDraftSchema,
    handler: async ({ params, body }) => ({ data: await questions.saveQuestion(deps, params.id, body), message: saved }),
  });
  defineRoute(app, deps, {
    method: 'PATCH',
    url: '/question/:id',
    access: BUILDERS,
    params: idParamsSchema,
    body: moveQuestionBodySchema,
    response: assessmentDraftSchema,
    handler: async ({ params, body }) => ({ data: await questions.moveQuestion(deps, params.id, body), message: saved }),
  });
  defineRoute(app, deps, {
    method: 'DELETE',
    url: '/question/:id',
    access: BUILDERS,
    params: idParamsSchema,
    query: versionQuerySchema,
    response: assessmentDraftSchema,
    handler: async ({ params, query }) => ({ data: await questions.removeQuestion(deps, params.id, query.version), message: saved }),
  });
  for (const url of ['/question/:id/teks', '/component/question/:id/teks']) {
    defineRoute(app, deps, {
      method: 'POST',
      url,
      access: BUILDERS,
      params: idParamsSchema,
      body: tagQuestionBodySchema,
      response: assessmentDraftSchema,
      handler: async ({ params, body }) => ({ data: await tagQuestion(deps, params.id, body), message: saved, status: 201 }),
    });
  }
  for (const url of ['/teks/:id', '/component/question/teks/:id']) {
    defineRoute(app, deps, {
      method: 'DELETE',
      url,
      access: BUILDERS,
      params: idParamsSchema,
      query: versionQuerySchema,
      response: assessmentDraftSchema,
      handler: async ({ params, query }) => ({ data: await untagQuestion(deps, params.id, query.version), message: saved }),
    });
  }
  defineRoute(app, deps, {
    method: 'PUT',
    url: '/component/:componentId/assessmentgroup',
    access: BUILDERS,
    params: componentIdParamsSchema,
    body: assessmentGroupBodySchema,
    response: componentDraftSchema,
    handler: async ({ params, body }) => ({ data: await showAssessmentGroup(deps, params.componentId, body), message: saved }),
  });
}
