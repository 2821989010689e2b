import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { AUTH_SESSION_CHANGED_CHANNEL } from '../../server/src/http/session-cache';
import { authenticateHubToken } from '../../server/src/realtime/hub-auth';
import { hashPassword } from '../../server/src/modules/auth/password-hasher';
import { DEMO_PASSWORD } from '../../server/src/seed/demo-world.seed';
import { waitFor } from '../support/wait-for';
import { checkedCalls } from './support/checked-calls';
import { useTestServer } from './support/test-context';

/*
 * Support staff acting for a teacher (issue 12): the acting choice of a sign-in, the teacher's calls
 * served with exactly the teacher's scope, the audit trail of every change (both users' ids), and
 * that signing out or another process's change ends or moves the choice.
 */

const FIELDS = { name: 'Renamed by support', period: '3', startDate: '2026-08-17', endDate: '2027-05-28' };

const server = useTestServer({
  world: async (s) => {
    const [here] = await s.db.query<{ id: number; school_id: number; district_id: number; state_id: number }>(
      `SELECT id, school_id, district_id, state_id FROM users WHERE username = 'teacher'`,
    );
    const [school2] = await s.db.query<{ id: number }>(`INSERT INTO schools (name, district_id) VALUES ('Support Test School', $1) RETURNING id`, [here.district_id]);
    const hash = await hashPassword(DEMO_PASSWORD);
    const addUser = async (username: string, roleId: number, schoolId: number) =>
      (
        await s.db.query<{ id: number }>(
          `INSERT INTO users (username, password_hash, first_name, last_name, role_id, state_id, district_id, school_id)
           VALUES ($1, $2, 'Test', $3, $4, $5, $6, $7) RETURNING id`,
          [username, hash, username, roleId, here.state_id, here.district_id, schoolId],
        )
      )[0].id;
    const colleague = await addUser('supportcolleague', 4, here.school_id);
    const farTeacher = await addUser('supportfarteacher', 4, school2.id);
    const [colleagueClass] = await s.db.query<{ id: number }>(
      `INSERT INTO classrooms (name, period, start_date, end_date, teacher_user_id, school_id) VALUES ('Colleague class', '1', '2026-08-17', '2027-05-28', $1, $2) RETURNING id`,
      [colleague, here.school_id],
    );
    const [demoClass] = await s.db.query<{ id: number; name: string }>(
      `SELECT c.id, c.name FROM classrooms c JOIN classroom_students cs ON cs.classroom_id = c.id JOIN users u ON u.id = cs.student_user_id
        WHERE u.username = 'student' AND c.teacher_user_id = $1 ORDER BY c.id LIMIT 1`,
      [here.id],
    );
    const [support] = await s.db.query<{ id: number }>(`SELECT id FROM users WHERE username = 'support'`);
    const [student] = await s.db.query<{ id: number }>(`SELECT id FROM users WHERE username = 'student'`);
    return {
      ids: { teacher: here.id, school: here.school_id, school2: school2.id, colleague, farTeacher, colleagueClass: colleagueClass.id, demoClass: demoClass.id, support: support.id, student: student.id },
      tokens: { teacher: await s.login('teacher'), campusManager: await s.login('campusmanager') },
    };
  },
});
const { call } = checkedCalls(server);
const w = () => server.world;

/** A fresh sign-in of the support user: each has its own acting choice. */
const supportSignIn = () => server.login('support');
const actFor = (token: string, teacherUserId = w().ids.teacher, schoolId = w().ids.school) =>
  call('POST', '/api/support/acting-for', { token, body: { schoolId, teacherUserId } });
const auditRows = () =>
  server.db.query<{ support_user_id: number; teacher_user_id: number; school_id: number; action: string; route: string; object_ids: Record<string, unknown> }>(
    'SELECT support_user_id, teacher_user_id, school_id, action, route, object_ids FROM support_audit_entries ORDER BY id',
  );
const byTeacher = (teacherId: number) => `/api/ClassRoom/GetByTeacherId/${teacherId}/${w().ids.school}`;

describe('the acting choice', () => {
  it('starts, answers and stops, per sign-in', async () => {
    const token = await supportSignIn();
    expect((await call('GET', '/api/support/acting-for', { token })).body.data).toBeNull();
    const started = await actFor(token);
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({ teacherUserId: w().ids.teacher, schoolId: w().ids.school, teacherName: expect.any(String), schoolName: expect.any(String) });
    expect(started.body.statusMessage).toContain(started.body.data.teacherName);
    expect((await call('GET', '/api/support/acting-for', { token })).body.data).toEqual(started.body.data);
    // Another sign-in of the same support user acts for nobody.
    expect((await call('GET', '/api/support/acting-for', { token: await supportSignIn() })).body.data).toBeNull();
    expect((await call('DELETE', '/api/support/acting-for', { token })).status).toBe(200);
    expect((await call('GET', '/api/support/acting-for', { token })).body.data).toBeNull();
    expect((await call('GET', byTeacher(w().ids.teacher), { token })).status).toBe(403);
  });

  it('refuses a user who is not a live teacher of the chosen campus (404), and other roles (403)', async () => {
    const token = await supportSignIn();
    expect((await actFor(token, w().ids.farTeacher)).status).toBe(404);
    expect((await actFor(token, w().ids.student)).status).toBe(404);
    expect((await actFor(token, w().ids.teacher, w().ids.school2)).status).toBe(404);
    expect((await call('POST', '/api/support/acting-for', { token, body: { schoolId: 'x' } })).status).toBe(400);
    expect((await call('GET', '/api/support/acting-for', { token })).body.data).toBeNull();
    expect((await actFor(w().tokens.teacher)).status).toBe(403);
    expect((await call('GET', '/api/support/audit', { token: w().tokens.campusManager })).status).toBe(403);
  });

  it('lists the teachers of any campus to choose from', async () => {
    const token = await supportSignIn();
    const res = await call('GET', `/api/teachers/${w().ids.school}`, { token });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body.data)).toContain('"supportcolleague"');
  });
});

describe("the teacher's calls while acting", () => {
  it("serves the teacher's classrooms, changes them with an audit row naming both users, and nothing of another teacher", async () => {
    const token = await supportSignIn();
    await actFor(token);
    const list = await call('GET', byTeacher(w().ids.teacher), { token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((c: { id: number }) => c.id)).toContain(w().ids.demoClass);
    expect((await call('GET', byTeacher(w().ids.colleague), { token })).status).toBe(403);
    expect(await auditRows()).toEqual([]);

    const renamed = await call('PUT', `/api/ClassRoom/${w().ids.demoClass}`, { token, body: FIELDS });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.name).toBe(FIELDS.name);
    expect((await call('PUT', `/api/ClassRoom/${w().ids.colleagueClass}`, { token, body: FIELDS })).status).toBe(404);
    const rows = await auditRows();
    expect(rows).toEqual([
      { support_user_id: w().ids.support, teacher_user_id: w().ids.teacher, school_id: w().ids.school, action: 'classroomEdited', route: 'PUT /api/ClassRoom/:id', object_ids: { id: w().ids.demoClass } },
    ]);

    const trail = await call('GET', '/api/support/audit', { token });
    expect(trail.body.data).toMatchObject({ total: 1, page: 1, items: [{ supportUserId: w().ids.support, teacherUserId: w().ids.teacher, action: 'classroomEdited', objectIds: { id: w().ids.demoClass } }] });
    expect(trail.body.data.items[0].actedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("records the students' disclosure under the support user, not the teacher", async () => {
    const token = await supportSignIn();
    await actFor(token);
    await call('GET', byTeacher(w().ids.teacher), { token });
    const rows = await server.db.query<{ viewer_user_id: number; viewer_role_id: number }>(
      'SELECT viewer_user_id, viewer_role_id FROM student_record_disclosures WHERE student_user_id = $1',
      [w().ids.student],
    );
    expect(rows).toContainEqual({ viewer_user_id: w().ids.support, viewer_role_id: 7 });
    expect(rows.map((r) => r.viewer_user_id)).not.toContain(w().ids.teacher);
  });

  it("reads only the acted-for teacher's students, and none while acting for nobody", async () => {
    const token = await supportSignIn();
    const units = `/api/units?studentId=${w().ids.student}`;
    expect((await call('GET', units, { token })).status).toBe(403);
    await actFor(token);
    expect((await call('GET', units, { token })).status).toBe(200);
    expect((await call('GET', `/api/teacher-feedback/student/${w().ids.student}`, { token })).status).toBe(200);
    await actFor(token, w().ids.colleague);
    expect((await call('GET', units, { token })).status).toBe(403);
    expect((await call('GET', `/api/teacher-feedback/student/${w().ids.student}`, { token })).status).toBe(403);
  });

  it('refuses a support user acting for nobody (403 SUPPORT.NOT_ACTING) and writes nothing', async () => {
    const token = await supportSignIn();
    const res = await call('PUT', `/api/ClassRoom/${w().ids.demoClass}`, { token, body: FIELDS });
    expect(res.status).toBe(403);
    expect(res.raw.body).toContain('SUPPORT.NOT_ACTING');
    expect(await auditRows()).toEqual([]);
  });
});

describe('the end of acting', () => {
  it('ends with the sign-in: signing out, then in again, acts for nobody', async () => {
    const token = await supportSignIn();
    await actFor(token);
    expect((await call('GET', '/api/user/logout', { token })).status).toBe(200);
    const again = await supportSignIn();
    expect((await call('GET', '/api/support/acting-for', { token: again })).body.data).toBeNull();
    expect((await call('GET', byTeacher(w().ids.teacher), { token: again })).status).toBe(403);
  });

  it('is kept by a realtime sign-in that caches the session first (the notification bell)', async () => {
    const token = await supportSignIn();
    await actFor(token);
    expect((await authenticateHubToken(server.ctx, token))?.user.acting?.teacher.id).toBe(w().ids.teacher);
    expect((await call('GET', byTeacher(w().ids.teacher), { token })).status).toBe(200);
  });

  it('reaches the session cache when another process stops it, or moves the teacher away', async () => {
    const token = await supportSignIn();
    // The choice's own announcement is heard first, so the entry cached next is dropped only by what follows.
    const settled = (action: () => Promise<unknown>) => server.untilAnnounced(AUTH_SESSION_CHANGED_CHANNEL, action);
    await settled(() => actFor(token));
    expect((await call('GET', byTeacher(w().ids.teacher), { token })).status).toBe(200);
    expect(server.ctx.sessions.get(token)?.user.acting?.teacher.id).toBe(w().ids.teacher);
    // Another process stopping it is just a DELETE seen through the trigger.
    await server.db.query('DELETE FROM support_acting_sessions WHERE teacher_user_id = $1', [w().ids.teacher]);
    await waitFor(() => server.ctx.sessions.get(token) === null, { what: 'the cached session to be dropped' });
    expect((await call('GET', byTeacher(w().ids.teacher), { token })).status).toBe(403);

    await settled(() => actFor(token));
    expect((await call('GET', byTeacher(w().ids.teacher), { token })).status).toBe(200);
    expect(server.ctx.sessions.get(token)).not.toBeNull();
    await server.db.query('UPDATE users SET school_id = $1 WHERE id = $2', [w().ids.school2, w().ids.teacher]);
    await waitFor(() => server.ctx.sessions.get(token) === null, { what: 'the cached session to be dropped' });
    expect((await call('GET', '/api/support/acting-for', { token })).body.data).toBeNull();
    expect((await call('PUT', `/api/ClassRoom/${w().ids.demoClass}`, { token, body: FIELDS })).status).toBe(403);
  });
});
