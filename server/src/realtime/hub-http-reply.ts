import type { FastifyReply } from 'fastify';

/**
 * Hub transport errors are answered the way SignalR servers answer them: a status code and a short
 * plain-text reason (TransportProtocols.md). The client acts on the status only; these are not the
 * API's envelope messages and are never shown to users.
 */
export function hubError(reply: FastifyReply, status: 400 | 401 | 404 | 409 | 413 | 429 | 500 | 503, reason: string): FastifyReply {
  return reply.code(status).type('text/plain; charset=utf-8').send(reason);
}

/** The `id` query parameter (the connection token), or null when absent or repeated. */
export function connectionTokenOf(query: unknown): string | null {
  const id = (query as Record<string, unknown> | undefined)?.id;
  return typeof id === 'string' && id.length > 0 ? id : null;
}
