import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { TelemetryQueryResult, UserCount, UserLastLogin, UserRoleCounts } from '@domain/telemetry/analytics.responses';
import { useTestServer } from './support/test-context';

/*
 * Usage analytics (issue 16; api-spec §7.15 telemetry query, §7.2 user counts and last sign-in):
 * every read follows the report scopes (super admin everything, a state manager their state, a
 * district manager their district, a campus manager their school); a filter outside the scope is 403,
 * an unknown place 404, bad input 400; other roles 403.
 */

const server = useTestServer({
  world: async (s) => {
    const db = s.db;
    const tokens = {
      superadmin: await s.login('superadmin'),
      statemanager: await s.login('statemanager'),
      districtmanager: await s.login('districtmanager'),
      campusmanager: await s.login('campusmanager'),
      teacher: await s.login('teacher'),
      student: await s.login('student'),
    };
    const [demo] = await db.query<{ id: number; state_id: number; district_id: number; school_id: number }>(`SELECT id, state_id, district_id, school_id FROM users WHERE username = 'student'`);
    const [teacher] = await db.query<{ id: number }>(`SELECT id FROM users WHERE username = 'teacher'`);
    const [admin] = await db.query<{ id: number }>(`SELECT id FROM users WHERE username = 'superadmin'`);
    const [state] = await db.query<{ id: number }>(`INSERT INTO states (name, abbreviation) VALUES ('Oklahoma', 'OK') RETURNING id`);
    const [district] = await db.query<{ id: number }>(`INSERT INTO districts (name, state_id) VALUES ('Far Away ISD', $1) RETURNING id`, [state.id]);
    const [school] = await db.query<{ id: number }>(`INSERT INTO schools (name, district_id) VALUES ('Far Away Middle', $1) RETURNING id`, [district.id]);
    const [other] = await db.query<{ id: number }>(
      `INSERT INTO users (username, first_name, last_name, role_id, state_id, district_id, school_id) VALUES ('faraway', 'Far', 'Away', 6, $1, $2, $3) RETURNING id`,
      [state.id, district.id, school.id],
    );
    // The demo's month of usage stays in its own test below; these tests count from known events.
    const seeded = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM telemetry_events'))[0].n;
    await db.query('DELETE FROM telemetry_events');
    let n = 0;
    const event = (userId: number, username: string, roleId: number, place: [number, number, number], section: string, hoursAgo: number, durationMs: number) =>
      db.query(
        `INSERT INTO telemetry_events (id, event_time, actor_user_id, actor_username, actor_role_id, object_section, object_path, session_id, duration_ms, state_id, district_id, school_id)
         VALUES ($1, now() - make_interval(hours => $2), $3, $4, $5, $6, '/', $1, $7, $8, $9, $10)`,
        [`00000000-0000-4000-8000-${(++n).toString(16).padStart(12, '0')}`, hoursAgo, userId, username, roleId, section, durationMs, ...place],
      );
    const demoPlace: [number, number, number] = [demo.state_id, demo.district_id, demo.school_id];
    await event(demo.id, 'student', 6, demoPlace, 'unit', 1, 60_000);
    await event(demo.id, 'student', 6, demoPlace, 'unit', 2, 30_000);
    await event(demo.id, 'student', 6, demoPlace, 'home', 3, 10_000);
    await event(teacher.id, 'teacher', 4, demoPlace, 'classrooms', 4, 20_000);
    // Three days back: only in the longer spans.
    await event(demo.id, 'student', 6, demoPlace, 'legends', 72, 5_000);
    await event(other.id, 'faraway', 6, [state.id, district.id, school.id], 'unit', 1, 100_000);
    return { tokens, seeded, ids: { student: demo.id, teacher: teacher.id, admin: admin.id, other: other.id }, demo, far: { state: state.id, district: district.id, school: school.id } };
  },
});

type Who = keyof typeof server.world.tokens;
/** A refusal's data is the error's code and fields, not the answer's type. */
const codeOf = (res: { body: { data: unknown } }) => (res.body.data as { code?: string }).code;
const query = (who: Who, search: string) => server.call<TelemetryQueryResult>('GET', `/api/telemetry/query?${search}`, { token: server.world.tokens[who] });
const rowsOf = async (who: Who, search: string) => {
  const res = await query(who, search);
  expect(res.status).toBe(200);
  return Object.fromEntries(res.body.data.rows.map((row) => [row.key, row.value]));
};

describe('GET /api/telemetry/query', () => {
  it('has the demo month of usage to show at first sign-in', () => {
    expect(server.world.seeded).toBeGreaterThan(1000);
  });

  it('counts visits per section over the last day by default, inside the reader scope', async () => {
    const res = await query('districtmanager', '');
    expect(res.body.data).toMatchObject({ timespan: 'P1D', groupBy: 'section', aggregate: 'visits' });
    expect(res.body.data.rows).toEqual([
      { key: 'unit', name: null, value: 2 },
      { key: 'classrooms', name: null, value: 1 },
      { key: 'home', name: null, value: 1 },
    ]);
    expect(await rowsOf('superadmin', 'groupBy=section')).toEqual({ unit: 3, classrooms: 1, home: 1 });
    expect(await rowsOf('statemanager', 'groupBy=section')).toEqual({ unit: 2, classrooms: 1, home: 1 });
    expect(await rowsOf('campusmanager', 'timespan=P7D')).toEqual({ unit: 2, classrooms: 1, home: 1, legends: 1 });
  });

  it('aggregates durations and distinct users, and groups by role, district, school and day', async () => {
    expect(await rowsOf('districtmanager', 'aggregate=averageDuration')).toEqual({ unit: 45_000, classrooms: 20_000, home: 10_000 });
    expect(await rowsOf('districtmanager', 'aggregate=totalDuration&groupBy=role')).toEqual({ '6': 100_000, '4': 20_000 });
    expect(await rowsOf('superadmin', 'aggregate=users&groupBy=role')).toEqual({ '6': 2, '4': 1 });
    const districts = await query('superadmin', 'groupBy=district');
    expect(districts.body.data.rows).toEqual([
      { key: String(server.world.demo.district_id), name: 'Riverbend Independent School District', value: 4 },
      { key: String(server.world.far.district), name: 'Far Away ISD', value: 1 },
    ]);
    const schools = await query('superadmin', 'groupBy=school&aggregate=users');
    expect(schools.body.data.rows.map((row) => [row.name, row.value])).toContainEqual(['Far Away Middle', 1]);
    const days = await query('campusmanager', 'timespan=P7D&groupBy=day');
    const keys = days.body.data.rows.map((row) => row.key);
    expect(keys).toEqual([...keys].sort());
    expect(days.body.data.rows.reduce((sum, row) => sum + row.value, 0)).toBe(5);
  });

  it('narrows to a section, a role and a place inside the scope', async () => {
    expect(await rowsOf('superadmin', `filter=section:unit&groupBy=district`)).toEqual({ [server.world.demo.district_id]: 2, [server.world.far.district]: 1 });
    expect(await rowsOf('districtmanager', `filter=roleId:4`)).toEqual({ classrooms: 1 });
    expect(await rowsOf('districtmanager', `filter=schoolId:${server.world.demo.school_id},section:unit`)).toEqual({ unit: 2 });
    expect(await rowsOf('statemanager', `filter=districtId:${server.world.demo.district_id}`)).toEqual({ unit: 2, classrooms: 1, home: 1 });
    expect(await rowsOf('superadmin', `filter=stateId:${server.world.far.state}`)).toEqual({ unit: 1 });
  });

  it.each([
    ['districtmanager', 'districtId', 'district'],
    ['campusmanager', 'schoolId', 'school'],
    ['statemanager', 'stateId', 'state'],
  ] as const)('refuses a %s a %s outside their scope (403)', async (who, field, place) => {
    const res = await query(who, `filter=${field}:${server.world.far[place]}`);
    expect(res.status).toBe(403);
    expect(codeOf(res)).toBe('ANALYTICS.OUT_OF_SCOPE');
  });

  it('refuses a filter wider than the scope (403) and an unknown place (404)', async () => {
    expect((await query('districtmanager', `filter=stateId:${server.world.demo.state_id}`)).status).toBe(403);
    const unknown = await query('superadmin', 'filter=districtId:987654');
    expect(unknown.status).toBe(404);
    expect(codeOf(unknown)).toBe('ANALYTICS.PLACE_NOT_FOUND');
  });

  it.each([
    ['a year (months and years have no fixed length)', 'timespan=P1Y'],
    ['more than 90 days', 'timespan=P91D'],
    ['an empty duration', 'timespan=P'],
    ['a zero duration', 'timespan=PT0M'],
    ['not a duration', 'timespan=yesterday'],
    ['an unknown group', 'groupBy=browser'],
    ['an unknown aggregate', 'aggregate=median'],
    ['an unknown filter field', 'filter=userId:3'],
    ['a filter id that is no number', 'filter=districtId:abc'],
    ['a filter field twice', 'filter=roleId:6,roleId:4'],
    ['a role that does not exist', 'filter=roleId:9'],
    ['a section with odd characters', "filter=section:unit'--"],
  ])('refuses %s (400)', async (_, search) => {
    const res = await query('superadmin', search);
    expect(res.status).toBe(400);
    expect(codeOf(res)).toBe('VALIDATION');
  });

  it('takes other ISO 8601 spans up to 90 days', async () => {
    expect(await rowsOf('campusmanager', 'timespan=PT2H30M&filter=section:unit')).toEqual({ unit: 2 });
    expect(await rowsOf('campusmanager', 'timespan=P1W&filter=section:legends')).toEqual({ legends: 1 });
    expect((await query('campusmanager', 'timespan=P90D')).status).toBe(200);
  });

  it('refuses other roles (403) and anonymous callers (401)', async () => {
    for (const who of ['teacher', 'student'] as const) expect((await query(who, '')).status).toBe(403);
    expect((await server.call('GET', '/api/telemetry/query')).status).toBe(401);
  });
});

describe('POST /api/User/getUserCount and User/getUserRole', () => {
  const count = (who: Who, body?: unknown) => server.call<UserCount>('POST', '/api/User/getUserCount', { token: server.world.tokens[who], body });

  it('counts the users of each role the viewer sees, in their scope', async () => {
    const res = await count('campusmanager');
    expect(res.status).toBe(200);
    const roles = res.body.data.rows.map((row) => row.roleId);
    expect(new Set(roles)).toEqual(new Set([3, 4, 6]));
    expect(res.body.data.rows.every((row) => row.placeId === null)).toBe(true);
    expect(res.body.data.total).toBe(res.body.data.rows.reduce((sum, row) => sum + row.users, 0));
    const all = await count('superadmin', { per: 'district' });
    expect(all.body.data.rows).toContainEqual({ roleId: 6, placeId: server.world.far.district, placeName: 'Far Away ISD', users: 1 });
    expect(all.body.data.rows).toContainEqual(expect.objectContaining({ roleId: 1, placeId: null, placeName: null }));
  });

  it('splits per school inside a place of the scope, and refuses one outside it', async () => {
    const res = await count('districtmanager', { per: 'school', schoolId: server.world.demo.school_id });
    expect(res.status).toBe(200);
    expect(res.body.data.rows.length).toBeGreaterThan(0);
    expect(res.body.data.rows.every((row) => row.placeId === server.world.demo.school_id && row.placeName === 'Riverbend Middle School')).toBe(true);
    expect((await count('districtmanager', { schoolId: server.world.far.school })).status).toBe(403);
    expect((await count('statemanager', { districtId: 987654 })).status).toBe(404);
  });

  it.each([
    ['an unknown split', { per: 'state' }],
    ['an unknown field', { roleId: 6 }],
    ['a bad id', { schoolId: 'x' }],
  ])('refuses %s (400)', async (_, body) => {
    expect((await count('superadmin', body)).status).toBe(400);
  });

  it('lists every role the viewer sees with its users, zero included', async () => {
    const res = await server.call<UserRoleCounts>('POST', '/api/User/getUserRole', { token: server.world.tokens.campusmanager });
    expect(res.status).toBe(200);
    expect(res.body.data.map((row) => [row.roleId, row.roleName])).toEqual([
      [3, 'Campus Manager'],
      [4, 'District Teacher'],
      [6, 'Student'],
    ]);
    const admin = await server.call<UserRoleCounts>('POST', '/api/User/getUserRole', { token: server.world.tokens.superadmin });
    expect(admin.body.data).toHaveLength(8);
    expect(admin.body.data.find((row) => row.roleId === 1)?.users).toBeGreaterThanOrEqual(1);
  });

  it('refuses other roles (403)', async () => {
    expect((await count('teacher')).status).toBe(403);
    expect((await server.call('POST', '/api/User/getUserRole', { token: server.world.tokens.student })).status).toBe(403);
  });
});

describe('POST /api/User/getuserlogin/{id}', () => {
  const login = (who: Who, id: number | string) => server.call<UserLastLogin>('POST', `/api/User/getuserlogin/${id}`, { token: server.world.tokens[who] });

  it("answers a user's last sign-in inside the scope", async () => {
    const res = await login('campusmanager', server.world.ids.student);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ userId: server.world.ids.student, userName: 'student' });
    expect(Date.parse(res.body.data.lastLoginTime!)).toBeGreaterThan(0);
    const never = await login('superadmin', server.world.ids.other);
    expect(never.body.data).toEqual({ userId: server.world.ids.other, userName: 'faraway', lastLoginTime: null });
  });

  it('refuses a user outside the scope or of a role the viewer does not see (403), an unknown one (404)', async () => {
    expect((await login('campusmanager', server.world.ids.other)).status).toBe(403);
    expect((await login('districtmanager', server.world.ids.admin)).status).toBe(403);
    expect((await login('superadmin', 987654)).status).toBe(404);
    expect((await login('superadmin', 'abc')).status).toBe(404);
    expect((await login('teacher', server.world.ids.student)).status).toBe(403);
  });
});
