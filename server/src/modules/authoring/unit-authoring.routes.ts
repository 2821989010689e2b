import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createUnitBodySchema, renameUnitBodySchema, unitPatchBodySchema } from '@domain/authoring/authoring.schemas';
import { authoredUnitDetailsSchema, authoredUnitSchema, authoringChangeSchema, unitTypeSchema } from '@domain/authoring/authoring.responses';
import { RoleId } from '@domain/identity/role';
import { idParamsSchema } from '@domain/shared/schema-kit';
import type { AppDeps } from '../../app-deps';
import { defineRoute } from '../../http/route';
import * as units from './unit-authoring.use-cases';

/** Who builds the course: the back office's calls admit these roles only (decisions: "Back office"). */
export const BUILDERS = [RoleId.SuperAdmin, RoleId.ContentCreator] as const;

/** The course dashboard's unit calls (api-spec §7.4). */
export function registerUnitAuthoringRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineRoute(app, deps, {
    method: 'GET',
    url: '/unit/types',
    access: BUILDERS,
    response: z.array(unitTypeSchema),
    handler: async () => ({ data: units.listUnitTypes() }),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/units/unitData',
    access: BUILDERS,
    response: z.array(authoredUnitSchema),
    handler: async () => ({ data: await units.listAuthoredUnits(deps) }),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/:id/unit-details',
    access: BUILDERS,
    params: idParamsSchema,
    response: authoredUnitDetailsSchema,
    handler: async ({ params }) => ({ data: await units.authoredUnitDetails(deps, params.id) }),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/unit',
    access: BUILDERS,
    body: createUnitBodySchema,
    response: authoredUnitSchema,
    handler: async ({ user, body }) => ({ data: await units.createUnit(deps, user, body.unitTypeId), message: 'changesSaved', status: 201 }),
  });
  defineRoute(app, deps, {
    method: 'PATCH',
    url: '/unit/:id/change-name',
    access: BUILDERS,
    params: idParamsSchema,
    body: renameUnitBodySchema,
    response: authoredUnitSchema,
    handler: async ({ params, body }) => ({ data: await units.renameUnit(deps, params.id, body), message: 'changesSaved' }),
  });
  defineRoute(app, deps, {
    method: 'PATCH',
    url: '/unit/:id',
    access: BUILDERS,
    params: idParamsSchema,
    body: unitPatchBodySchema,
    // The acronym answers the unit; a move answers whether students need a publish to see it.
    response: z.union([authoredUnitSchema, authoringChangeSchema]),
    handler: async ({ params, body }) => {
      if ('oldOrder' in body) {
        const { change, message } = await units.moveUnit(deps, params.id, body);
        return { data: change, message };
      }
      return { data: await units.setUnitAcronym(deps, params.id, body.version, body.specialUnitAcronym), message: 'changesSaved' };
    },
  });
  defineRoute(app, deps, {
    method: 'DELETE',
    url: '/unit/:id',
    access: BUILDERS,
    params: idParamsSchema,
    response: authoringChangeSchema,
    handler: async ({ params }) => {
      const { change, message } = await units.removeUnit(deps, params.id);
      return { data: change, message };
    },
  });
}
