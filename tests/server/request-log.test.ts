import { PassThrough } from 'node:stream';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { OneLineRequestLog, requestLoggerOptions } from '../../server/src/http/request-log';

/** A bare Fastify app with the server's real logger options and log controller, its JSON lines collected. */
async function appWithLog() {
  const stream = new PassThrough();
  const lines: Record<string, any>[] = [];
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
  });
  const app = Fastify({ logger: requestLoggerOptions({ logLevel: 'info' }, stream), logController: new OneLineRequestLog() });
  app.get('/api/lesson/:id', async () => ({ data: null }));
  await app.ready();
  return { app, lines, text: () => lines.map((l) => JSON.stringify(l)).join('\n') };
}

describe('the request log', () => {
  it('logs each request once, when answered, with method, URL, address, status and time', async () => {
    const { app, lines } = await appWithLog();
    await app.inject({ method: 'GET', url: '/api/lesson/2', remoteAddress: '198.51.100.9' });
    const requestLines = lines.filter((l) => l.reqId);
    expect(requestLines).toHaveLength(1);
    const [completed] = requestLines;
    expect(completed).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/lesson/2', remoteAddress: '198.51.100.9' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(Object.keys(completed.req).sort()).toEqual(['method', 'remoteAddress', 'url']);
    await app.close();
  });

  it('logs a request whose answer failed on the way out as errored, with the request', async () => {
    const { app, lines } = await appWithLog();
    // What Fastify hands its log controller when the response stream fails after the handler answered.
    const request = { method: 'GET', url: '/api/lesson/2?access_token=secret', ip: '198.51.100.9' } as unknown as FastifyRequest;
    const reply = { log: app.log, statusCode: 200, elapsedTime: 4.2 } as unknown as FastifyReply;
    new OneLineRequestLog().requestCompleted(new Error('socket gone'), request, reply);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 50,
      msg: 'request errored',
      req: { method: 'GET', url: expect.not.stringContaining('secret'), remoteAddress: '198.51.100.9' },
      err: { message: 'socket gone' },
      responseTime: 4.2,
    });
    await app.close();
  });

  it('never holds the Authorization header, nor a query token', async () => {
    const { app, lines, text } = await appWithLog();
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2VjcmV0LXNpZ25hdHVyZS1vZi10aGUtdG9rZW4';
    await app.inject({ method: 'GET', url: `/api/lesson/2?access_token=${token}`, headers: { authorization: `Bearer ${token}`, cookie: `t=${token}` } });
    expect(lines.filter((l) => l.reqId)).toHaveLength(1);
    expect(text()).not.toContain(token.split('.')[2]);
    expect(text()).not.toMatch(/authorization|headers|cookie/i);
    await app.close();
  });
});
