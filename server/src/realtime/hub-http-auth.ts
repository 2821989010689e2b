import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import type { AuthUser } from '../modules/auth/auth-user';
import { authenticateHubToken, hubBearerToken } from './hub-auth';
import { hubError } from './hub-http-reply';

/** Who is calling, per hub HTTP request, once the onRequest hook authenticated it. */
export interface HubCallers {
  /** The authenticated caller; only valid after `authenticate` let the request through. */
  callerOf(request: FastifyRequest): AuthUser;
  /** onRequest hook: 401 for a missing, bad, expired or revoked token, before any body is read. */
  authenticate(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
}

export function createHubCallers(ctx: AppContext): HubCallers {
  const users = new WeakMap<FastifyRequest, AuthUser>();
  return {
    callerOf(request) {
      const user = users.get(request);
      if (!user) throw new Error('Hub request was not authenticated');
      return user;
    },
    async authenticate(request, reply) {
      const token = hubBearerToken(request.headers.authorization, (request.query as Record<string, unknown> | undefined)?.access_token);
      const user = await authenticateHubToken(ctx, token);
      if (!user) return hubError(reply, 401, 'Unauthorized');
      users.set(request, user);
      return undefined;
    },
  };
}
