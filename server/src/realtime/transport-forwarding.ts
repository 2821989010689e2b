import { existsSync, readdirSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { WorkerChannel } from '../config';
import { standInOwner, transportRouteOf } from './connection-owner';
import type { ConnectionTokens } from './connection-token';
import { connectionTokenOf, hubError } from './hub-http-reply';

/**
 * Under WORKERS, the worker that negotiated a connection owns it; the cluster spreads a client's
 * requests over every worker, so a Server-Sent Events or long-polling request that lands on another
 * one is relayed to the owner over the workers' private channel: a unix socket per worker in a
 * 0700 directory (docs/decisions.md "Workers"). Bodies and answers stream both ways, so an event
 * stream or a held poll stays open, and an abort on either side ends the other.
 */

/** Carries the client's address to the owner; believed only on the private channel. */
export const FORWARDED_CLIENT_HEADER = 'x-hub-forwarded-for';

/** What transport.routes.ts answers for an unknown connection (TransportProtocols.md). */
const UNKNOWN_CONNECTION = 'No connection with that id.';

/** Errors that mean nobody listens on the owner's socket any more. */
const OWNER_GONE = new Set(['ENOENT', 'ECONNREFUSED']);

/** Headers that describe one hop, not the message (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

const SOCKET_SUFFIX = '.sock';

/** Left by the primary in place of a dead worker's socket, so its connections are answered 404. */
export function workerTombstonePath(channel: Pick<WorkerChannel, 'dir'>, owner: string): string {
  return path.join(channel.dir, `${owner}.gone`);
}

/** The socket a worker listens on in the private directory; the owner tag is base64url (connection-owner.ts). */
export function workerSocketPath(channel: Pick<WorkerChannel, 'dir'>, owner: string): string {
  return path.join(channel.dir, `${owner}${SOCKET_SUFFIX}`);
}

/** Requests a sibling relayed here over the private channel. */
const arrivedForwarded = new WeakSet<IncomingMessage>();

/**
 * Called by the private channel's server for each request: takes the relay's mark out of the
 * headers (a request on the public port never gets this far) and answers the client address it
 * carries, or null for none.
 */
export function acceptForwarded(req: IncomingMessage): string | null {
  const given = req.headers[FORWARDED_CLIENT_HEADER];
  if (typeof given !== 'string') return null;
  delete req.headers[FORWARDED_CLIENT_HEADER];
  arrivedForwarded.add(req);
  return given.length > 0 ? given : null;
}

/**
 * The headers that travel on to the owner worker (over HTTP/1.1): no hop-by-hop ones, and none of an
 * HTTP/2 request's pseudo-headers (`:path`, `:authority`…), whose `:authority` is the Host.
 */
export function endToEndHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const kept: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (!HOP_BY_HOP.has(name) && !name.startsWith(':')) kept[name] = value;
  const authority = headers[':authority'];
  if (kept.host === undefined && typeof authority === 'string') kept.host = authority;
  return kept;
}

const GONE = Symbol('the owner worker died');

/**
 * The worker of this host that serves a connection: its owner while it listens; GONE when the owner
 * was a worker of this host that died (the primary left a tombstone: the client must negotiate
 * again); otherwise the owner is on another host (a balancer routing by id sent the connection
 * here), and one worker of this host stands in for it, as a single process would.
 */
function ownerHere(channel: WorkerChannel, owner: string, connectionId: string): string | typeof GONE {
  if (existsSync(workerSocketPath(channel, owner))) return owner;
  if (existsSync(workerTombstonePath(channel, owner))) return GONE;
  return standInOwner(connectionId, localOwners(channel));
}

/** The owner tags of this host's workers: the sockets in the private directory (a dead worker's is a tombstone). */
function localOwners(channel: WorkerChannel): string[] {
  const owners = readdirSync(channel.dir)
    .filter((name) => name.endsWith(SOCKET_SUFFIX))
    .map((name) => name.slice(0, -SOCKET_SUFFIX.length));
  return owners.length > 0 ? owners : [channel.owner];
}

export interface TransportForwarding {
  /**
   * For the hub's onRequest hook: true when the request is dealt with here, relayed to the worker
   * that owns its connection (the reply is hijacked) or answered 404 (that worker died); false
   * when this worker serves it.
   */
  forward(request: FastifyRequest, reply: FastifyReply): boolean;
}

export function createTransportForwarding(channel: WorkerChannel, tokens: ConnectionTokens, log: FastifyBaseLogger): TransportForwarding {
  return {
    forward(request, reply) {
      // Relayed once at most: the owner serves what reaches it, even if the tag were someone else's.
      if (arrivedForwarded.has(request.raw)) return false;
      const token = connectionTokenOf(request.query);
      const ticket = token ? tokens.authentic(token) : null;
      const route = transportRouteOf(ticket, channel.owner);
      if (route.kind === 'here' || !ticket) return false;
      const owner = ownerHere(channel, route.owner, ticket.connectionId);
      if (owner === GONE) {
        void hubError(reply, 404, UNKNOWN_CONNECTION);
        return true;
      }
      if (owner === channel.owner) return false;
      try {
        relay(request, reply, workerSocketPath(channel, owner));
      } catch (err) {
        // The reply is already hijacked: nothing but a cut is left to answer.
        log.error({ err }, 'hub request could not be relayed to its worker');
        reply.raw.destroy();
      }
      return true;
    },
  };
}

function relay(request: FastifyRequest, reply: FastifyReply, socketPath: string): void {
  reply.hijack();
  const incoming = request.raw;
  const outgoing = reply.raw;
  // X-Forwarded-For was already read into request.ip (by the trusted proxies' rules); the owner takes that.
  const { 'x-forwarded-for': _readHere, ...headers } = endToEndHeaders(incoming.headers);
  const upstream = httpRequest({
    socketPath,
    method: incoming.method,
    path: incoming.url,
    // Empty for a request that itself came over a unix socket: still marks it as relayed. Keep-alive,
    // so the owner does not close the socket after answering while the last bytes are still being
    // written (that was an EPIPE, and a false "owner gone"); the socket is closed here afterwards.
    headers: { ...headers, connection: 'keep-alive', [FORWARDED_CLIENT_HEADER]: request.ip ?? '' },
    // One socket per relayed request: the client address rides with it, and nothing is pooled between clients.
    agent: false,
  });
  upstream.on('response', (answer) => {
    outgoing.writeHead(answer.statusCode ?? 502, endToEndHeaders(answer.headers));
    outgoing.flushHeaders();
    answer.pipe(outgoing);
    answer.on('end', () => upstream.destroy());
    // The owner cut the answer short (it stopped, or died): the client must see a cut, not an end.
    answer.on('close', () => {
      if (!answer.complete) outgoing.destroy();
    });
  });
  upstream.on('error', (error: NodeJS.ErrnoException) => {
    if (outgoing.headersSent || !OWNER_GONE.has(error.code ?? '')) {
      outgoing.destroy();
      return;
    }
    // The owner is gone (a worker that died or restarted): the answer for an unknown connection, so the client reconnects.
    outgoing.writeHead(404, { ...(reply.getHeaders() as Record<string, string>), 'content-type': 'text/plain; charset=utf-8' });
    outgoing.end(UNKNOWN_CONNECTION);
  });
  // The client left (closed stream, abandoned poll): the owner sees its side close too.
  outgoing.on('close', () => {
    if (!outgoing.writableFinished) upstream.destroy();
  });
  incoming.pipe(upstream);
}
