import type { FastifyInstance } from 'fastify';
import { authoredTimelineSchema } from '@domain/authoring/reading-authoring.responses';
import { authoredUnitDraftListSchema, authoredUnitDraftSchema, componentSampleListSchema } from '@domain/authoring/unit-details.responses';
import { saveUnitDetailsBodySchema } from '@domain/authoring/unit-details.schemas';
import { RoleId } from '@domain/identity/role';
import { idParamsSchema } from '@domain/shared/schema-kit';
import type { AppDeps } from '../../../app-deps';
import { defineRoute } from '../../../http/route';
import { PREVIEWERS } from '../lesson-content/lesson-content.routes';
import { BUILDERS } from '../unit-authoring.routes';
import { componentSamples, timelineDraftOfEvent } from './preview-reads.use-cases';
import { saveUnitDetails, unitDraft, unitDrafts } from './unit-details.use-cases';

/**
 * Who may open the unit, skill-unit and unit-dashboard previews (product-spec §6: every previewer but
 * district teachers and support); the route table's PREVIEWERS_NO_TEACHER_SUPPORT.
 */
export const UNIT_PREVIEWERS = [RoleId.SuperAdmin, RoleId.ContentCreator, RoleId.CampusManager] as const;

/** The unit builder's details, the unit drafts its previews read, the timeline-event preview and the component samples (issue 14; api-spec §7.4). */
export function registerUnitDetailsRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineRoute(app, deps, {
    method: 'PUT',
    url: '/unit/:id',
    access: BUILDERS,
    params: idParamsSchema,
    body: saveUnitDetailsBodySchema,
    response: authoredUnitDraftSchema,
    handler: async ({ params, body }) => ({ data: await saveUnitDetails(deps, params.id, body), message: 'changesSaved' }),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/unit/:id/backup',
    access: UNIT_PREVIEWERS,
    params: idParamsSchema,
    response: authoredUnitDraftSchema,
    handler: async ({ params }) => ({ data: await unitDraft(deps, params.id) }),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/units/backups',
    access: UNIT_PREVIEWERS,
    response: authoredUnitDraftListSchema,
    handler: async () => ({ data: await unitDrafts(deps) }),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/timeline/blurb/:id/backup',
    access: PREVIEWERS,
    params: idParamsSchema,
    response: authoredTimelineSchema,
    handler: async ({ params }) => ({ data: await timelineDraftOfEvent(deps, params.id) }),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/components/samples',
    access: BUILDERS,
    response: componentSampleListSchema,
    handler: async () => ({ data: await componentSamples(deps) }),
  });
}
