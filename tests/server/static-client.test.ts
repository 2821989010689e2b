import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestServer } from './support/test-context';

/** A built client of two files, as `vite build` leaves it. */
function builtClient(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'client-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dir;
}

const server = useTestServer({ env: { STATIC_DIR: builtClient() }, serveClient: true });

describe('serving the built client', () => {
  it('answers the app shell for the home page and every client route (history mode), never cached', async () => {
    for (const url of ['/', '/signin', '/unit/1/lesson/1', '/management-dashboard/users']) {
      const res = await server.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('<div id="root">');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable and answers missing ones and unknown API calls with an envelope 404', async () => {
    const asset = await server.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/assets/missing-1.js', '/api/no/such/call', '/hubs/unknown']) {
      const res = await server.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ statusType: 0, data: { code: 'ROUTE_NOT_FOUND' } });
    }
  });
});
