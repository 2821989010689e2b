import { describe, expect, it } from 'vitest';
import { useTestServer } from './support/test-context';

/*
 * POST user/{id}/sign-in-unblock (issue 10, hole 2): the teacher of a classroom the student is in,
 * or a manager who may manage the user in their scope, clears the user's sign-in failures; anyone
 * else gets 403, an unknown user 404, a caller without a token 401.
 */

const FREE_FAILURES = 2;

interface World {
  readonly tokens: Record<string, string>;
  readonly studentId: number;
  readonly otherStudentId: number;
  readonly teacherId: number;
}

const server = useTestServer<World>({
  env: { LOGIN_CLIENT_MAX_FAILURES: '5', LOGIN_DELAY_AFTER_FAILURES: String(FREE_FAILURES), LOGIN_DELAY_SECONDS: '600' },
  world: async (s) => {
    const tokens: Record<string, string> = {};
    for (const name of ['superadmin', 'statemanager', 'districtmanager', 'campusmanager', 'teacher', 'creator', 'student', 'support']) {
      tokens[name] = await s.login(name);
    }
    const sa = tokens.superadmin;
    const post = async (url: string, body: unknown) => {
      const res = await s.call('POST', url, { token: sa, body });
      if (res.status !== 201) throw new Error(`${url}: ${res.status} ${res.body.statusMessage}`);
      return res.body.data as { id: number };
    };
    const otherSchool = (await post('/api/School', { name: 'Hillside Middle', districtId: 1 })).id;
    const person = (username: string, roleId: number, schoolId: number) => ({
      username,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      firstName: 'Ana',
      lastName: 'López',
      email: `${username}@test.example`,
      birthDate: '1985-06-15',
      roleId,
      stateId: 1,
      districtId: 1,
      schoolId,
    });
    // A teacher at the student's own school who does not teach the student.
    await post('/api/user/adduser', person('otherteacher1', 4, 1));
    await post('/api/user/adduser', person('othercampus1', 3, otherSchool));
    tokens.otherteacher = await s.login('otherteacher1', 'Secret123');
    tokens.othercampus = await s.login('othercampus1', 'Secret123');
    const signup = await s.call('POST', '/api/signup', {
      body: { ...person('otherkid01', 6, 1), birthDate: '2012-01-01', roleId: undefined },
    });
    if (signup.status !== 201) throw new Error(`signup: ${signup.status} ${signup.body.statusMessage}`);
    const ids = await s.db.query<{ username: string; id: number }>(`SELECT username, id FROM users WHERE username IN ('student', 'teacher')`);
    const idOf = (name: string) => ids.find((r) => r.username === name)!.id;
    return { tokens, studentId: idOf('student'), otherStudentId: (signup.body.data as { id: number }).id, teacherId: idOf('teacher') };
  },
});

const unblock = (id: number | string, token?: string) => server.call('POST', `/api/user/${id}/sign-in-unblock`, { token });

/** A classmate's wrong guesses, enough that a new device must wait before signing in as the student. */
async function classmateGuesses(username = 'student'): Promise<void> {
  for (let i = 0; i < FREE_FAILURES; i += 1) {
    const res = await server.call('POST', '/api/user/authenticate', { body: { username, password: `Wrong${i}xxxx` } });
    expect(res.status).toBe(401);
  }
  const refused = await server.call('POST', '/api/user/authenticate', { body: { username, password: 'Demo12345' } });
  expect(refused.status).toBe(429);
}

const signsIn = async (username = 'student') =>
  (await server.call('POST', '/api/user/authenticate', { body: { username, password: 'Demo12345' } })).status;

describe('POST user/{id}/sign-in-unblock', () => {
  it("lets the student's teacher clear the failures, so the student signs in at once", async () => {
    await classmateGuesses();
    const res = await unblock(server.world.studentId, server.world.tokens.teacher);
    expect(res.status, res.body.statusMessage).toBe(200);
    expect(res.body).toMatchObject({ data: null, statusType: 1, statusMessage: 'Sign-in unblocked' });
    expect(await signsIn()).toBe(200);
  });

  it('answers in Spanish when asked', async () => {
    const res = await server.call('POST', `/api/user/${server.world.studentId}/sign-in-unblock`, {
      token: server.world.tokens.teacher,
      language: 'es',
    });
    expect(res.body.statusMessage).toBe('Inicio de sesión desbloqueado');
  });

  for (const manager of ['campusmanager', 'districtmanager', 'statemanager', 'superadmin', 'support']) {
    it(`lets the ${manager} (in scope) unblock the student`, async () => {
      await classmateGuesses();
      expect((await unblock(server.world.studentId, server.world.tokens[manager])).status).toBe(200);
      expect(await signsIn()).toBe(200);
    });
  }

  it('lets a manager unblock a teacher in scope', async () => {
    await classmateGuesses('teacher');
    expect((await unblock(server.world.teacherId, server.world.tokens.campusmanager)).status).toBe(200);
    expect(await signsIn('teacher')).toBe(200);
  });

  for (const [who, status] of [
    ['otherteacher', 403],
    ['othercampus', 403],
    ['creator', 403],
    ['student', 403],
  ] as const) {
    it(`refuses the ${who} with ${status} and leaves the failures`, async () => {
      await classmateGuesses();
      const res = await unblock(server.world.studentId, server.world.tokens[who]);
      expect(res.status).toBe(status);
      expect(res.body.statusType).toBe(0);
      expect(await signsIn()).toBe(429);
    });
  }

  it("refuses a teacher unblocking a student who is not in their classroom, or a staff member", async () => {
    expect((await unblock(server.world.otherStudentId, server.world.tokens.teacher)).status).toBe(403);
    expect((await unblock(server.world.teacherId, server.world.tokens.teacher)).status).toBe(403);
  });

  it('answers 401 without a token and 404 for an unknown user', async () => {
    expect((await unblock(server.world.studentId)).status).toBe(401);
    const unknown = await unblock(999_999, server.world.tokens.superadmin);
    expect(unknown.status).toBe(404);
    expect(unknown.body.data.code).toBe('USER.NOT_FOUND');
  });
});
