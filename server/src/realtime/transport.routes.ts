import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NOTIFICATION_HUB_PATH } from '@domain/notifications/notification-hub.contract';
import type { Hub } from './hub';
import { MAX_FRAME_BYTES, MAX_MESSAGE_BYTES } from './hub-constants';
import type { HubConnection } from './hub-connection';
import type { HubCallers } from './hub-http-auth';
import { connectionTokenOf, hubError } from './hub-http-reply';
import { LongPollingTransport } from './long-polling-transport';
import { attachServerSentEvents } from './sse-transport';

type Lookup = { readonly connection: HubConnection; readonly ended: boolean } | { readonly reply: FastifyReply };

/**
 * The connection a transport request names, with the answers of TransportProtocols.md: 400 without
 * an id, 404 for an id that is unknown or belongs to someone else. Recently ended long-polling
 * connections are found too, so their last poll or DELETE gets 204/202 instead of 404.
 */
function lookup(hub: Hub, callers: HubCallers, request: FastifyRequest, reply: FastifyReply, startsTransport = false): Lookup {
  const token = connectionTokenOf(request.query);
  if (!token) return { reply: hubError(reply, 400, 'The id query parameter is required.') };
  // A request that starts the transport may reach another instance than the negotiate did.
  const live = hub.registry.find(token) ?? (startsTransport ? hub.adopt(token, callers.callerOf(request)) : null);
  const connection = live ?? hub.registry.findEnded(token);
  if (!connection || connection.userId !== callers.callerOf(request).user.id) return { reply: hubError(reply, 404, 'No connection with that id.') };
  return { connection, ended: !live };
}

const wantsEventStream = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/event-stream');

/**
 * Server-Sent Events and long polling: `GET {hub}?id=` (the stream, or a poll), `POST {hub}?id=`
 * (client → server messages), `DELETE {hub}?id=` (long polling ends). WebSockets arrive as an
 * upgrade instead (websocket-upgrade.ts).
 */
export function registerTransportRoutes(app: FastifyInstance, hub: Hub, callers: HubCallers): void {
  // No automatic HEAD route: a HEAD must not start a long-polling transport.
  app.get(NOTIFICATION_HUB_PATH, { exposeHeadRoute: false }, async (request, reply) => {
    const found = lookup(hub, callers, request, reply, true);
    if ('reply' in found) return found.reply;
    const { connection, ended } = found;
    const current = connection.transport;
    if (ended) {
      if (current instanceof LongPollingTransport) current.poll(reply);
      else return hubError(reply, 404, 'No connection with that id.');
      return reply;
    }
    if (wantsEventStream(request)) {
      if (current || connection.transportReserved) {
        return current && current.kind !== 'ServerSentEvents'
          ? hubError(reply, 400, 'This connection uses another transport.')
          : hubError(reply, 409, 'This connection already has an event stream.');
      }
      attachServerSentEvents(connection, reply);
      return reply;
    }
    if (!current) {
      if (connection.transportReserved) return hubError(reply, 409, 'This connection is already starting a transport.');
      connection.attach(new LongPollingTransport());
      // The first poll only starts the transport and is answered at once (what the client expects).
      return reply.code(200).send();
    }
    if (!(current instanceof LongPollingTransport)) return hubError(reply, 400, 'This connection uses another transport.');
    current.poll(reply);
    return reply;
  });

  const posting = new WeakMap<FastifyRequest, HubConnection>();
  app.post(NOTIFICATION_HUB_PATH, {
    bodyLimit: MAX_FRAME_BYTES,
    // Checked before the body is read: a second concurrent POST is refused with 409 at once.
    onRequest: async (request, reply) => {
      const found = lookup(hub, callers, request, reply);
      if ('reply' in found) return found.reply;
      const { connection, ended } = found;
      if (ended) return hubError(reply, 404, 'No connection with that id.');
      const kind = connection.transport?.kind;
      if (kind !== 'ServerSentEvents' && kind !== 'LongPolling') {
        return hubError(reply, 400, kind ? 'POST requests are not allowed for WebSocket connections.' : 'The transport has not started.');
      }
      if (connection.postInProgress) return hubError(reply, 409, 'Another message is being sent on this connection.');
      connection.postInProgress = true;
      reply.raw.once('close', () => {
        connection.postInProgress = false;
      });
      posting.set(request, connection);
      return undefined;
    },
    errorHandler: (error, request, reply) => {
      const connection = posting.get(request);
      if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        connection?.close({ error: `Connection closed with an error. Message exceeds the maximum size of ${MAX_MESSAGE_BYTES} bytes.` });
        return hubError(reply, 413, 'The request is too large.');
      }
      const status = (error as { statusCode?: number }).statusCode;
      if (status !== undefined && status >= 400 && status < 500) return hubError(reply, 400, 'The request could not be read.');
      request.log.error({ err: error }, 'hub POST failed');
      return hubError(reply, 500, 'Internal server error.');
    },
    handler: async (request, reply) => {
      const connection = posting.get(request)!;
      const body = request.body;
      connection.receive(Buffer.isBuffer(body) ? body : Buffer.alloc(0));
      return reply.code(200).send();
    },
  });

  app.delete(NOTIFICATION_HUB_PATH, async (request, reply) => {
    const found = lookup(hub, callers, request, reply);
    if ('reply' in found) return found.reply;
    const { connection } = found;
    const transport = connection.transport;
    if (!(transport instanceof LongPollingTransport)) {
      return hubError(reply, 400, 'Cannot terminate this connection using the DELETE endpoint.');
    }
    transport.discard();
    connection.end();
    return reply.code(202).send();
  });
}
