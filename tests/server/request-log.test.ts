import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLoggerOptions } from '../../server/src/http/request-log';

/** A bare Fastify app with the server's real logger options, its JSON lines collected. */
async function appWithLog() {
  const stream = new PassThrough();
  const lines: Record<string, any>[] = [];
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
  });
  const app = Fastify({ logger: requestLoggerOptions({ logLevel: 'info' }, stream) });
  app.get('/api/lesson/:id', async () => ({ data: null }));
  await app.ready();
  return { app, lines, text: () => lines.map((l) => JSON.stringify(l)).join('\n') };
}

describe('the request log', () => {
  it('logs each request coming in and answered, with method, URL, address, status and time', async () => {
    const { app, lines } = await appWithLog();
    await app.inject({ method: 'GET', url: '/api/lesson/2', remoteAddress: '198.51.100.9' });
    const requestLines = lines.filter((l) => l.reqId);
    expect(requestLines).toHaveLength(2);
    const [incoming, completed] = requestLines;
    expect(incoming).toMatchObject({ msg: 'incoming request', req: { method: 'GET', url: '/api/lesson/2', remoteAddress: '198.51.100.9' } });
    expect(Object.keys(incoming.req).sort()).toEqual(['method', 'remoteAddress', 'url']);
    expect(completed).toMatchObject({ msg: 'request completed', reqId: incoming.reqId, res: { statusCode: 200 }, responseTime: expect.any(Number) });
    await app.close();
  });

  it('never holds the Authorization header, nor a query token', async () => {
    const { app, lines, text } = await appWithLog();
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2VjcmV0LXNpZ25hdHVyZS1vZi10aGUtdG9rZW4';
    await app.inject({ method: 'GET', url: `/api/lesson/2?access_token=${token}`, headers: { authorization: `Bearer ${token}`, cookie: `t=${token}` } });
    expect(lines.filter((l) => l.reqId)).toHaveLength(2);
    expect(text()).not.toContain(token.split('.')[2]);
    expect(text()).not.toMatch(/authorization|headers|cookie/i);
    await app.close();
  });
});
