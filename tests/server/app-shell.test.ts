import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
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

describe('the app shell names the route\'s screen chunks', () => {
  it('adds a lesson screen\'s chunks as module preloads and its styles as preloads, before </head>', async () => {
    const res = await get('/unit/1/lesson/2?section=1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(
      SHELL.replace(
        '</head>',
        '<link rel="modulepreload" crossorigin href="/assets/LessonPage-1.js">' +
          '<link rel="modulepreload" crossorigin href="/assets/Button-1.js">' +
          '<link rel="preload" as="style" crossorigin href="/assets/LessonPage-1.css"></head>',
      ),
    );
  });

  it('gives `/` the home screen\'s chunks, and public screens and unknown paths the plain shell', async () => {
    expect((await get('/')).body).toContain('<link rel="modulepreload" crossorigin href="/assets/UnitsDashboardPage-1.js"></head>');
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

  it('sends the plain shell when the preload list does not pass its schema (only the build\'s own /assets files)', async () => {
    const res = await broken.app.inject({ url: '/unit/1/lesson/2' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SHELL);
  });

  it('answers HEAD with the headers only', async () => {
    const res = await server.app.inject({ method: 'HEAD', url: '/unit/1/lesson/2', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.length).toBe(0);
  });
});
