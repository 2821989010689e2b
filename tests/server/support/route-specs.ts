import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Access, RouteSpec } from '../../../server/src/http/route';

/** What `defineRoute` was given for one route: enough to call it, check its access and generate its input. */
export interface RecordedRoute {
  readonly method: string;
  /** The full path as Fastify registered it (with the /api prefix). */
  readonly url: string;
  readonly access: Access;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly actingFor?: RouteSpec<unknown, unknown, unknown, z.ZodType, Access>['actingFor'];
}

const recorded: RecordedRoute[] = [];

/** Every route declared through `defineRoute` since the module was loaded (one app per test file). */
export function recordedRoutes(): readonly RecordedRoute[] {
  return recorded;
}

type RouteModule = typeof import('../../../server/src/http/route');

/**
 * The route module with `defineRoute` recording each spec before declaring it as usual. The route
 * table Fastify keeps holds no zod schemas, so a test that needs them mocks the module with this:
 *
 *   vi.mock('../../server/src/http/route', async (original) =>
 *     (await import('./support/route-specs')).recordingRouteModule(await original()));
 */
export function recordingRouteModule(original: RouteModule): RouteModule {
  return {
    ...original,
    defineRoute(app: FastifyInstance, ctx, spec: RouteSpec<unknown, unknown, unknown, z.ZodType, Access>) {
      // `prefix` is the path the enclosing plugin was registered under (/api).
      const { method, access, params, query, body, actingFor } = spec;
      recorded.push({ method, url: `${app.prefix}${spec.url}`, access, params, query, body, actingFor });
      original.defineRoute(app, ctx, spec as never);
    },
  } as RouteModule;
}
