import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RoleId } from '@domain/identity/role';
import type { Language } from '@domain/shared/constants';
import { StatusType } from '@domain/shared/envelope';
import { renderMessage, type MessageKey } from '@domain/shared/messages';
import type { AppContext } from '../app-context';
import type { AuthUser } from '../modules/auth/auth-user';
import { forbidden, unauthenticated } from './app-error';
import { authenticateRequest } from './authenticate-request';
import { requestLanguage } from './language';
import { parseInput, parseParams } from './validation';

/** Who may call: anyone, any signed-in user, or signed-in users of the listed roles. */
export type Access = 'public' | 'signedIn' | readonly RoleId[];

export interface RouteCall<B, P, Q, U> {
  readonly body: B;
  readonly params: P;
  readonly query: Q;
  readonly user: U;
  readonly language: Language;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

export interface RouteResult<T> {
  readonly data: T;
  readonly message?: MessageKey;
  readonly values?: Record<string, string>;
  readonly status?: 200 | 201 | 202;
  readonly statusType?: StatusType;
}

export interface RouteSpec<B, P, Q, T, A extends Access> {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly url: string;
  readonly access: A;
  readonly body?: z.ZodType<B>;
  readonly params?: z.ZodType<P>;
  readonly query?: z.ZodType<Q>;
  readonly bodyLimit?: number;
  readonly handler: (call: RouteCall<B, P, Q, A extends 'public' ? AuthUser | null : AuthUser>) => Promise<RouteResult<T>>;
}

/**
 * Declares an API route the one way routes are made here: parse the params, query and body with
 * the shared zod schemas, resolve and check the caller, run the handler, answer in the envelope.
 * Failures are thrown as AppError and rendered by the app's error handler.
 */
export function defineRoute<B = undefined, P = undefined, Q = undefined, T = unknown, const A extends Access = Access>(
  app: FastifyInstance,
  ctx: AppContext,
  spec: RouteSpec<B, P, Q, T, A>,
): void {
  app.route({
    method: spec.method,
    url: spec.url,
    bodyLimit: spec.bodyLimit,
    handler: async (request, reply) => {
      const user = await authenticateRequest(ctx, request);
      if (spec.access !== 'public') {
        if (!user) throw unauthenticated();
        if (Array.isArray(spec.access) && !spec.access.includes(user.roleId)) throw forbidden();
      }
      const params = (spec.params ? parseParams(spec.params, request.params) : undefined) as P;
      const query = (spec.query ? parseInput(spec.query, request.query, 'query') : undefined) as Q;
      const body = (spec.body ? parseInput(spec.body, request.body, 'body') : undefined) as B;
      const language = requestLanguage(request);
      const result = await spec.handler({
        body,
        params,
        query,
        user: user as A extends 'public' ? AuthUser | null : AuthUser,
        language,
        request,
        reply,
      });
      reply.status(result.status ?? 200);
      return {
        data: result.data ?? null,
        statusType: result.statusType ?? StatusType.Success,
        statusMessage: renderMessage(result.message ?? 'ok', language, result.values),
      };
    },
  });
}
