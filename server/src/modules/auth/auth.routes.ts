import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import {
  credentialsSchema,
  newPasswordSchema,
  passwordResetRequestSchema,
  signupSchema,
} from '@domain/identity/user.schemas';
import { forbidden } from '../../http/app-error';
import { defineRoute } from '../../http/route';
import { signup } from '../users/user-management.use-cases';
import { authenticate } from './authenticate.use-case';
import { clientKeyOf } from './login-throttle';
import { consumePasswordReset, requestPasswordReset } from './password-reset.use-case';
import { revokeSession } from './session.repository';

/** Settings the client needs before sign-in (session idle timing, whether sign-up is open). */
export interface ClientConfig {
  readonly sessionIdleLogoutMs: number;
  readonly sessionIdleWarningBeforeMs: number;
  readonly signupEnabled: boolean;
  readonly ssoConfigured: boolean;
}

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/client-config',
    access: 'public',
    handler: async () => ({
      data: {
        sessionIdleLogoutMs: ctx.config.sessionIdleLogoutMs,
        sessionIdleWarningBeforeMs: ctx.config.sessionIdleWarningBeforeMs,
        signupEnabled: ctx.config.allowSignup,
        ssoConfigured: false,
      } satisfies ClientConfig,
    }),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/user/authenticate',
    access: 'public',
    body: credentialsSchema,
    handler: async ({ body, request }) => ({
      data: await authenticate(ctx, body, clientKeyOf(request)),
      message: 'signedIn',
    }),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/signup',
    access: 'public',
    body: signupSchema,
    handler: async ({ body }) => {
      if (!ctx.config.allowSignup) throw forbidden('forbidden', {}, 'AUTH.SIGNUP_CLOSED');
      return { data: await signup(ctx, body), message: 'signedUp', status: 201 };
    },
  });

  defineRoute(app, ctx, {
    method: 'GET',
    url: '/user/logout',
    access: 'signedIn',
    handler: async ({ user }) => {
      await revokeSession(ctx.db, user.jti);
      ctx.sessions.evictSession(user.jti);
      return { data: null, message: 'signedOut' };
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/User/passwordreset',
    access: 'public',
    body: passwordResetRequestSchema,
    handler: async ({ body, request, language }) => {
      const origin = `${request.protocol}://${request.host}`;
      await requestPasswordReset(ctx, body.emailAddress, origin, language);
      return { data: null, message: 'passwordResetSent' };
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/User/NewPassword',
    access: 'public',
    body: newPasswordSchema,
    handler: async ({ body }) => {
      await consumePasswordReset(ctx, body.token, body.password);
      return { data: null, message: 'passwordResetSuccess' };
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/sso/authenticate',
    access: 'public',
    body: z.unknown(),
    handler: async () => {
      throw forbidden('ssoNotConfigured', {}, 'SSO.NOT_CONFIGURED');
    },
  });
}
