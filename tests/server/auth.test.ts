import { describe, expect, it } from 'vitest';
import { useTestServer } from './support/test-context';

const server = useTestServer({ env: { LOGIN_CLIENT_MAX_FAILURES: '3', LOGIN_ACCOUNT_MAX_FAILURES: '6' } });

const authenticate = (username: string, password: string, device: string, language?: 'en' | 'es') =>
  server.call('POST', '/api/user/authenticate', { body: { username, password }, headers: { 'x-device-id': device }, language });

describe('user/authenticate', () => {
  it('signs a demo user in with a token and the profile of api-spec', async () => {
    const res = await authenticate('teacher', 'Demo12345', 'device-aaaaaaaaaaaaaaaa');
    expect(res.status).toBe(200);
    expect(res.body.statusType).toBe(1);
    expect(res.body.data).toMatchObject({
      token: expect.any(String),
      user: { userName: 'teacher', roleId: 4, roleName: 'District Teacher', stateId: expect.any(Number), schoolId: expect.any(Number) },
    });
    expect(JSON.stringify(res.body)).not.toContain('password');
  });

  it('accepts the username in any case', async () => {
    expect((await authenticate('TEACHER', 'Demo12345', 'device-aaaaaaaaaaaaaaaa')).status).toBe(200);
  });

  it('refuses a wrong password with the catalogue message, in the request language', async () => {
    const en = await authenticate('creator', 'wrong-pass1', 'device-bbbbbbbbbbbbbbbb');
    expect(en.status).toBe(401);
    expect(en.body).toMatchObject({ data: { code: 'AUTH.INVALID_CREDENTIALS' }, statusType: 0, statusMessage: 'Invalid username and/or password' });
    const es = await authenticate('creator', 'wrong-pass2', 'device-bbbbbbbbbbbbbbbb', 'es');
    expect(es.body.statusMessage).toBe('Usuario y/o contraseña no válidos');
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const res = await authenticate('nobodyatall', 'Demo12345', 'device-cccccccccccccccc');
    expect(res.status).toBe(401);
    expect(res.body.statusMessage).toBe('Invalid username and/or password');
  });

  it('names the missing field when the body is incomplete', async () => {
    const res = await server.call('POST', '/api/user/authenticate', { body: { username: 'teacher' } });
    expect(res.status).toBe(400);
    expect(res.body.data).toMatchObject({ code: 'VALIDATION', fields: [{ field: 'password' }] });
  });
});

describe('sign-in throttling', () => {
  it('blocks one client after repeated failures while the owner, on another device, still signs in', async () => {
    const classmate = 'device-classmate-00000001';
    for (let i = 0; i < 2; i += 1) expect((await authenticate('student', `Wrong${i}xxxx`, classmate)).status).toBe(401);
    const third = await authenticate('student', 'Wrong3xxxx', classmate);
    expect(third.status).toBe(429);
    expect(third.body.statusMessage).toBe('User has been blocked, too many login attempts');
    // Even the right password is refused from the blocked client...
    expect((await authenticate('student', 'Demo12345', classmate)).status).toBe(429);
    // ...but the student's own device is not affected.
    expect((await authenticate('student', 'Demo12345', 'device-student-own-0001')).status).toBe(200);
  });

  it('caps failures per account across clients, sparing devices that signed in before', async () => {
    const known = 'device-known-dm-00000001';
    expect((await authenticate('districtmanager', 'Demo12345', known)).status).toBe(200);
    // Six failures from six different clients reach the account-wide cap (6 in this test's config).
    for (let i = 0; i < 6; i += 1) await authenticate('districtmanager', 'Wrongxxxxx', `device-attacker-${i}-000000`);
    const stranger = await authenticate('districtmanager', 'Demo12345', 'device-new-laptop-000001');
    expect(stranger.status).toBe(429);
    expect((await authenticate('districtmanager', 'Demo12345', known)).status).toBe(200);
  });
});

describe('user/logout', () => {
  it('revokes the token on the server', async () => {
    const token = await server.login('campusmanager');
    expect((await server.call('GET', '/api/User/me', { token })).status).toBe(200);
    expect((await server.call('GET', '/api/user/logout', { token })).status).toBe(200);
    const after = await server.call('GET', '/api/User/me', { token });
    expect(after.status).toBe(401);
    expect(after.body.statusType).toBe(0);
  });

  it('rejects a forged token and a call without one', async () => {
    expect((await server.call('GET', '/api/User/me', { token: 'not.a.jwt' })).status).toBe(401);
    expect((await server.call('GET', '/api/User/me')).status).toBe(401);
  });
});

describe('password reset', () => {
  it('mails a single-use token that /NewPassword consumes', async () => {
    const res = await server.call('POST', '/api/User/passwordreset', { body: { emailAddress: 'support@demo.example' } });
    expect(res.status).toBe(200);
    const mail = server.mail.at(-1)!;
    expect(mail.to).toBe('support@demo.example');
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];

    const mismatch = await server.call('POST', '/api/User/NewPassword', { body: { token, password: 'NewPass123', confirmPassword: 'Other1234' } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.data.fields[0]).toEqual({ field: 'confirmPassword', message: 'A same password must be inserted' });

    const ok = await server.call('POST', '/api/User/NewPassword', { body: { token, password: 'NewPass123', confirmPassword: 'NewPass123' } });
    expect(ok.status).toBe(200);
    expect(ok.body.statusMessage).toBe('Password reset successfully');
    await server.login('support', 'NewPass123');

    const again = await server.call('POST', '/api/User/NewPassword', { body: { token, password: 'Another123', confirmPassword: 'Another123' } });
    expect(again.status).toBe(400);
    expect(again.body.data.code).toBe('AUTH.RESET_TOKEN_INVALID');
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = server.mail.length;
    const res = await server.call('POST', '/api/User/passwordreset', { body: { emailAddress: 'nobody@demo.example' } });
    expect(res.status).toBe(200);
    expect(server.mail.length).toBe(before);
  });

  it('refuses an expired token', async () => {
    await server.call('POST', '/api/User/passwordreset', { body: { emailAddress: 'creator@demo.example' } });
    const token = /token=([A-Za-z0-9_-]+)/.exec(server.mail.at(-1)!.text)![1];
    await server.db.query(`UPDATE password_reset_tokens SET expires_at = now() - interval '1 minute'`);
    const res = await server.call('POST', '/api/User/NewPassword', { body: { token, password: 'Expired123', confirmPassword: 'Expired123' } });
    expect(res.status).toBe(400);
  });
});

describe('signup', () => {
  const valid = {
    username: 'newkid01',
    password: 'Secret123',
    confirmPassword: 'Secret123',
    firstName: 'José',
    lastName: 'Núñez',
    email: 'newkid01@demo.example',
    birthDate: '2012-03-04',
    stateId: 1,
    districtId: 1,
    schoolId: 1,
  };

  it('creates a student at the chosen school who can sign in', async () => {
    const res = await server.call('POST', '/api/signup', { body: valid });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ userName: 'newkid01', roleId: 6, schoolId: 1 });
    await server.login('newkid01', 'Secret123');
  });

  it('reports a taken username and e-mail with the catalogue messages', async () => {
    // The account whose name and e-mail are taken.
    expect((await server.call('POST', '/api/signup', { body: valid })).status).toBe(201);
    const user = await server.call('POST', '/api/signup', { body: { ...valid, email: 'other@demo.example' } });
    expect(user.status).toBe(409);
    expect(user.body.statusMessage).toBe('Username already in use');
    const email = await server.call('POST', '/api/signup', { body: { ...valid, username: 'newkid02' } });
    expect(email.status).toBe(409);
    expect(email.body.statusMessage).toBe('Email already registered');
  });

  it('validates every field of §5', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ username: 'abc' }, 'username', 'Username must be 5 to 15 letters or numbers, without special characters'],
      [{ username: 'bad_name!' }, 'username', 'Username must be 5 to 15 letters or numbers, without special characters'],
      [{ password: 'short', confirmPassword: 'short' }, 'password', 'Password must be 8 to 15 letters or numbers'],
      [{ confirmPassword: 'Different1' }, 'confirmPassword', 'A same password must be inserted'],
      [{ email: 'not-an-email' }, 'email', 'A valid e-mail must be inserted'],
      [{ firstName: 'R2D2' }, 'firstName', 'Only letters are allowed; special characters are not allowed'],
      [{ birthDate: '1900-01-01' }, 'birthDate', 'The user must be under 100 years old'],
      [{ birthDate: '2020-02-30' }, 'birthDate', 'A valid date must be inserted'],
      [{ schoolId: '' }, 'schoolId', 'An option must be selected'],
      [{ schoolId: 9999 }, 'schoolId', 'An option must be selected'],
    ];
    for (const [patch, field, message] of cases) {
      const res = await server.call('POST', '/api/signup', { body: { ...valid, username: 'freshname9', email: 'fresh9@demo.example', ...patch } });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.data.fields[0], JSON.stringify(patch)).toEqual({ field, message });
    }
  });
});

describe('availability', () => {
  it('FindByUserName: found means taken, 404 means available', async () => {
    expect((await server.call('GET', '/api/User/FindByUserName/teacher')).status).toBe(200);
    expect((await server.call('GET', '/api/User/FindByUserName/freeName77')).status).toBe(404);
  });
});

describe('envelope for everything', () => {
  it('wraps unknown routes, malformed JSON and oversized bodies', async () => {
    const unknown = await server.call('GET', '/api/does/not/exist');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ statusType: 0, data: { code: 'ROUTE_NOT_FOUND' } });
    const malformed = await server.call('POST', '/api/user/authenticate', { raw: '{"username": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.data.code).toBe('MALFORMED_BODY');
    const huge = await server.call('POST', '/api/user/authenticate', { raw: JSON.stringify({ username: 'x'.repeat(2_000_000), password: 'y' }) });
    expect(huge.status).toBe(413);
    expect(huge.body.statusType).toBe(0);
  });

  it('serves client settings before sign-in', async () => {
    const res = await server.call('GET', '/api/client-config');
    expect(res.body.data).toMatchObject({ sessionIdleLogoutMs: 3_600_000, sessionIdleWarningBeforeMs: 60_000 });
  });
});
