import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEdlinkClient, EdlinkCursorExpired, EdlinkFailure, retryAfterMs } from '../../server/src/modules/roster-sync/edlink/edlink-client';
import { lakeshoreGraph, startFakeEdlink, type FakeEdlink } from './support/fake-edlink';

/*
 * The Edlink v2 graph API client (issue 16) against a local server answering Edlink's shapes: cursor
 * paging, a 429 waited out through the injected delay (no real sleep), an expired cursor, a malformed
 * answer, a refused token.
 */

let edlink: FakeEdlink;
const delay = vi.fn(async (_ms: number) => undefined);
const client = (options: { token?: string; pageSize?: number; maxRetries?: number } = {}) =>
  createEdlinkClient({ baseUrl: edlink.url, token: options.token ?? edlink.token, pageSize: options.pageSize ?? 2, maxRetries: options.maxRetries, delay });

beforeAll(async () => {
  edlink = await startFakeEdlink();
});
afterAll(() => edlink.close());
beforeEach(() => {
  Object.assign(edlink.data, lakeshoreGraph());
  edlink.script = { rateLimited: {}, expiredCursors: {}, malformed: {} };
  edlink.requests.length = 0;
  delay.mockClear();
});

describe('the Edlink client', () => {
  it('reads every page of every list, following $next', async () => {
    const graph = await client().graph();
    expect(graph.people.map((p) => p.id)).toEqual(['p-teach', 'p-ann', 'p-ben', 'p-dad']);
    expect(graph.enrollments).toHaveLength(3);
    expect(edlink.requests.filter((r) => r.startsWith('people'))).toEqual(['people', 'people?p-ann']);
  });

  it('waits out a 429 for its Retry-After and goes on', async () => {
    edlink.script = { ...edlink.script, rateLimited: { people: 2 } };
    const graph = await client().graph();
    expect(graph.people).toHaveLength(4);
    expect(delay).toHaveBeenCalledTimes(2);
    expect(delay).toHaveBeenCalledWith(0);
  });

  it('gives up after a bounded number of 429s with a clear reason', async () => {
    edlink.script = { ...edlink.script, rateLimited: { schools: 10 } };
    await expect(client({ maxRetries: 3 }).graph()).rejects.toMatchObject({ reason: 'edlinkRateLimited' });
    expect(delay).toHaveBeenCalledTimes(3);
  });

  it('starts a list again when its cursor expires midway', async () => {
    edlink.script = { ...edlink.script, expiredCursors: { people: 'p-ann' } };
    const graph = await client().graph();
    expect(graph.people.map((p) => p.id)).toEqual(['p-teach', 'p-ann', 'p-ben', 'p-dad']);
    expect(edlink.requests.filter((r) => r.startsWith('people'))).toEqual(['people', 'people?p-ann', 'people', 'people?p-ann']);
  });

  it('says when the events cursor is gone, so the sync reads everything', async () => {
    await expect(client().events('ev-unknown')).rejects.toBeInstanceOf(EdlinkCursorExpired);
  });

  it('says when the events feed is past its 30-day window', async () => {
    edlink.data.events = [
      { id: 'ev-0', date: '2026-01-01T00:00:00.000Z', type: 'created', target: 'person', data: { id: 'p-ann' } },
      { id: 'ev-1', date: '2026-01-02T00:00:00.000Z', type: 'created', target: 'person', data: { id: 'p-ben' } },
    ];
    await expect(client().events('ev-0', Date.parse('2026-03-01T00:00:00.000Z'))).rejects.toBeInstanceOf(EdlinkCursorExpired);
    expect((await client().events('ev-0', Date.parse('2026-01-03T00:00:00.000Z'))).map((e) => e.id)).toEqual(['ev-1']);
  });

  it('turns a malformed answer into a failure naming the resource, never a crash', async () => {
    edlink.script = { ...edlink.script, malformed: { classes: { $data: [{ id: 7, name: null }] } } };
    const error = await client().graph().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EdlinkFailure);
    expect(error).toMatchObject({ reason: 'edlinkMalformed' });
    expect((error as EdlinkFailure).detail).toContain('classes');
  });

  it('turns a refused token into a failure', async () => {
    await expect(client({ token: 'wrong' }).graph()).rejects.toMatchObject({ reason: 'edlinkUnauthorized' });
  });

  it('never sends the token to another origin a $next names', async () => {
    edlink.script = { ...edlink.script, malformed: { districts: { $data: [], $next: 'https://elsewhere.test/api/v2/graph/districts?$after=x' } } };
    await expect(client().graph()).rejects.toMatchObject({ reason: 'edlinkMalformed' });
    expect(edlink.requests).toEqual(['districts']);
  });

  it('reads Retry-After as seconds or a date, capped', () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs(null)).toBe(1000);
    expect(retryAfterMs('100000')).toBe(60_000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 5_000)).toBe(5000);
  });
});
