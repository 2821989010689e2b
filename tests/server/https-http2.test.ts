import type { IncomingMessage } from 'node:http';
import { connect, type ClientHttp2Session, type Http2ServerRequest } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { connect as tlsConnect } from 'node:tls';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { bodyToCome } from '../../server/src/http/body-deadline';
import type { Database } from '../../server/src/db/database';
import { DEMO_PASSWORD } from '../../server/src/seed/demo-world.seed';
import { openTestDatabase } from './support/test-database';

/**
 * HTTPS with HTTP/2 when a certificate is configured (TLS_CERT_FILE, TLS_KEY_FILE; issue 17): the API and
 * the hub's three transports over one TLS port, HTTP/2 for clients that offer it and HTTP/1.1 for the
 * rest (and for the WebSocket upgrade). The certificate is a test-only one for localhost and 127.0.0.1.
 */
const TLS_DIR = path.join(import.meta.dirname, 'support', 'tls');
const TLS_ENV = { TLS_CERT_FILE: path.join(TLS_DIR, 'test-cert.pem'), TLS_KEY_FILE: path.join(TLS_DIR, 'test-key.pem') };
const ca = readFileSync(TLS_ENV.TLS_CERT_FILE);
const HUB = '/hubs/notifications';
const RS = '\u001e';

let db: Database;
let dispose: () => Promise<void>;
let built: BuiltApp;
let origin: string;
const sessions: ClientHttp2Session[] = [];

beforeAll(async () => {
  ({ db, dispose } = await openTestDatabase());
  const config = loadConfig({ DATA_DIR: '/tmp/course-platform-test', LOG_LEVEL: 'silent', ...TLS_ENV });
  built = await buildApp({ db, config, mailer: { send: async () => undefined }, serveClient: false });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `https://127.0.0.1:${(built.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  // Closed while clients still hold their sessions, as at a shutdown: the close must not wait for them.
  await built?.app.close();
  for (const session of sessions) session.destroy();
  await dispose();
});

function h2Session(): Promise<ClientHttp2Session> {
  const session = connect(origin, { ca });
  sessions.push(session);
  return new Promise((resolve, reject) => {
    session.once('connect', () => resolve(session));
    session.once('error', reject);
  });
}

interface Answer {
  readonly status: number;
  readonly headers: Record<string, unknown>;
  readonly body: string;
}

function h2Call(session: ClientHttp2Session, method: string, url: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // A browser names the length of a body it sends over HTTP/2 as well; Fastify reads none without it.
    const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
    const stream = session.request({ ':method': method, ':path': url, ...length, ...headers });
    let status = 0;
    let answerHeaders: Record<string, unknown> = {};
    const chunks: Buffer[] = [];
    stream.on('response', (h) => {
      status = Number(h[':status']);
      answerHeaders = h;
    });
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve({ status, headers: answerHeaders, body: Buffer.concat(chunks).toString('utf8') }));
    stream.on('error', reject);
    stream.end(body);
  });
}

async function signIn(session: ClientHttp2Session, username: string): Promise<string> {
  const res = await h2Call(session, 'POST', '/api/user/authenticate', { 'content-type': 'application/json' }, JSON.stringify({ username, password: DEMO_PASSWORD }));
  expect(res.status).toBe(200);
  return (JSON.parse(res.body) as { data: { token: string } }).data.token;
}

async function negotiate(session: ClientHttp2Session, token: string): Promise<string> {
  const res = await h2Call(session, 'POST', `${HUB}/negotiate?negotiateVersion=1`, { authorization: `Bearer ${token}` });
  expect(res.status).toBe(200);
  return encodeURIComponent((JSON.parse(res.body) as { connectionToken: string }).connectionToken);
}

describe('HTTPS with HTTP/2', () => {
  it('answers the API over HTTP/2 in the envelope, a student\'s lesson included', async () => {
    const session = await h2Session();
    expect(session.alpnProtocol).toBe('h2');
    const token = await signIn(session, 'student');
    const units = await h2Call(session, 'GET', '/api/units', { authorization: `Bearer ${token}` });
    expect(units.status).toBe(200);
    expect(JSON.parse(units.body)).toMatchObject({ statusType: 1, data: expect.any(Array) });
    const lesson = await h2Call(session, 'GET', '/api/lesson/2', { authorization: `Bearer ${token}`, 'accept-encoding': 'br' });
    expect(lesson.status).toBe(200);
    expect(lesson.headers['content-encoding']).toBe('br');
    expect(lesson.headers['content-security-policy']).toEqual(expect.stringContaining("default-src 'self'"));
    const anonymous = await h2Call(session, 'GET', '/api/units');
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.body)).toMatchObject({ data: { code: 'AUTH.UNAUTHENTICATED' } });
  });

  it('still answers HTTP/1.1 over TLS on the same port (clients that offer nothing else)', async () => {
    const res = await new Promise<Answer>((resolve, reject) => {
      const req = httpsRequest(`${origin}/api/client-config`, { ca }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: { version: answer.httpVersion }, body: Buffer.concat(chunks).toString('utf8') }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(res.status).toBe(200);
    expect(res.headers.version).toBe('1.1');
    expect(JSON.parse(res.body)).toMatchObject({ statusType: 1 });
  });

  it('carries the hub over Server-Sent Events on HTTP/2: the stream opens and the handshake answer arrives on it', async () => {
    const session = await h2Session();
    const token = await signIn(session, 'student');
    const id = await negotiate(session, token);
    const stream = session.request({ ':method': 'GET', ':path': `${HUB}?id=${id}`, accept: 'text/event-stream', authorization: `Bearer ${token}` });
    const opened = new Promise<Record<string, unknown>>((resolve) => stream.once('response', resolve));
    const firstEvent = new Promise<string>((resolve) => stream.on('data', (chunk: Buffer) => chunk.toString().includes('data:') && resolve(chunk.toString())));
    const head = await opened;
    expect(head[':status']).toBe(200);
    expect(head['content-type']).toBe('text/event-stream');
    const posted = await h2Call(session, 'POST', `${HUB}?id=${id}`, { authorization: `Bearer ${token}` }, `{"protocol":"json","version":1}${RS}`);
    expect(posted.status).toBe(200);
    expect(await firstEvent).toBe(`data: {}${RS}\r\n\r\n`);
    stream.close();
  });

  it('carries the hub over long polling on HTTP/2', async () => {
    const session = await h2Session();
    const token = await signIn(session, 'student');
    const id = await negotiate(session, token);
    const auth = { authorization: `Bearer ${token}` };
    expect((await h2Call(session, 'GET', `${HUB}?id=${id}`, auth)).status).toBe(200);
    expect((await h2Call(session, 'POST', `${HUB}?id=${id}`, auth, `{"protocol":"json","version":1}${RS}`)).status).toBe(200);
    const poll = await h2Call(session, 'GET', `${HUB}?id=${id}`, auth);
    expect(poll).toMatchObject({ status: 200, body: `{}${RS}` });
    expect((await h2Call(session, 'DELETE', `${HUB}?id=${id}`, auth)).status).toBe(202);
  });

  it('upgrades the hub\'s WebSocket over HTTP/1.1 on the TLS port', async () => {
    const session = await h2Session();
    const token = await signIn(session, 'student');
    const id = await negotiate(session, token);
    const socket = new WebSocket(`${origin.replace('https', 'wss')}${HUB}?id=${id}&access_token=${encodeURIComponent(token)}`, { ca });
    const answer = await new Promise<string>((resolve, reject) => {
      socket.once('open', () => socket.send(`{"protocol":"json","version":1}${RS}`));
      socket.once('message', (data) => resolve(String(data)));
      socket.once('error', reject);
    });
    expect(answer).toBe(`{}${RS}`);
    socket.close();
  });
});

describe('REQUEST_TIMEOUT_MS over TLS', () => {
  let slow: BuiltApp;
  let slowOrigin: string;
  beforeAll(async () => {
    // A short timeout, so the test waits a fraction of a second for the cut.
    const config = loadConfig({ DATA_DIR: '/tmp/course-platform-test', LOG_LEVEL: 'silent', REQUEST_TIMEOUT_MS: '300', ...TLS_ENV });
    slow = await buildApp({ db, config, mailer: { send: async () => undefined }, serveClient: false });
    await slow.app.listen({ port: 0, host: '127.0.0.1' });
    slowOrigin = `https://127.0.0.1:${(slow.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => slow?.app.close());
  const timedOut = { data: { code: 'REQUEST_TIMEOUT' }, statusType: 0, statusMessage: 'The request took too long to arrive' };

  it('cuts an HTTP/2 body that never finishes with a 408 in the envelope', async () => {
    const session = connect(slowOrigin, { ca });
    sessions.push(session);
    const stream = session.request({ ':method': 'POST', ':path': '/api/user/authenticate', 'content-type': 'application/json', 'content-length': '100' });
    stream.write('{"username":"stu');
    const answer = await new Promise<Answer>((resolve) => {
      let status = 0;
      const chunks: Buffer[] = [];
      stream.on('response', (h) => (status = Number(h[':status'])));
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('close', () => resolve({ status, headers: {}, body: Buffer.concat(chunks).toString('utf8') }));
      stream.on('error', () => undefined);
    });
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual(timedOut);
  });

  it('cuts an HTTP/1.1 body on the TLS port the same way, and closes the connection', async () => {
    const { port } = new URL(slowOrigin);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = tlsConnect({ host: '127.0.0.1', port: Number(port), ca, servername: 'localhost', ALPNProtocols: ['http/1.1'] }, () => {
        socket.write('POST /api/user/authenticate HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"username":"stu');
      });
      let text = '';
      socket.on('data', (c: Buffer) => (text += c.toString('utf8')));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual(timedOut);
  });

  it('starts no timer for a request without a body still to come (a held long poll, an event stream)', () => {
    const h2 = (endAfterHeaders: boolean) => ({ complete: false, headers: {}, stream: { endAfterHeaders } }) as unknown as Http2ServerRequest;
    const h1 = (headers: Record<string, string>, complete = false) => ({ complete, headers }) as unknown as IncomingMessage;
    expect(bodyToCome(h2(true))).toBe(false);
    expect(bodyToCome(h2(false))).toBe(true);
    expect(bodyToCome(h1({}))).toBe(false);
    expect(bodyToCome(h1({ 'content-length': '0' }))).toBe(false);
    expect(bodyToCome(h1({ 'content-length': '12' }))).toBe(true);
    expect(bodyToCome(h1({ 'content-length': '12' }, true))).toBe(false);
    expect(bodyToCome(h1({ 'transfer-encoding': 'chunked' }))).toBe(true);
  });
});

describe('TLS configuration', () => {
  it('needs both files or neither', () => {
    expect(() => loadConfig({ TLS_CERT_FILE: TLS_ENV.TLS_CERT_FILE })).toThrow(/TLS_CERT_FILE and TLS_KEY_FILE: set both/);
    expect(() => loadConfig({ TLS_KEY_FILE: TLS_ENV.TLS_KEY_FILE })).toThrow(/set both/);
    expect(loadConfig({}).tls).toBeNull();
    expect(loadConfig({ ...TLS_ENV, PORT: '4100' }).linkBaseUrl).toBe('https://localhost:4100');
  });

  it('stops the start with the file named when a file cannot be read', async () => {
    const config = loadConfig({ DATA_DIR: '/tmp/course-platform-test', LOG_LEVEL: 'silent', ...TLS_ENV, TLS_KEY_FILE: path.join(TLS_DIR, 'missing.pem') });
    await expect(buildApp({ db, config, mailer: { send: async () => undefined }, serveClient: false })).rejects.toThrow(/TLS_KEY_FILE: cannot read .*missing\.pem \(ENOENT\)/);
  });
});
