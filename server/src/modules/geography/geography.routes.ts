import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { GEOGRAPHY_WRITERS } from '@domain/identity/permissions';
import {
  districtInputSchema,
  nameParamsSchema,
  schoolInputSchema,
  schoolListParamsSchema,
  stateInputSchema,
} from '@domain/geography/geography.schemas';
import {
  districtListSchema,
  districtSchema,
  schoolListSchema,
  schoolSchema,
  stateListSchema,
  stateSchema,
} from '@domain/geography/geography.responses';
import { idParamsSchema, idSchema, noDataSchema } from '@domain/shared/schema-kit';
import { defineRoute, type ResponseData } from '../../http/route';
import * as reads from './geography-read.use-cases';
import * as useCases from './geography.use-cases';

/**
 * States, districts and schools (api-spec §7.12). Reads are public because sign-up offers them;
 * writes check role and scope in the use cases. FindByName: found = taken, 404 = available.
 * Each write route admits only the writers of its kind, so a role that may never write a kind
 * gets 403 before its ids are looked up or its body validated (not a 404 or 400 that says more).
 * A list under an unknown parent is 404, as for user lists.
 */
export function registerGeographyRoutes(app: FastifyInstance, deps: AppDeps): void {
  const get = <P, R extends z.ZodType>(url: string, response: R, params: z.ZodType<P> | undefined, load: (p: P) => Promise<ResponseData<R>>) =>
    defineRoute(app, deps, { method: 'GET', url, access: 'public', response, params, handler: async ({ params: p }) => ({ data: await load(p) }) });

  get('/State', stateListSchema, undefined, () => reads.listStates(deps));
  get('/State/FindByName/:name', stateSchema, nameParamsSchema, (p) => reads.findStateNamed(deps, p.name));
  get('/State/:id', stateSchema, idParamsSchema, (p) => reads.getState(deps, p.id));

  get('/District', districtListSchema, undefined, () => reads.listDistricts(deps));
  get('/District/GetByStateId/:id', districtListSchema, idParamsSchema, (p) => reads.listDistrictsOfState(deps, p.id));
  get('/District/FindByName/:name', districtSchema, nameParamsSchema, (p) => reads.findDistrictNamed(deps, p.name));
  get('/District/:id', districtSchema, idParamsSchema, (p) => reads.getDistrict(deps, p.id));

  get('/School', schoolListSchema, undefined, () => reads.listSchools(deps));
  get('/School/GetByDistrictId/:id', schoolListSchema, idParamsSchema, (p) => reads.listSchoolsOfDistrict(deps, p.id));
  get('/School/FindByName/:name', schoolSchema, nameParamsSchema, (p) => reads.findSchoolNamed(deps, p.name));
  get(
    '/School/:apiPath/:id',
    schoolListSchema,
    schoolListParamsSchema,
    (p) => (p.apiPath === 'GetAll' ? reads.listSchools(deps) : reads.listSchoolsOfState(deps, p.id)),
  );
  get('/School/:id', schoolSchema, idParamsSchema, (p) => reads.getSchool(deps, p.id));

  defineRoute(app, deps, {
    method: 'POST',
    url: '/State',
    response: stateSchema,
    access: GEOGRAPHY_WRITERS.state,
    body: stateInputSchema,
    handler: async ({ user, body }) => ({ data: await useCases.createState(deps, user, body), message: 'stateAdded', status: 201 }),
  });
  defineRoute(app, deps, {
    method: 'PUT',
    url: '/State/:id',
    response: stateSchema,
    access: GEOGRAPHY_WRITERS.state,
    params: idParamsSchema,
    body: stateInputSchema,
    handler: async ({ user, params, body }) => ({ data: await useCases.updateState(deps, user, params.id, body), message: 'stateUpdated' }),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/District',
    response: districtSchema,
    access: GEOGRAPHY_WRITERS.district,
    body: districtInputSchema,
    handler: async ({ user, body }) => ({
      data: await useCases.createDistrict(deps, user, body),
      message: 'districtAdded',
      status: 201,
    }),
  });
  defineRoute(app, deps, {
    method: 'PUT',
    url: '/District/:id',
    response: districtSchema,
    access: GEOGRAPHY_WRITERS.district,
    params: idParamsSchema,
    body: districtInputSchema,
    handler: async ({ user, params, body }) => ({
      data: await useCases.updateDistrict(deps, user, params.id, body),
      message: 'districtUpdated',
    }),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/School',
    response: schoolSchema,
    access: GEOGRAPHY_WRITERS.school,
    body: schoolInputSchema,
    handler: async ({ user, body }) => ({ data: await useCases.createSchool(deps, user, body), message: 'schoolAdded', status: 201 }),
  });
  defineRoute(app, deps, {
    method: 'PUT',
    url: '/School/:id',
    response: schoolSchema,
    access: GEOGRAPHY_WRITERS.school,
    params: idParamsSchema,
    body: schoolInputSchema,
    handler: async ({ user, params, body }) => ({
      data: await useCases.updateSchool(deps, user, params.id, body),
      message: 'schoolUpdated',
    }),
  });

  const removals = [
    ['/State/:id', 'state', 'stateRemoved'],
    ['/District/:id', 'district', 'districtRemoved'],
    ['/School/:id', 'school', 'schoolRemoved'],
  ] as const;
  for (const [url, kind, message] of removals) {
    defineRoute(app, deps, {
      method: 'DELETE',
      url,
      response: noDataSchema,
      access: GEOGRAPHY_WRITERS[kind],
      params: z.object({ id: idSchema }),
      handler: async ({ user, params }) => {
        await useCases.removePlace(deps, user, kind, params.id);
        return { data: null, message };
      },
    });
  }
}
