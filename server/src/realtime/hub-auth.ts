import type { AppContext } from '../app-context';
import { findSessionUser } from '../modules/auth/session.repository';

/**
 * The bearer token of a hub request: the Authorization header (negotiate, POSTs, polls, Node
 * clients) or the `access_token` query parameter that browsers must use for WebSockets and
 * Server-Sent Events. Same rules as authenticateRequest; the hub needs its own entry because a
 * WebSocket upgrade never becomes a Fastify request. Never logged.
 */
export function hubBearerToken(authorization: string | string[] | undefined, accessToken: unknown): string | null {
  const header = Array.isArray(authorization) ? authorization[0] : authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return typeof accessToken === 'string' && accessToken.length > 0 ? accessToken : null;
}

/** The user id behind a live session token; null for none, bad, expired or revoked (all 401). */
export async function authenticateHubToken(ctx: AppContext, token: string | null): Promise<number | null> {
  if (!token) return null;
  const claims = await ctx.tokens.verify(token);
  if (!claims) return null;
  const user = await findSessionUser(ctx.db, claims.jti, claims.userId);
  return user?.id ?? null;
}
