import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_HUB_PATH } from '@domain/notifications/notification-hub.contract';
import type { Hub } from './hub';
import { hubError } from './hub-http-reply';
import type { HubCallers } from './hub-http-auth';

/** The highest negotiate protocol version this server speaks (TransportProtocols.md). */
const MAX_NEGOTIATE_VERSION = 1;

const AVAILABLE_TRANSPORTS = [
  { transport: 'WebSockets', transferFormats: ['Text', 'Binary'] },
  { transport: 'ServerSentEvents', transferFormats: ['Text'] },
  { transport: 'LongPolling', transferFormats: ['Text', 'Binary'] },
] as const;

/** `negotiateVersion` from the query: absent means 0, above the maximum is answered with the maximum. */
export function negotiateVersionOf(query: unknown): number {
  const raw = (query as Record<string, unknown> | undefined)?.negotiateVersion;
  const requested = typeof raw === 'string' && /^\d{1,3}$/.test(raw) ? Number(raw) : 0;
  return Math.min(requested, MAX_NEGOTIATE_VERSION);
}

/**
 * `POST {hub}/negotiate`: creates a connection in the caller's group and answers its ids and the
 * transports. Version 1 keeps the token (the `id` of every later request) apart from the public
 * connectionId; version 0 uses one value for both.
 */
export function registerNegotiateRoute(app: FastifyInstance, hub: Hub, callers: HubCallers): void {
  app.post(`${NOTIFICATION_HUB_PATH}/negotiate`, async (request, reply) => {
    const connection = hub.open(callers.callerOf(request));
    if (!connection) {
      return hub.closing ? hubError(reply, 503, 'The server is shutting down.') : hubError(reply, 429, 'Too many open connections.');
    }
    const version = negotiateVersionOf(request.query);
    const body =
      version >= 1
        ? { connectionId: connection.connectionId, connectionToken: connection.token, negotiateVersion: version, availableTransports: AVAILABLE_TRANSPORTS }
        : { connectionId: connection.token, negotiateVersion: 0, availableTransports: AVAILABLE_TRANSPORTS };
    return reply.code(200).header('cache-control', 'no-store').send(body);
  });
}
