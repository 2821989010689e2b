import type { FastifyInstance } from 'fastify';
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

/**
 * Security headers on every answer, and `no-store` on API answers unless the route set its own
 * caching (media) or carries nothing personal (the client's settings). Course media (served with
 * their own sandboxing CSP) may be framed by the app itself, as embedded content does. Callback
 * hooks, not async ones: they run on every answer and have nothing to wait for.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig): void {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const contract = request.routeOptions.config?.responseContract;
    if (contract && 'notAnEnvelope' in contract) reply.header('x-frame-options', 'SAMEORIGIN');
    if (!reply.hasHeader('cache-control')) {
      const path = request.url.split('?', 1)[0].toLowerCase();
      const personal = path.startsWith('/api/') || path.startsWith('/hubs/');
      if (personal && !CACHEABLE_API_ROUTES.has(path.replace(/\/+$/, ''))) reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
