import { afterAll, describe, expect, it } from 'vitest';
import { checkedCalls, everyTestSelected } from './support/checked-calls';
import { useTestServer } from './support/test-context';

/*
 * States, districts and schools through the API (issue 2, api-spec §7.12, product-spec §6):
 * reads, FindByName availability, writes by role and scope, duplicates, removal of places in use,
 * bad input, Spanish messages, and concurrent creates.
 */

const R = { SuperAdmin: 1, DistrictManager: 2, CampusManager: 3, DistrictTeacher: 4, ContentCreator: 5, Student: 6, SupportRole: 7, StateManager: 8 } as const;
type Role = (typeof R)[keyof typeof R];
const DEMO_USER: Record<Role, string> = {
  1: 'superadmin',
  2: 'districtmanager',
  3: 'campusmanager',
  4: 'teacher',
  5: 'creator',
  6: 'student',
  7: 'support',
  8: 'statemanager',
};
const ROLE_NAME: Record<Role, string> = {
  1: 'Super Admin',
  2: 'District Manager',
  3: 'Campus Manager',
  4: 'District Teacher',
  5: 'Content Creator',
  6: 'Student',
  7: 'Support Role',
  8: 'State Manager',
};
const ALL_ROLES = Object.values(R) as Role[];

/** Who may write each kind (product-spec §6 management sections; docs/decisions.md adds schools for the super admin). */
const WRITERS = {
  State: [R.SuperAdmin],
  District: [R.SuperAdmin, R.StateManager],
  School: [R.SuperAdmin, R.StateManager, R.DistrictManager],
} as const satisfies Record<string, readonly Role[]>;
type Kind = keyof typeof WRITERS;

const NAME_IN_USE = 'Name already in use';
const FORBIDDEN = 'You do not have permission to do this';
const OUT_OF_SCOPE = 'This record is outside your school, district or state';
const OPTION = 'An option must be selected';

interface Place {
  id: number;
  name: string;
  abbreviation?: string;
  stateId?: number;
  districtId?: number;
}

const server = useTestServer({ world: buildWorld });
const { call, checked } = checkedCalls(server);
const token = {} as Record<Role, string>;
/** Another state with a district and school, outside every demo manager's scope. */
const far = {} as { state: number; district: number; school: number };
/** A second district in Texas with a school: inside the state manager's scope, outside the district manager's. */
const near = {} as { district: number; school: number };

let seq = 0;
const fresh = (prefix: string) => `${prefix} ${(seq += 1).toString().padStart(3, '0')}`;
/** Abbreviations are 2 to 5 capitals; make one from the counter. */
const abbr = () => `Z${String.fromCharCode(65 + ((seq += 1) % 26))}${String.fromCharCode(65 + (Math.floor(seq / 26) % 26))}`;

async function create(kind: Kind, body: Record<string, unknown>, viewer: Role = R.SuperAdmin): Promise<Place> {
  const res = await call<Place>('POST', `/api/${kind}`, { token: token[viewer], body });
  expect(res.status, `${ROLE_NAME[viewer]} POST ${kind} ${JSON.stringify(body)}: ${res.body.statusMessage}`).toBe(201);
  return res.body.data;
}
const newState = () => create('State', { name: fresh('State'), abbreviation: abbr() });
const newDistrict = (stateId: number, viewer: Role = R.SuperAdmin) => create('District', { name: fresh('District'), stateId }, viewer);
const newSchool = (districtId: number, viewer: Role = R.SuperAdmin) => create('School', { name: fresh('School'), districtId }, viewer);

async function count(table: 'states' | 'districts' | 'schools'): Promise<number> {
  return (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;
}

/** The file's world, made once and put back before each test: every role signed in, `far` and `near`. */
async function buildWorld(): Promise<void> {
  for (const role of ALL_ROLES) token[role] = await server.login(DEMO_USER[role]);
  far.state = (await create('State', { name: 'Oklahoma', abbreviation: 'OK' })).id;
  far.district = (await create('District', { name: 'Prairie District', stateId: far.state })).id;
  far.school = (await create('School', { name: 'Prairie Elementary', districtId: far.district })).id;
  near.district = (await create('District', { name: 'Lakeside District', stateId: 1 })).id;
  near.school = (await create('School', { name: 'Lakeside High', districtId: near.district })).id;
}

describe('reads (public, because sign-up offers them)', () => {
  it('lists and gets states', async () => {
    const list = await call<Place[]>('GET', '/api/State');
    expect(list.status).toBe(200);
    expect(list.body.statusType).toBe(1);
    expect(list.body.data).toEqual(expect.arrayContaining([{ id: 1, name: 'Texas', abbreviation: 'TX' }, expect.objectContaining({ name: 'Oklahoma' })]));
    expect((await call('GET', '/api/State/1')).body.data).toEqual({ id: 1, name: 'Texas', abbreviation: 'TX' });
  });

  it('lists districts, all or by state, and gets one', async () => {
    const all = await call<Place[]>('GET', '/api/District');
    expect(all.body.data.map((d) => d.name)).toEqual(expect.arrayContaining(['Riverbend Independent School District', 'Prairie District', 'Lakeside District']));
    const texas = await call<Place[]>('GET', '/api/District/GetByStateId/1');
    expect(texas.status).toBe(200);
    expect(texas.body.data.every((d) => d.stateId === 1)).toBe(true);
    expect(texas.body.data.map((d) => d.id)).toEqual(expect.arrayContaining([1, near.district]));
    expect(texas.body.data.map((d) => d.id)).not.toContain(far.district);
    expect((await call('GET', '/api/District/1')).body.data).toEqual({ id: 1, name: 'Riverbend Independent School District', stateId: 1 });
  });

  it('lists schools, all, by district or by state, and gets one with its state', async () => {
    const all = await call<Place[]>('GET', '/api/School');
    expect(all.body.data.map((s) => s.id)).toEqual(expect.arrayContaining([1, near.school, far.school]));
    const byDistrict = await call<Place[]>('GET', `/api/School/GetByDistrictId/${near.district}`);
    expect(byDistrict.body.data.map((s) => s.id)).toEqual([near.school]);
    const byState = await call<Place[]>('GET', '/api/School/GetByStateId/1');
    expect(byState.body.data.map((s) => s.id)).toEqual(expect.arrayContaining([1, near.school]));
    expect(byState.body.data.map((s) => s.id)).not.toContain(far.school);
    expect((await call<Place[]>('GET', '/api/School/GetAll/0')).body.data.length).toBe(all.body.data.length);
    expect((await call('GET', '/api/School/1')).body.data).toEqual({ id: 1, name: 'Riverbend Middle School', districtId: 1, stateId: 1 });
  });

  it('an empty parent lists nothing (200, [])', async () => {
    const state = await newState();
    const res = await call('GET', `/api/District/GetByStateId/${state.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    const district = await newDistrict(state.id);
    expect((await call('GET', `/api/School/GetByDistrictId/${district.id}`)).body.data).toEqual([]);
  });

  it('answers 404 for unknown ids, including lists under an unknown parent', async () => {
    for (const url of [
      '/api/State/99999',
      '/api/District/99999',
      '/api/School/99999',
      '/api/District/GetByStateId/99999',
      '/api/School/GetByDistrictId/99999',
      '/api/School/GetByStateId/99999',
    ]) {
      const res = await call('GET', url);
      expect(res.status, url).toBe(404);
      expect(res.body).toMatchObject({ statusType: 0, statusMessage: 'The requested item was not found', data: { code: 'NOT_FOUND' } });
    }
  });

  it('answers 404 for non-numeric ids', async () => {
    for (const url of ['/api/State/abc', '/api/District/abc', '/api/School/abc', '/api/State/1.5', '/api/District/-1', '/api/School/0', '/api/District/GetByStateId/x', '/api/School/GetByDistrictId/x']) {
      expect((await call('GET', url)).status, url).toBe(404);
    }
  });
});

describe('FindByName: found = taken (200), 404 = available, any case', () => {
  const cases: Array<[Kind, string]> = [
    ['State', 'Texas'],
    ['District', 'Riverbend Independent School District'],
    ['School', 'Riverbend Middle School'],
  ];
  for (const [kind, name] of cases) {
    it(kind, async () => {
      for (const variant of [name, name.toUpperCase(), name.toLowerCase(), ` ${name} `]) {
        const res = await call<Place>('GET', `/api/${kind}/FindByName/${encodeURIComponent(variant)}`);
        expect(res.status, variant).toBe(200);
        expect(res.body.data).toMatchObject({ id: 1, name });
      }
      const free = await call('GET', `/api/${kind}/FindByName/${encodeURIComponent(`${name} Nowhere`)}`);
      expect(free.status).toBe(404);
      expect(free.body.statusType).toBe(0);
      // A prefix is not a match.
      expect((await call('GET', `/api/${kind}/FindByName/${encodeURIComponent(name.slice(0, 4))}`)).status).toBe(404);
    });
  }

  it('sees a name as available again once its place is removed', async () => {
    const state = await newState();
    expect((await call('GET', `/api/State/FindByName/${encodeURIComponent(state.name)}`)).status).toBe(200);
    expect((await call('DELETE', `/api/State/${state.id}`, { token: token[R.SuperAdmin] })).status).toBe(200);
    expect((await call('GET', `/api/State/FindByName/${encodeURIComponent(state.name)}`)).status).toBe(404);
  });
});

describe('writes: role (§6)', () => {
  /** A body each kind accepts from the super admin, inside every writer's scope where one exists. */
  const bodyFor = (kind: Kind) =>
    kind === 'State'
      ? { name: fresh('State'), abbreviation: abbr() }
      : kind === 'District'
        ? { name: fresh('District'), stateId: 1 }
        : { name: fresh('School'), districtId: 1 };

  for (const kind of Object.keys(WRITERS) as Kind[]) {
    for (const viewer of ALL_ROLES) {
      const allowed = (WRITERS[kind] as readonly Role[]).includes(viewer);
      it(`${ROLE_NAME[viewer]} creates, renames and removes a ${kind}: ${allowed ? 'allowed' : '403'}`, async () => {
        const table = ({ State: 'states', District: 'districts', School: 'schools' } as const)[kind];
        const before = await count(table);
        const post = await call<Place>('POST', `/api/${kind}`, { token: token[viewer], body: bodyFor(kind) });
        if (allowed) {
          expect(post.status, post.body.statusMessage).toBe(201);
          expect(post.body.statusMessage).toBe(`${kind} added successfully`);
          const place = post.body.data;
          const renamed = { ...bodyFor(kind) };
          const put = await call<Place>('PUT', `/api/${kind}/${place.id}`, { token: token[viewer], body: renamed });
          expect(put.status, put.body.statusMessage).toBe(200);
          expect(put.body.statusMessage).toBe(`${kind} updated successfully`);
          expect(put.body.data).toMatchObject({ id: place.id, name: renamed.name });
          expect((await call<Place>('GET', `/api/${kind}/${place.id}`)).body.data.name).toBe(renamed.name);
          const del = await call('DELETE', `/api/${kind}/${place.id}`, { token: token[viewer] });
          expect(del.status, del.body.statusMessage).toBe(200);
          expect(del.body.statusMessage).toBe(`${kind} removed successfully`);
          expect((await call('GET', `/api/${kind}/${place.id}`)).status).toBe(404);
          expect(await count(table)).toBe(before);
        } else {
          expect(post.status).toBe(403);
          expect(post.body.statusMessage).toBe(FORBIDDEN);
          expect(await count(table)).toBe(before);
          // Existing places can be neither renamed nor removed, whatever the id or body.
          const target = 1;
          for (const [method, url, body] of [
            ['PUT', `/api/${kind}/${target}`, bodyFor(kind)],
            ['PUT', `/api/${kind}/99999`, bodyFor(kind)],
            ['PUT', `/api/${kind}/${target}`, {}],
            ['DELETE', `/api/${kind}/${target}`, undefined],
            ['DELETE', `/api/${kind}/99999`, undefined],
            ['POST', `/api/${kind}`, {}],
            ['POST', `/api/${kind}`, { name: 'x', stateId: 99999, districtId: 99999, abbreviation: 'zz' }],
          ] as const) {
            const res = await call(method, url, { token: token[viewer], body });
            expect(res.status, `${method} ${url} ${JSON.stringify(body)}`).toBe(403);
          }
          expect((await call('GET', `/api/${kind}/1`)).status).toBe(200);
        }
      });
    }
  }

  it('refuses writes without a token (401)', async () => {
    expect((await call('POST', '/api/State', { body: { name: 'Anon State', abbreviation: 'AN' } })).status).toBe(401);
    expect((await call('PUT', '/api/District/1', { body: { name: 'Anon', stateId: 1 } })).status).toBe(401);
    expect((await call('DELETE', '/api/School/1')).status).toBe(401);
  });

  it('answers in Spanish when asked', async () => {
    const res = await call('POST', '/api/State', { token: token[R.CampusManager], body: { name: 'Nuevo', abbreviation: 'NV' }, language: 'es' });
    expect(res.status).toBe(403);
    expect(res.body.statusMessage).toBe('No tienes permiso para hacer esto');
  });
});

describe('writes: scope', () => {
  it('a state manager writes districts and schools in their own state only', async () => {
    const sm = R.StateManager;
    const district = await newDistrict(1, sm);
    const school = await newSchool(district.id, sm);
    expect(school).toMatchObject({ districtId: district.id, stateId: 1 });
    expect((await newSchool(near.district, sm)).stateId).toBe(1);

    const denied: Array<[string, string, unknown]> = [
      ['POST', '/api/District', { name: fresh('District'), stateId: far.state }],
      ['PUT', `/api/District/${far.district}`, { name: fresh('District'), stateId: far.state }],
      ['PUT', `/api/District/${far.district}`, { name: fresh('District'), stateId: 1 }],
      ['PUT', `/api/District/${district.id}`, { name: district.name, stateId: far.state }],
      ['DELETE', `/api/District/${far.district}`, undefined],
      ['POST', '/api/School', { name: fresh('School'), districtId: far.district }],
      ['PUT', `/api/School/${far.school}`, { name: fresh('School'), districtId: far.district }],
      ['PUT', `/api/School/${school.id}`, { name: school.name, districtId: far.district }],
      ['DELETE', `/api/School/${far.school}`, undefined],
    ];
    for (const [method, url, body] of denied) {
      const res = await call(method as 'POST', url, { token: token[sm], body });
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.statusMessage, `${method} ${url}`).toBe(OUT_OF_SCOPE);
    }
    expect((await call<Place>('GET', `/api/District/${district.id}`)).body.data.stateId).toBe(1);
    expect((await call<Place>('GET', `/api/School/${school.id}`)).body.data.districtId).toBe(district.id);

    const moved = await call<Place>('PUT', `/api/School/${school.id}`, { token: token[sm], body: { name: school.name, districtId: near.district } });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ districtId: near.district, stateId: 1 });
    expect((await call('DELETE', `/api/School/${school.id}`, { token: token[sm] })).status).toBe(200);
    expect((await call('DELETE', `/api/District/${district.id}`, { token: token[sm] })).status).toBe(200);
  });

  it('a district manager writes schools in their own district only', async () => {
    const dm = R.DistrictManager;
    const school = await newSchool(1, dm);
    expect(school).toMatchObject({ districtId: 1, stateId: 1 });
    const denied: Array<[string, string, unknown]> = [
      ['POST', '/api/School', { name: fresh('School'), districtId: near.district }],
      ['POST', '/api/School', { name: fresh('School'), districtId: far.district }],
      ['PUT', `/api/School/${near.school}`, { name: fresh('School'), districtId: near.district }],
      ['PUT', `/api/School/${near.school}`, { name: fresh('School'), districtId: 1 }],
      ['PUT', `/api/School/${school.id}`, { name: school.name, districtId: near.district }],
      ['DELETE', `/api/School/${near.school}`, undefined],
    ];
    for (const [method, url, body] of denied) {
      const res = await call(method as 'POST', url, { token: token[dm], body });
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.statusMessage).toBe(OUT_OF_SCOPE);
    }
    expect((await call<Place>('GET', `/api/School/${school.id}`)).body.data.districtId).toBe(1);
    expect((await call<Place>('GET', `/api/School/${near.school}`)).body.data.name).toBe('Lakeside High');
    expect((await call('DELETE', `/api/School/${school.id}`, { token: token[dm] })).status).toBe(200);
  });

  it('the super admin writes anywhere', async () => {
    const district = await newDistrict(far.state);
    const school = await newSchool(district.id);
    const moved = await call<Place>('PUT', `/api/School/${school.id}`, { token: token[R.SuperAdmin], body: { name: school.name, districtId: 1 } });
    expect(moved.body.data).toMatchObject({ districtId: 1, stateId: 1 });
    expect((await call('DELETE', `/api/School/${school.id}`, { token: token[R.SuperAdmin] })).status).toBe(200);
    expect((await call('DELETE', `/api/District/${district.id}`, { token: token[R.SuperAdmin] })).status).toBe(200);
  });
});

describe('names are unique: 409 "Name already in use"', () => {
  // Names are unique across parents too: the demo district's name is taken in Oklahoma as well.
  const dupes: Array<[Kind, () => Record<string, unknown>]> = [
    ['State', () => ({ name: 'texas', abbreviation: 'TT' })],
    ['District', () => ({ name: 'RIVERBEND independent school district', stateId: far.state })],
    ['School', () => ({ name: ' riverbend middle school ', districtId: far.district })],
  ];
  for (const [kind, body] of dupes) {
    it(`POST ${kind} with a taken name, in any case`, async () => {
      const table = ({ State: 'states', District: 'districts', School: 'schools' } as const)[kind];
      const before = await count(table);
      const patched = body();
      const res = await call('POST', `/api/${kind}`, { token: token[R.SuperAdmin], body: patched });
      expect(res.status).toBe(409);
      expect(res.body.statusMessage).toBe(NAME_IN_USE);
      expect(res.body.data.fields).toEqual([{ field: 'name', message: NAME_IN_USE }]);
      const es = await call('POST', `/api/${kind}`, { token: token[R.SuperAdmin], body: patched, language: 'es' });
      expect(es.body.statusMessage).toBe('El nombre ya está en uso');
      expect(await count(table)).toBe(before);
    });
  }

  it('PUT to another place\'s name is 409 and changes nothing; keeping the own name (any case) is fine', async () => {
    const a = await newDistrict(1);
    const res = await call('PUT', `/api/District/${a.id}`, { token: token[R.SuperAdmin], body: { name: 'Lakeside district', stateId: far.state } });
    expect(res.status).toBe(409);
    expect(res.body.statusMessage).toBe(NAME_IN_USE);
    expect((await call('GET', `/api/District/${a.id}`)).body.data).toEqual({ id: a.id, name: a.name, stateId: 1 });
    const same = await call('PUT', `/api/District/${a.id}`, { token: token[R.SuperAdmin], body: { name: a.name.toUpperCase(), stateId: 1 } });
    expect(same.status).toBe(200);
    expect(same.body.data.name).toBe(a.name.toUpperCase());

    const s = await newState();
    expect((await call('PUT', `/api/State/${s.id}`, { token: token[R.SuperAdmin], body: { name: 'OKLAHOMA', abbreviation: 'OK' } })).status).toBe(409);
    const school = await newSchool(1);
    expect((await call('PUT', `/api/School/${school.id}`, { token: token[R.SuperAdmin], body: { name: 'lakeside high', districtId: 1 } })).status).toBe(409);
  });

  it('two identical creates at once: exactly one 201 and one 409, never a 500', async () => {
    const bodies: Array<[Kind, () => Record<string, unknown>]> = [
      ['State', () => ({ name: fresh('Race State'), abbreviation: abbr() })],
      ['District', () => ({ name: fresh('Race District'), stateId: 1 })],
      ['School', () => ({ name: fresh('Race School'), districtId: 1 })],
    ];
    for (const [kind, make] of bodies) {
      for (let round = 0; round < 3; round += 1) {
        const body = make();
        const results = await Promise.all([0, 1].map(() => call('POST', `/api/${kind}`, { token: token[R.SuperAdmin], body })));
        expect(results.map((r) => r.status).sort(), kind).toEqual([201, 409]);
        // The loser gets exactly what a later call would: message, field and code.
        expect(results.find((r) => r.status === 409)!.body).toEqual({
          statusType: 0,
          statusMessage: NAME_IN_USE,
          data: { code: 'GEO.NAME_TAKEN', fields: [{ field: 'name', message: NAME_IN_USE }] },
        });
        const found = await call<Place[]>('GET', `/api/${kind}`);
        expect(found.body.data.filter((p) => p.name === body.name)).toHaveLength(1);
      }
    }
  });

  it('concurrent creates by different writers with names differing only in case', async () => {
    const name = fresh('Case School');
    const results = await Promise.all([
      call('POST', '/api/School', { token: token[R.SuperAdmin], body: { name, districtId: 1 } }),
      call('POST', '/api/School', { token: token[R.DistrictManager], body: { name: name.toUpperCase(), districtId: 1 } }),
      call('POST', '/api/School', { token: token[R.StateManager], body: { name: name.toLowerCase(), districtId: near.district } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    for (const loser of results.filter((r) => r.status === 409)) expect(loser.body.data.code).toBe('GEO.NAME_TAKEN');
  });
});

describe('removing places in use: 409 with what to remove first', () => {
  it('a state with districts, a district with schools, a school with users', async () => {
    const cases: Array<[string, string, string]> = [
      ['/api/State/1', 'This state still has districts; remove or move them first', 'Este estado todavía tiene distritos; elimínalos o muévelos primero'],
      ['/api/District/1', 'This district still has schools; remove or move them first', 'Este distrito todavía tiene escuelas; elimínalas o muévelas primero'],
      ['/api/School/1', 'This school still has users or classrooms; remove or move them first', 'Esta escuela todavía tiene usuarios o clases; elimínalos o muévelos primero'],
    ];
    for (const [url, en, es] of cases) {
      const res = await call('DELETE', url, { token: token[R.SuperAdmin] });
      expect(res.status, url).toBe(409);
      expect(res.body.statusMessage).toBe(en);
      expect(res.body.data.code).toBe('GEO.IN_USE');
      expect((await call('DELETE', url, { token: token[R.SuperAdmin], language: 'es' })).body.statusMessage).toBe(es);
      expect((await call('GET', url)).status).toBe(200);
    }
  });

  it('a place whose only content is a user (a state manager, a district manager) is in use', async () => {
    const state = await newState();
    const sm = await call('POST', '/api/user/adduser', {
      token: token[R.SuperAdmin],
      body: { username: 'geostateman1', password: 'Secret123', firstName: 'Gea', lastName: 'Estado', email: 'geostateman1@test.example', roleId: R.StateManager, stateId: state.id },
    });
    expect(sm.status).toBe(201);
    expect((await call('DELETE', `/api/State/${state.id}`, { token: token[R.SuperAdmin] })).status).toBe(409);

    const district = await newDistrict(1);
    const dm = await call('POST', '/api/user/adduser', {
      token: token[R.SuperAdmin],
      body: { username: 'geodistman1', password: 'Secret123', firstName: 'Geo', lastName: 'Distrito', email: 'geodistman1@test.example', roleId: R.DistrictManager, stateId: 1, districtId: district.id },
    });
    expect(dm.status).toBe(201);
    expect((await call('DELETE', `/api/District/${district.id}`, { token: token[R.SuperAdmin] })).status).toBe(409);

    // Once the user is removed, the place can go, and the removed user no longer points at it.
    expect((await call('DELETE', `/api/User/${dm.body.data.id}`, { token: token[R.SuperAdmin] })).status).toBe(200);
    expect((await call('DELETE', `/api/District/${district.id}`, { token: token[R.SuperAdmin] })).status).toBe(200);
    const rows = await server.db.query<{ district_id: number | null }>('SELECT district_id FROM users WHERE id = $1', [dm.body.data.id]);
    expect(rows[0].district_id).toBeNull();
  });

  it('a school with only a classroom is in use', async () => {
    const school = await newSchool(1);
    await server.db.query(
      `INSERT INTO classrooms (name, teacher_user_id, school_id) SELECT 'Geo class', id, $1 FROM users WHERE username = 'teacher'`,
      [school.id],
    );
    const res = await call('DELETE', `/api/School/${school.id}`, { token: token[R.SuperAdmin] });
    expect(res.status).toBe(409);
    expect(res.body.statusMessage).toBe('This school still has users or classrooms; remove or move them first');
  });

  it('removing is scoped before the in-use check, and unknown ids are 404', async () => {
    expect((await call('DELETE', `/api/School/${near.school}`, { token: token[R.DistrictManager] })).status).toBe(403);
    for (const kind of ['State', 'District', 'School'] as const) {
      expect((await call('DELETE', `/api/${kind}/99999`, { token: token[R.SuperAdmin] })).status).toBe(404);
      expect((await call('DELETE', `/api/${kind}/abc`, { token: token[R.SuperAdmin] })).status).toBe(404);
    }
  });
});

describe('moving places carries their users along (one transaction)', () => {
  it('moving a school to another district moves its users; moving a district moves its users\' state', async () => {
    const district = await newDistrict(1);
    const school = await newSchool(district.id);
    const add = await call('POST', '/api/user/adduser', {
      token: token[R.SuperAdmin],
      body: { username: 'geomover01', password: 'Secret123', firstName: 'Mia', lastName: 'Mover', email: 'geomover01@test.example', roleId: R.DistrictTeacher, stateId: 1, districtId: district.id, schoolId: school.id },
    });
    expect(add.status).toBe(201);
    const id = add.body.data.id;
    const where = async () => (await server.db.query<{ state_id: number; district_id: number; school_id: number }>('SELECT state_id, district_id, school_id FROM users WHERE id = $1', [id]))[0];

    expect((await call('PUT', `/api/District/${district.id}`, { token: token[R.SuperAdmin], body: { name: district.name, stateId: far.state } })).status).toBe(200);
    expect(await where()).toEqual({ state_id: far.state, district_id: district.id, school_id: school.id });
    expect((await call('PUT', `/api/School/${school.id}`, { token: token[R.SuperAdmin], body: { name: school.name, districtId: 1 } })).status).toBe(200);
    expect(await where()).toEqual({ state_id: 1, district_id: 1, school_id: school.id });

    // A refused move (name taken) changes neither the place nor its users.
    const refused = await call('PUT', `/api/School/${school.id}`, { token: token[R.SuperAdmin], body: { name: 'Lakeside High', districtId: far.district } });
    expect(refused.status).toBe(409);
    expect(await where()).toEqual({ state_id: 1, district_id: 1, school_id: school.id });
    expect((await call<Place>('GET', `/api/School/${school.id}`)).body.data.districtId).toBe(1);
  });
});

describe('bad bodies: 400 naming the field', () => {
  const NAME = 'A name of 1 to 100 characters is required';
  const ABBR = 'Use 2 to 5 capital letters';
  const cases: Array<[Kind, Record<string, unknown>, string, string]> = [
    ['State', { abbreviation: 'AB' }, 'name', NAME],
    ['State', { name: '', abbreviation: 'AB' }, 'name', NAME],
    ['State', { name: '   ', abbreviation: 'AB' }, 'name', NAME],
    ['State', { name: 'x'.repeat(101), abbreviation: 'AB' }, 'name', NAME],
    ['State', { name: 42, abbreviation: 'AB' }, 'name', NAME],
    ['State', { name: 'Somewhere' }, 'abbreviation', ABBR],
    ['State', { name: 'Somewhere', abbreviation: 'tx' }, 'abbreviation', ABBR],
    ['State', { name: 'Somewhere', abbreviation: 'A' }, 'abbreviation', ABBR],
    ['State', { name: 'Somewhere', abbreviation: 'ABCDEF' }, 'abbreviation', ABBR],
    ['District', { stateId: 1 }, 'name', NAME],
    ['District', { name: 'Somewhere' }, 'stateId', OPTION],
    ['District', { name: 'Somewhere', stateId: '' }, 'stateId', OPTION],
    ['District', { name: 'Somewhere', stateId: 'abc' }, 'stateId', OPTION],
    ['District', { name: 'Somewhere', stateId: 0 }, 'stateId', OPTION],
    ['District', { name: 'Somewhere', stateId: 99999 }, 'stateId', OPTION],
    ['School', { districtId: 1 }, 'name', NAME],
    ['School', { name: 'Somewhere' }, 'districtId', OPTION],
    ['School', { name: 'Somewhere', districtId: -3 }, 'districtId', OPTION],
    ['School', { name: 'Somewhere', districtId: 99999 }, 'districtId', OPTION],
  ];
  for (const [kind, body, field, message] of cases) {
    for (const method of ['POST', 'PUT'] as const) {
      it(`${method} ${kind} ${JSON.stringify(body).slice(0, 60)} → ${field}`, async () => {
        const url = method === 'POST' ? `/api/${kind}` : `/api/${kind}/1`;
        const res = await call(method, url, { token: token[R.SuperAdmin], body });
        expect(res.status, res.body.statusMessage).toBe(400);
        expect(res.body.data.fields[0]).toEqual({ field, message });
        expect(res.body.statusMessage).toBe(`Invalid value for ${field}: ${message}`);
      });
    }
  }

  it('no body, a non-object body, malformed JSON', async () => {
    for (const kind of ['State', 'District', 'School'] as const) {
      expect((await call('POST', `/api/${kind}`, { token: token[R.SuperAdmin] })).status).toBe(400);
      expect((await call('POST', `/api/${kind}`, { token: token[R.SuperAdmin], raw: '[]' })).status).toBe(400);
      const malformed = await call('POST', `/api/${kind}`, { token: token[R.SuperAdmin], raw: '{"name": ' });
      expect(malformed.status).toBe(400);
      expect(malformed.body.data.code).toBe('MALFORMED_BODY');
    }
  });

  it('Spanish field messages', async () => {
    const res = await call('POST', '/api/District', { token: token[R.SuperAdmin], body: { name: 'Algún lugar' }, language: 'es' });
    expect(res.status).toBe(400);
    expect(res.body.data.fields[0]).toEqual({ field: 'stateId', message: 'Debes elegir una opción' });
    expect(res.body.statusMessage).toBe('Valor no válido para stateId: Debes elegir una opción');
  });

  it('PUT and DELETE of unknown or non-numeric ids are 404', async () => {
    const bodies = { State: { name: 'Nowhere Land', abbreviation: 'NL' }, District: { name: 'Nowhere', stateId: 1 }, School: { name: 'Nowhere', districtId: 1 } };
    for (const kind of ['State', 'District', 'School'] as const) {
      for (const id of ['99999', 'abc', '0', '1.5']) {
        expect((await call('PUT', `/api/${kind}/${id}`, { token: token[R.SuperAdmin], body: bodies[kind] })).status, `PUT ${kind}/${id}`).toBe(404);
        expect((await call('DELETE', `/api/${kind}/${id}`, { token: token[R.SuperAdmin] })).status, `DELETE ${kind}/${id}`).toBe(404);
      }
    }
    expect((await call('GET', '/api/State/FindByName/Nowhere%20Land')).status).toBe(404);
  });
});

describe('every response of this file', () => {
  it('was an envelope without a stack trace, a password hash or a 500', () => {
    // checkedCalls asserts this on each response as it comes (the world's set-up included); here we only make sure it ran.
    expect(checked()).toBeGreaterThan(0);
  });
});

// Over 300 responses when the whole file runs, in any order; a run filtered with -t checks only its own.
// eslint-disable-next-line no-empty-pattern -- vitest passes the file second and wants a pattern first
afterAll(({}, file) => {
  if (everyTestSelected(file)) expect(checked()).toBeGreaterThan(300);
});
