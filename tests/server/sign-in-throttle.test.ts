import { describe, expect, it, vi } from 'vitest';
import { useTestServer } from './support/test-context';

/*
 * Sign-in throttling (issue 10, holes 1 and 2; docs/decisions.md "Sign-in lockout"): every guess is
 * counted before its password is verified, so concurrent guesses cannot all pass the count; the
 * limit that protects an account never reads a header the caller chooses; a classmate's wrong
 * guesses only slow strangers down, never the student's own device (a signed cookie); and a
 * teacher can clear the failures.
 */

/** Every password verification the sign-in makes (a wrong password and an unknown user alike). */
const verifications = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../server/src/modules/auth/password-hasher', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../server/src/modules/auth/password-hasher')>();
  return {
    ...real,
    verifyPassword: async (hash: string, password: string) => {
      verifications.count += 1;
      return real.verifyPassword(hash, password);
    },
    burnVerification: async (password: string) => {
      verifications.count += 1;
      return real.burnVerification(password);
    },
  };
});

const CLIENT_LIMIT = 5;
const FREE_FAILURES = 3;
const DELAY_SECONDS = 60;
const ACCOUNT_LIMIT = 8;

const server = useTestServer({
  env: {
    LOGIN_CLIENT_MAX_FAILURES: String(CLIENT_LIMIT),
    LOGIN_DELAY_AFTER_FAILURES: String(FREE_FAILURES),
    LOGIN_DELAY_SECONDS: String(DELAY_SECONDS),
    LOGIN_DELAY_MAX_MINUTES: '4',
    LOGIN_ACCOUNT_MAX_FAILURES: String(ACCOUNT_LIMIT),
  },
});

interface Attempt {
  readonly cookie?: string;
  readonly headers?: Record<string, string>;
}

const signIn = (username: string, password: string, attempt: Attempt = {}) =>
  server.call('POST', '/api/user/authenticate', {
    body: { username, password },
    headers: { ...(attempt.headers ?? {}), ...(attempt.cookie ? { cookie: attempt.cookie } : {}) },
  });

/** A caller rotating everything it may choose: a fresh device id and forwarded addresses each time. */
const rotating = (i: number): Attempt => ({
  headers: {
    'x-device-id': `device-rotating-${i}-0000000000`,
    'x-forwarded-for': `10.1.${i % 250}.${1 + Math.floor(i / 250)}`,
    'x-real-ip': `10.2.${i % 250}.1`,
  },
});

/** Signs in with the right password and returns the known-device cookie the answer sets. */
async function knownDeviceOf(username: string, password = 'Demo12345', attempt: Attempt = {}): Promise<string> {
  const res = await signIn(username, password, attempt);
  expect(res.status, res.body.statusMessage).toBe(200);
  const setCookie = [res.raw.headers['set-cookie'] ?? []].flat();
  const cookie = setCookie.find((c) => c.startsWith('known_device='));
  expect(cookie, 'a known-device cookie').toBeDefined();
  return cookie!.split(';')[0];
}

/** Moves every recorded failure back in time, as if `seconds` had passed (no sleeping). */
const age = (seconds: number) =>
  server.db.query(`UPDATE login_failures SET failed_at = failed_at - make_interval(secs => $1)`, [seconds]);

describe('hole 1: every guess is counted before its password is verified', () => {
  it('verifies at most the limit of concurrent wrong guesses, whatever device ids and forwarded addresses they carry', async () => {
    verifications.count = 0;
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => signIn('student', `Wrong${i}xxxx`, rotating(i))));
    expect(verifications.count).toBeLessThanOrEqual(Math.min(CLIENT_LIMIT, FREE_FAILURES));
    expect(answers.filter((a) => a.status === 401).length).toBeLessThanOrEqual(verifications.count);
    expect(answers.every((a) => a.status === 401 || a.status === 429)).toBe(true);
  });

  it('does not let a rotating device id or forwarded address reset the count, one guess after another', async () => {
    for (let i = 0; i < CLIENT_LIMIT; i += 1) expect([401, 429]).toContain((await signIn('teacher', `Wrong${i}xxxx`, rotating(i))).status);
    verifications.count = 0;
    for (let i = CLIENT_LIMIT; i < CLIENT_LIMIT + 10; i += 1) expect((await signIn('teacher', `Wrong${i}xxxx`, rotating(i))).status).toBe(429);
    expect(verifications.count).toBe(0);
  });

  it('counts unknown usernames the same way', async () => {
    verifications.count = 0;
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => signIn('nobodyhere1', `Wrong${i}xxxx`, rotating(i))));
    expect(verifications.count).toBeLessThanOrEqual(CLIENT_LIMIT);
    expect(answers.filter((a) => a.status === 401).length).toBeLessThanOrEqual(verifications.count);
  });
});

describe('hole 2: a classmate cannot lock a student out', () => {
  it('issues an HttpOnly, SameSite=Strict cookie at sign-in that names the device', async () => {
    const res = await signIn('student', 'Demo12345');
    const cookie = [res.raw.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('known_device='))!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\/api/);
    expect(cookie).toMatch(/; Max-Age=\d+/);
    // Plain http (the test's injected request): no Secure flag, or the browser would drop it.
    expect(cookie).not.toMatch(/; Secure/);
  });

  it("lets the student's own device in with the right password while a classmate keeps guessing", async () => {
    const own = await knownDeviceOf('student');
    for (let i = 0; i < 20; i += 1) await signIn('student', `Wrong${i}xxxx`, rotating(i));
    // Even from the classmate's address and with the classmate's device id, the cookie decides.
    expect((await signIn('student', 'Demo12345', { ...rotating(3), cookie: own })).status).toBe(200);
  });

  it('slows an unknown device down with a wait that doubles, and answers 429 AUTH.SLOW_DOWN with Retry-After', async () => {
    const laptop = await knownDeviceOf('teacher');
    // Failures from the student's own (other) device do not count against the teacher's laptop's limit.
    for (let i = 0; i < FREE_FAILURES; i += 1) expect((await signIn('student', `Wrong${i}xxxx`)).status).toBe(401);

    const first = await signIn('student', 'Demo12345', { cookie: laptop });
    expect(first.status).toBe(429);
    expect(first.body.data.code).toBe('AUTH.SLOW_DOWN');
    expect(first.body.statusMessage).toMatch(/wait \d+ seconds/);
    const firstWait = Number(first.raw.headers['retry-after']);
    expect(firstWait).toBeGreaterThan(0);
    expect(firstWait).toBeLessThanOrEqual(DELAY_SECONDS);

    // Once the wait has passed, one more guess is verified; the next wait is twice as long.
    await age(DELAY_SECONDS);
    expect((await signIn('student', 'Wrong9xxxx', { cookie: laptop })).status).toBe(401);
    const second = await signIn('student', 'Demo12345', { cookie: laptop });
    expect(second.status).toBe(429);
    const secondWait = Number(second.raw.headers['retry-after']);
    expect(secondWait).toBeGreaterThan(DELAY_SECONDS);
    expect(secondWait).toBeLessThanOrEqual(2 * DELAY_SECONDS);

    // Not a lock: after the wait, the right password gets in from a device the account never saw.
    await age(2 * DELAY_SECONDS);
    expect((await signIn('student', 'Demo12345', { cookie: laptop })).status).toBe(200);
  });

  it('treats a forged cookie, or one that names another account, as an unknown device', async () => {
    const teachersLaptop = await knownDeviceOf('teacher');
    const own = await knownDeviceOf('student');
    // The classmate guesses from a device of their own (signed in to their own account).
    const classmate = await knownDeviceOf('creator');
    for (let i = 0; i < FREE_FAILURES; i += 1) expect((await signIn('student', `Wrong${i}xxxx`, { cookie: classmate })).status).toBe(401);
    const [name, value] = own.split('=');
    const forged = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await signIn('student', 'Demo12345', { cookie: forged })).body.data.code).toBe('AUTH.SLOW_DOWN');
    expect((await signIn('student', 'Demo12345', { cookie: teachersLaptop })).body.data.code).toBe('AUTH.SLOW_DOWN');
    expect((await signIn('student', 'Demo12345', { cookie: own })).status).toBe(200);
  });

  it('keeps a hard limit per client, the known device included', async () => {
    const own = await knownDeviceOf('student');
    for (let i = 0; i < CLIENT_LIMIT - 1; i += 1) expect((await signIn('student', `Wrong${i}xxxx`, { cookie: own })).status).toBe(401);
    // The failure that uses up the limit says so at once, and from then on even the right password waits.
    expect((await signIn('student', 'WrongLastxx', { cookie: own })).body.data.code).toBe('AUTH.BLOCKED');
    const blocked = await signIn('student', 'Demo12345', { cookie: own });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ data: { code: 'AUTH.BLOCKED' }, statusMessage: 'User has been blocked, too many login attempts' });
    expect(Number(blocked.raw.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses unknown devices at the NIST ceiling of failures per account, even after every wait', async () => {
    const own = await knownDeviceOf('student');
    // The ceiling's failures, from many clients, long enough ago that no wait is left.
    for (let i = 0; i < ACCOUNT_LIMIT; i += 1) {
      await server.db.query(`INSERT INTO login_failures (account_key, client_key, failed_at) VALUES ('student', $1, now() - interval '50 minutes')`, [
        `ip:10.9.0.${i}`,
      ]);
    }
    const stranger = await signIn('student', 'Demo12345');
    expect(stranger.status).toBe(429);
    expect(stranger.body.data.code).toBe('AUTH.SLOW_DOWN');
    expect(Number(stranger.raw.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn('student', 'Demo12345', { cookie: own })).status).toBe(200);
  });

  it('clears the client failures of a device that signs in', async () => {
    const own = await knownDeviceOf('student');
    for (let i = 0; i < CLIENT_LIMIT - 1; i += 1) await signIn('student', `Wrong${i}xxxx`, { cookie: own });
    expect((await signIn('student', 'Demo12345', { cookie: own })).status).toBe(200);
    for (let i = 0; i < CLIENT_LIMIT - 1; i += 1) expect((await signIn('student', `Wrong${i}xxxx`, { cookie: own })).status).toBe(401);
  });
});
