import 'reflect-metadata';
import { channel } from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { NotificationType } from '@domain/notifications/notification-type';
import { waitFor } from '../support/wait-for';
import { ACCESS_MATRIX, type MatrixRow } from './access-matrix';
import { ACTING_AS, ACTOR_KINDS, buildAccessWorld, ROLE_OF, type AccessWorld, type ActorKind } from './support/access-world';
import { recordedRoutes } from './support/route-specs';
import { useTestServer } from './support/test-context';

vi.mock('../../server/src/http/route', async (original) => (await import('./support/route-specs')).recordingRouteModule(await original()));

/*
 * The generated access matrix (issue 10): every /api route of the live route table has a row in
 * access-matrix.ts, and every route is called as every kind of caller with the row's sample. An
 * admitted caller gets 2xx or a 4xx that is not 401/403 (a 404 or 409 when the sample does not fit
 * them); a role the row does not admit gets 403; an admitted role outside the row's scope gets 403
 * (or the row's 404); anonymous gets 401 unless the route is public. A write refused that way
 * changes nothing.
 */

/** Every route Fastify registers while the app is built (media routes are not made by defineRoute). */
const live: { method: string; url: string }[] = [];
const init = channel('fastify.initialization');
const watch = (message: unknown) => {
  (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) live.push({ method, url: route.url });
  });
};
init.subscribe(watch);

const server = useTestServer<AccessWorld>({
  world: async (s) => {
    init.unsubscribe(watch);
    return buildAccessWorld(s);
  },
});

type Expected = 'admitted' | 401 | 403 | 404;

const SUPPORT_KINDS: readonly ActorKind[] = ['support', 'supportActing', 'supportActingColleague'];

/**
 * Who is inside each scope (see access-matrix.ts). Support reads a student's record only while acting
 * for the student's teacher; as a manager of users and places it keeps its whole scope, acting or not.
 */
const IN_SCOPE: Record<MatrixRow['scope'], readonly ActorKind[] | 'everyone'> = {
  none: 'everyone',
  own: ['owner'],
  student: ['owner', 'teacher', 'stateManager', 'districtManager', 'campusManager', 'superAdmin', 'supportActing'],
  classroom: ['teacher'],
  place: ['stateManager', 'districtManager', 'campusManager', 'superAdmin', ...SUPPORT_KINDS],
};

function expectedFor(row: MatrixRow, caller: ActorKind): Expected {
  if (caller === 'anonymous') return row.access === 'public' ? 'admitted' : 401;
  // A teacher's call: support acting for nobody is refused; acting, it is the teacher it acts for.
  if (row.actingFor === 'teacher' && caller === 'support') return 403;
  const actor = ((row.actingFor && ACTING_AS[caller]) || caller) as Exclude<ActorKind, 'anonymous'>;
  if (row.supportManagesUsers && SUPPORT_KINDS.includes(actor)) return 'admitted';
  if (Array.isArray(row.access) && !row.access.includes(ROLE_OF[actor])) return 403;
  const inScope = IN_SCOPE[row.scope];
  if (inScope !== 'everyone' && !inScope.includes(actor)) return row.outOfScope ?? 403;
  return 'admitted';
}

function fits(row: MatrixRow, expected: Expected, status: number, body: string): boolean {
  if (row.featureOff && status === 403 && body.includes(`"code":"${row.featureOff}"`)) return expected !== 401;
  if (expected === 'admitted') return status < 500 && status !== 401 && status !== 403;
  return status === expected;
}

/** Tables a refused call may still write: an audit trail of who tried what. */
const BOOKKEEPING = /audit|disclosure/;

/**
 * The tables whose rows differ from the baseline the test started from. A statement trigger marks a
 * table written even when an UPDATE touched no row, so the marked tables are compared row by row.
 */
async function changedTables(): Promise<string[]> {
  const marked = await server.db.query<{ table_name: string }>('SELECT DISTINCT table_name FROM test_baseline.dirty_tables ORDER BY 1');
  const changed: string[] = [];
  for (const { table_name: table } of marked) {
    if (BOOKKEEPING.test(table)) continue;
    const digest = (schema: string) => `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS d FROM ${schema}.${table} t`;
    const [now] = await server.db.query<{ d: string }>(digest('public'));
    const [then] = await server.db.query<{ d: string }>(digest('test_baseline'));
    if (now.d !== then.d) changed.push(table);
  }
  return changed;
}

/** Every publish job has ended and told its requester how (the last thing a job writes). */
async function publishesEnded(): Promise<void> {
  await waitFor(
    async () => {
      const [open] = await server.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM publish_jobs j WHERE j.state IN ('queued', 'running')
            OR NOT EXISTS (SELECT 1 FROM notifications n WHERE n.type IN ($1, $2) AND n.args ->> 'publishId' = j.id::text)`,
        [NotificationType.PublishFailed, NotificationType.PublishSucceeded],
      );
      return open.n === 0;
    },
    { timeoutMs: 60_000, intervalMs: 20, what: 'the publish jobs the row queued to end' },
  );
}

const liveApiRoutes = () => [...new Set(live.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`))];

describe('access matrix: the rows', () => {
  it('has a row for every /api route and none for a route that does not exist', () => {
    const routes = liveApiRoutes();
    expect(routes.length).toBeGreaterThan(50);
    const missing = routes.filter((r) => !ACCESS_MATRIX[r]);
    expect(missing, `routes without a row in tests/server/access-matrix.ts: ${missing.join(', ')}`).toEqual([]);
    const unknown = Object.keys(ACCESS_MATRIX).filter((r) => !routes.includes(r));
    expect(unknown, `rows naming no route: ${unknown.join(', ')}`).toEqual([]);
  });

  it('says which routes serve a support user as the teacher it acts for, as the routes do', () => {
    const wrong = recordedRoutes()
      .filter((route) => ACCESS_MATRIX[`${route.method} ${route.url}`] && ACCESS_MATRIX[`${route.method} ${route.url}`].actingFor !== route.actingFor)
      .map((route) => `${route.method} ${route.url}: the route says ${route.actingFor ?? 'nothing'}`);
    expect(wrong, wrong.join('\n')).toEqual([]);
  });

  it('admits no role the route itself refuses', () => {
    for (const route of recordedRoutes()) {
      const row = ACCESS_MATRIX[`${route.method} ${route.url}`];
      if (!row || route.access === 'public' || route.access === 'signedIn') continue;
      expect(row.access, `${route.method} ${route.url}`).not.toBe('public');
      expect(row.access, `${route.method} ${route.url}`).not.toBe('signedIn');
      const wider = (row.access as readonly number[]).filter((role) => !(route.access as readonly number[]).includes(role as never));
      expect(wider, `${route.method} ${route.url}: roles the row admits but the route refuses`).toEqual([]);
    }
  });
});

describe('access matrix: every route as every caller', () => {
  for (const [key, row] of Object.entries(ACCESS_MATRIX)) {
    const [method] = key.split(' ');
    const test = row.knownHole ? it.fails : it;
    test(`${key}${row.knownHole ? ` (known hole: ${row.knownHole})` : ''}`, async () => {
      const sample = row.sample(server.world);
      // Refused callers first, while nothing has changed; then the admitted ones.
      const order = [...ACTOR_KINDS].sort((a, b) => Number(expectedFor(row, a) === 'admitted') - Number(expectedFor(row, b) === 'admitted'));
      const wrong: string[] = [];
      let refusalsChecked = false;
      for (const actor of order) {
        const expected = expectedFor(row, actor);
        if (expected === 'admitted' && !refusalsChecked && method !== 'GET') {
          refusalsChecked = true;
          const changed = await changedTables();
          if (changed.length > 0) wrong.push(`refused callers changed ${changed.join(', ')}`);
        }
        const headers: Record<string, string> = {};
        if (actor !== 'anonymous') headers.authorization = `Bearer ${server.world.tokens[actor]}`;
        if (sample.body !== undefined) headers['content-type'] = 'application/json';
        const res = await server.app.inject({
          method: method as 'GET',
          url: sample.url,
          headers,
          payload: sample.body === undefined ? undefined : JSON.stringify(sample.body),
        });
        if (!fits(row, expected, res.statusCode, res.body)) {
          wrong.push(`${actor}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 160)}`);
        }
      }
      if (!refusalsChecked && method !== 'GET') {
        const changed = await changedTables();
        if (changed.length > 0) wrong.push(`refused callers changed ${changed.join(', ')}`);
      }
      if (row.startsPublish) await publishesEnded();
      expect(wrong, wrong.join('\n')).toEqual([]);
    });
  }
});
