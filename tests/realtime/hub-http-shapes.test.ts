import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANDSHAKE, RS, bearer, negotiate, openSocket, record, slowPost, withId } from './support/raw-hub-client';
import { startHubTestServer, waitFor, type HubTestServer } from './support/hub-test-server';

/** The exact HTTP shapes of TransportProtocols.md, driven with plain fetch and ws. */
const APP_ORIGIN = 'http://app.example';

let server: HubTestServer;
let token: string;
let otherToken: string;
let hub: string;

beforeAll(async () => {
  server = await startHubTestServer({ PUBLIC_URL: `${APP_ORIGIN}/` });
  hub = server.current.hubUrl;
  token = await server.login('student');
  otherToken = await server.login('teacher');
});
afterAll(() => server.close());

const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers });
const post = (url: string, body: string, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', body, headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers } });
const sse = { accept: 'text/event-stream' };

async function connectionToken(): Promise<string> {
  const { body } = await negotiate(hub, token);
  return body!.connectionToken!;
}

describe('negotiate', () => {
  it('answers version 1 with a public connectionId, a separate secret token and the three transports', async () => {
    const { res, body } = await negotiate(hub, token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(body).toEqual({
      connectionId: expect.any(String),
      connectionToken: expect.stringMatching(/^[A-Za-z0-9_.-]{60,}$/),
      negotiateVersion: 1,
      availableTransports: [
        { transport: 'WebSockets', transferFormats: ['Text', 'Binary'] },
        { transport: 'ServerSentEvents', transferFormats: ['Text'] },
        { transport: 'LongPolling', transferFormats: ['Text', 'Binary'] },
      ],
    });
    expect(body!.connectionToken).not.toBe(body!.connectionId);
  });

  it('answers version 0 when no version is asked for, and at most version 1', async () => {
    const v0 = await negotiate(hub, token, null);
    expect(v0.body).toMatchObject({ negotiateVersion: 0, connectionId: expect.any(String) });
    expect(v0.body).not.toHaveProperty('connectionToken');
    expect((await negotiate(hub, token, 7)).body?.negotiateVersion).toBe(1);
  });

  it('is 401 without a token or with a bad one, and accepts the access_token query parameter', async () => {
    expect((await negotiate(hub, null)).res.status).toBe(401);
    expect((await negotiate(hub, 'not.a.jwt')).res.status).toBe(401);
    const viaQuery = await fetch(`${hub}/negotiate?negotiateVersion=1&access_token=${encodeURIComponent(token)}`, { method: 'POST' });
    expect(viaQuery.status).toBe(200);
  });

  it('allows the configured client origin through CORS, and no other', async () => {
    const preflight = await fetch(`${hub}/negotiate?negotiateVersion=1`, {
      method: 'OPTIONS',
      headers: { origin: APP_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,x-signalr-user-agent' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/X-SignalR-User-Agent/);

    const actual = await negotiate(hub, token, 1, { origin: APP_ORIGIN });
    expect(actual.res.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    const refusedToo = await negotiate(hub, null, 1, { origin: APP_ORIGIN });
    expect(refusedToo.res.status).toBe(401);
    expect(refusedToo.res.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);

    const stranger = await fetch(`${hub}/negotiate`, { method: 'OPTIONS', headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' } });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('WebSockets', () => {
  it('upgrades with the token in the query string and answers the handshake', async () => {
    const id = await connectionToken();
    const opened = await openSocket(withId(hub, id, `&access_token=${encodeURIComponent(token)}`));
    if (!('socket' in opened)) throw new Error(`refused with ${opened.status}`);
    const seen = record(opened.socket);
    opened.socket.send(HANDSHAKE);
    await waitFor('the handshake answer', () => seen.text === `{}${RS}`);
    opened.socket.close();
  });

  it('refuses an unknown id (404), another user\'s id (404), no token (401) and a second socket (409)', async () => {
    expect(await openSocket(withId(hub, 'no-such-connection'), bearer(token))).toEqual({ status: 404 });
    const id = await connectionToken();
    expect(await openSocket(withId(hub, id), bearer(otherToken))).toEqual({ status: 404 });
    expect(await openSocket(withId(hub, id))).toEqual({ status: 401 });
    const first = await openSocket(withId(hub, id), bearer(token));
    expect(first).toHaveProperty('socket');
    expect(await openSocket(withId(hub, id), bearer(token))).toEqual({ status: 409 });
    if ('socket' in first) first.socket.close();
  });

  it('starts a connection without negotiate when no id is given (skipNegotiation)', async () => {
    const opened = await openSocket(hub, bearer(token));
    if (!('socket' in opened)) throw new Error(`refused with ${opened.status}`);
    const seen = record(opened.socket);
    opened.socket.send(HANDSHAKE);
    await waitFor('the handshake answer', () => seen.text === `{}${RS}`);
    opened.socket.close();
  });

  it('leaves upgrades to other paths alone: 404', async () => {
    expect(await openSocket(`${server.current.origin}/hubs/other`, bearer(token))).toEqual({ status: 404 });
  });
});

describe('Server-Sent Events', () => {
  it('needs an id (400), a known one (404), one stream per connection (409)', async () => {
    expect((await get(hub, { ...bearer(token), ...sse })).status).toBe(400);
    expect((await get(withId(hub, 'nope'), { ...bearer(token), ...sse })).status).toBe(404);
    const id = await connectionToken();
    const controller = new AbortController();
    const stream = await fetch(withId(hub, id), { headers: { ...bearer(token), ...sse }, signal: controller.signal });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream');
    expect((await get(withId(hub, id), { ...bearer(token), ...sse })).status).toBe(409);

    expect((await post(withId(hub, id), HANDSHAKE, bearer(token))).status).toBe(200);
    const reader = stream.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toBe(`data: {}${RS}\r\n\r\n`);
    controller.abort();
  });

  it('takes client messages as POSTs: 400 without id, 404 unknown, 409 while another POST is in progress', async () => {
    expect((await post(hub, HANDSHAKE, bearer(token))).status).toBe(400);
    expect((await post(withId(hub, 'nope'), HANDSHAKE, bearer(token))).status).toBe(404);
    const id = await connectionToken();
    const controller = new AbortController();
    await fetch(withId(hub, id), { headers: { ...bearer(token), ...sse }, signal: controller.signal });
    expect((await post(withId(hub, id), HANDSHAKE, bearer(otherToken))).status).toBe(404);
    expect((await post(withId(hub, id), HANDSHAKE, bearer(token))).status).toBe(200);

    const slow = slowPost(withId(hub, id), bearer(token), '{"type":6}');
    // The slow POST registers once the server has its headers; a quick one is refused from then on.
    const conflict = await waitFor('a 409', async () => (await post(withId(hub, id), `{"type":6}${RS}`, bearer(token))).status === 409);
    expect(conflict).toBe(true);
    slow.finish(RS);
    expect(await slow.status).toBe(200);
    controller.abort();
  });
});

describe('long polling', () => {
  it('answers the first poll at once, then holds polls until data, a newer poll (204) or DELETE (204)', async () => {
    const id = await connectionToken();
    const url = withId(hub, id);
    const first = await get(url, bearer(token));
    expect(first.status).toBe(200);
    expect(await first.text()).toBe('');

    expect((await post(url, HANDSHAKE, bearer(token))).status).toBe(200);
    const data = await get(url, bearer(token));
    expect(data.status).toBe(200);
    expect(await data.text()).toBe(`{}${RS}`);

    // Two polls at once: whichever the server takes second ends the first with 204.
    const polls = [get(url, bearer(token)), get(url, bearer(token))];
    expect((await Promise.race(polls)).status).toBe(204);

    const deleted = await fetch(url, { method: 'DELETE', headers: bearer(token) });
    expect(deleted.status).toBe(202);
    // DELETE ends the poll still held with 204.
    expect((await Promise.all(polls)).map((r) => r.status)).toEqual([204, 204]);
    // Shortly after the end, the id still answers 204 (the client stops cleanly) and POSTs 404.
    expect((await get(url, bearer(token))).status).toBe(204);
    expect((await post(url, `{"type":6}${RS}`, bearer(token))).status).toBe(404);
  });

  it('refuses DELETE for other transports (400) and unknown ids (404)', async () => {
    const id = await connectionToken();
    const opened = await openSocket(withId(hub, id), bearer(token));
    expect((await fetch(withId(hub, id), { method: 'DELETE', headers: bearer(token) })).status).toBe(400);
    expect((await fetch(withId(hub, 'nope'), { method: 'DELETE', headers: bearer(token) })).status).toBe(404);
    if ('socket' in opened) opened.socket.close();
  });

  it('refuses a poll on a WebSocket connection (400) and a POST there (400)', async () => {
    const id = await connectionToken();
    const opened = await openSocket(withId(hub, id), bearer(token));
    expect((await get(withId(hub, id), bearer(token))).status).toBe(400);
    expect((await post(withId(hub, id), HANDSHAKE, bearer(token))).status).toBe(400);
    if ('socket' in opened) opened.socket.close();
  });
});
