import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { LessonDocument } from '@domain/content/lesson.schemas';
import { createAppShell } from '../../server/src/http/app-shell';
import { readPublishedUnits, readSnapshot } from '../../server/src/modules/content/publish/snapshot.repository';
import { firstPictureReader } from '../../server/src/modules/learning/first-picture';
import type { PublishedContentStore } from '../../server/src/modules/content/read/published-content.store';
import { useTestServer } from './support/test-context';

/** A built client whose build listed the sign-in, home and lesson screens' chunks (scripts/screen-preloads.plugin.ts). */
const SHELL = '<!doctype html><html><head><title>app</title><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>';
const PRELOADS = {
  signin: { js: ['/assets/SignInPage-1.js'], css: [] },
  home: { js: ['/assets/UnitsDashboardPage-1.js'], css: [] },
  lesson: { js: ['/assets/LessonPage-1.js', '/assets/Button-1.js'], css: ['/assets/LessonPage-1.css'] },
};

function clientDir(preloads: string | null): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shell-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), SHELL);
  if (preloads !== null) writeFileSync(path.join(dir, 'screen-preloads.json'), preloads);
  return dir;
}

const client = clientDir(JSON.stringify(PRELOADS));
const server = useTestServer({ env: { STATIC_DIR: client }, serveClient: true });
const broken = useTestServer({ env: { STATIC_DIR: clientDir('{"lesson": {"js": ["https://elsewhere.example/x.js"], "css": []}}') }, serveClient: true });

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ url, headers });
const pictureLink = (url: string) => `<link rel="preload" as="image" fetchpriority="high" href="${url}">`;

/** The demo lesson 2's first picture, read from its published snapshot: the first image of its first page. */
async function lessonTwoPicture(): Promise<string> {
  const lesson = (await readSnapshot<LessonDocument>(server.db, 'lesson', 2))!;
  const firstPage = [...lesson.components].sort((a, b) => a.order - b.order);
  const breakAt = firstPage.findIndex((c) => c.type === 'page-break');
  const images = firstPage.slice(0, breakAt < 0 ? undefined : breakAt).flatMap((c) => c.paragraphs.flatMap((p) => p.images));
  expect(images.length).toBeGreaterThan(0);
  return images[0].image.url;
}

describe('the app shell names the route\'s screen chunks', () => {
  it('adds a lesson screen\'s first picture, its chunks as module preloads and its styles as preloads, before </head>', async () => {
    const res = await get('/unit/1/lesson/2?section=1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(
      SHELL.replace(
        '</head>',
        pictureLink(await lessonTwoPicture()) +
          '<link rel="modulepreload" crossorigin href="/assets/LessonPage-1.js">' +
          '<link rel="modulepreload" crossorigin href="/assets/Button-1.js">' +
          '<link rel="preload" as="style" crossorigin href="/assets/LessonPage-1.css"></head>',
      ),
    );
  });

  it('names no picture for a lesson that is not published, or a lesson id that is not one', async () => {
    for (const url of ['/unit/1/lesson/999999', '/unit/1/lesson/abc', '/unit/1/lesson/0', '/unit/1/lesson/1e3']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('LessonPage-1.js');
      expect(res.body, url).not.toContain('as="image"');
    }
  });

  it('gives `/` the home screen\'s chunks and the first unit card\'s picture, and public screens and unknown paths the plain shell', async () => {
    const [first] = await readPublishedUnits(server.db);
    expect(first.thumbnail).not.toBeNull();
    expect((await get('/')).body).toContain(`${pictureLink(first.thumbnail!.url)}<link rel="modulepreload" crossorigin href="/assets/UnitsDashboardPage-1.js"></head>`);
    for (const url of ['/signin', '/signin?returnUrl=%2F', '/forgot-password', '/no/such/page']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(SHELL);
    }
  });

  it('sends each screen\'s shell compressed as the browser accepts, with an ETag per encoding that revalidates', async () => {
    const plain = await get('/unit/1/lesson/2');
    const br = await get('/unit/1/lesson/2', { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get('/unit/1/lesson/2', { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    for (const res of [plain, br, gz]) {
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
    }
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    expect((await get('/')).headers.etag).not.toBe(plain.headers.etag);

    const again = await get('/unit/1/lesson/2', { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect((await get('/unit/1/lesson/2', { 'accept-encoding': 'gzip', 'if-none-match': String(br.headers.etag) })).statusCode).toBe(200);
  });

  it('picks up a rebuild', async () => {
    expect((await get('/unit/1/lesson/2')).body).toContain('LessonPage-1.js');
    // The server under test serves `client`; rebuilding it in place is what a deploy does.
    writeFileSync(path.join(client, 'screen-preloads.json'), JSON.stringify({ lesson: { js: ['/assets/LessonPage-2.js'], css: [] } }));
    writeFileSync(path.join(client, 'index.html'), SHELL.replace('index-1', 'index-2'));
    try {
      const res = await get('/unit/1/lesson/2');
      expect(res.body).toContain('/assets/index-2.js');
      expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/LessonPage-2.js">');
      expect(res.body).not.toContain('LessonPage-1.js');
    } finally {
      writeFileSync(path.join(client, 'screen-preloads.json'), JSON.stringify(PRELOADS));
      writeFileSync(path.join(client, 'index.html'), SHELL);
    }
  });

  it('names no chunks when the preload list does not pass its schema (only the build\'s own /assets files)', async () => {
    const res = await broken.app.inject({ url: '/unit/1/lesson/2' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SHELL.replace('</head>', `${pictureLink(await lessonTwoPicture())}</head>`));
  });

  it('answers HEAD with the headers only', async () => {
    const res = await server.app.inject({ method: 'HEAD', url: '/unit/1/lesson/2', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.length).toBe(0);
  });
});

describe('the first picture the app shell names', () => {
  const unit = (thumbnailUrl: string | null) => ({ id: 1, thumbnail: thumbnailUrl === null ? null : { url: thumbnailUrl } });
  const store = (units: unknown[], lessons: Record<number, unknown> = {}) =>
    ({ units: async () => units, get: async (_kind: string, id: number) => lessons[id] ?? null }) as unknown as PublishedContentStore;

  it('is only ever an image the API serves publicly: stored data that is anything else is left out of the HTML', async () => {
    for (const url of ['/api/images/7', '/api/images/1234567890']) expect(await firstPictureReader(store([unit(url)]))('home', {}), url).toBe(url);
    for (const url of ['"><script>alert(1)</script>', 'https://elsewhere.example/a.png', '/api/images/7?x=1', '/api/images/0', '/api/audio/7', '']) {
      expect(await firstPictureReader(store([unit(url)]))('home', {}), url).toBeNull();
    }
    expect(await firstPictureReader(store([unit(null)]))('home', {})).toBeNull();
    expect(await firstPictureReader(store([]))('home', {})).toBeNull();
  });

  it('is none for a lesson whose unit is not published, and for screens it does not know', async () => {
    const lesson = { id: 5, unitId: 2, components: [{ id: 1, type: 'paragraph', order: 1, paragraphs: [{ images: [{ image: { url: '/api/images/3' } }] }] }] };
    expect(await firstPictureReader(store([unit(null), { id: 2, thumbnail: null }], { 5: lesson }))('lesson', { lessonId: '5' })).toBe('/api/images/3');
    expect(await firstPictureReader(store([unit(null)], { 5: lesson }))('lesson', { lessonId: '5' })).toBeNull();
    expect(await firstPictureReader(store([unit('/api/images/7')], { 5: lesson }))('biography', { lessonId: '5' })).toBeNull();
  });

  it('is left out, with a warning, when it cannot be read: the page still goes out', async () => {
    const warnings: string[] = [];
    const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => void warnings.push(line) } } });
    const shell = createAppShell(client, app.log, async () => {
      throw new Error('the database is away');
    });
    app.get('/*', (request, reply) => shell.send(request, reply));
    const res = await app.inject({ url: '/unit/1/lesson/2' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('LessonPage-1.js');
    expect(res.body).not.toContain('as="image"');
    expect(warnings.join('')).toContain('could not be read');
    await app.close();
  });
});
