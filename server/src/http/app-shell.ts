import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { routeAt } from '@domain/routing/route-at';
import { matchPattern } from '@domain/routing/route-match';
import type { FirstPictureOf } from '../modules/learning/first-picture';
import { negotiateEncoding, type ContentEncoding } from './content-encoding';
import { etagMatches } from './etag';
import { SCREEN_PRELOADS_FILE } from '../../../scripts/build-manifest';

const assetPath = z.string().regex(/^\/assets\/[\w.-]+$/);
const screenPreloadsSchema = z.record(z.string(), z.object({ js: z.array(assetPath), css: z.array(assetPath) }));
type ScreenPreloads = z.infer<typeof screenPreloadsSchema>;

/** One screen's shell, in each encoding, made once per build. */
interface ShellVariant {
  etag: string;
  bodies: Record<ContentEncoding | 'identity', Buffer>;
}

/**
 * The links a screen's shell adds before `</head>`: its chunks as module preloads (the same element
 * Vite's loader adds, so it does not fetch them again) and its style sheets as preloads, which do not
 * hold up the first paint; the loader applies them when the screen's chunk is imported.
 */
function screenLinks(preload: ScreenPreloads[string] | undefined, picture: string | null): string {
  const js = (preload?.js ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
  const css = (preload?.css ?? []).map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`);
  // The same request the screen's <img fetchpriority="high"> makes (no crossorigin), so it is used, not
  // repeated. First: on HTTP/1.1's six connections a picture named after the chunks waited for most of them.
  const image = picture ? [`<link rel="preload" as="image" fetchpriority="high" href="${picture}">`] : [];
  return [...image, ...js, ...css].join('');
}

function variantOf(html: string): ShellVariant {
  const plain = Buffer.from(html);
  return {
    etag: createHash('sha256').update(plain).digest('base64url').slice(0, 22),
    bodies: {
      identity: plain,
      br: brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
      gzip: gzipSync(plain, { level: constants.Z_BEST_COMPRESSION }),
    },
  };
}

/** Shells kept per build: one per screen and first picture; more than this (publishes over months) starts afresh. */
const MAX_SHELLS = 500;

const ETAG_SUFFIX: Record<ContentEncoding | 'identity', string> = { identity: '', br: '-br', gzip: '-gz' };

/**
 * The app shell (index.html) for a client route, naming that route's screen chunks so the browser fetches
 * them alongside the entry instead of after it has run (one round trip less before the screen shows;
 * docs/performance.md, issue 17). Each screen's shell is made once per build: the cache follows
 * index.html, so a rebuild is picked up as the static files are. A build without the preload list, or with
 * one that does not parse, gets the plain shell.
 */
export function createAppShell(staticDir: string, log: FastifyBaseLogger, firstPictureOf: FirstPictureOf = async () => null) {
  const indexFile = path.join(staticDir, 'index.html');
  const preloadsFile = path.join(staticDir, SCREEN_PRELOADS_FILE);
  let cache: { build: string; html: string; preloads: ScreenPreloads; variants: Map<string, ShellVariant> } | null = null;

  async function readPreloads(): Promise<ScreenPreloads> {
    const text = await readFile(preloadsFile, 'utf8').catch(() => null);
    if (text === null) return {};
    try {
      return screenPreloadsSchema.parse(JSON.parse(text));
    } catch (error) {
      log.warn({ err: error }, `${SCREEN_PRELOADS_FILE} does not parse; the app shell goes out without screen preloads`);
      return {};
    }
  }

  async function current() {
    const [index, preloads] = await Promise.all([stat(indexFile), stat(preloadsFile).catch(() => null)]);
    const build = `${index.mtimeMs}:${index.size}:${preloads?.mtimeMs ?? 0}:${preloads?.size ?? 0}`;
    if (cache?.build !== build) {
      const [html, parsed] = await Promise.all([readFile(indexFile, 'utf8'), readPreloads()]);
      cache = { build, html, preloads: parsed, variants: new Map() };
    }
    return cache;
  }

  /** The screen's first picture; a failed read (the database away) costs the preload, never the page. */
  async function pictureAt(route: NonNullable<ReturnType<typeof routeAt>>, pathname: string): Promise<string | null> {
    try {
      return await firstPictureOf(route.screen, matchPattern(route.path, pathname) ?? {});
    } catch (error) {
      log.warn({ err: error }, 'the first picture of a screen could not be read; the app shell goes out without it');
      return null;
    }
  }

  async function variantFor(pathname: string): Promise<ShellVariant> {
    const build = await current();
    const found = routeAt(pathname);
    // Public screens (sign-in, the password pages, SSO registration) get the plain shell: docs/decisions.md.
    const route = found && !found.public ? found : null;
    const picture = route ? await pictureAt(route, pathname) : null;
    const key = route ? `${route.screen} ${picture ?? ''}` : '';
    let variant = build.variants.get(key);
    if (!variant) {
      const links = route ? screenLinks(build.preloads[route.screen], picture) : '';
      variant = variantOf(links ? build.html.replace('</head>', `${links}</head>`) : build.html);
      if (build.variants.size >= MAX_SHELLS) build.variants.clear();
      build.variants.set(key, variant);
    }
    return variant;
  }

  return {
    async send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
      const pathname = request.url.replace(/[?#].*$/, '');
      const variant = await variantFor(pathname);
      const encoding = negotiateEncoding(request.headers['accept-encoding']) ?? 'identity';
      const etag = `"${variant.etag}${ETAG_SUFFIX[encoding]}"`;
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .header('etag', etag);
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.send(variant.bodies[encoding]);
    },
  };
}
