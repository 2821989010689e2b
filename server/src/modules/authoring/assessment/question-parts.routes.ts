import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { assessmentDraftSchema } from '@domain/authoring/assessment-authoring.responses';
import {
  blankBodySchema,
  createChoiceBodySchema,
  createEssayStepBodySchema,
  createEssayTopicBodySchema,
  organizerColumnBodySchema,
  organizerElementBodySchema,
  renameChoiceBodySchema,
  saveChoiceBodySchema,
  saveEssayStepBodySchema,
  saveEssayTopicBodySchema,
  vennElementBodySchema,
  versionedBodySchema,
} from '@domain/authoring/assessment-authoring.schemas';
import { versionQuerySchema } from '@domain/authoring/lesson-content.schemas';
import { idParamsSchema, idSchema } from '@domain/shared/schema-kit';
import type { AppDeps } from '../../../app-deps';
import { defineRoute } from '../../../http/route';
import { BUILDERS } from '../unit-authoring.routes';
import * as choices from './choice.use-cases';
import * as elements from './element.use-cases';
import * as essays from './essay.use-cases';

const questionParamsSchema = z.object({ questionId: idSchema });
const choiceAtParamsSchema = z.object({ questionId: idSchema, order: idSchema });
const response = assessmentDraftSchema;
const saved = 'changesSaved' as const;

/** Both spellings of a part's URL (api-spec §7.6 lists most under `component/question/` as well). */
const withAlias = (url: string) => [url, `/component/question${url}`];

/**
 * The parts of a question (issue 15; api-spec §7.6): choices, Venn diagram elements, graphic
 * organizer columns and elements, blanks, essay topics and steps. Content creators and super admins
 * only; every change answers the whole assessment draft.
 */
export function registerQuestionPartRoutes(app: FastifyInstance, deps: AppDeps): void {
  const access = BUILDERS;
  defineRoute(app, deps, {
    method: 'POST', url: '/choice/:questionId', access, params: questionParamsSchema, body: createChoiceBodySchema, response,
    handler: async ({ params, body }) => ({ data: await choices.addChoice(deps, params.questionId, body), message: saved, status: 201 }),
  });
  defineRoute(app, deps, {
    method: 'POST', url: '/component/question/:questionId/choice/:order', access, params: choiceAtParamsSchema, body: createChoiceBodySchema, response,
    handler: async ({ params, body }) => ({ data: await choices.addChoice(deps, params.questionId, body, params.order), message: saved, status: 201 }),
  });
  for (const url of withAlias('/choice/:id/correct')) {
    defineRoute(app, deps, {
      method: 'PATCH', url, access, params: idParamsSchema, body: versionedBodySchema, response,
      handler: async ({ params, body }) => ({ data: await choices.markCorrect(deps, params.id, body.version), message: saved }),
    });
  }
  defineRoute(app, deps, {
    method: 'PATCH', url: '/component/question/multipleResponse/:id/correct', access, params: idParamsSchema, body: versionedBodySchema, response,
    handler: async ({ params, body }) => ({ data: await choices.toggleResponse(deps, params.id, body.version), message: saved }),
  });
  defineRoute(app, deps, {
    method: 'PATCH', url: '/choice/:id/change-name', access, params: idParamsSchema, body: renameChoiceBodySchema, response,
    handler: async ({ params, body }) => ({ data: await choices.renameChoice(deps, params.id, body), message: saved }),
  });
  defineRoute(app, deps, {
    method: 'PATCH', url: '/component/question/choice/:id/change-name', access, params: idParamsSchema, body: saveChoiceBodySchema, response,
    handler: async ({ params, body }) => ({ data: await choices.saveChoice(deps, params.id, body), message: saved }),
  });
  for (const url of withAlias('/choice/:id')) {
    defineRoute(app, deps, {
      method: 'DELETE', url, access, params: idParamsSchema, query: versionQuerySchema, response,
      handler: async ({ params, query }) => ({ data: await choices.removeChoice(deps, params.id, query.version), message: saved }),
    });
  }
  for (const url of withAlias('/venn-diagram-element/:questionId')) {
    defineRoute(app, deps, {
      method: 'POST', url, access, params: questionParamsSchema, body: vennElementBodySchema, response,
      handler: async ({ params, body }) => ({ data: await elements.addVennElement(deps, params.questionId, body), message: saved, status: 201 }),
    });
  }
  for (const url of withAlias('/venn-diagram-element/:id')) {
    defineRoute(app, deps, {
      method: 'PUT', url, access, params: idParamsSchema, body: vennElementBodySchema, response,
      handler: async ({ params, body }) => ({ data: await elements.saveVennElement(deps, params.id, body), message: saved }),
    });
    defineRoute(app, deps, {
      method: 'DELETE', url, access, params: idParamsSchema, query: versionQuerySchema, response,
      handler: async ({ params, query }) => ({ data: await elements.removeElement(deps, params.id, query.version, ['venn-diagram']), message: saved }),
    });
  }
  defineRoute(app, deps, {
    method: 'POST', url: '/component/question/:questionId/typef-column', access, params: questionParamsSchema, body: organizerColumnBodySchema, response,
    handler: async ({ params, body }) => ({ data: await elements.addOrganizerColumn(deps, params.questionId, body), message: saved, status: 201 }),
  });
  defineRoute(app, deps, {
    method: 'PUT', url: '/component/question/typef-column/:id', access, params: idParamsSchema, body: organizerColumnBodySchema, response,
    handler: async ({ params, body }) => ({ data: await elements.saveOrganizerColumn(deps, params.id, body), message: saved }),
  });
  defineRoute(app, deps, {
    method: 'DELETE', url: '/component/question/typef-column/:id', access, params: idParamsSchema, query: versionQuerySchema, response,
    handler: async ({ params, query }) => ({ data: await elements.removeOrganizerColumn(deps, params.id, query.version), message: saved }),
  });
  defineRoute(app, deps, {
    method: 'POST', url: '/component/question/:questionId/typef-element', access, params: questionParamsSchema, body: organizerElementBodySchema, response,
    handler: async ({ params, body }) => ({ data: await elements.addOrganizerElement(deps, params.questionId, body), message: saved, status: 201 }),
  });
  defineRoute(app, deps, {
    method: 'PUT', url: '/component/question/typef-element/:id', access, params: idParamsSchema, body: organizerElementBodySchema, response,
    handler: async ({ params, body }) => ({ data: await elements.saveOrganizerElement(deps, params.id, body), message: saved }),
  });
  defineRoute(app, deps, {
    method: 'DELETE', url: '/component/question/typef-element/:id', access, params: idParamsSchema, query: versionQuerySchema, response,
    handler: async ({ params, query }) => ({ data: await elements.removeElement(deps, params.id, query.version, ['type-f']), message: saved }),
  });
  defineRoute(app, deps, {
    method: 'POST', url: '/component/question/:questionId/fill-in-blank-element', access, params: questionParamsSchema, body: blankBodySchema, response,
    handler: async ({ params, body }) => ({ data: await elements.addBlank(deps, params.questionId, body), message: saved, status: 201 }),
  });
  defineRoute(app, deps, {
    method: 'PUT', url: '/component/question/fill-in-blank-element/:id', access, params: idParamsSchema, body: blankBodySchema, response,
    handler: async ({ params, body }) => ({ data: await elements.saveBlank(deps, params.id, body), message: saved }),
  });
  defineRoute(app, deps, {
    method: 'DELETE', url: '/component/question/fill-in-blank-element/:id', access, params: idParamsSchema, query: versionQuerySchema, response,
    handler: async ({ params, query }) => ({ data: await elements.removeElement(deps, params.id, query.version, ['cloze-sentence', 'fill-in-blank']), message: saved }),
  });
  defineRoute(app, deps, {
    method: 'POST', url: '/component/question/essay/essay-topics', access, body: createEssayTopicBodySchema, response,
    handler: async ({ body }) => ({ data: await essays.addEssayTopic(deps, body), message: saved, status: 201 }),
  });
  defineRoute(app, deps, {
    method: 'PUT', url: '/component/question/essay/essay-topics/:id', access, params: idParamsSchema, body: saveEssayTopicBodySchema, response,
    handler: async ({ params, body }) => ({ data: await essays.saveEssayTopic(deps, params.id, body), message: saved }),
  });
  defineRoute(app, deps, {
    method: 'DELETE', url: '/component/question/essay/essay-topics/:id', access, params: idParamsSchema, query: versionQuerySchema, response,
    handler: async ({ params, query }) => ({ data: await essays.removeEssayPart(deps, 'essay_topics', params.id, query.version), message: saved }),
  });
  defineRoute(app, deps, {
    method: 'POST', url: '/component/question/essay/essay-steps', access, body: createEssayStepBodySchema, response,
    handler: async ({ body }) => ({ data: await essays.addEssayStep(deps, body), message: saved, status: 201 }),
  });
  defineRoute(app, deps, {
    method: 'PUT', url: '/component/question/essay/essay-steps/:id', access, params: idParamsSchema, body: saveEssayStepBodySchema, response,
    handler: async ({ params, body }) => ({ data: await essays.saveEssayStep(deps, params.id, body), message: saved }),
  });
  defineRoute(app, deps, {
    method: 'DELETE', url: '/component/question/essay/essay-steps/:id', access, params: idParamsSchema, query: versionQuerySchema, response,
    handler: async ({ params, query }) => ({ data: await essays.removeEssayPart(deps, 'essay_steps', params.id, query.version), message: saved }),
  });
}
