import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import type { ServerConfig } from '../config';

/** HSTS, when turned on (HSTS=1): a year, subdomains included. */
const HSTS_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Answers that carry no personal data and keep the caching they set (or none): the client's settings. */
const CACHEABLE_API_ROUTES = new Set(['/api/client-config']);

/** The hub's WebSocket address on the host the page was loaded from (CSP 'self' does not cover ws: everywhere). */
function hubSockets(request: FastifyRequest): string[] {
  const host = request.headers.host;
  return host && /^[a-z0-9.:[\]-]+$/i.test(host) ? [`ws://${host}`, `wss://${host}`] : [];
}

/**
 * Security headers on every answer (helmet): a strict CSP without inline script, no framing of the
 * app, no referrer, nosniff, HSTS only when configured. `style-src 'unsafe-inline'` is required:
 * Mantine writes its CSS variables into a <style> element at run time and components set `style`
 * attributes. Course media (served with their own sandboxing CSP) may be framed by the app itself,
 * as embedded content does. API answers are not stored by browsers or proxies (`no-store`) unless
 * the route set its own caching (media) or carries nothing personal (the client's settings).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", (req) => hubSockets(req as unknown as FastifyRequest).join(' ')],
        frameSrc: ["'self'", ...config.frameSources],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        ...(config.hsts ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: config.hsts ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: true } : false,
    xContentTypeOptions: true,
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const contract = request.routeOptions.config?.responseContract;
    // Media bytes: the app's own pages may frame them (embedded content); their CSP sandboxes them.
    if (contract && 'notAnEnvelope' in contract) reply.header('x-frame-options', 'SAMEORIGIN');
    const path = request.url.split('?', 1)[0].toLowerCase();
    const personal = path.startsWith('/api/') || path.startsWith('/hubs/');
    if (personal && !reply.hasHeader('cache-control') && !CACHEABLE_API_ROUTES.has(path.replace(/\/+$/, ''))) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
