import 'reflect-metadata';
import { channel } from 'node:diagnostics_channel';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppContext } from '../../server/src/app-context';
import { installErrorHandler } from '../../server/src/http/error-handler';
import { defineRoute, type ResponseContract } from '../../server/src/http/route';
import { startTestServer, type TestServer } from './support/test-server';
import type { BenchmarkAssessmentView, BenchmarkCountView, BenchmarkScoreView } from '@application/ports/assessment-gateway.port';
import type { benchmarkAssessmentViewSchema, benchmarkCountViewSchema, benchmarkScoreViewSchema } from '@domain/assessment/assessment.responses';
import type { Equal, Expect } from '@domain/shared/type-equality';

// The client's port declares these answers by hand; they must stay the shapes the server is checked against.
export type _BenchmarkViewsMatch = [
  Expect<Equal<BenchmarkAssessmentView, z.infer<typeof benchmarkAssessmentViewSchema>>>,
  Expect<Equal<BenchmarkScoreView, z.infer<typeof benchmarkScoreViewSchema>>>,
  Expect<Equal<BenchmarkCountView, z.infer<typeof benchmarkCountViewSchema>>>,
];

/** Every route Fastify registers while the real app is built, seen through its onRoute hook. */
interface SeenRoute {
  readonly method: string;
  readonly url: string;
  readonly contract: ResponseContract | undefined;
}

/** The answers that are no JSON envelope, named: anything else under /api must declare a schema. */
const NOT_ENVELOPES = [
  'GET /api/images/:id',
  'GET /api/audio/:id',
  'GET /api/videos/:id',
  'GET /api/videos/:id/captions/:language',
  // Report workbooks (issue 13): xlsx bytes.
  'GET /api/Report/overview/download',
  'GET /api/download-teks-performance-report-xls/classroom/:classroomId',
  // Vocabulary workbooks (issue 15): xlsx bytes.
  'GET /api/vocabulary/download/template',
  'GET /api/vocabulary/download/:unitId',
  // SOA/ELA standards workbooks (issue 15): xlsx bytes.
  'GET /api/SampleSOADocument',
  'GET /api/SOAStandard-Download',
  // Edlink roster sync downloads (issue 16): xlsx bytes.
  'GET /api/edlink/integrations/:districtId/PendingEvents.xlsx',
  'GET /api/edlink/integrations/:districtId/LastSyncReport.xlsx',
  // Single sign-on (issue 16): browser navigations answered with redirects.
  'GET /api/sso/start/:providerId',
  'GET /api/sso/callback',
];

describe('response contract: the live route table', () => {
  const seen: SeenRoute[] = [];
  let server: TestServer;

  beforeAll(async () => {
    // Fastify announces each instance on this channel before any route is added (docs: Hooks, Diagnostics Channel).
    const init = channel('fastify.initialization');
    const watch = (message: unknown) => {
      (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', (route: RouteOptions) => {
        for (const method of [route.method].flat()) {
          seen.push({ method, url: route.url, contract: route.config?.responseContract });
        }
      });
    };
    init.subscribe(watch);
    try {
      server = await startTestServer();
    } finally {
      init.unsubscribe(watch);
    }
  });
  afterAll(() => server?.close());

  it('sees the API routes', () => {
    const api = seen.filter((r) => r.url.startsWith('/api/'));
    expect(api.length).toBeGreaterThan(50);
    expect(api.some((r) => r.method === 'GET' && r.url === '/api/units')).toBe(true);
  });

  it('gives every /api route a response schema, or lists it as not an envelope', () => {
    const api = seen.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD');
    const missing = api.filter((r) => !r.contract).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    const raw = api.filter((r) => r.contract && 'notAnEnvelope' in r.contract).map((r) => `${r.method} ${r.url}`);
    expect(raw.sort()).toEqual([...NOT_ENVELOPES].sort());
    for (const route of api.filter((r) => r.contract && 'data' in r.contract)) {
      const schema = (route.contract as { data: z.ZodType }).data;
      // A schema that admits anything checks nothing.
      expect(schema.safeParse(Symbol('anything')).success, `${route.method} ${route.url}`).toBe(false);
    }
  });
});

describe('response contract: the check', () => {
  const itemSchema = z.object({ id: z.number().int(), name: z.string() });
  const logLines: string[] = [];

  async function tinyApp(checkResponses: boolean, answer: unknown): Promise<FastifyInstance> {
    const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => void logLines.push(line) } } });
    installErrorHandler(app);
    // A public route never reads the context beyond its config (no token, no session lookup).
    const ctx = { config: { checkResponses } } as unknown as AppContext;
    defineRoute(app, ctx, {
      method: 'GET',
      url: '/item',
      access: 'public',
      response: itemSchema,
      handler: async () => ({ data: answer as z.infer<typeof itemSchema> }),
    });
    await app.ready();
    return app;
  }

  it('rejects at compile time a handler whose data does not fit the schema', () => {
    const ctx = { config: { checkResponses: true } } as unknown as AppContext;
    const register = (app: FastifyInstance) =>
      defineRoute(app, ctx, {
        method: 'GET',
        url: '/item',
        access: 'public',
        response: itemSchema,
        // @ts-expect-error name must be a string
        handler: async () => ({ data: { id: 1, name: 2 } }),
      });
    expect(typeof register).toBe('function');
  });

  it('answers a fitting answer as usual', async () => {
    const app = await tinyApp(true, { id: 1, name: 'Unit 1' });
    const res = await app.inject({ method: 'GET', url: '/item' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: 1, name: 'Unit 1' });
    await app.close();
  });

  it.each([
    ['an unexpected field', { id: 1, name: 'Unit 1', secret: 'x' }, 'secret: unexpected field'],
    ['a missing field', { id: 1 }, 'name'],
    ['a wrong type', { id: '1', name: 'Unit 1' }, 'id'],
  ])('turns %s into a logged 500 naming the route and the issue', async (_what, answer, issue) => {
    logLines.length = 0;
    const app = await tinyApp(true, answer);
    const res = await app.inject({ method: 'GET', url: '/item' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ data: { code: 'INTERNAL' }, statusType: 0 });
    const log = logLines.join('\n');
    expect(log).toContain('GET /item');
    expect(log).toContain(issue);
    await app.close();
  });

  it('lets a drifted answer through with the check off (production)', async () => {
    const app = await tinyApp(false, { id: 1, name: 'Unit 1', secret: 'x' });
    const res = await app.inject({ method: 'GET', url: '/item' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: 1, name: 'Unit 1', secret: 'x' });
    await app.close();
  });

  it('is on under vitest by default', async () => {
    const { loadConfig } = await import('../../server/src/config');
    expect(loadConfig({}).checkResponses).toBe(true);
    expect(loadConfig({ CHECK_RESPONSES: '0' }).checkResponses).toBe(false);
  });
});
