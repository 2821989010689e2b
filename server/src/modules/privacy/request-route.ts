import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The request a use case runs for, so the disclosure recorder can note the call that showed a
 * student's record without every use case passing it down (use cases take deps, viewer and input).
 */
const currentRequest = new AsyncLocalStorage<FastifyRequest>();

/**
 * Runs every handler of `app` (hooks apply to the routes of the plugin they are added to, whatever
 * the order) inside its request's context. preHandler comes after the body was read, whose stream
 * events would lose the context if it were entered earlier.
 */
export function trackRequestRoutes(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => currentRequest.run(request, done));
}

/** `METHOD /api/path/:param` of the request being handled (the route's pattern: no ids, no query, no token), or null outside one. */
export function currentRoute(): string | null {
  const request = currentRequest.getStore();
  if (!request) return null;
  return `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`;
}
