import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('session cache', () => {
  it('serves repeated calls from the cache and still ends a session at logout at once', async () => {
    const token = await server.login('student');
    expect((await server.call('GET', '/api/units', { token })).status).toBe(200);
    expect(server.ctx.sessions.get(token)).toMatchObject({ user: { userName: 'student' } });
    expect((await server.call('GET', '/api/user/logout', { token })).status).toBe(200);
    expect((await server.call('GET', '/api/units', { token })).status).toBe(401);
  });

  it('drops a cached session revoked by another process (database trigger + NOTIFY)', async () => {
    const token = await server.login('teacher');
    expect((await server.call('GET', '/api/units', { token })).status).toBe(200);
    // Another server process revoking the session is just an UPDATE seen through the trigger.
    await server.db.query(`UPDATE auth_sessions SET revoked_at = now() WHERE user_id = (SELECT id FROM users WHERE username = 'teacher') AND revoked_at IS NULL`);
    await settle();
    expect((await server.call('GET', '/api/units', { token })).status).toBe(401);
  });

  it('drops cached sessions of a user whose role changes or who is removed', async () => {
    const token = await server.login('campusmanager');
    expect((await server.call('GET', '/api/units', { token })).status).toBe(200);
    await server.db.query(`UPDATE users SET deleted_at = now() WHERE username = 'campusmanager'`);
    await settle();
    expect((await server.call('GET', '/api/units', { token })).status).toBe(401);
  });
});
