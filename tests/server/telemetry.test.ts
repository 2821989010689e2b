import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { TELEMETRY_BATCH_LIMIT_BYTES, TELEMETRY_MAX_EVENTS_PER_BATCH } from '@domain/telemetry/telemetry.constants';
import type { TelemetryBatchResult, TimeInSystemReport, TimeInSystemToday } from '@domain/telemetry/telemetry.responses';
import type { PageViewEvent } from '@domain/telemetry/telemetry.schemas';
import { useTestServer } from './support/test-context';

/*
 * Usage telemetry and time in system (issue 16; api-spec §7.15, §7.2; docs/telemetry.md): events are
 * stored once per client id (a retried batch never doubles), with who and where from the session;
 * a SuperAdmin's batch is accepted and dropped; a batch over 102,400 bytes is 413, a bad one 400.
 * The time report is the caller's own (403 for another id) and adds at most interval plus slack;
 * time is read per user and summed per school and district only inside the reader's report scope.
 */

const EVENTS = '/api/telemetry/events';
const server = useTestServer({
  world: async (s) => ({
    // These tests count every stored event and second: they start without the demo's month of usage (demo-usage.seed).
    usageCleared: await s.db.query('DELETE FROM telemetry_events').then(() => s.db.query('DELETE FROM user_time_in_system')),
    student: await s.login('student'),
    teacher: await s.login('teacher'),
    admin: await s.login('superadmin'),
    ids: Object.fromEntries(
      (await s.db.query<{ id: number; username: string }>(`SELECT id, username FROM users WHERE username IN ('student', 'teacher', 'superadmin')`)).map((u) => [u.username, u.id]),
    ) as Record<'student' | 'teacher' | 'superadmin', number>,
  }),
});

let counter = 0;
const uuid = () => `00000000-0000-4000-8000-${(++counter).toString(16).padStart(12, '0')}`;
const SESSION = '11111111-1111-4111-8111-111111111111';
const pageView = (overrides: Partial<PageViewEvent> = {}): PageViewEvent => ({
  id: uuid(),
  type: 'page-view',
  section: 'unit',
  path: '/unit/1',
  startedAt: '2026-11-29T10:00:00.000Z',
  durationMs: 4200,
  sessionId: SESSION,
  ...overrides,
});
const send = (token: string, body: unknown) => server.call<TelemetryBatchResult>('POST', EVENTS, { token, body });
const stored = () =>
  server.db.query<{ id: string; actor_user_id: number; actor_username: string; actor_role_id: number; school_id: number | null; extensions: Record<string, unknown> }>(
    'SELECT id::text, actor_user_id, actor_username, actor_role_id, school_id, extensions FROM telemetry_events ORDER BY event_time, id',
  );

describe('POST /api/telemetry/events', () => {
  it('stores each event once: a retried batch stores nothing again', async () => {
    const batch = { events: [pageView(), pageView({ section: 'lesson', path: '/lesson/2' })] };
    const first = await send(server.world.student, batch);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ stored: 2 });
    const retry = await send(server.world.student, batch);
    expect(retry.body.data).toEqual({ stored: 0 });
    expect(await stored()).toHaveLength(2);
  });

  it('takes who and where from the session, never from the body', async () => {
    const [school] = await server.db.query<{ school_id: number }>('SELECT school_id FROM users WHERE id = $1', [server.world.ids.student]);
    const forged = { ...pageView(), userId: server.world.ids.teacher, username: 'teacher', userRoleId: 1, schoolId: 999 };
    expect((await send(server.world.student, { events: [forged] })).status).toBe(400);
    const browserId = uuid();
    await send(server.world.student, { browserId, events: [pageView()] });
    const [row] = await stored();
    expect(row).toMatchObject({ actor_user_id: server.world.ids.student, actor_username: 'student', actor_role_id: 6, school_id: school.school_id });
    expect(row.extensions).toEqual({ browserId });
  });

  it('exports each stored event as a Caliper 1.2 ViewEvent', async () => {
    const event = pageView();
    await send(server.world.student, { events: [event] });
    const [row] = await server.db.query<{ event: Record<string, unknown> }>('SELECT event FROM telemetry_events_caliper');
    expect(row.event).toMatchObject({
      '@context': 'http://purl.imsglobal.org/ctx/caliper/v1p2',
      id: `urn:uuid:${event.id}`,
      type: 'ViewEvent',
      action: 'Viewed',
      eventTime: '2026-11-29T10:00:00.000Z',
      actor: { id: `urn:user:${server.world.ids.student}`, type: 'Person', name: 'student', extensions: { userRoleId: 6 } },
      object: { type: 'WebPage', name: 'unit', extensions: { durationMs: 4200 } },
      session: { id: `urn:uuid:${SESSION}`, type: 'Session' },
      extensions: expect.objectContaining({ schoolId: expect.any(Number), districtId: expect.any(Number), stateId: expect.any(Number) }),
    });
  });

  it("accepts a SuperAdmin's batch and stores none of it", async () => {
    const res = await send(server.world.admin, { events: [pageView()] });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ stored: 0 });
    expect(await stored()).toHaveLength(0);
  });

  it('refuses a body over the batch byte limit with 413 in the envelope', async () => {
    const raw = JSON.stringify({ events: [pageView({ path: `/${'x'.repeat(TELEMETRY_BATCH_LIMIT_BYTES)}` })] });
    const res = await server.call('POST', EVENTS, { token: server.world.student, raw });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ statusType: expect.any(Number), statusMessage: expect.any(String), data: { code: 'PAYLOAD_TOO_LARGE' } });
    expect(await stored()).toHaveLength(0);
  });

  it.each([
    ['no events', { events: [] }],
    ['too many events', { events: Array.from({ length: TELEMETRY_MAX_EVENTS_PER_BATCH + 1 }, () => ({ ...pageView(), path: '/' })) }],
    ['an id that is no uuid', { events: [pageView({ id: 'not-a-uuid' })] }],
    ['another event type', { events: [{ ...pageView(), type: 'click' }] }],
    ['a negative duration', { events: [pageView({ durationMs: -1 })] }],
    ['a path with a query', { events: [pageView({ path: '/unit/1?q=secret' })] }],
    ['a time that is no date', { events: [pageView({ startedAt: 'yesterday' })] }],
  ])('refuses %s with 400, storing nothing', async (_, body) => {
    const res = await send(server.world.student, body);
    expect(res.status).toBe(400);
    expect(await stored()).toHaveLength(0);
  });

  it('answers 401 signed out', async () => {
    expect((await server.call('POST', EVENTS, { body: { events: [pageView()] } })).status).toBe(401);
  });
});

describe('GET /api/User/update-time', () => {
  const report = (token: string, userId: number) => server.call<TimeInSystemToday>('GET', `/api/User/update-time?userId=${userId}`, { token });

  it("adds the first interval, then only the time since the user's last report", async () => {
    const first = await report(server.world.teacher, server.world.ids.teacher);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ userId: server.world.ids.teacher, seconds: 15 });
    const again = await report(server.world.teacher, server.world.ids.teacher);
    expect(again.body.data.seconds).toBeLessThanOrEqual(16);
  });

  it('never adds more than the interval plus slack, however long since the last report', async () => {
    await report(server.world.teacher, server.world.ids.teacher);
    await server.db.query(`UPDATE user_time_reports SET last_reported_at = now() - interval '3 hours' WHERE user_id = $1`, [server.world.ids.teacher]);
    const res = await report(server.world.teacher, server.world.ids.teacher);
    expect(res.body.data.seconds).toBe(15 + 20);
  });

  it("refuses another user's id with 403 and counts nothing", async () => {
    const res = await report(server.world.teacher, server.world.ids.student);
    expect(res.status).toBe(403);
    const rows = await server.db.query('SELECT * FROM user_time_in_system');
    expect(rows).toHaveLength(0);
  });

  it('keeps the place of the day for sums per school and district', async () => {
    await report(server.world.student, server.world.ids.student);
    const [row] = await server.db.query<{ school_id: number | null; district_id: number | null }>('SELECT school_id, district_id FROM user_time_in_system');
    const [user] = await server.db.query<{ school_id: number | null; district_id: number | null }>('SELECT school_id, district_id FROM users WHERE id = $1', [server.world.ids.student]);
    expect(row).toEqual(user);
  });
});

describe('GET /api/User/time-in-system', () => {
  const DAY = '2026-11-20';
  /** A second state, district and school with one student's day, beside the demo student's. */
  async function twoSchools() {
    const db = server.db;
    const [demo] = await db.query<{ state_id: number; district_id: number; school_id: number }>('SELECT state_id, district_id, school_id FROM users WHERE id = $1', [server.world.ids.student]);
    const [state] = await db.query<{ id: number }>(`INSERT INTO states (name, abbreviation) VALUES ('Oklahoma', 'OK') RETURNING id`);
    const [district] = await db.query<{ id: number }>(`INSERT INTO districts (name, state_id) VALUES ('Far Away ISD', $1) RETURNING id`, [state.id]);
    const [school] = await db.query<{ id: number }>(`INSERT INTO schools (name, district_id) VALUES ('Far Away Middle', $1) RETURNING id`, [district.id]);
    const [other] = await db.query<{ id: number }>(
      `INSERT INTO users (username, first_name, last_name, role_id, state_id, district_id, school_id) VALUES ('faraway', 'Far', 'Away', 6, $1, $2, $3) RETURNING id`,
      [state.id, district.id, school.id],
    );
    await db.query(
      `INSERT INTO user_time_in_system (user_id, day, seconds, state_id, district_id, school_id) VALUES ($1, $2, 600, $3, $4, $5), ($6, $2, 900, $7, $8, $9), ($6, '2026-11-21', 60, $7, $8, $9)`,
      [server.world.ids.student, DAY, demo.state_id, demo.district_id, demo.school_id, other.id, state.id, district.id, school.id],
    );
    return { demo, other: { userId: other.id, schoolId: school.id, districtId: district.id } };
  }
  const read = (username: string, query: string) => server.login(username).then((token) => server.call<TimeInSystemReport>('GET', `/api/User/time-in-system?${query}`, { token }));

  it.each(['campusmanager', 'districtmanager', 'statemanager'])('shows a %s only the time inside their place', async (manager) => {
    const { demo } = await twoSchools();
    const res = await read(manager, `from=${DAY}&to=${DAY}`);
    expect(res.status).toBe(200);
    expect(res.body.data.users).toEqual([{ userId: server.world.ids.student, userName: 'student', roleId: 6, schoolId: demo.school_id, seconds: 600 }]);
    expect(res.body.data.schools).toEqual([expect.objectContaining({ schoolId: demo.school_id, seconds: 600 })]);
    expect(res.body.data.districts).toEqual([expect.objectContaining({ districtId: demo.district_id, seconds: 600 })]);
  });

  it('shows the super admin every place, summed per school and district over the days', async () => {
    const { other } = await twoSchools();
    const res = await read('superadmin', `from=${DAY}&to=2026-11-21`);
    expect(res.body.data.users.map((u) => [u.userId, u.seconds])).toEqual([
      [other.userId, 960],
      [server.world.ids.student, 600],
    ]);
    expect(res.body.data.schools).toContainEqual(expect.objectContaining({ schoolId: other.schoolId, seconds: 960 }));
    expect(res.body.data.districts).toContainEqual(expect.objectContaining({ districtId: other.districtId, seconds: 960 }));
  });

  it.each(['teacher', 'student', 'support', 'creator'])('refuses a %s (403)', async (username) => {
    expect((await read(username, '')).status).toBe(403);
  });

  it.each([
    ['an impossible day', 'from=2026-02-30'],
    ['an end before the start', 'from=2026-11-20&to=2026-11-19'],
    ['more than a year', 'from=2025-01-01&to=2026-11-20'],
  ])('refuses %s with 400', async (_, query) => {
    expect((await read('superadmin', query)).status).toBe(400);
  });

  it('reads today when no day is given', async () => {
    await server.call('GET', `/api/User/update-time?userId=${server.world.ids.student}`, { token: server.world.student });
    const res = await read('campusmanager', '');
    expect(res.body.data.from).toBe(res.body.data.to);
    expect(res.body.data.users).toEqual([expect.objectContaining({ userId: server.world.ids.student, seconds: 15 })]);
  });
});
