import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { authenticateHubToken, hubBearerToken, type HubCaller } from './hub-auth';
import { hubError } from './hub-http-reply';

/** Who is calling, per hub HTTP request, once the onRequest hook authenticated it. */
export interface HubCallers {
  /** The authenticated caller; only valid after `authenticate` let the request through. */
  callerOf(request: FastifyRequest): HubCaller;
  /** onRequest hook: 401 for a missing, bad, expired or revoked token, before any body is read. */
  authenticate(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
}

export function createHubCallers(ctx: AppContext): HubCallers {
  const callers = new WeakMap<FastifyRequest, HubCaller>();
  return {
    callerOf(request) {
      const caller = callers.get(request);
      if (!caller) throw new Error('Hub request was not authenticated');
      return caller;
    },
    async authenticate(request, reply) {
      const token = hubBearerToken(request.headers.authorization, (request.query as Record<string, unknown> | undefined)?.access_token);
      const caller = await authenticateHubToken(ctx, token);
      if (!caller) return hubError(reply, 401, 'Unauthorized');
      callers.set(request, caller);
      return undefined;
    },
  };
}
