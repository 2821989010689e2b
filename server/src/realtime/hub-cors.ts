import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';

/** Headers the official client sends on negotiate, POSTs and polls. */
const ALLOWED_HEADERS = 'Authorization, Content-Type, X-Requested-With, X-SignalR-User-Agent';
const ALLOWED_METHODS = 'GET, POST, DELETE, OPTIONS';
/** Browsers may reuse a preflight answer this long (seconds). */
const PREFLIGHT_MAX_AGE_S = 600;

/**
 * CORS for a client served from another origin (PUBLIC_URL). The same origin needs nothing. The
 * SignalR client sends credentials by default, so the origin is echoed, never `*`.
 */
export function allowedOrigin(config: Pick<ServerConfig, 'publicUrl'>, origin: string | undefined): string | null {
  if (!origin || !config.publicUrl) return null;
  return new URL(config.publicUrl).origin === origin ? origin : null;
}

export function applyHubCors(config: Pick<ServerConfig, 'publicUrl'>, request: FastifyRequest, reply: FastifyReply): void {
  const origin = allowedOrigin(config, request.headers.origin);
  reply.header('vary', 'Origin');
  if (!origin) return;
  reply.header('access-control-allow-origin', origin);
  reply.header('access-control-allow-credentials', 'true');
}

/** Answers a preflight: 204 with the allowed methods and headers for an allowed origin. */
export function answerPreflight(config: Pick<ServerConfig, 'publicUrl'>, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  applyHubCors(config, request, reply);
  if (allowedOrigin(config, request.headers.origin)) {
    reply.header('access-control-allow-methods', ALLOWED_METHODS);
    reply.header('access-control-allow-headers', ALLOWED_HEADERS);
    reply.header('access-control-max-age', String(PREFLIGHT_MAX_AGE_S));
  }
  return reply.code(204).send();
}
