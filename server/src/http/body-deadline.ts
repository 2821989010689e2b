import type { IncomingMessage } from 'node:http';
import { constants, type Http2ServerRequest, type ServerHttp2Stream } from 'node:http2';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE } from '@domain/shared/constants';
import { appError } from './app-error';
import { failureEnvelope } from './envelope';

/** The HTTP/2 stream a request arrived on; none for HTTP/1.1. */
function http2StreamOf(raw: IncomingMessage | Http2ServerRequest): ServerHttp2Stream | undefined {
  return 'stream' in raw ? raw.stream : undefined;
}

/** Whether a body is still to come: an HTTP/2 stream not ended with its headers; an HTTP/1.1 request naming a length or chunks. */
export function bodyToCome(raw: IncomingMessage | Http2ServerRequest): boolean {
  if (raw.complete) return false;
  const stream = http2StreamOf(raw);
  if (stream) return !stream.endAfterHeaders;
  const length = raw.headers['content-length'];
  return raw.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * REQUEST_TIMEOUT_MS over TLS. Node enforces it only on a plain HTTP/1.1 server; on the HTTPS server
 * (HTTP/2, and HTTP/1.1 on the same port) a request whose body has not fully arrived by then would
 * hold its stream for as long as the client trickles bytes. Here it gets what the plain server sends:
 * 408 in the envelope, then its stream (HTTP/2) or connection (HTTP/1.1) is closed. Requests without
 * a body, or whose body arrived with them, start no timer.
 */
export function registerBodyDeadline(app: FastifyInstance, timeoutMs: number): void {
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    // Not every open request: a held long poll or an event stream has no body to wait for.
    if (!bodyToCome(raw)) return done();
    const timer = setTimeout(() => {
      if (raw.complete || reply.sent) return;
      reply.hijack();
      const body = JSON.stringify(failureEnvelope(appError('REQUEST_TIMEOUT'), DEFAULT_LANGUAGE));
      const res = reply.raw;
      if (!res.headersSent) {
        res.writeHead(408, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'content-length': Buffer.byteLength(body) });
      }
      // HTTP/2: reset the stream (the client stops sending; the session stays); HTTP/1.1: close the connection.
      const stream = http2StreamOf(raw);
      res.end(body, () => (stream ? stream.close(constants.NGHTTP2_NO_ERROR) : raw.destroy()));
    }, timeoutMs);
    timer.unref();
    const clear = () => clearTimeout(timer);
    raw.once('end', clear);
    raw.once('close', clear);
    done();
  });
}
