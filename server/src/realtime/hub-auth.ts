import type { AppContext } from '../app-context';
import type { AuthUser } from '../modules/auth/auth-user';
import { withActingTeacher } from '../modules/support/acting-session';

/**
 * The bearer token of a hub request: the Authorization header (negotiate, POSTs, polls, Node
 * clients) or the `access_token` query parameter that browsers must use for WebSockets and
 * Server-Sent Events. Never logged.
 */
export function hubBearerToken(authorization: string | string[] | undefined, accessToken: unknown): string | null {
  const header = Array.isArray(authorization) ? authorization[0] : authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return typeof accessToken === 'string' && accessToken.length > 0 ? accessToken : null;
}

/** Who opens a hub connection: the session's user, and when that session's token expires. */
export interface HubCaller {
  readonly user: AuthUser;
  readonly sessionExpiresAtMs: number;
}

/**
 * The session behind a token; null for none, bad, expired or revoked (all 401). The same steps as
 * authenticateRequest (session cache, then signature and session row), which the hub cannot call:
 * a WebSocket upgrade never becomes a Fastify request.
 */
export async function authenticateHubToken(ctx: AppContext, token: string | null): Promise<HubCaller | null> {
  if (!token) return null;
  const cached = ctx.sessions.get(token);
  if (cached) return { user: cached.user, sessionExpiresAtMs: cached.tokenExpiresAtMs };
  const started = ctx.sessions.generation();
  const claims = await ctx.tokens.verify(token);
  if (!claims) return null;
  const found = await ctx.sessions.lookup({ jti: claims.jti, userId: claims.userId });
  if (!found) return null;
  // The cache is shared with the API: a support user's entry carries their acting choice there too.
  const user = await withActingTeacher(ctx.db, found);
  ctx.sessions.put(token, user, claims.expiresAtMs, started);
  return { user, sessionExpiresAtMs: claims.expiresAtMs };
}
