import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import type { Database } from '../../server/src/db/database';
import { requestLoggerOptions } from '../../server/src/http/request-log';
import { DEMO_PASSWORD } from '../../server/src/seed/demo-world.seed';
import { openTestDatabase } from './support/test-database';

/**
 * The edge where Node and the network meet the app (issue 10, holes 1, 4 and 8): which proxies may
 * name the client, what reaches the log, and what Node's HTTP parser refuses (answered on a real
 * socket, in the envelope).
 */
let db: Database;
let dispose: () => Promise<void>;
const apps: BuiltApp[] = [];

beforeAll(async () => {
  ({ db, dispose } = await openTestDatabase());
});
afterAll(async () => {
  for (const built of apps) await built.app.close();
  await dispose();
});

/** The app with `env`, logging JSON lines into `lines` (the real logger options, another stream). */
async function appWithLog(env: Record<string, string> = {}) {
  const config = loadConfig({ DATA_DIR: '/tmp/course-platform-test', LOG_LEVEL: 'info', ...env });
  const stream = new PassThrough();
  const lines: Record<string, any>[] = [];
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) lines.push(JSON.parse(line));
  });
  const built = await buildApp({ db, config, mailer: { send: async () => undefined }, logger: requestLoggerOptions(config, stream), serveClient: false });
  apps.push(built);
  const logged = () => lines.map((l) => JSON.stringify(l)).join('\n');
  return { ...built, lines, logged };
}

describe('forwarded headers', () => {
  const forwarded = { 'x-forwarded-for': '203.0.113.7' };
  const addressesLogged = (lines: Record<string, any>[]) => lines.filter((l) => l.req).map((l) => l.req.remoteAddress);

  it('are ignored when no proxy is trusted (the default)', async () => {
    const { app, lines } = await appWithLog();
    await app.inject({ method: 'GET', url: '/api/client-config', headers: forwarded, remoteAddress: '127.0.0.1' });
    expect(addressesLogged(lines)).toEqual(['127.0.0.1']);
  });

  it('name the client when they come from a trusted proxy, and only then', async () => {
    const { app, lines } = await appWithLog({ TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8' });
    await app.inject({ method: 'GET', url: '/api/client-config', headers: forwarded, remoteAddress: '127.0.0.1' });
    await app.inject({ method: 'GET', url: '/api/client-config', headers: forwarded, remoteAddress: '10.1.2.3' });
    await app.inject({ method: 'GET', url: '/api/client-config', headers: forwarded, remoteAddress: '198.51.100.9' });
    expect(addressesLogged(lines)).toEqual(['203.0.113.7', '203.0.113.7', '198.51.100.9']);
  });
});

describe('the log', () => {
  it('never holds a query token, whatever the spelling of its key', async () => {
    const { app, lines, logged } = await appWithLog();
    const res = await app.inject({ method: 'POST', url: '/api/user/authenticate', payload: { username: 'student', password: DEMO_PASSWORD } });
    const token: string = res.json().data.token;
    lines.splice(0);
    const spellings = ['access_token', 'access%5Ftoken', 'access%5ftoken', 'ACCESS_TOKEN', 'Access%5FToken', 'tok%65n', 'TOKEN', 'access_token[]'];
    for (const key of spellings) {
      await app.inject({ method: 'GET', url: `/hubs/notifications?${key}=${token}&id=abc` });
      await app.inject({ method: 'GET', url: `/api/notification?${key}=${token}` });
    }
    // Repeated keys: every occurrence goes.
    await app.inject({ method: 'GET', url: `/api/notification?access_token=${token}&x=1&access%5Ftoken=${token}` });
    const requests = lines.filter((l) => l.req?.url);
    expect(requests.length).toBe(spellings.length * 2 + 1);
    expect(logged()).not.toContain(token);
    // Nor any large piece of it (the signature alone would be enough to match a leaked token).
    expect(logged()).not.toContain(token.split('.')[2]);
    expect(requests.at(-1)!.req.url).toBe('/api/notification?access_token=[redacted]&x=1&access%5Ftoken=[redacted]');
  });
});

/** Sends raw bytes to the listening app and resolves with all it answers once the socket closes. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('error', (err: NodeJS.ErrnoException) => (err.code === 'ECONNRESET' ? undefined : reject(err)));
    socket.on('close', () => resolve(answer));
    socket.write(request);
  });
}

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

describe("what Node's HTTP parser refuses", () => {
  let port: number;
  beforeAll(async () => {
    // A short timeout, so the test waits on the socket's close for a fraction of a second.
    const { app } = await appWithLog({ REQUEST_TIMEOUT_MS: '300' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });

  it('a body that never finishes is cut with a 408 in the envelope', async () => {
    const answer = await rawExchange(
      port,
      'POST /api/user/authenticate HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"username":"stu',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(answer)).toEqual({ data: { code: 'REQUEST_TIMEOUT' }, statusType: 0, statusMessage: 'The request took too long to arrive' });
  });

  it('headers over 16 KB are a 431 in the envelope', async () => {
    const answer = await rawExchange(port, `GET /api/client-config HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(17 * 1024)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(answer)).toEqual({ data: { code: 'HEADERS_TOO_LARGE' }, statusType: 0, statusMessage: 'The request headers are too large' });
  });

  it('a request that arrives whole in time is answered as usual', async () => {
    const answer = await rawExchange(port, 'GET /api/client-config HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  });
});
