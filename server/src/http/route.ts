import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RoleId } from '@domain/identity/role';
import type { Language } from '@domain/shared/constants';
import { StatusType } from '@domain/shared/envelope';
import { renderMessage, type MessageKey, type MessageValue } from '@domain/shared/messages';
import type { AppContext } from '../app-context';
import type { AuthUser } from '../modules/auth/auth-user';
import { servedUser, type ActingFor } from '../modules/support/acting-session';
import { recordSupportChange } from '../modules/support/support-audit';
import { appError } from './app-error';
import { authenticateRequest } from './authenticate-request';
import { requestLanguage } from './language';
import { ResponseDriftError, responseIssues } from './response-check';
import { parseInput, parseParams } from './validation';
import { framedBySameOrigin } from './security-headers';

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
  readonly values?: Readonly<Record<string, MessageValue>>;
  readonly status?: 200 | 201 | 202;
  readonly statusType?: StatusType;
}

/**
 * A whole envelope already serialised by the route (a hot read that keeps its published part as
 * bytes, lesson-view.encoder.ts): sent as it is, 200, JSON. With `checkResponses` on it is parsed back
 * and checked like any other answer, so bytes and schema cannot drift apart unnoticed in tests.
 */
export interface SerialisedEnvelope {
  readonly serialisedEnvelope: Buffer;
}

/** What a handler may answer for a schema: its output, read-only all the way down (views are readonly). */
export type ResponseData<S extends z.ZodType> = Immutable<z.output<S>>;
type Immutable<T> = T extends ReadonlyArray<infer U> ? readonly Immutable<U>[] : T extends object ? { readonly [K in keyof T]: Immutable<T[K]> } : T;

/**
 * What a route answers, kept on the route's Fastify config so the route table can be checked:
 * the zod schema of the envelope's `data`, or, for the few answers that are no JSON envelope
 * (media bytes), a note saying what they are instead.
 */
export type ResponseContract = { readonly data: z.ZodType } | { readonly notAnEnvelope: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    responseContract?: ResponseContract;
    /** How the route serves a support user acting for a teacher (`RouteSpec.actingFor`). */
    actingFor?: ActingFor;
  }
}

/** Route options for an answer that is not a JSON envelope, so the route table lists it as such. */
export function notAnEnvelope(what: string): { config: { responseContract: ResponseContract }; onRequest: typeof framedBySameOrigin } {
  return { config: { responseContract: { notAnEnvelope: what } }, onRequest: framedBySameOrigin };
}

export interface RouteSpec<B, P, Q, R extends z.ZodType, A extends Access> {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly url: string;
  readonly access: A;
  readonly body?: z.ZodType<B>;
  readonly params?: z.ZodType<P>;
  readonly query?: z.ZodType<Q>;
  /** The schema of the envelope's `data` (shared with the client adapter); `z.null()` for none. */
  readonly response: R;
  readonly bodyLimit?: number;
  /**
   * A teacher's call a support user makes for the teacher they act for (acting-session.ts): they are
   * served as that teacher, and every change they make is recorded in the support audit trail.
   */
  readonly actingFor?: ActingFor;
  readonly handler: (call: RouteCall<B, P, Q, A extends 'public' ? AuthUser | null : AuthUser>) => Promise<RouteResult<ResponseData<R>> | SerialisedEnvelope>;
}

/**
 * Declares an API route the one way routes are made here: parse the params, query and body with
 * the shared zod schemas, resolve and check the caller, run the handler, answer in the envelope.
 * Failures are thrown as AppError and rendered by the app's error handler. With `checkResponses`
 * on (tests, development, the browser journeys), the answer's data is checked against the declared
 * response schema and drift becomes a logged 500; production skips the check (hot path).
 */
export function defineRoute<B = undefined, P = undefined, Q = undefined, R extends z.ZodType = z.ZodType, const A extends Access = Access>(
  app: FastifyInstance,
  ctx: AppContext,
  spec: RouteSpec<B, P, Q, R, A>,
): void {
  const checkResponses = ctx.config.checkResponses;
  app.route({
    method: spec.method,
    url: spec.url,
    bodyLimit: spec.bodyLimit,
    config: { responseContract: { data: spec.response }, actingFor: spec.actingFor },
    handler: async (request, reply) => {
      const signedIn = await authenticateRequest(ctx, request);
      const route = `${request.method} ${request.routeOptions.url ?? spec.url}`;
      const caller = signedIn && { ...signedIn, via: route };
      // Before the role check: a support user acting for a teacher is checked as that teacher.
      const user = caller && spec.actingFor ? servedUser(caller, spec.actingFor) : caller;
      if (spec.access !== 'public') {
        if (!user) throw appError('AUTH.UNAUTHENTICATED');
        if (Array.isArray(spec.access) && !spec.access.includes(user.roleId)) throw appError('FORBIDDEN');
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
      if ('serialisedEnvelope' in result) return sendSerialised(spec, request, reply, result.serialisedEnvelope, checkResponses);
      const data = result.data ?? null;
      if (checkResponses) {
        const issues = responseIssues(spec.response, data);
        if (issues.length > 0) throw new ResponseDriftError(`${spec.method} ${request.routeOptions.url ?? spec.url}`, issues);
      }
      // Support acting for a teacher: the change succeeded, so it joins the audit trail now.
      if (user?.actingSupportUserId !== undefined && request.method !== 'GET') await recordSupportChange(ctx.db, user, route, params, query, body);
      reply.status(result.status ?? 200);
      return {
        data,
        statusType: result.statusType ?? StatusType.Success,
        statusMessage: renderMessage(result.message ?? 'ok', language, result.values),
      };
    },
  });
}

/** Read routes only: a change must go through the envelope path, which joins the support audit trail. */
function sendSerialised(spec: { method: string; url: string; response: z.ZodType }, request: FastifyRequest, reply: FastifyReply, bytes: Buffer, check: boolean): Buffer {
  if (spec.method !== 'GET') throw new Error(`${spec.method} ${spec.url}: only GET routes may answer a serialised envelope`);
  if (check) {
    const envelope = JSON.parse(bytes.toString('utf8')) as Record<string, unknown>;
    const issues = responseIssues(spec.response, envelope.data);
    const keys = Object.keys(envelope).join();
    if (keys !== 'data,statusType,statusMessage') issues.push({ path: '(envelope)', message: `keys ${keys}` });
    if (issues.length > 0) throw new ResponseDriftError(`${spec.method} ${request.routeOptions.url ?? spec.url}`, issues);
  }
  reply.status(200).header('content-type', 'application/json; charset=utf-8');
  return bytes;
}
