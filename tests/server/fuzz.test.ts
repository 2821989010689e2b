import 'reflect-metadata';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { idParamsSchema } from '@domain/shared/schema-kit';
import { ACCESS_MATRIX } from './access-matrix';
import { HOSTILE_URL_TEXTS, fieldsOf, rawBody, urlText } from './fuzz-arbitraries';
import { buildAccessWorld, type AccessWorld } from './support/access-world';
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

/** Who is the most privileged caller a route admits (the access world's actors, demo users among them). */
const CALLER_BY_ROLE = {
  1: 'superAdmin',
  7: 'support',
  8: 'stateManager',
  2: 'districtManager',
  3: 'campusManager',
  4: 'teacher',
  5: 'creator',
  6: 'owner',
} as const satisfies Record<number, keyof AccessWorld['tokens']>;
type Caller = (typeof CALLER_BY_ROLE)[keyof typeof CALLER_BY_ROLE];
const PRIVILEGE_ORDER = [1, 7, 8, 2, 3, 4, 5, 6];

function callerFor(route: RecordedRoute): Caller | null {
  if (route.access === 'public') return null;
  if (route.access === 'signedIn') return 'superAdmin';
  const role = PRIVILEGE_ORDER.find((r) => (route.access as readonly number[]).includes(r));
  return CALLER_BY_ROLE[(role ?? 1) as keyof typeof CALLER_BY_ROLE];
}

/** Routes whose 2xx answer is bytes, not an envelope (their failures still are envelopes). */
const BYTES = /^\/api\/(images|audio|videos)\/:id$/;
/** Browser navigations answered with a redirect, whatever they are sent (single sign-on, docs/sso.md). */
const REDIRECTS = /^\/api\/sso\/(start\/:providerId|callback)$/;

const server = useTestServer<AccessWorld>({ world: buildAccessWorld });

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

/**
 * Requests every route is tried with before the random runs, whatever the seed: each hostile text in
 * every path parameter at once, as the privileged caller, without a body (a careless client's).
 */
function examplesOf(route: RecordedRoute, key: string): [FuzzRequest][] {
  const inPath: [FuzzRequest][] = route.url.includes(':')
    ? HOSTILE_URL_TEXTS.map((text) => [{ url: route.url.replace(/:\w+/g, text), body: undefined, anonymous: false }])
    : [];
  return [...inPath, ...hostileLeavesOf(key)];
}

/** NUL and a broken emoji in each text, an id beyond the integer column in each number. */
const HOSTILE_LEAVES = { string: ['a\u0000b', 'cut \uD83D'], number: [2_147_483_648, -1, 0.5] } as const;

/**
 * The access matrix's sample of the route (a body that passes validation) with one leaf at a time
 * made hostile: a field the shared schemas forget to guard reaches the database this way.
 */
function hostileLeavesOf(key: string): [FuzzRequest][] {
  const sample = ACCESS_MATRIX[key].sample(server.world);
  if (sample.body === undefined) return [];
  const out: [FuzzRequest][] = [];
  const visit = (value: unknown, replace: (v: unknown) => unknown) => {
    if (typeof value === 'string' || typeof value === 'number') {
      for (const bad of HOSTILE_LEAVES[typeof value as 'string' | 'number']) out.push([{ url: sample.url, body: JSON.stringify(replace(bad)), anonymous: false }]);
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => visit(item, (v) => replace(value.map((x, j) => (j === i ? v : x)))));
    } else if (value && typeof value === 'object') {
      for (const [k, item] of Object.entries(value)) visit(item, (v) => replace({ ...value, [k]: v }));
    }
  };
  visit(sample.body, (v) => v);
  return out;
}

/** What is wrong with an answer, or null: a 5xx, or (under /api) something that is not the envelope. */
function wrongWith(route: RecordedRoute, status: number, text: string): string | null {
  if (status >= 500) return `answered ${status}`;
  if (BYTES.test(route.url) && status < 300) return null;
  if (REDIRECTS.test(route.url) && status === 303) return null;
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

/**
 * Routes whose accepted requests are whole jobs: the course publish's 60 runs took 2.4 s in one fresh-clone
 * run, 31 s in the next and 51 s alone on a busy two-core machine (why it varies so much is not known yet),
 * past the 30 s a test may take.
 */
const SLOW_ROUTES: Record<string, number> = { 'PATCH /api/course/publish': 180_000 };

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
          const token = caller && !req.anonymous ? server.world.tokens[caller] : undefined;
          if (token) headers.authorization = `Bearer ${token}`;
          if (req.body !== undefined) headers['content-type'] = 'application/json';
          const res = await server.app.inject({ method: route.method as 'GET', url: req.url, headers, payload: req.body });
          const wrong = wrongWith(route, res.statusCode, res.body);
          if (wrong) throw new Error(`${req.anonymous ? 'anonymous' : (caller ?? 'anonymous')} ${route.method} ${req.url.slice(0, 200)}: ${wrong}: ${res.body.slice(0, 200)}`);
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true, examples: examplesOf(route, key) },
      );
    }, SLOW_ROUTES[key]);
  }
});
