import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import {
  credentialsSchema,
  newPasswordSchema,
  passwordResetRequestSchema,
  signupSchema,
} from '@domain/identity/user.schemas';
import { appError } from '../../http/app-error';
import { defineRoute } from '../../http/route';
import { authenticateResponseSchema, clientConfigSchema, managedUserSchema } from '@domain/identity/user.responses';
import { noDataSchema } from '@domain/shared/schema-kit';
import { sessionSettings } from '../configuration/configuration-settings.use-cases';
import { signup } from '../users/user-management.use-cases';
import { authenticate } from './authenticate.use-case';
import { knownDeviceCookie, readKnownDevice } from './known-device';
import { ThrottledSignIn } from './login-throttle';
import { consumePasswordReset, requestPasswordReset } from './password-reset.use-case';
import { listSsoProviders } from '../sso/sso-sign-in.use-cases';
import { signOut } from './sign-out.use-case';


export function registerAuthRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineRoute(app, deps, {
    method: 'GET',
    url: '/client-config',
    response: clientConfigSchema,
    access: 'public',
    handler: async () => {
      // The environment's provider and the super admin's enabled ones (docs/sso.md).
      const ssoProviders = await listSsoProviders(deps);
      return {
        data: {
          ...sessionSettings(deps),
          signupEnabled: deps.config.allowSignup,
          ssoConfigured: ssoProviders.length > 0,
          ssoProviders,
          qaTracing: deps.config.qaTracing,
        },
      };
    },
  });

  defineRoute(app, deps, {
    method: 'POST',
    url: '/user/authenticate',
    response: authenticateResponseSchema,
    access: 'public',
    body: credentialsSchema,
    handler: async ({ body, request, reply }) => {
      const device = readKnownDevice(deps.tokens, request);
      try {
        const signedIn = await authenticate(deps, body, { address: request.ip, device });
        const secure = request.protocol === 'https';
        reply.header('set-cookie', knownDeviceCookie(deps.tokens, signedIn.device, { secure, maxAgeMs: deps.config.loginThrottle.knownDeviceMs }));
        return { data: signedIn.session, message: 'signedIn' };
      } catch (error) {
        if (error instanceof ThrottledSignIn) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
    },
  });

  defineRoute(app, deps, {
    method: 'POST',
    url: '/signup',
    response: managedUserSchema,
    access: 'public',
    body: signupSchema,
    handler: async ({ body }) => {
      if (!deps.config.allowSignup) throw appError('AUTH.SIGNUP_CLOSED');
      return { data: await signup(deps, body), message: 'signedUp', status: 201 };
    },
  });

  defineRoute(app, deps, {
    method: 'GET',
    url: '/user/logout',
    response: noDataSchema,
    access: 'signedIn',
    handler: async ({ user }) => {
      await signOut(deps, user);
      return { data: null, message: 'signedOut' };
    },
  });

  defineRoute(app, deps, {
    method: 'POST',
    url: '/User/passwordreset',
    response: noDataSchema,
    access: 'public',
    body: passwordResetRequestSchema,
    handler: async ({ body, request, language }) => {
      await requestPasswordReset(deps, body.emailAddress, request.ip, language);
      return { data: null, message: 'passwordResetSent' };
    },
  });

  defineRoute(app, deps, {
    method: 'POST',
    url: '/User/NewPassword',
    response: noDataSchema,
    access: 'public',
    body: newPasswordSchema,
    handler: async ({ body }) => {
      await consumePasswordReset(deps, body.token, body.password);
      return { data: null, message: 'passwordResetSuccess' };
    },
  });
}
