import type { FastifyInstance } from 'fastify';
import { publishedUnitListSchema } from '@domain/authoring/published-units.responses';
import type { AppDeps } from '../../app-deps';
import { defineRoute } from '../../http/route';
import { listPublishedUnits } from './published-unit-list.use-cases';
import { BUILDERS } from './unit-authoring.routes';

/** `GET publishedUnitList` (api-spec §7.5): builders only, like every back-office read of the course. */
export function registerPublishedUnitListRoute(app: FastifyInstance, deps: AppDeps): void {
  defineRoute(app, deps, {
    method: 'GET',
    url: '/publishedUnitList',
    access: BUILDERS,
    response: publishedUnitListSchema,
    handler: async () => ({ data: await listPublishedUnits(deps) }),
  });
}
