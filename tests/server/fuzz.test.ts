import 'reflect-metadata';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { idParamsSchema } from '@domain/shared/schema-kit';
import { ACCESS_MATRIX } from './access-matrix';
import { fieldsOf, rawBody, urlText } from './fuzz-arbitraries';
import { recordedRoutes, type RecordedRoute } from './support/route-specs';
import { useTestServer } from './support/test-context';

vi.mock('../../server/src/http/route', async (original) => (await import('./support/route-specs')).recordingRouteModule(await original()));

/*
 * The route fuzzer (issue 10): every route declared with defineRoute gets params, queries and bodies
 * generated from its zod schemas and beyond them, sent as the most privileged caller its access
 * admits and as anonymous. Property: never a 5xx, and every answer under /api is the envelope
 * { data, statusType, statusMessage }. A fixed seed in CI (printed; FUZZ_SEED replays it), FUZZ_RUNS
 * runs per route (raise it locally to search harder).
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
console.info(`route fuzzer: seed ${SEED} (FUZZ_SEED to replay), ${RUNS} runs per route (FUZZ_RUNS)`);

/** The demo user who is the most privileged caller a route admits. */
const CALLER_BY_ROLE: Record<number, string> = { 1: 'superadmin', 7: 'support', 8: 'statemanager', 2: 'districtmanager', 3: 'campusmanager', 4: 'teacher', 5: 'creator', 6: 'student' };
const PRIVILEGE_ORDER = [1, 7, 8, 2, 3, 4, 5, 6];

function callerFor(route: RecordedRoute): string | null {
  if (route.access === 'public') return null;
  if (route.access === 'signedIn') return 'superadmin';
  const role = PRIVILEGE_ORDER.find((r) => (route.access as readonly number[]).includes(r));
  return CALLER_BY_ROLE[role ?? 1];
}

/** Routes whose 2xx answer is bytes, not an envelope (their failures still are envelopes). */
const BYTES = /^\/api\/(images|audio|videos)\/:id$/;

const server = useTestServer<Record<string, string>>({
  world: async (s) => {
    const tokens: Record<string, string> = {};
    for (const name of new Set(Object.values(CALLER_BY_ROLE))) tokens[name] = await s.login(name);
    return tokens;
  },
});

interface FuzzRequest {
  readonly url: string;
  readonly body: string | undefined;
  readonly anonymous: boolean;
}

function requestOf(route: RecordedRoute): fc.Arbitrary<FuzzRequest> {
  const params = fieldsOf(route.params);
  const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const path = fc.tuple(...names.map((n) => urlText(params[n]))).map((values) => names.reduce((url, n, i) => url.replace(`:${n}`, values[i] || 'x'), route.url));
  const queryFields = fieldsOf(route.query);
  const query = fc
    .array(fc.oneof(fc.constantFrom(...(Object.keys(queryFields).length ? Object.keys(queryFields) : ['q'])), fc.string({ maxLength: 6 })), { maxLength: 3 })
    .chain((keys) => fc.tuple(...keys.map((k) => urlText(queryFields[k]).map((v) => `${encodeURIComponent(k)}=${v}`))))
    .map((pairs) => (pairs.length ? `?${pairs.join('&')}` : ''));
  const withBody = route.method !== 'GET' && route.method !== 'DELETE';
  return fc.record({
    url: fc.tuple(path, query).map(([p, q]) => `${p}${q}`),
    body: withBody ? rawBody(route.body) : fc.constant(undefined),
    anonymous: fc.boolean(),
  });
}

/** What is wrong with an answer, or null: a 5xx, or (under /api) something that is not the envelope. */
function wrongWith(route: RecordedRoute, status: number, text: string): string | null {
  if (status >= 500) return `answered ${status}`;
  if (BYTES.test(route.url) && status < 300) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `answered ${status} with no JSON`;
  }
  const envelope = body as Record<string, unknown> | null;
  if (!envelope || typeof envelope !== 'object' || !('data' in envelope) || typeof envelope.statusType !== 'number' || typeof envelope.statusMessage !== 'string') {
    return `answered ${status} outside the envelope`;
  }
  return null;
}

/** Routes whose fuzzing finds a hole today: their test is expected to fail until it is closed. */
const KNOWN_HOLES: Record<string, string> = {};

describe('route fuzzer', () => {
  it('sees every route the access matrix lists', () => {
    const declared = recordedRoutes().map((r) => `${r.method} ${r.url}`);
    expect(declared.length).toBeGreaterThan(50);
    const missing = declared.filter((r) => !ACCESS_MATRIX[r]);
    expect(missing, `routes without a row in tests/server/access-matrix.ts: ${missing.join(', ')}`).toEqual([]);
  });

  // The access matrix lists every route (its test fails otherwise), so each gets a test of its own here.
  for (const key of Object.keys(ACCESS_MATRIX)) {
    const hole = KNOWN_HOLES[key];
    (hole ? it.fails : it)(`${key}${hole ? ` (known hole: ${hole})` : ''}`, async () => {
      const [method, url] = key.split(' ');
      // Media bytes are served by plain routes: their one parameter is an id.
      const route = recordedRoutes().find((r) => r.method === method && r.url === url) ?? { method, url, access: 'public' as const, params: idParamsSchema };
      const caller = callerFor(route);
      await fc.assert(
        fc.asyncProperty(requestOf(route), async (req) => {
          const headers: Record<string, string> = {};
          const token = caller && !req.anonymous ? server.world[caller] : undefined;
          if (token) headers.authorization = `Bearer ${token}`;
          if (req.body !== undefined) headers['content-type'] = 'application/json';
          const res = await server.app.inject({ method: route.method as 'GET', url: req.url, headers, payload: req.body });
          const wrong = wrongWith(route, res.statusCode, res.body);
          if (wrong) throw new Error(`${req.anonymous ? 'anonymous' : (caller ?? 'anonymous')} ${route.method} ${req.url.slice(0, 200)}: ${wrong}: ${res.body.slice(0, 200)}`);
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    });
  }
});
