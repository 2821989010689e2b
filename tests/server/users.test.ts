import { afterAll, describe, expect, it } from 'vitest';
import { checkedCalls, everyTestSelected } from './support/checked-calls';
import { useTestServer } from './support/test-context';

/*
 * User management through the API (issue 2, product-spec §5-§6, api-spec §7.2): who may add which
 * role, user lists by scope, edit and remove, every validation rule of add-user, and no partial
 * writes. The §6 tables are written out here from the spec, not imported, so the test checks the
 * server against the spec rather than against itself.
 */

const R = { SuperAdmin: 1, DistrictManager: 2, CampusManager: 3, DistrictTeacher: 4, ContentCreator: 5, Student: 6, SupportRole: 7, StateManager: 8 } as const;
const ALL_ROLES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
type Role = (typeof ALL_ROLES)[number];

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

/** product-spec §6 "Who may add which roles". */
const MAY_ADD: Record<Role, readonly Role[]> = {
  1: [R.ContentCreator, R.CampusManager, R.DistrictTeacher, R.DistrictManager, R.SupportRole, R.StateManager],
  8: [R.DistrictManager, R.CampusManager, R.DistrictTeacher],
  2: [R.CampusManager, R.DistrictTeacher],
  3: [R.DistrictTeacher],
  7: [R.ContentCreator, R.CampusManager, R.DistrictTeacher, R.DistrictManager, R.SupportRole],
  5: [],
  4: [],
  6: [],
};

/** product-spec §6 "By viewer": the roles a manager's user list shows. */
const VISIBLE: Partial<Record<Role, readonly Role[]>> = {
  1: ALL_ROLES,
  7: ALL_ROLES,
  8: [R.StateManager, R.DistrictManager, R.CampusManager, R.DistrictTeacher, R.Student],
  2: [R.DistrictManager, R.CampusManager, R.DistrictTeacher, R.Student],
  3: [R.CampusManager, R.DistrictTeacher, R.Student],
};

const roleNotAllowed = (role: Role) => `You may not add or manage users with the role ${ROLE_NAME[role]}`;
const OUT_OF_SCOPE = 'This record is outside your school, district or state';

interface Place {
  stateId?: number;
  districtId?: number;
  schoolId?: number;
}
interface UserRow {
  id: number;
  userName: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  secondLastName: string | null;
  email: string | null;
  birthDate: string | null;
  roleId: Role;
  roleName: string;
  stateId: number | null;
  districtId: number | null;
  schoolId: number | null;
}

/** The demo world: state 1 Texas, district 1, school 1. */
const DEMO: Required<Place> = { stateId: 1, districtId: 1, schoolId: 1 };

/** The place fields a role needs (docs/decisions.md: add-user requires the role's level). */
function placeOf(role: Role, at: Required<Place>): Place {
  switch (role) {
    case R.SuperAdmin:
    case R.ContentCreator:
    case R.SupportRole:
      return {};
    case R.StateManager:
      return { stateId: at.stateId };
    case R.DistrictManager:
      return { stateId: at.stateId, districtId: at.districtId };
    default:
      return { ...at };
  }
}

let seq = 0;
/** A fresh valid username: letters and numbers, 5 to 15. */
const freshName = (prefix = 'usr') => `${prefix}${(seq += 1).toString().padStart(4, '0')}`;

function newUser(role: Role, at: Required<Place> = DEMO, patch: Record<string, unknown> = {}) {
  const username = freshName();
  return {
    username,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    firstName: 'Ana',
    lastName: 'López',
    email: `${username}@test.example`,
    birthDate: '1985-06-15',
    roleId: role,
    ...placeOf(role, at),
    ...patch,
  };
}

/** The PUT body for a user as it is now, with changes. */
function editOf(user: UserRow, patch: Record<string, unknown> = {}) {
  return {
    username: user.userName,
    firstName: user.firstName,
    middleName: user.middleName,
    lastName: user.lastName,
    secondLastName: user.secondLastName,
    email: user.email,
    birthDate: user.birthDate,
    roleId: user.roleId,
    stateId: user.stateId,
    districtId: user.districtId,
    schoolId: user.schoolId,
    ...patch,
  };
}

const server = useTestServer({ world: buildWorld });
const { call, checked } = checkedCalls(server);
const token = {} as Record<Role, string>;
/** A second world beside the demo one: another district in Texas, another state with its own district. */
const other = {} as {
  state: number;
  texasDistrict: Required<Place>;
  okDistrict: Required<Place>;
  teacherTexas: UserRow;
  campusManagerTexas: UserRow;
  districtManagerTexas: UserRow;
  stateManagerOk: UserRow;
  teacherOk: UserRow;
  studentTexas: UserRow;
};

async function add(viewer: Role, body: Record<string, unknown>): Promise<UserRow> {
  const res = await call<UserRow>('POST', '/api/user/adduser', { token: token[viewer], body });
  expect(res.status, `${ROLE_NAME[viewer]} adding ${JSON.stringify(body)}: ${res.body.statusMessage}`).toBe(201);
  return res.body.data;
}

async function userCount(): Promise<number> {
  return (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users'))[0].n;
}

async function usernameExists(username: string): Promise<boolean> {
  const res = await call<{ available: boolean }>('GET', `/api/User/FindByUserName/${username}`);
  expect(res.status).toBe(200);
  return !res.body.data.available;
}

const authenticate = (username: string, password: string) =>
  call('POST', '/api/user/authenticate', { body: { username, password }, headers: { 'x-device-id': `device-${username}-users-test` } });


/** The file's world, made once and put back before each test: every role signed in, and the `other` places and users. */
async function buildWorld(): Promise<void> {
  for (const role of ALL_ROLES) token[role] = await server.login(DEMO_USER[role]);

  const sa = token[R.SuperAdmin];
  const post = async (url: string, body: unknown) => {
    const res = await call('POST', url, { token: sa, body });
    expect(res.status, `${url} ${res.body.statusMessage}`).toBe(201);
    return res.body.data as { id: number };
  };
  other.state = (await post('/api/State', { name: 'Oklahoma', abbreviation: 'OK' })).id;
  const texasDistrict = (await post('/api/District', { name: 'Lakeside District', stateId: DEMO.stateId })).id;
  const okDistrict = (await post('/api/District', { name: 'Prairie District', stateId: other.state })).id;
  const texasSchool = (await post('/api/School', { name: 'Lakeside High', districtId: texasDistrict })).id;
  const okSchool = (await post('/api/School', { name: 'Prairie Elementary', districtId: okDistrict })).id;
  other.texasDistrict = { stateId: DEMO.stateId, districtId: texasDistrict, schoolId: texasSchool };
  other.okDistrict = { stateId: other.state, districtId: okDistrict, schoolId: okSchool };

  other.teacherTexas = await add(R.SuperAdmin, newUser(R.DistrictTeacher, other.texasDistrict));
  other.campusManagerTexas = await add(R.SuperAdmin, newUser(R.CampusManager, other.texasDistrict));
  other.districtManagerTexas = await add(R.SuperAdmin, newUser(R.DistrictManager, other.texasDistrict));
  other.stateManagerOk = await add(R.SuperAdmin, newUser(R.StateManager, other.okDistrict));
  other.teacherOk = await add(R.SuperAdmin, newUser(R.DistrictTeacher, other.okDistrict));
  const student = freshName('kid');
  const signup = await call<UserRow>('POST', '/api/signup', {
    body: {
      username: student,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      firstName: 'Leo',
      lastName: 'Lake',
      email: `${student}@test.example`,
      birthDate: '2012-01-01',
      ...other.texasDistrict,
    },
  });
  expect(signup.status).toBe(201);
  other.studentTexas = signup.body.data;
}

describe('the demo world the tests build on', () => {
  it('has Texas, its district and school at id 1', async () => {
    expect((await call('GET', '/api/State/FindByName/Texas')).body.data).toMatchObject({ id: 1 });
    expect((await call('GET', '/api/School/1')).body.data).toMatchObject({ id: 1, districtId: 1, stateId: 1 });
  });
});

describe('POST user/adduser: who may add which role (§6)', () => {
  for (const viewer of ALL_ROLES) {
    for (const target of ALL_ROLES) {
      const allowed = MAY_ADD[viewer].includes(target);
      it(`${ROLE_NAME[viewer]} adding a ${ROLE_NAME[target]}: ${allowed ? '201' : '403'}`, async () => {
        const body = newUser(target);
        const before = await userCount();
        const res = await call<UserRow>('POST', '/api/user/adduser', { token: token[viewer], body });
        if (allowed) {
          expect(res.status, res.body.statusMessage).toBe(201);
          expect(res.body.statusMessage).toBe('User added successfully');
          expect(res.body.data).toMatchObject({ userName: body.username, roleId: target, roleName: ROLE_NAME[target], ...placeOf(target, DEMO) });
          expect(Object.keys(res.body.data).filter((key) => /password|hash/i.test(key))).toEqual([]);
          expect(await userCount()).toBe(before + 1);
          // The new account signs in with the password it was given.
          expect((await authenticate(body.username, 'Secret123')).status).toBe(200);
        } else {
          expect(res.status).toBe(403);
          expect(res.body.statusType).toBe(0);
          expect(res.body.statusMessage).toBe(roleNotAllowed(target));
          expect(await userCount()).toBe(before);
          expect(await usernameExists(body.username)).toBe(false);
        }
      });
    }
  }

  it('a campus manager posting a district manager gets 403 whatever the client sends', async () => {
    const cm = token[R.CampusManager];
    const dm = newUser(R.DistrictManager);
    const variants: Array<[string, unknown]> = [
      ['a valid district-manager body', dm],
      ['the role id as a string', { ...dm, roleId: '2' }],
      ['its own school attached', { ...dm, schoolId: DEMO.schoolId }],
      ['no place at all', { ...dm, stateId: undefined, districtId: undefined }],
      ['another district', { ...dm, ...placeOf(R.DistrictManager, other.texasDistrict) }],
      ['a role name that claims a teacher', { ...dm, roleName: 'District Teacher' }],
      ['every other field invalid', { roleId: 2, username: 'x!', password: '1', email: 'nope', firstName: '9', lastName: '' }],
      ['only the role', { roleId: R.DistrictManager }],
    ];
    const before = await userCount();
    for (const [label, body] of variants) {
      const res = await call('POST', '/api/user/adduser', { token: cm, body });
      expect(res.status, label).toBe(403);
      expect(res.body.statusMessage, label).toBe(roleNotAllowed(R.DistrictManager));
      expect(res.body.data, label).toMatchObject({ code: 'USER.ROLE_NOT_ALLOWED' });
    }
    const es = await call('POST', '/api/user/adduser', { token: cm, body: dm, language: 'es' });
    expect(es.status).toBe(403);
    expect(es.body.statusMessage).toBe('No puedes agregar ni administrar usuarios con el rol Gerente de distrito');
    expect(await userCount()).toBe(before);
    expect(await usernameExists(dm.username)).toBe(false);
  });

  it('nobody adds a super admin or a student through add-user', async () => {
    for (const viewer of ALL_ROLES) {
      for (const target of [R.SuperAdmin, R.Student] as const) {
        const res = await call('POST', '/api/user/adduser', { token: token[viewer], body: newUser(target) });
        expect(res.status, `${ROLE_NAME[viewer]} → ${ROLE_NAME[target]}`).toBe(403);
      }
    }
  });

  it('refuses a caller without a token or with a forged one (401)', async () => {
    expect((await call('POST', '/api/user/adduser', { body: newUser(R.DistrictTeacher) })).status).toBe(401);
    expect((await call('POST', '/api/user/adduser', { token: 'not.a.jwt', body: newUser(R.DistrictTeacher) })).status).toBe(401);
  });
});

describe('POST user/adduser: scope', () => {
  const cases: Array<[string, Role, Role, () => Required<Place>]> = [
    ['a district manager, a teacher in a school of another district', R.DistrictManager, R.DistrictTeacher, () => other.texasDistrict],
    ['a district manager, a campus manager in another state', R.DistrictManager, R.CampusManager, () => other.okDistrict],
    ['a campus manager, a teacher in another school', R.CampusManager, R.DistrictTeacher, () => other.texasDistrict],
    ['a state manager, a teacher in another state', R.StateManager, R.DistrictTeacher, () => other.okDistrict],
    ['a state manager, a district manager in another state', R.StateManager, R.DistrictManager, () => other.okDistrict],
  ];
  for (const [label, viewer, target, at] of cases) {
    it(`403 for ${label}`, async () => {
      const body = newUser(target, at());
      const before = await userCount();
      const res = await call('POST', '/api/user/adduser', { token: token[viewer], body });
      expect(res.status).toBe(403);
      expect(res.body.statusMessage).toBe(OUT_OF_SCOPE);
      expect(res.body.data).toMatchObject({ code: 'USER.OUT_OF_SCOPE' });
      expect(await userCount()).toBe(before);
    });
  }

  it('lets each manager add inside their scope, beyond their own school where the scope is wider', async () => {
    expect((await add(R.StateManager, newUser(R.DistrictTeacher, other.texasDistrict))).schoolId).toBe(other.texasDistrict.schoolId);
    expect((await add(R.StateManager, newUser(R.DistrictManager, other.texasDistrict))).districtId).toBe(other.texasDistrict.districtId);
    expect((await add(R.SupportRole, newUser(R.CampusManager, other.okDistrict))).stateId).toBe(other.state);
    expect((await add(R.SuperAdmin, newUser(R.StateManager, other.okDistrict))).stateId).toBe(other.state);
  });

  it('needs every select of the role\'s level: state, district and campus for a teacher', async () => {
    for (const field of ['stateId', 'districtId', 'schoolId'] as const) {
      const res = await call('POST', '/api/user/adduser', { token: token[R.CampusManager], body: newUser(R.DistrictTeacher, DEMO, { [field]: undefined }) });
      expect(res.status, field).toBe(400);
      expect(res.body.data.fields, field).toEqual([{ field, message: 'An option must be selected' }]);
    }
  });

  it('stores no place for place-less roles even if the client sends one', async () => {
    const created = await add(R.SuperAdmin, newUser(R.ContentCreator, DEMO, { ...DEMO }));
    expect(created).toMatchObject({ stateId: null, districtId: null, schoolId: null });
  });

  it('rejects school, district and state ids that do not belong together: 400 naming the field', async () => {
    const mismatch = 'The school, district and state do not belong together';
    const cases: Array<[Record<string, unknown>, Role, string]> = [
      [{ ...DEMO, districtId: other.texasDistrict.districtId }, R.DistrictTeacher, 'districtId'],
      [{ ...DEMO, stateId: other.state }, R.DistrictTeacher, 'stateId'],
      [{ ...other.okDistrict, stateId: DEMO.stateId }, R.CampusManager, 'stateId'],
      [{ stateId: other.state, districtId: DEMO.districtId }, R.DistrictManager, 'stateId'],
    ];
    const before = await userCount();
    for (const [place, role, field] of cases) {
      const res = await call('POST', '/api/user/adduser', { token: token[R.SuperAdmin], body: newUser(role, DEMO, place) });
      expect(res.status, JSON.stringify(place)).toBe(400);
      expect(res.body.data.fields[0], JSON.stringify(place)).toEqual({ field, message: mismatch });
      expect(res.body.statusMessage).toBe(`Invalid value for ${field}: ${mismatch}`);
    }
    expect(await userCount()).toBe(before);
  });
});

describe('POST user/adduser: validation of §5, each a 400 naming the field', () => {
  const USERNAME = 'Username must be 5 to 15 letters or numbers, without special characters';
  const PASSWORD = 'Password must be 8 to 15 letters or numbers';
  const EMAIL = 'A valid e-mail must be inserted';
  const NAME = 'Only letters are allowed; special characters are not allowed';
  const OPTION = 'An option must be selected';
  const DATE = 'A valid date must be inserted';
  const OLD = 'The user must be under 100 years old';
  const UNSTORABLE = 'The text contains characters that cannot be stored (a NUL byte or a broken emoji)';

  const isoDaysFromToday = (years: number, days: number) => {
    const d = new Date();
    d.setUTCFullYear(d.getUTCFullYear() + years);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  };

  const invalid: Array<[string, Record<string, unknown>, string, string]> = [
    ['username of 4', { username: 'abcd' }, 'username', USERNAME],
    ['username of 16', { username: 'a'.repeat(16) }, 'username', USERNAME],
    ['username with an underscore', { username: 'bad_name1' }, 'username', USERNAME],
    ['username with a space', { username: 'bad name1' }, 'username', USERNAME],
    ['username with an accent', { username: 'josé12' }, 'username', USERNAME],
    ['empty username', { username: '' }, 'username', USERNAME],
    ['no username', { username: undefined }, 'username', USERNAME],
    ['password of 7', { password: 'Abc1234', confirmPassword: 'Abc1234' }, 'password', PASSWORD],
    ['password of 16', { password: 'Abcdefgh12345678', confirmPassword: 'Abcdefgh12345678' }, 'password', PASSWORD],
    ['password with a symbol', { password: 'Secret12!', confirmPassword: 'Secret12!' }, 'password', PASSWORD],
    ['no password', { password: undefined, confirmPassword: undefined }, 'password', PASSWORD],
    ['confirmation differs', { confirmPassword: 'Secret124' }, 'confirmPassword', 'A same password must be inserted'],
    ['e-mail without @', { email: 'not-an-email' }, 'email', EMAIL],
    ['e-mail without domain', { email: 'someone@' }, 'email', EMAIL],
    ['empty e-mail', { email: '' }, 'email', EMAIL],
    ['no e-mail', { email: undefined }, 'email', EMAIL],
    ['first name with a digit', { firstName: 'R2D2' }, 'firstName', NAME],
    ['first name with a symbol', { firstName: 'Ana!' }, 'firstName', NAME],
    ['empty first name', { firstName: '' }, 'firstName', NAME],
    ['blank first name', { firstName: '   ' }, 'firstName', NAME],
    ['no first name', { firstName: undefined }, 'firstName', NAME],
    ['last name with a digit', { lastName: 'Smith3' }, 'lastName', NAME],
    ['no last name', { lastName: undefined }, 'lastName', NAME],
    ['middle name with a symbol', { middleName: 'J.' }, 'middleName', NAME],
    ['second last name with a digit', { secondLastName: 'Ruiz2' }, 'secondLastName', NAME],
    // Issue 10: what cutting a string mid-emoji leaves, and NUL, are refused, not stored as "\uFFFD".
    ['first name with a lone surrogate', { firstName: 'Ana\uD800' }, 'firstName', UNSTORABLE],
    ['last name with a lone surrogate', { lastName: 'L\uDC00pez' }, 'lastName', UNSTORABLE],
    ['middle name with a NUL', { middleName: 'Ana\u0000' }, 'middleName', UNSTORABLE],
    ['birth date 100 years ago', { birthDate: isoDaysFromToday(-100, 0) }, 'birthDate', OLD],
    ['birth date in 1900', { birthDate: '1900-01-01' }, 'birthDate', OLD],
    ['30 February', { birthDate: '2001-02-30' }, 'birthDate', DATE],
    ['month 13', { birthDate: '2001-13-01' }, 'birthDate', DATE],
    ['not ISO', { birthDate: '01/02/2001' }, 'birthDate', DATE],
    ['not a date', { birthDate: 'yesterday' }, 'birthDate', DATE],
    ['in the future', { birthDate: isoDaysFromToday(1, 0) }, 'birthDate', 'The date cannot be in the future'],
    ['no role', { roleId: undefined }, 'roleId', OPTION],
    ['empty role', { roleId: '' }, 'roleId', OPTION],
    ['role 0', { roleId: 0 }, 'roleId', OPTION],
    ['role 9', { roleId: 9 }, 'roleId', OPTION],
    ['role not a number', { roleId: 'teacher' }, 'roleId', OPTION],
    ['teacher without a school', { schoolId: undefined }, 'schoolId', OPTION],
    ['teacher with an empty school', { schoolId: '' }, 'schoolId', OPTION],
    ['teacher with school 0', { schoolId: 0 }, 'schoolId', OPTION],
    ['teacher with an unknown school', { schoolId: 99999 }, 'schoolId', OPTION],
    ['teacher with a non-numeric school', { schoolId: 'abc' }, 'schoolId', OPTION],
    ['district manager without a district', { roleId: R.DistrictManager, districtId: undefined, schoolId: undefined }, 'districtId', OPTION],
    ['district manager with an unknown district', { roleId: R.DistrictManager, districtId: 99999, schoolId: undefined }, 'districtId', OPTION],
    ['state manager without a state', { roleId: R.StateManager, stateId: undefined, districtId: undefined, schoolId: undefined }, 'stateId', OPTION],
    ['state manager with an unknown state', { roleId: R.StateManager, stateId: 99999, districtId: undefined, schoolId: undefined }, 'stateId', OPTION],
    ['campus manager without a school', { roleId: R.CampusManager, schoolId: null }, 'schoolId', OPTION],
  ];

  for (const [label, patch, field, message] of invalid) {
    it(`${label} → 400 on ${field}`, async () => {
      const body = newUser(R.DistrictTeacher, DEMO, patch);
      const before = await userCount();
      const res = await call('POST', '/api/user/adduser', { token: token[R.SuperAdmin], body });
      expect(res.status, res.body.statusMessage).toBe(400);
      expect(res.body.statusType).toBe(0);
      expect(res.body.data.code).toBe('VALIDATION');
      expect(res.body.data.fields[0]).toEqual({ field, message });
      expect(res.body.statusMessage).toBe(`Invalid value for ${field}: ${message}`);
      expect(await userCount()).toBe(before);
    });
  }

  it('names every offending field at once', async () => {
    const res = await call('POST', '/api/user/adduser', {
      token: token[R.SuperAdmin],
      body: newUser(R.DistrictTeacher, DEMO, { username: 'ab', email: 'x', firstName: '1', schoolId: undefined }),
    });
    expect(res.status).toBe(400);
    const fields = (res.body.data.fields as Array<{ field: string }>).map((f) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['username', 'email', 'firstName', 'schoolId']));
  });

  it('answers a body that is not an object, or no body, with 400', async () => {
    for (const raw of ['[]', '"text"', '42', 'null']) {
      const res = await call('POST', '/api/user/adduser', { token: token[R.SuperAdmin], raw });
      expect(res.status, raw).toBe(400);
    }
    expect((await call('POST', '/api/user/adduser', { token: token[R.SuperAdmin] })).status).toBe(400);
  });

  it('answers in Spanish when the Language header is es', async () => {
    const res = await call('POST', '/api/user/adduser', {
      token: token[R.SuperAdmin],
      body: newUser(R.DistrictTeacher, DEMO, { schoolId: undefined }),
      language: 'es',
    });
    expect(res.status).toBe(400);
    expect(res.body.data.fields[0]).toEqual({ field: 'schoolId', message: 'Debes elegir una opción' });
    expect(res.body.statusMessage).toBe('Valor no válido para schoolId: Debes elegir una opción');
  });

  it('accepts the edges: 5 and 15 letter usernames, 8 and 15 letter passwords, accented names, 99-year-olds, no birth date', async () => {
    const valid: Array<Record<string, unknown>> = [
      { username: `u${(seq += 1).toString().padStart(4, '0')}` },
      { username: `Edge${(seq += 1).toString().padStart(11, '0')}` },
      { password: 'Abcd1234', confirmPassword: 'Abcd1234' },
      { password: 'Abcdefgh1234567', confirmPassword: 'Abcdefgh1234567' },
      { firstName: 'José', lastName: 'Núñez', middleName: 'Zoë', secondLastName: 'Ibáñez' },
      { firstName: 'Ñandú', lastName: 'Çelik' },
      { lastName: 'De la Cruz', secondLastName: "O'Neil" },
      { firstName: '  Ana  ' },
      { birthDate: isoDaysFromToday(-100, 1) },
      { birthDate: '' },
      { birthDate: null, middleName: '', secondLastName: null },
      { confirmPassword: undefined },
    ];
    for (const patch of valid) {
      const res = await call<UserRow>('POST', '/api/user/adduser', { token: token[R.SuperAdmin], body: newUser(R.DistrictTeacher, DEMO, patch) });
      expect(res.status, `${JSON.stringify(patch)}: ${res.body.statusMessage}`).toBe(201);
    }
    const named = await add(R.SuperAdmin, newUser(R.DistrictTeacher, DEMO, { firstName: '  José ', middleName: '', birthDate: '' }));
    expect(named).toMatchObject({ firstName: 'José', middleName: null, birthDate: null });
  });
});

describe('POST user/adduser: taken usernames and e-mails, no partial writes', () => {
  it('409 "Username already in use" in any case, and "Email already registered"', async () => {
    const before = await userCount();
    const user = await call('POST', '/api/user/adduser', { token: token[R.SuperAdmin], body: newUser(R.DistrictTeacher, DEMO, { username: 'TEACHER' }) });
    expect(user.status).toBe(409);
    expect(user.body.statusMessage).toBe('Username already in use');
    expect(user.body.data.fields).toEqual([{ field: 'username', message: 'Username already in use' }]);
    const email = await call('POST', '/api/user/adduser', { token: token[R.SuperAdmin], body: newUser(R.DistrictTeacher, DEMO, { email: 'Teacher@Demo.Example' }) });
    expect(email.status).toBe(409);
    expect(email.body.statusMessage).toBe('Email already registered');
    const es = await call('POST', '/api/user/adduser', {
      token: token[R.SuperAdmin],
      body: newUser(R.DistrictTeacher, DEMO, { username: 'teacher' }),
      language: 'es',
    });
    expect(es.body.statusMessage).toBe('El nombre de usuario ya está en uso');
    expect(await userCount()).toBe(before);
  });

  it('two identical add-user calls at once: exactly one 201 and one 409', async () => {
    for (let round = 0; round < 3; round += 1) {
      const body = newUser(R.DistrictTeacher);
      const results = await Promise.all([0, 1].map(() => call('POST', '/api/user/adduser', { token: token[R.SuperAdmin], body })));
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      // Both calls pass the availability check together, so the loser may learn of either name first;
      // either way its answer is the one a call made afterwards would get.
      const loser = results.find((r) => r.status === 409)!;
      expect([
        { code: 'USER.USERNAME_TAKEN', fields: [{ field: 'username', message: 'Username already in use' }] },
        { code: 'USER.EMAIL_TAKEN', fields: [{ field: 'email', message: 'Email already registered' }] },
      ]).toContainEqual(loser.body.data);
      const rows = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE lower(username) = lower($1)', [body.username]);
      expect(rows[0].n).toBe(1);
    }
  });

  it('racing for one username with different e-mails, or one e-mail with different usernames', async () => {
    const a = newUser(R.DistrictTeacher);
    const sameName = await Promise.all([
      call('POST', '/api/user/adduser', { token: token[R.SuperAdmin], body: a }),
      call('POST', '/api/user/adduser', { token: token[R.CampusManager], body: { ...a, email: `x${a.email}` } }),
    ]);
    expect(sameName.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(sameName.find((r) => r.status === 409)!.body).toMatchObject({
      statusMessage: 'Username already in use',
      data: { code: 'USER.USERNAME_TAKEN', fields: [{ field: 'username', message: 'Username already in use' }] },
    });

    const b = newUser(R.DistrictTeacher);
    const sameEmail = await Promise.all([
      call('POST', '/api/user/adduser', { token: token[R.SuperAdmin], body: b }),
      call('POST', '/api/user/adduser', { token: token[R.DistrictManager], body: { ...b, username: `${b.username}x` } }),
    ]);
    expect(sameEmail.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(sameEmail.find((r) => r.status === 409)!.body).toMatchObject({
      statusMessage: 'Email already registered',
      data: { code: 'USER.EMAIL_TAKEN', fields: [{ field: 'email', message: 'Email already registered' }] },
    });
  });

  it('a failed add-user leaves no row behind, whatever failed', async () => {
    const before = await userCount();
    const failures = [
      [R.DistrictManager, newUser(R.DistrictTeacher, other.texasDistrict)], // scope: 403
      [R.SuperAdmin, newUser(R.DistrictTeacher, DEMO, { districtId: other.texasDistrict.districtId })], // mismatch: 400
      [R.SuperAdmin, newUser(R.DistrictTeacher, DEMO, { email: 'student@demo.example' })], // e-mail taken: 409
      [R.CampusManager, newUser(R.CampusManager)], // role: 403
    ] as const;
    for (const [viewer, body] of failures) {
      const res = await call('POST', '/api/user/adduser', { token: token[viewer], body });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(await usernameExists(body.username)).toBe(false);
    }
    expect(await userCount()).toBe(before);
  });
});

describe('GET User/{apiPath}/{id}: lists by scope (§6)', () => {
  const list = async (viewer: Role, path: string) => call<UserRow[]>('GET', `/api/User/${path}`, { token: token[viewer] });

  function expectOnlyVisible(viewer: Role, rows: UserRow[]) {
    for (const row of rows) expect(VISIBLE[viewer], `${ROLE_NAME[viewer]} sees ${row.userName} (${row.roleName})`).toContain(row.roleId);
  }
  const names = (rows: UserRow[]) => rows.map((r) => r.userName);

  it('super admin and support see every role everywhere with GetAll', async () => {
    for (const viewer of [R.SuperAdmin, R.SupportRole] as const) {
      const res = await list(viewer, 'GetAll/0');
      expect(res.status).toBe(200);
      expect(names(res.body.data)).toEqual(expect.arrayContaining([...Object.values(DEMO_USER), other.teacherOk.userName, other.stateManagerOk.userName]));
      expect(new Set(res.body.data.map((r) => r.roleId))).toEqual(new Set(ALL_ROLES));
      // Every id a super admin names is in scope.
      expect((await list(viewer, `GetByStateId/${other.state}`)).body.data.map((r) => r.userName)).toContain(other.teacherOk.userName);
    }
  });

  it('a state manager sees their state only, and only the roles of §6', async () => {
    const res = await list(R.StateManager, `GetByStateId/${DEMO.stateId}`);
    expect(res.status).toBe(200);
    expectOnlyVisible(R.StateManager, res.body.data);
    for (const row of res.body.data) expect(row.stateId).toBe(DEMO.stateId);
    expect(names(res.body.data)).toEqual(
      expect.arrayContaining(['statemanager', 'districtmanager', 'campusmanager', 'teacher', 'student', other.teacherTexas.userName, other.studentTexas.userName]),
    );
    for (const hidden of ['superadmin', 'creator', 'support', other.teacherOk.userName, other.stateManagerOk.userName]) expect(names(res.body.data)).not.toContain(hidden);
    expect((await list(R.StateManager, `GetByDistrictId/${other.texasDistrict.districtId}`)).status).toBe(200);
    expect((await list(R.StateManager, `GetBySchoolId/${DEMO.schoolId}`)).status).toBe(200);
  });

  it('a district manager sees their district only, district manager downwards', async () => {
    const res = await list(R.DistrictManager, `GetByDistrictId/${DEMO.districtId}`);
    expect(res.status).toBe(200);
    expectOnlyVisible(R.DistrictManager, res.body.data);
    for (const row of res.body.data) expect(row.districtId).toBe(DEMO.districtId);
    expect(names(res.body.data)).toEqual(expect.arrayContaining(['districtmanager', 'campusmanager', 'teacher', 'student']));
    for (const hidden of ['statemanager', 'superadmin', other.teacherTexas.userName, other.districtManagerTexas.userName]) expect(names(res.body.data)).not.toContain(hidden);
    const school = await list(R.DistrictManager, `GetBySchoolId/${DEMO.schoolId}`);
    expect(school.status).toBe(200);
    for (const row of school.body.data) expect(row.schoolId).toBe(DEMO.schoolId);
  });

  it('a campus manager sees their school only: campus managers, teachers and students', async () => {
    const res = await list(R.CampusManager, `GetBySchoolId/${DEMO.schoolId}`);
    expect(res.status).toBe(200);
    expectOnlyVisible(R.CampusManager, res.body.data);
    for (const row of res.body.data) expect(row.schoolId).toBe(DEMO.schoolId);
    expect(names(res.body.data)).toEqual(expect.arrayContaining(['campusmanager', 'teacher', 'student']));
    for (const hidden of ['districtmanager', 'statemanager', other.campusManagerTexas.userName, other.studentTexas.userName]) expect(names(res.body.data)).not.toContain(hidden);
  });

  it('answers 403 for lists outside the caller\'s scope', async () => {
    const cases: Array<[Role, string]> = [
      [R.StateManager, 'GetAll/0'],
      [R.StateManager, `GetByStateId/${other.state}`],
      [R.StateManager, `GetByDistrictId/${other.okDistrict.districtId}`],
      [R.StateManager, `GetBySchoolId/${other.okDistrict.schoolId}`],
      [R.DistrictManager, 'GetAll/0'],
      [R.DistrictManager, `GetByStateId/${DEMO.stateId}`],
      [R.DistrictManager, `GetByDistrictId/${other.texasDistrict.districtId}`],
      [R.DistrictManager, `GetBySchoolId/${other.texasDistrict.schoolId}`],
      [R.CampusManager, 'GetAll/0'],
      [R.CampusManager, `GetByStateId/${DEMO.stateId}`],
      [R.CampusManager, `GetByDistrictId/${DEMO.districtId}`],
      [R.CampusManager, `GetBySchoolId/${other.texasDistrict.schoolId}`],
    ];
    for (const [viewer, path] of cases) {
      const res = await list(viewer, path);
      expect(res.status, `${ROLE_NAME[viewer]} ${path}`).toBe(403);
      expect(res.body.statusType).toBe(0);
    }
  });

  it('answers 403 to teachers, students and content creators, whatever the path', async () => {
    for (const viewer of [R.DistrictTeacher, R.Student, R.ContentCreator] as const) {
      for (const path of ['GetAll/0', `GetByStateId/${DEMO.stateId}`, `GetByDistrictId/${DEMO.districtId}`, `GetBySchoolId/${DEMO.schoolId}`]) {
        const res = await list(viewer, path);
        expect(res.status, `${ROLE_NAME[viewer]} ${path}`).toBe(403);
        expect(res.body.statusMessage).toBe('You do not have permission to do this');
      }
    }
    expect((await call('GET', '/api/User/GetAll/0')).status).toBe(401);
  });

  it('answers 404 for unknown ids, unknown list names and non-numeric ids', async () => {
    for (const viewer of [R.SuperAdmin, R.StateManager, R.DistrictManager, R.CampusManager] as const) {
      for (const path of ['GetByStateId/99999', 'GetByDistrictId/99999', 'GetBySchoolId/99999', 'GetByPlanet/1', 'GetBySchoolId/abc', 'GetBySchoolId/1.5']) {
        const res = await list(viewer, path);
        expect(res.status, `${ROLE_NAME[viewer]} ${path}`).toBe(404);
        expect(res.body.statusType).toBe(0);
      }
    }
  });

  it('leaves removed users out', async () => {
    const gone = await add(R.CampusManager, newUser(R.DistrictTeacher));
    expect(names((await list(R.CampusManager, `GetBySchoolId/${DEMO.schoolId}`)).body.data)).toContain(gone.userName);
    expect((await call('DELETE', `/api/User/${gone.id}`, { token: token[R.CampusManager] })).status).toBe(200);
    expect(names((await list(R.CampusManager, `GetBySchoolId/${DEMO.schoolId}`)).body.data)).not.toContain(gone.userName);
    expect(names((await list(R.SuperAdmin, 'GetAll/0')).body.data)).not.toContain(gone.userName);
  });
});

describe('PUT User/{id}', () => {
  const put = (viewer: Role, id: number | string, body: unknown, language?: 'en' | 'es') =>
    call('PUT', `/api/User/${id}`, { token: token[viewer], body, language });
  const fetch = async (id: number) => (await call<UserRow[]>('GET', '/api/User/GetAll/0', { token: token[R.SuperAdmin] })).body.data.find((u) => u.id === id);

  it('lets a campus manager edit a teacher of their school', async () => {
    const teacher = await add(R.CampusManager, newUser(R.DistrictTeacher));
    const res = await put(R.CampusManager, teacher.id, editOf(teacher, { firstName: 'Beatriz', middleName: 'Inés', birthDate: '1979-12-31' }));
    expect(res.status, res.body.statusMessage).toBe(200);
    expect(res.body.statusMessage).toBe('User updated successfully');
    expect(res.body.data).toMatchObject({ id: teacher.id, firstName: 'Beatriz', middleName: 'Inés', birthDate: '1979-12-31', roleId: R.DistrictTeacher });
  });

  it('lets a campus manager edit a student of their school, and a district manager move a teacher within the district', async () => {
    const student = (await call<UserRow[]>('GET', `/api/User/GetBySchoolId/${DEMO.schoolId}`, { token: token[R.CampusManager] })).body.data.find(
      (u) => u.userName === 'student',
    )!;
    expect((await put(R.CampusManager, student.id, editOf(student, { lastName: 'Estudiante' }))).status).toBe(200);

    const school2 = await call('POST', '/api/School', { token: token[R.DistrictManager], body: { name: 'Riverbend High', districtId: DEMO.districtId } });
    expect(school2.status).toBe(201);
    const teacher = await add(R.DistrictManager, newUser(R.DistrictTeacher));
    const moved = await put(R.DistrictManager, teacher.id, editOf(teacher, { schoolId: school2.body.data.id }));
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ schoolId: school2.body.data.id, districtId: DEMO.districtId });
  });

  it('refuses roles the caller may not manage: 403 with the role named', async () => {
    const cases: Array<[Role, () => Promise<UserRow>, Role]> = [
      [R.CampusManager, async () => other.districtManagerTexas, R.DistrictManager],
      [R.DistrictManager, async () => other.stateManagerOk, R.StateManager],
      [R.StateManager, async () => (await fetch(1))!, R.SuperAdmin],
      [R.SupportRole, async () => (await fetch(1))!, R.SuperAdmin],
    ];
    for (const [viewer, target, role] of cases) {
      const user = await target();
      const res = await put(viewer, user.id, editOf(user, { firstName: 'Hacked' }));
      expect(res.status, `${ROLE_NAME[viewer]} → ${user.userName}`).toBe(403);
      expect(res.body.statusMessage).toBe(roleNotAllowed(role));
      expect((await fetch(user.id))!.firstName).not.toBe('Hacked');
    }
  });

  it('refuses promoting a user to a role the caller may not add', async () => {
    const teacher = await add(R.CampusManager, newUser(R.DistrictTeacher));
    const res = await put(R.CampusManager, teacher.id, editOf(teacher, { roleId: R.DistrictManager, schoolId: null }));
    expect(res.status).toBe(403);
    expect(res.body.statusMessage).toBe(roleNotAllowed(R.DistrictManager));
    const cm = await put(R.CampusManager, teacher.id, editOf(teacher, { roleId: R.CampusManager }));
    expect(cm.status).toBe(403);
    expect((await fetch(teacher.id))!.roleId).toBe(R.DistrictTeacher);
    // A district manager may make a teacher a campus manager.
    const promoted = await put(R.DistrictManager, teacher.id, editOf(teacher, { roleId: R.CampusManager }));
    expect(promoted.status).toBe(200);
    expect(promoted.body.data).toMatchObject({ roleId: R.CampusManager, roleName: 'Campus Manager' });
  });

  it('refuses users outside the caller\'s scope, and moving a user out of it', async () => {
    const cases: Array<[Role, () => UserRow]> = [
      [R.CampusManager, () => other.teacherTexas],
      [R.DistrictManager, () => other.teacherTexas],
      [R.DistrictManager, () => other.campusManagerTexas],
      [R.StateManager, () => other.teacherOk],
    ];
    for (const [viewer, target] of cases) {
      const user = target();
      const res = await put(viewer, user.id, editOf(user, { firstName: 'Hacked' }));
      expect(res.status, `${ROLE_NAME[viewer]} → ${user.userName}`).toBe(403);
      expect(res.body.statusMessage).toBe(OUT_OF_SCOPE);
    }
    // Pulling an outside user into one's own school is still editing an outside user.
    const pulled = await put(R.CampusManager, other.teacherTexas.id, editOf(other.teacherTexas, { ...DEMO }));
    expect(pulled.status).toBe(403);

    const mine = await add(R.CampusManager, newUser(R.DistrictTeacher));
    const pushed = await put(R.CampusManager, mine.id, editOf(mine, { ...other.texasDistrict }));
    expect(pushed.status).toBe(403);
    expect(pushed.body.statusMessage).toBe(OUT_OF_SCOPE);
    expect((await fetch(mine.id))!.schoolId).toBe(DEMO.schoolId);
    expect((await fetch(other.teacherTexas.id))!.firstName).toBe(other.teacherTexas.firstName);
  });

  it('answers 403 to teachers, students and creators', async () => {
    const teacher = await add(R.CampusManager, newUser(R.DistrictTeacher));
    for (const viewer of [R.DistrictTeacher, R.Student, R.ContentCreator] as const) {
      expect((await put(viewer, teacher.id, editOf(teacher, { firstName: 'Hacked' }))).status).toBe(403);
    }
  });

  it('409 for a username or e-mail of another user, in any case; the own ones are fine', async () => {
    const teacher = await add(R.CampusManager, newUser(R.DistrictTeacher));
    const name = await put(R.CampusManager, teacher.id, editOf(teacher, { username: 'Student' }));
    expect(name.status).toBe(409);
    expect(name.body.statusMessage).toBe('Username already in use');
    const email = await put(R.CampusManager, teacher.id, editOf(teacher, { email: 'CAMPUSMANAGER@demo.example' }));
    expect(email.status).toBe(409);
    expect(email.body.statusMessage).toBe('Email already registered');
    const es = await put(R.CampusManager, teacher.id, editOf(teacher, { email: 'teacher@demo.example' }), 'es');
    expect(es.body.statusMessage).toBe('El correo electrónico ya está registrado');
    const own = await put(R.CampusManager, teacher.id, editOf(teacher, { username: teacher.userName.toUpperCase(), email: teacher.email!.toUpperCase() }));
    expect(own.status, own.body.statusMessage).toBe(200);
    expect((await fetch(teacher.id))!.firstName).toBe(teacher.firstName);
  });

  it('validates the body (400 naming the field) and answers 404 for unknown or non-numeric ids', async () => {
    const teacher = await add(R.CampusManager, newUser(R.DistrictTeacher));
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ username: 'x' }, 'username'],
      [{ email: 'nope' }, 'email'],
      [{ firstName: 'A1' }, 'firstName'],
      [{ password: 'short' }, 'password'],
      [{ birthDate: '1899-05-05' }, 'birthDate'],
      [{ roleId: null }, 'roleId'],
      [{ schoolId: null }, 'schoolId'],
      [{ districtId: other.texasDistrict.districtId }, 'districtId'],
    ];
    for (const [patch, field] of cases) {
      const res = await put(R.CampusManager, teacher.id, editOf(teacher, patch));
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.data.fields[0].field, JSON.stringify(patch)).toBe(field);
    }
    expect((await put(R.CampusManager, 999999, editOf(teacher))).status).toBe(404);
    expect((await put(R.CampusManager, 'abc', editOf(teacher))).status).toBe(404);
    expect((await put(R.CampusManager, 0, editOf(teacher))).status).toBe(404);
    expect(await fetch(teacher.id)).toMatchObject({ userName: teacher.userName, email: teacher.email, firstName: teacher.firstName });
  });

  it('a password change revokes the user\'s sessions; other edits do not', async () => {
    const body = newUser(R.DistrictTeacher);
    const teacher = await add(R.CampusManager, body);
    const session = await server.login(body.username, 'Secret123');
    expect((await call('GET', '/api/User/me', { token: session })).status).toBe(200);

    expect((await put(R.CampusManager, teacher.id, editOf(teacher, { lastName: 'Sinclave' }))).status).toBe(200);
    expect((await call('GET', '/api/User/me', { token: session })).status).toBe(200);
    expect((await put(R.CampusManager, teacher.id, editOf(teacher, { password: '' }))).status).toBe(200);
    expect((await authenticate(body.username, 'Secret123')).status).toBe(200);

    expect((await put(R.CampusManager, teacher.id, editOf(teacher, { password: 'Changed123' }))).status).toBe(200);
    expect((await call('GET', '/api/User/me', { token: session })).status).toBe(401);
    expect((await authenticate(body.username, 'Secret123')).status).toBe(401);
    expect((await authenticate(body.username, 'Changed123')).status).toBe(200);
  });
});

describe('DELETE User/{id}', () => {
  const del = (viewer: Role, id: number | string, language?: 'en' | 'es') => call('DELETE', `/api/User/${id}`, { token: token[viewer], language });

  it('removing yourself is 403, for every manager', async () => {
    for (const viewer of [R.SuperAdmin, R.StateManager, R.DistrictManager, R.CampusManager, R.SupportRole] as const) {
      const me = (await call<UserRow>('GET', '/api/User/me', { token: token[viewer] })).body.data;
      const res = await del(viewer, me.id);
      expect(res.status).toBe(403);
      expect(res.body.statusMessage).toBe('You cannot remove your own account');
      expect((await call('GET', '/api/User/me', { token: token[viewer] })).status).toBe(200);
    }
    const me = (await call<UserRow>('GET', '/api/User/me', { token: token[R.CampusManager] })).body.data;
    expect((await del(R.CampusManager, me.id, 'es')).body.statusMessage).toBe('No puedes eliminar tu propia cuenta');
  });

  it('checks role and scope', async () => {
    const dm = other.districtManagerTexas;
    const r1 = await del(R.CampusManager, dm.id);
    expect(r1.status).toBe(403);
    expect(r1.body.statusMessage).toBe(roleNotAllowed(R.DistrictManager));
    const r2 = await del(R.CampusManager, other.teacherTexas.id);
    expect(r2.status).toBe(403);
    expect(r2.body.statusMessage).toBe(OUT_OF_SCOPE);
    expect((await del(R.DistrictManager, other.teacherTexas.id)).status).toBe(403);
    expect((await del(R.StateManager, other.teacherOk.id)).status).toBe(403);
    expect((await del(R.SupportRole, 1)).status).toBe(403);
    const teacher = await add(R.CampusManager, newUser(R.DistrictTeacher));
    for (const viewer of [R.DistrictTeacher, R.Student, R.ContentCreator] as const) expect((await del(viewer, teacher.id)).status).toBe(403);
    expect((await call('DELETE', `/api/User/${teacher.id}`)).status).toBe(401);
    for (const id of [dm.id, other.teacherTexas.id, other.teacherOk.id, teacher.id]) expect(await isLive(id)).toBe(true);
  });

  it('removes a user: they cannot sign in, their token stops working, the name stays taken', async () => {
    const body = newUser(R.DistrictTeacher);
    const teacher = await add(R.CampusManager, body);
    const session = await server.login(body.username, 'Secret123');
    const res = await del(R.CampusManager, teacher.id);
    expect(res.status).toBe(200);
    expect(res.body.statusMessage).toBe('User removed successfully');
    expect((await call('GET', '/api/User/me', { token: session })).status).toBe(401);
    const signIn = await authenticate(body.username, 'Secret123');
    expect(signIn.status).toBe(401);
    expect(signIn.body.statusMessage).toBe('Invalid username and/or password');
    expect((await del(R.CampusManager, teacher.id)).status).toBe(404);
    expect((await call('PUT', `/api/User/${teacher.id}`, { token: token[R.CampusManager], body: editOf(teacher) })).status).toBe(404);
    // Usernames and e-mails stay reserved after removal (docs/decisions.md).
    expect(await usernameExists(body.username)).toBe(true);
    expect((await call('POST', '/api/user/adduser', { token: token[R.CampusManager], body: { ...body, email: `new${body.email}` } })).status).toBe(409);
  });

  it('lets wider managers remove inside their scope', async () => {
    for (const viewer of [R.DistrictManager, R.StateManager, R.SuperAdmin, R.SupportRole] as const) {
      const teacher = await add(R.SuperAdmin, newUser(R.DistrictTeacher, other.texasDistrict));
      const res = await del(viewer, teacher.id);
      expect(res.status, ROLE_NAME[viewer]).toBe(viewer === R.DistrictManager ? 403 : 200);
    }
  });

  it('answers 404 for unknown and non-numeric ids', async () => {
    for (const id of ['999999', 'abc', '0', '-1', '1e3']) expect((await del(R.SuperAdmin, id)).status, id).toBe(404);
  });
});

/** Whether a user is still live (not removed). */
async function isLive(id: number): Promise<boolean> {
  const rows = await server.db.query('SELECT 1 FROM users WHERE id = $1 AND deleted_at IS NULL', [id]);
  return rows.length === 1;
}

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
