import { STATUS_CODES, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocketServer } from 'ws';
import type { AppContext } from '../app-context';
import { NOTIFICATION_HUB_PATH } from '@domain/notifications/notification-hub.contract';
import { redactUrl } from '../http/log-redaction';
import type { Hub } from './hub';
import { authenticateHubToken, hubBearerToken } from './hub-auth';
import { attachWebSocket } from './websocket-transport';

/** Answers an upgrade request with a plain HTTP status and closes the socket. */
function refuse(socket: Duplex, status: 400 | 401 | 404 | 409 | 429 | 500 | 503): void {
  if (socket.destroyed) return;
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * Kept on the socket for the connection's whole life, so it must not be a closure: one over the
 * upgrade listener's scope would keep the upgrade request (headers, token) alive per connection.
 */
function destroyOnError(this: Duplex): void {
  this.destroy();
}

/** Matches the hub path the way the Fastify router does here: any case, optional trailing slash. */
function isHubPath(pathname: string): boolean {
  return pathname.toLowerCase().replace(/\/+$/, '') === NOTIFICATION_HUB_PATH;
}

async function accept(ctx: AppContext, hub: Hub, wss: WebSocketServer, log: FastifyBaseLogger, req: IncomingMessage, socket: Duplex, head: Buffer, url: URL) {
  const token = hubBearerToken(req.headers.authorization, url.searchParams.get('access_token'));
  const caller = await authenticateHubToken(ctx, token);
  if (socket.destroyed) return;
  if (!caller) return refuse(socket, 401);
  const id = url.searchParams.get('id');
  // Without an id the client skipped negotiation (allowed for WebSockets): a new connection starts
  // here. An id negotiated by another instance is adopted, so no sticky sessions are needed.
  const connection = id === null ? hub.open(caller) : (hub.registry.find(id) ?? hub.adopt(id, caller));
  if (!connection) return refuse(socket, id === null ? (hub.closing ? 503 : 429) : 404);
  if (connection.userId !== caller.user.id) return refuse(socket, 404);
  if (connection.transport || connection.transportReserved) return refuse(socket, 409);
  connection.transportReserved = true;
  wss.handleUpgrade(req, socket, head, (ws) => attachWebSocket(connection, ws, log));
}

/**
 * The `upgrade` listener for WebSockets at the hub path (TransportProtocols.md): 401 without a live
 * session, 404 for an unknown or foreign id, 409 when the connection already has a transport.
 * Upgrades elsewhere are left to other listeners, or refused with 404 when there are none.
 */
export function createUpgradeListener(ctx: AppContext, hub: Hub, wss: WebSocketServer, server: Server, log: FastifyBaseLogger) {
  return (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://hub.invalid');
    } catch {
      refuse(socket, 400);
      return;
    }
    if (!isHubPath(url.pathname)) {
      if (server.listenerCount('upgrade') === 1) refuse(socket, 404);
      return;
    }
    // Node removes its own error listener before 'upgrade'; a reset during authentication must not crash.
    socket.on('error', destroyOnError);
    const where = redactUrl(req.url ?? '');
    accept(ctx, hub, wss, log, req, socket, head, url).catch((err: unknown) => {
      log.error({ err, url: where }, 'hub websocket upgrade failed');
      refuse(socket, 500);
    });
  };
}
