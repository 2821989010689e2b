import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../scripts/precompress.plugin';
import { useTestServer } from './support/test-context';

/** A built client whose shell and main chunk are large enough to be precompressed, and one tiny file that is not. */
const SHELL = `<!doctype html><title>app</title><div id="root"></div>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(40)}`;
const CHUNK = Array.from({ length: 400 }, (_, i) => `export const unit${i} = () => "lesson ${i}";`).join('\n');
const TINY = 'console.log(1)';

const client = mkdtempSync(path.join(tmpdir(), 'client-'));
mkdirSync(path.join(client, 'assets'));
writeFileSync(path.join(client, 'index.html'), SHELL);
writeFileSync(path.join(client, 'assets', 'index-abc123.js'), CHUNK);
writeFileSync(path.join(client, 'assets', 'tiny-abc123.js'), TINY);

const server = useTestServer({ env: { STATIC_DIR: client }, serveClient: true });

beforeAll(() => precompressDirectory(client));

const get = (url: string, acceptEncoding?: string) =>
  server.app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('the build writes compressed copies of the client', () => {
  it('writes .br and .gz beside files of 1 KB or more, and none beside smaller ones', () => {
    for (const file of ['index.html', 'assets/index-abc123.js']) {
      expect(existsSync(path.join(client, `${file}.br`)), file).toBe(true);
      expect(existsSync(path.join(client, `${file}.gz`)), file).toBe(true);
    }
    expect(existsSync(path.join(client, 'assets/tiny-abc123.js.br'))).toBe(false);
    expect(existsSync(path.join(client, 'assets/tiny-abc123.js.gz'))).toBe(false);
  });
});

describe('serving the precompressed client', () => {
  it('sends brotli when accepted, gzip when only gzip is, and the plain file otherwise, all the same bytes', async () => {
    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    const gz = await get('/assets/index-abc123.js', 'gzip');
    const plain = await get('/assets/index-abc123.js');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(CHUNK);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(CHUNK);
    expect(plain.body).toBe(CHUNK);
    expect(br.rawPayload.length).toBeLessThan(CHUNK.length / 4);
    for (const res of [br, gz, plain]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('sends a file with no compressed copy as it is, whatever the client accepts', async () => {
    const res = await get('/assets/tiny-abc123.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(TINY);
  });

  it('sends the app shell compressed and never cached, for the home page and for client routes', async () => {
    for (const url of ['/', '/signin', '/unit/1/lesson/1']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(SHELL);
    }
    const plain = await get('/signin');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SHELL);
  });
});
