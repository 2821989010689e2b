import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import type { AuthUser } from '../modules/auth/auth-user';
import { withActingTeacher } from '../modules/support/acting-session';
import { appError } from './app-error';

/**
 * The bearer token of an API request: the Authorization header only. A query-string token
 * (`?access_token=`) is ignored here: it is accepted only by the hub (hub-auth.ts), where a browser
 * cannot send a header, because URLs end up in logs, histories and Referer headers.
 */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return null;
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
  const found = await ctx.sessions.lookup({ jti: claims.jti, userId: claims.userId });
  if (!found) throw appError('AUTH.SESSION_ENDED');
  const user = await withActingTeacher(ctx.db, found);
  ctx.sessions.put(token, user, claims.expiresAtMs, started);
  return user;
}
