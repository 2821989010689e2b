import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { GEOGRAPHY_WRITERS } from '@domain/identity/permissions';
import {
  districtInputSchema,
  nameParamsSchema,
  schoolInputSchema,
  stateInputSchema,
} from '@domain/geography/geography.schemas';
import { idParamsSchema, idSchema } from '@domain/shared/schema-kit';
import { notFound } from '../../http/app-error';
import { defineRoute } from '../../http/route';
import * as geo from './geography.repository';
import * as useCases from './geography.use-cases';

function found<T>(value: T | null): T {
  if (value === null) throw notFound();
  return value;
}

/**
 * States, districts and schools (api-spec §7.12). Reads are public because sign-up offers them;
 * writes check role and scope in the use cases. FindByName: found = taken, 404 = available.
 * Each write route admits only the writers of its kind, so a role that may never write a kind
 * gets 403 before its ids are looked up or its body validated (not a 404 or 400 that says more).
 * A list under an unknown parent is 404, as for user lists.
 */
export function registerGeographyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const get = <P>(url: string, params: z.ZodType<P> | undefined, load: (p: P) => Promise<unknown>) =>
    defineRoute(app, ctx, { method: 'GET', url, access: 'public', params, handler: async ({ params: p }) => ({ data: await load(p) }) });

  get('/State', undefined, () => geo.listStates(ctx.db));
  get('/State/FindByName/:name', nameParamsSchema, async (p) => found(await geo.findStateByName(ctx.db, p.name)));
  get('/State/:id', idParamsSchema, async (p) => found(await geo.findState(ctx.db, p.id)));

  get('/District', undefined, () => geo.listDistricts(ctx.db));
  get('/District/GetByStateId/:id', idParamsSchema, async (p) => {
    found(await geo.findState(ctx.db, p.id));
    return geo.listDistricts(ctx.db, p.id);
  });
  get('/District/FindByName/:name', nameParamsSchema, async (p) => found(await geo.findDistrictByName(ctx.db, p.name)));
  get('/District/:id', idParamsSchema, async (p) => found(await geo.findDistrict(ctx.db, p.id)));

  get('/School', undefined, () => geo.listSchools(ctx.db));
  get('/School/GetByDistrictId/:id', idParamsSchema, async (p) => {
    found(await geo.findDistrict(ctx.db, p.id));
    return geo.listSchools(ctx.db, { by: 'district', id: p.id });
  });
  get('/School/FindByName/:name', nameParamsSchema, async (p) => found(await geo.findSchoolByName(ctx.db, p.name)));
  get(
    '/School/:apiPath/:id',
    z.object({ apiPath: z.enum(['GetAll', 'GetByStateId']), id: z.coerce.number().int().min(0) }),
    async (p) => {
      if (p.apiPath === 'GetAll') return geo.listSchools(ctx.db);
      found(await geo.findState(ctx.db, p.id));
      return geo.listSchools(ctx.db, { by: 'state', id: p.id });
    },
  );
  get('/School/:id', idParamsSchema, async (p) => found(await geo.findSchool(ctx.db, p.id)));

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/State',
    access: GEOGRAPHY_WRITERS.state,
    body: stateInputSchema,
    handler: async ({ user, body }) => ({ data: await useCases.createState(ctx, user, body), message: 'stateAdded', status: 201 }),
  });
  defineRoute(app, ctx, {
    method: 'PUT',
    url: '/State/:id',
    access: GEOGRAPHY_WRITERS.state,
    params: idParamsSchema,
    body: stateInputSchema,
    handler: async ({ user, params, body }) => ({ data: await useCases.updateState(ctx, user, params.id, body), message: 'stateUpdated' }),
  });
  defineRoute(app, ctx, {
    method: 'POST',
    url: '/District',
    access: GEOGRAPHY_WRITERS.district,
    body: districtInputSchema,
    handler: async ({ user, body }) => ({
      data: await useCases.createDistrict(ctx, user, body),
      message: 'districtAdded',
      status: 201,
    }),
  });
  defineRoute(app, ctx, {
    method: 'PUT',
    url: '/District/:id',
    access: GEOGRAPHY_WRITERS.district,
    params: idParamsSchema,
    body: districtInputSchema,
    handler: async ({ user, params, body }) => ({
      data: await useCases.updateDistrict(ctx, user, params.id, body),
      message: 'districtUpdated',
    }),
  });
  defineRoute(app, ctx, {
    method: 'POST',
    url: '/School',
    access: GEOGRAPHY_WRITERS.school,
    body: schoolInputSchema,
    handler: async ({ user, body }) => ({ data: await useCases.createSchool(ctx, user, body), message: 'schoolAdded', status: 201 }),
  });
  defineRoute(app, ctx, {
    method: 'PUT',
    url: '/School/:id',
    access: GEOGRAPHY_WRITERS.school,
    params: idParamsSchema,
    body: schoolInputSchema,
    handler: async ({ user, params, body }) => ({
      data: await useCases.updateSchool(ctx, user, params.id, body),
      message: 'schoolUpdated',
    }),
  });

  const removals = [
    ['/State/:id', 'state', 'stateRemoved'],
    ['/District/:id', 'district', 'districtRemoved'],
    ['/School/:id', 'school', 'schoolRemoved'],
  ] as const;
  for (const [url, kind, message] of removals) {
    defineRoute(app, ctx, {
      method: 'DELETE',
      url,
      access: GEOGRAPHY_WRITERS[kind],
      params: z.object({ id: idSchema }),
      handler: async ({ user, params }) => {
        await useCases.removePlace(ctx, user, kind, params.id);
        return { data: null, message };
      },
    });
  }
}
