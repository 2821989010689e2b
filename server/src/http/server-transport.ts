import { readFileSync } from 'node:fs';
import type { Http2SecureServer } from 'node:http2';
import Fastify, { type FastifyHttp2SecureOptions, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ServerConfig } from '../config';
import { registerBodyDeadline } from './body-deadline';

/** Node's default time for a request's headers to arrive. */
const NODE_HEADERS_TIMEOUT_MS = 60_000;
/** How often Node looks for requests past their timeout: often enough that a short timeout is kept. */
const connectionsCheckingIntervalMs = (requestTimeoutMs: number) => Math.min(30_000, Math.max(50, Math.floor(requestTimeoutMs / 4)));

function readPem(variable: string, file: string): Buffer {
  try {
    return readFileSync(file);
  } catch (error) {
    throw new Error(`Invalid configuration: ${variable}: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
}

/**
 * Fastify on the configured transport (docs/decisions.md, issue 17). With a certificate: HTTPS with
 * HTTP/2, so a first visit's fifty-odd chunks share one connection instead of queueing for HTTP/1.1's six
 * (a lesson's first picture 10 s → 4.5 s on a slow phone connection, docs/performance.md); HTTP/1.1 is
 * still answered on the same port, for clients that speak nothing else and for the hub's WebSocket
 * upgrade; the request timeout is kept by a hook (body-deadline.ts). Without one: plain HTTP/1.1, with
 * Node's own request timeout.
 */
export function createFastify(options: FastifyServerOptions, config: Pick<ServerConfig, 'tls' | 'requestTimeoutMs'>): FastifyInstance {
  if (config.tls) {
    const https = { allowHTTP1: true, cert: readPem('TLS_CERT_FILE', config.tls.certFile), key: readPem('TLS_KEY_FILE', config.tls.keyFile) };
    // Routes, hooks and plugins use the request and reply API, which is the same over both protocols.
    const secure: FastifyHttp2SecureOptions<Http2SecureServer> = { ...(options as Omit<FastifyHttp2SecureOptions<Http2SecureServer>, 'http2' | 'https'>), http2: true, https };
    const app = Fastify(secure) as unknown as FastifyInstance;
    registerBodyDeadline(app, config.requestTimeoutMs);
    return app;
  }
  return Fastify({
    ...options,
    // A body that never finishes is cut (408); Node checks its connections this often.
    requestTimeout: config.requestTimeoutMs,
    // Node enforces the request timeout only when the headers' own timeout is not longer.
    http: {
      connectionsCheckingInterval: connectionsCheckingIntervalMs(config.requestTimeoutMs),
      headersTimeout: Math.min(NODE_HEADERS_TIMEOUT_MS, config.requestTimeoutMs),
    },
  });
}
