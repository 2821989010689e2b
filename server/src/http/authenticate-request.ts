import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import type { AuthUser } from '../modules/auth/auth-user';
import { findSessionUser } from '../modules/auth/session.repository';
import { appError } from './app-error';

/**
 * The bearer token of a request: the Authorization header, or the `access_token` query parameter
 * that browsers must use for WebSockets and Server-Sent Events (the hub). Never logged.
 */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.access_token;
  return typeof fromQuery === 'string' && fromQuery.length > 0 ? fromQuery : null;
}

/**
 * Resolves the caller: null without a token; 401 for a bad, expired or revoked one. Verified sessions
 * are cached (session-cache.ts); revocations reach every process through NOTIFY.
 */
export async function authenticateRequest(ctx: AppContext, request: FastifyRequest): Promise<AuthUser | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const cached = ctx.sessions.get(token);
  if (cached) return cached.user;
  const started = ctx.sessions.generation();
  const claims = await ctx.tokens.verify(token);
  if (!claims) throw appError('AUTH.INVALID_TOKEN');
  const user = await findSessionUser(ctx.db, claims.jti, claims.userId);
  if (!user) throw appError('AUTH.SESSION_ENDED');
  ctx.sessions.put(token, user, claims.expiresAtMs, started);
  return user;
}
