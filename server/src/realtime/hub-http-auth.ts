import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { authenticateHubToken, hubBearerToken } from './hub-auth';
import { hubError } from './hub-http-reply';

/** Who is calling, per hub HTTP request, once the onRequest hook authenticated it. */
export interface HubCallers {
  /** The authenticated user's id; only valid after `authenticate` let the request through. */
  userOf(request: FastifyRequest): number;
  /** onRequest hook: 401 for a missing, bad, expired or revoked token, before any body is read. */
  authenticate(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
}

export function createHubCallers(ctx: AppContext): HubCallers {
  const users = new WeakMap<FastifyRequest, number>();
  return {
    userOf(request) {
      const userId = users.get(request);
      if (userId === undefined) throw new Error('Hub request was not authenticated');
      return userId;
    },
    async authenticate(request, reply) {
      const token = hubBearerToken(request.headers.authorization, (request.query as Record<string, unknown> | undefined)?.access_token);
      const userId = await authenticateHubToken(ctx, token);
      if (userId === null) return hubError(reply, 401, 'Unauthorized');
      users.set(request, userId);
      return undefined;
    },
  };
}
