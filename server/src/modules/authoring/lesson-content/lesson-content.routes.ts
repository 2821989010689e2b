import type { FastifyInstance } from 'fastify';
import { lessonDraftSchema } from '@domain/authoring/lesson-content.responses';
import { componentDraftSchema } from '@domain/authoring/story-authoring.responses';
import { createComponentBodySchema, moveBodySchema, updateComponentBodySchema, versionQuerySchema } from '@domain/authoring/lesson-content.schemas';
import { RoleId } from '@domain/identity/role';
import { idParamsSchema } from '@domain/shared/schema-kit';
import type { AppDeps } from '../../../app-deps';
import { defineRoute } from '../../../http/route';
import { BUILDERS } from '../unit-authoring.routes';
import * as components from './component-content.use-cases';
import { lessonDraft } from './lesson-draft.use-cases';

/** Who may open a lesson's preview (product-spec §6; the route table's PREVIEWERS). */
export const PREVIEWERS = [RoleId.SuperAdmin, RoleId.ContentCreator, RoleId.DistrictTeacher, RoleId.CampusManager, RoleId.SupportRole] as const;

/**
 * The lesson builder's draft and the component calls of the lesson and story builders (issue 14;
 * api-spec §7.7, `GET lesson/{id}/backup`): a change answers its owner's draft, a lesson's or a story's.
 */
export function registerLessonContentRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineRoute(app, deps, {
    method: 'GET',
    url: '/lesson/:id/backup',
    access: PREVIEWERS,
    params: idParamsSchema,
    response: lessonDraftSchema,
    handler: async ({ params }) => ({ data: await lessonDraft(deps, params.id) }),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/component',
    access: BUILDERS,
    body: createComponentBodySchema,
    response: componentDraftSchema,
    handler: async ({ body }) => ({ data: await components.addComponent(deps, body), message: 'changesSaved', status: 201 }),
  });
  defineRoute(app, deps, {
    method: 'PUT',
    url: '/component/:id',
    access: BUILDERS,
    params: idParamsSchema,
    body: updateComponentBodySchema,
    response: componentDraftSchema,
    handler: async ({ params, body }) => ({ data: await components.saveComponent(deps, params.id, body), message: 'changesSaved' }),
  });
  defineRoute(app, deps, {
    method: 'PATCH',
    url: '/component/:id',
    access: BUILDERS,
    params: idParamsSchema,
    body: moveBodySchema,
    response: componentDraftSchema,
    handler: async ({ params, body }) => ({ data: await components.moveComponent(deps, params.id, body), message: 'changesSaved' }),
  });
  defineRoute(app, deps, {
    method: 'DELETE',
    url: '/component/:id',
    access: BUILDERS,
    params: idParamsSchema,
    query: versionQuerySchema,
    response: componentDraftSchema,
    handler: async ({ params, query }) => ({ data: await components.removeComponent(deps, params.id, query.version), message: 'changesSaved' }),
  });
}
