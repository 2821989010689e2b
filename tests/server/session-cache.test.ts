import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../support/wait-for';
import { useTestServer } from './support/test-context';

const server = useTestServer();

/** Resolves once the announcement of a change (trigger + NOTIFY) has dropped the token's cached session. */
const evicted = (token: string) => waitFor(() => server.ctx.sessions.get(token) === null, { what: 'the cached session to be dropped' });

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
    await evicted(token);
    expect((await server.call('GET', '/api/units', { token })).status).toBe(401);
  });

  it('drops cached sessions of a user whose role changes or who is removed', async () => {
    const token = await server.login('campusmanager');
    expect((await server.call('GET', '/api/units', { token })).status).toBe(200);
    await server.db.query(`UPDATE users SET deleted_at = now() WHERE username = 'campusmanager'`);
    await evicted(token);
    expect((await server.call('GET', '/api/units', { token })).status).toBe(401);
  });
});
