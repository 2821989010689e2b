import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { authenticateResponseSchema } from '@domain/identity/user.responses';
import {
  ssoCallbackQuerySchema,
  ssoRegistrationSchema,
  ssoStartParamsSchema,
  ssoStartQuerySchema,
  ssoTicketBodySchema,
  ssoTicketParamsSchema,
} from '@domain/sso/sso.schemas';
import { ssoProviderListSchema, ssoProviderProfileSchema } from '@domain/sso/sso.responses';
import { defineRoute, notAnEnvelope } from '../../http/route';
import { parseInput, parseParams } from '../../http/validation';
import { registerSsoProviderSettingsRoutes } from './sso-provider-settings.routes';
import { registerWithSso } from './sso-registration.use-case';
import {
  authenticateWithSsoTicket,
  finishSsoCallback,
  listSsoProviders,
  ssoProviderProfile,
  startSsoSignIn,
} from './sso-sign-in.use-cases';

/**
 * Single sign-on with OpenID Connect (issue 16; api-spec §7.3; docs/sso.md). The start and the
 * callback are browser navigations answered with redirects; the rest are the client's JSON calls.
 */
export function registerSsoRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineRoute(app, deps, {
    method: 'GET',
    url: '/sso/providers',
    access: 'public',
    response: ssoProviderListSchema,
    handler: async () => ({ data: await listSsoProviders(deps) }),
  });
  registerSsoProviderSettingsRoutes(app, deps);

  app.get('/sso/start/:providerId', notAnEnvelope('303 redirect to the provider, or to /signin with a reason'), async (request, reply) => {
    const { providerId } = parseParams(ssoStartParamsSchema, request.params);
    const { returnTo } = parseInput(ssoStartQuerySchema, request.query, 'query');
    return reply.redirect(await startSsoSignIn(deps, providerId, returnTo), 303);
  });

  app.get('/sso/callback', notAnEnvelope('303 redirect to /sso-register with a ticket, or to /signin with a reason'), async (request, reply) => {
    const query = parseInput(ssoCallbackQuerySchema, request.query, 'query');
    return reply.redirect(await finishSsoCallback(deps, query), 303);
  });

  defineRoute(app, deps, {
    method: 'POST',
    url: '/sso/authenticate',
    access: 'public',
    body: ssoTicketBodySchema,
    response: authenticateResponseSchema,
    handler: async ({ body }) => ({ data: await authenticateWithSsoTicket(deps, body.ticket), message: 'signedIn' }),
  });

  defineRoute(app, deps, {
    method: 'GET',
    url: '/sso/getuserprofile/:ticket',
    access: 'public',
    params: ssoTicketParamsSchema,
    response: ssoProviderProfileSchema,
    handler: async ({ params }) => ({ data: await ssoProviderProfile(deps, params.ticket) }),
  });

  // api-spec lists both paths; they are one call (docs/decisions.md, "Single sign-on").
  for (const url of ['/sso/registeruser', '/User/registeruser']) {
    defineRoute(app, deps, {
      method: 'POST',
      url,
      access: 'public',
      body: ssoRegistrationSchema,
      response: authenticateResponseSchema,
      handler: async ({ body }) => ({ data: await registerWithSso(deps, body), message: 'ssoRegistered', status: 201 }),
    });
  }
}
