import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HubTarget } from '@domain/notifications/notification-hub.contract';
import { NotificationType } from '@domain/notifications/notification-type';
import { one } from '../../server/src/db/database';
import { hashPassword } from '../../server/src/modules/auth/password-hasher';
import { DEMO_PASSWORD } from '../../server/src/seed/demo-world.seed';
import { startHubTestServer, waitFor, type HubTestServer } from '../realtime/support/hub-test-server';

/*
 * "Benchmark assigned" and "benchmark retake" reach students live (issue 13): a real app listening,
 * students connected to the notification hub with the official client, and the teacher's calls over
 * HTTP. Each notification arrives on the hub once, to the students it concerns, as the call returns.
 */

interface Pushed {
  readonly id: number;
  readonly type: number;
  readonly notificationArgs: { readonly unitId?: number; readonly benchmarkName?: string };
}

let hub: HubTestServer;
const connections: HubConnection[] = [];
let teacher: string;
let classroomId: number;
let setId: number;

/** A new student of the demo school in the classroom, signed in and connected to the hub. */
async function connectedStudent(username: string) {
  const demo = await one<{ school_id: number; district_id: number; state_id: number }>(hub.db, `SELECT school_id, district_id, state_id FROM users WHERE username = 'student'`);
  const row = await one<{ id: number }>(
    hub.db,
    `INSERT INTO users (username, password_hash, first_name, last_name, role_id, state_id, district_id, school_id)
     VALUES ($1, $2, 'Live', 'Pupil', 6, $3, $4, $5) RETURNING id`,
    [username, await hashPassword(DEMO_PASSWORD), demo!.state_id, demo!.district_id, demo!.school_id],
  );
  await hub.db.query('INSERT INTO classroom_students (classroom_id, student_user_id) VALUES ($1, $2)', [classroomId, row!.id]);
  const token = await hub.login(username);
  const connection = new HubConnectionBuilder()
    .withUrl(hub.current.hubUrl, { transport: HttpTransportType.WebSockets, accessTokenFactory: () => token })
    .configureLogging(LogLevel.None)
    .build();
  connections.push(connection);
  const received: Pushed[] = [];
  connection.on(HubTarget.NotificationReceived, (n: Pushed) => received.push(n));
  await connection.start();
  return { id: row!.id, received };
}

async function teacherCall(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown) {
  const res = await fetch(`${hub.current.origin}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${teacher}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { data: any } };
}

beforeAll(async () => {
  hub = await startHubTestServer();
  teacher = await hub.login('teacher');
  setId = (await hub.db.query<{ id: number }>('SELECT id FROM benchmark_sets ORDER BY id LIMIT 1'))[0].id;
  // A classroom of the demo teacher with no benchmark given yet.
  const demo = await one<{ id: number; school_id: number }>(hub.db, `SELECT id, school_id FROM users WHERE username = 'teacher'`);
  classroomId = (await one<{ id: number }>(
    hub.db,
    `INSERT INTO classrooms (name, period, start_date, end_date, teacher_user_id, school_id) VALUES ('Live benchmarks', '6', '2026-08-17', '2027-05-28', $1, $2) RETURNING id`,
    [demo!.id, demo!.school_id],
  ))!.id;
});

afterAll(async () => {
  await Promise.all(connections.map((c) => c.stop()));
  await hub?.close();
});

describe('benchmark notifications over the hub', () => {
  it('assigning to chosen students, to the classroom, and allowing a retake each reach the students at once', async () => {
    const chosen = await connectedStudent('livechosen');
    const classmate = await connectedStudent('liveclassmate');

    // Chosen students of the classroom: only the chosen one is told.
    const toChosen = await teacherCall('POST', '/assign-benchmark/student', { benchmarkSetId: setId, studentIds: [chosen.id], classroomId });
    expect(toChosen.status).toBe(200);
    await waitFor('benchmark assigned to the chosen student', () => chosen.received.length === 1);
    expect(chosen.received[0]).toMatchObject({ type: NotificationType.BenchmarkAssigned, notificationArgs: { unitId: expect.any(Number), benchmarkName: expect.any(String) } });

    // The whole classroom: the classmate is told; the chosen student already has it and is not told again.
    const toClassroom = await teacherCall('POST', '/assign-benchmark/classroom', { benchmarkSetId: setId, classroomId });
    expect(toClassroom.status).toBe(200);
    expect(toClassroom.body.data.alreadyAssigned).toEqual([chosen.id]);
    await waitFor('benchmark assigned to the classmate', () => classmate.received.length === 1);
    expect(classmate.received[0].type).toBe(NotificationType.BenchmarkAssigned);

    // The classmate's period ended unsubmitted: the teacher allows a retake.
    const assignment = await one<{ id: number }>(hub.db, 'SELECT id FROM benchmark_assignments WHERE student_user_id = $1', [classmate.id]);
    await hub.db.query(`UPDATE benchmark_assignments SET starts_at = now() - interval '2 days', ends_at = now() - interval '1 minute' WHERE id = $1`, [assignment!.id]);
    const { assessmentId } = (await teacherCall('GET', `/benchmarkAssessment/${assignment!.id}`)).body.data.assignment;
    const retake = await teacherCall('PATCH', `/retake-assessment/${assessmentId}/student/${classmate.id}`);
    expect(retake.status).toBe(200);
    await waitFor('benchmark retake to the classmate', () => classmate.received.length === 2);
    expect(classmate.received[1].type).toBe(NotificationType.BenchmarkRetake);

    // Each was pushed once, to its student only, and is also in their inbox.
    expect(chosen.received.map((n) => n.type)).toEqual([NotificationType.BenchmarkAssigned]);
    const stored = await hub.db.query<{ id: number }>('SELECT id FROM notifications WHERE recipient_user_id = $1 ORDER BY id', [classmate.id]);
    expect(stored.map((r) => r.id)).toEqual(classmate.received.map((n) => n.id));
  });
});
