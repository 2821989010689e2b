import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local stand-in for Edlink's v2 graph API (tests only), answering its documented shapes: lists as
 * `{ $data, $next }` paged by `$first`/`$after` with a bearer token. A test scripts the departures
 * the client must survive: a 429 with Retry-After, a cursor Edlink no longer knows, a malformed answer.
 */

export type EdlinkResource = 'districts' | 'schools' | 'classes' | 'people' | 'enrollments' | 'events';

export interface FakeEdlinkScript {
  /** Answer 429 (Retry-After: 0) this many times to the next requests of a resource. */
  readonly rateLimited: Partial<Record<EdlinkResource, number>>;
  /** Answer 400 "invalid cursor" to a request of a resource that carries this `$after`, once. */
  readonly expiredCursors: Partial<Record<EdlinkResource, string>>;
  /** Answer this body instead of the page. */
  readonly malformed: Partial<Record<EdlinkResource, unknown>>;
}

export interface FakeEdlink {
  readonly url: string;
  readonly data: Record<EdlinkResource, Record<string, unknown>[]>;
  script: FakeEdlinkScript;
  /** Every request, as `resource?$after` (for asserting the paging). */
  readonly requests: string[];
  readonly token: string;
  close(): Promise<void>;
}

const RESOURCES = new Set<string>(['districts', 'schools', 'classes', 'people', 'enrollments', 'events']);

export async function startFakeEdlink(token = 'edlink-test-token'): Promise<FakeEdlink> {
  const fake = {
    url: '',
    data: { districts: [], schools: [], classes: [], people: [], enrollments: [], events: [] } as Record<EdlinkResource, Record<string, unknown>[]>,
    script: { rateLimited: {}, expiredCursors: {}, malformed: {} } as FakeEdlinkScript,
    requests: [] as string[],
    token,
    close: async (): Promise<void> => undefined,
  };
  const answer = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', fake.url);
    const resource = url.pathname.split('/').filter(Boolean).at(-1) ?? '';
    const after = url.searchParams.get('$after');
    fake.requests.push(`${resource}${after ? `?${after}` : ''}`);
    if (req.headers.authorization !== `Bearer ${fake.token}`) return answer(res, 401, { $errors: [{ code: 'UNAUTHORIZED' }] });
    if (!RESOURCES.has(resource)) return answer(res, 404, { $errors: [{ code: 'NOT_FOUND' }] });
    const key = resource as EdlinkResource;
    const limited = fake.script.rateLimited[key] ?? 0;
    if (limited > 0) {
      fake.script = { ...fake.script, rateLimited: { ...fake.script.rateLimited, [key]: limited - 1 } };
      return answer(res, 429, { $errors: [{ code: 'RATE_LIMITED' }] }, { 'retry-after': '0' });
    }
    if (after && fake.script.expiredCursors[key] === after) {
      fake.script = { ...fake.script, expiredCursors: { ...fake.script.expiredCursors, [key]: undefined } };
      return answer(res, 400, { $errors: [{ code: 'INVALID_CURSOR' }] });
    }
    if (key in fake.script.malformed) return answer(res, 200, fake.script.malformed[key]);
    const all = fake.data[key];
    const first = Number(url.searchParams.get('$first') ?? '100');
    // The cursor is the id of the last record sent, as Edlink's are opaque record cursors.
    const start = after ? all.findIndex((r) => r.id === after) + 1 : 0;
    if (after && start === 0) return answer(res, 400, { $errors: [{ code: 'INVALID_CURSOR' }] });
    const page = all.slice(start, start + first);
    const next = start + first < all.length ? new URL(url) : null;
    next?.searchParams.set('$after', String(page.at(-1)?.id));
    return answer(res, 200, { $data: page, ...(next ? { $next: next.toString() } : {}) });
  };
  const server: Server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v2/graph`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}

/** A small district as Edlink shares it: one school, a teacher, two students, one class. */
export function lakeshoreGraph(): Record<EdlinkResource, Record<string, unknown>[]> {
  return {
    districts: [{ id: 'd-lake', name: 'Lakeshore Unified' }],
    schools: [{ id: 's-lake', name: 'Lakeshore Middle', district_id: 'd-lake' }],
    classes: [{ id: 'c-hist', name: 'World History', school_id: 's-lake', periods: ['3'] }],
    people: [
      { id: 'p-teach', first_name: 'Maya', last_name: 'Lopez', email: 'maya.lopez@lakeshore.test', roles: ['teacher'], school_ids: ['s-lake'] },
      { id: 'p-ann', first_name: 'Ann', last_name: 'Reyes', roles: ['student'], school_ids: ['s-lake'], demographics: { birthday: '2013-04-02', sex: 'female', hispanic_or_latino_ethnicity: true } },
      { id: 'p-ben', first_name: 'Ben', last_name: 'Stone', roles: ['student'], school_ids: ['s-lake'] },
      { id: 'p-dad', first_name: 'Tom', last_name: 'Reyes', roles: ['guardian'], school_ids: [] },
    ],
    enrollments: [
      { id: 'e-1', class_id: 'c-hist', person_id: 'p-teach', role: 'teacher', primary: true, state: 'active' },
      { id: 'e-2', class_id: 'c-hist', person_id: 'p-ann', role: 'student', state: 'active' },
      { id: 'e-3', class_id: 'c-hist', person_id: 'p-ben', role: 'student', state: 'active' },
    ],
    events: [{ id: 'ev-1', date: new Date().toISOString(), type: 'created', target: 'person', data: { id: 'p-ben' } }],
  };
}
