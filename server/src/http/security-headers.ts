import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';

/** HSTS, when turned on (HSTS=1): a year, subdomains included. */
const HSTS_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Answers that carry no personal data and keep the caching they set (or none): the client's settings. */
const CACHEABLE_API_ROUTES = new Set(['/api/client-config']);

/**
 * The Content-Security-Policy: no inline script, no framing of the app, nothing loaded from other
 * origins but the configured frame sources. `style-src 'unsafe-inline'` is required: Mantine writes
 * its CSS variables into a <style> element at run time and components set `style` attributes. CSP
 * Level 3 lets `connect-src 'self'` cover ws:/wss: to the page's own host (the hub).
 */
function contentSecurityPolicy(config: Pick<ServerConfig, 'frameSources' | 'hsts'>): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['base-uri', "'self'"],
    ['script-src', "'self'"],
    ['script-src-attr', "'none'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['media-src', "'self'", 'blob:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'"],
    ['frame-src', "'self'", ...config.frameSources],
    ['frame-ancestors', "'none'"],
    ['object-src', "'none'"],
    ['form-action', "'self'"],
  ];
  if (config.hsts) directives.push(['upgrade-insecure-requests']);
  return directives.map((d) => d.join(' ')).join('; ');
}

/**
 * The headers every answer starts with, computed once: the CSP, no framing (`DENY`), no referrer,
 * nosniff, HSTS only when configured, and the cross-origin isolation defaults helmet would send.
 * Written by hand rather than with @fastify/helmet, whose per-header hooks cost a fifth of the
 * lesson route's throughput (docs/performance.md); a route may still override one (media set their
 * own sandboxing CSP).
 */
export function securityHeaders(config: Pick<ServerConfig, 'frameSources' | 'hsts'>): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(config),
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    ...(config.hsts ? { 'strict-transport-security': `max-age=${HSTS_MAX_AGE_S}; includeSubDomains` } : {}),
  };
}

/** Whether an answer may carry personal data: the API's and the hub's, but for the client's settings. */
function isPersonalPath(url: string): boolean {
  const path = url.split('?', 1)[0].toLowerCase();
  return (path.startsWith('/api/') || path.startsWith('/hubs/')) && !CACHEABLE_API_ROUTES.has(path.replace(/\/+$/, ''));
}

/**
 * Security headers on every answer, and `no-store` on personal ones (isPersonalPath): all written
 * as the request comes in, from two lists made once. A route that sets its own caching (media)
 * replaces `no-store`; one that answers a file (`notAnEnvelope`) may be framed by the app itself, as
 * embedded content is. One callback hook, and none on the way out: they run on every answer
 * (an `onSend` hook and its look at the route's options cost the lesson read 1-3 µs of about 50,
 * docs/performance.md).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig): void {
  const everyAnswer = securityHeaders(config);
  const personalAnswer = { ...everyAnswer, 'cache-control': 'no-store' };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isPersonalPath(request.url) ? personalAnswer : everyAnswer);
    done();
  });
}

/** The route hook of an answer that is a file: the app may frame it (media, workbooks). */
export function framedBySameOrigin(_request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  reply.header('x-frame-options', 'SAMEORIGIN');
  done();
}
