import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@infrastructure/http/api-client';

/** What the test server answers at each path: a status and a body (JSON when an object). */
const ANSWERS: Record<string, { status: number; body: unknown }> = {
  '/api/ok': { status: 200, body: { data: { id: 7 }, statusType: 1, statusMessage: 'OK' } },
  '/api/busy': {
    status: 503,
    body: { data: { code: 'CONFLICT.BUSY' }, statusType: 2, statusMessage: 'Another change was being saved at the same moment. Please try again' },
  },
  '/api/proxy-down': { status: 502, body: '<html><body>Bad Gateway</body></html>' },
  '/api/proxy-unavailable': { status: 503, body: '<html><body>Service Unavailable</body></html>' },
  '/api/ended': { status: 401, body: { data: { code: 'AUTH.SESSION_ENDED' }, statusType: 2, statusMessage: 'Your session has ended' } },
};

let server: Server;
let baseURL: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    const answer = ANSWERS[request.url ?? ''] ?? { status: 404, body: { data: { code: 'NOT_FOUND' }, statusType: 2, statusMessage: 'Not found' } };
    const json = typeof answer.body !== 'string';
    response.writeHead(answer.status, { 'content-type': json ? 'application/json' : 'text/html' });
    response.end(json ? JSON.stringify(answer.body) : answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function client(token: string | null, url = baseURL) {
  const raiseUnauthorized = vi.fn();
  const api = createApiClient({
    baseURL: url,
    session: { readToken: () => token, readProfile: () => null, write: () => undefined, clear: () => undefined },
    preferences: {
      readLanguage: () => 'en',
      writeLanguage: () => undefined,
      readAudioLanguage: () => 'en',
      writeAudioLanguage: () => undefined,
      readQaTracing: () => false,
      writeQaTracing: () => undefined,
    },
    events: { onUnauthorized: () => () => undefined, raiseUnauthorized },
  });
  return { api, raiseUnauthorized };
}

describe('the HTTP client tells what kind of failure an answer is', () => {
  it('unwraps a successful envelope', async () => {
    expect(await client(null).api.call('GET', '/ok')).toEqual({ ok: true, data: { id: 7 }, message: 'OK' });
  });

  it("a 503 in the server's own envelope is its refusal, with its code and message, not offline", async () => {
    const result = await client('token').api.call('PUT', '/busy', { answer: 1 });
    expect(result).toMatchObject({
      ok: false,
      status: 503,
      kind: 'rejected',
      code: 'CONFLICT.BUSY',
      message: 'Another change was being saved at the same moment. Please try again',
    });
  });

  it("a 502 or 503 without an envelope (a proxy's page) is the server out of reach: offline", async () => {
    expect(await client('token').api.call('GET', '/proxy-down')).toMatchObject({ ok: false, status: 502, kind: 'offline', code: 'UNKNOWN' });
    expect(await client('token').api.call('GET', '/proxy-unavailable')).toMatchObject({ ok: false, status: 503, kind: 'offline' });
  });

  it('no answer at all is offline', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await client('token', `http://127.0.0.1:${port}/api`).api.call('GET', '/ok')).toMatchObject({ ok: false, status: 0, kind: 'offline', code: 'OFFLINE' });
  });

  it('a 401 on a call made with a token ends the session; without one it is a refusal', async () => {
    const signedIn = client('token');
    expect(await signedIn.api.call('GET', '/ended')).toMatchObject({ kind: 'unauthorized', code: 'AUTH.SESSION_ENDED' });
    expect(signedIn.raiseUnauthorized).toHaveBeenCalledTimes(1);
    const signedOut = client(null);
    expect(await signedOut.api.call('GET', '/ended')).toMatchObject({ kind: 'rejected', status: 401 });
    expect(signedOut.raiseUnauthorized).not.toHaveBeenCalled();
  });
});
