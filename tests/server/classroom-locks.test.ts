import 'reflect-metadata';
import type pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { insertAssignments } from '../../server/src/modules/assessment/benchmark.repository';
import { ensureClassroomBenchmark } from '../../server/src/modules/assessment/classroom-benchmark.repository';
import { addStudent, userId } from './support/content-fixtures';
import { secondConnection, untilTheAppWaits } from './support/second-connection';
import { useTestServer } from './support/test-context';

/**
 * A teacher's changes of a classroom beside other writers. A benchmark given to it: adding a student
 * locks the classroom and then its open whole-classroom groups (the joiner gets them); giving the set
 * to the classroom again holds its group and then writes assignments that name the classroom, whose
 * foreign key check takes a key-share lock on it. A `FOR UPDATE` on the classroom refused that lock:
 * a deadlock. A roster sync writes users before classrooms, so a teacher's change must not hold the
 * classroom while it waits for a student's row. The other transaction runs here on a connection of
 * its own, stopped between its statements. PostgreSQL only: PGlite runs one transaction at a time.
 */
const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('a teacher’s changes of a classroom beside other writers (needs DATABASE_URL)', () => {
  const server = useTestServer({
    world: async (s) => {
      const [group] = await s.db.query<{ id: number; classroomId: number; setId: number }>(
        `SELECT g.id, g.classroom_id AS "classroomId", g.benchmark_set_id AS "setId" FROM classroom_benchmarks g JOIN classrooms c ON c.id = g.classroom_id
          JOIN users t ON t.id = c.teacher_user_id
          WHERE t.username = 'teacher' AND g.whole_classroom AND g.deleted_at IS NULL AND now() < g.ends_at ORDER BY g.id LIMIT 1`,
      );
      return { teacher: await s.login('teacher'), teacherId: await userId(s, 'teacher'), group };
    },
  });
  let other: pg.Client | null = null;

  afterEach(async () => {
    await other?.end();
    other = null;
  });

  it('the addition waits for the assignment, which writes its rows; both succeed and the joiner gets the set', async () => {
    const { group, teacherId } = server.world;
    const outsider = await addStudent(server, 'givenbeside1', false);
    const { client, sql, pid } = await secondConnection(server, serverUrl!);
    other = client;
    await client.query('BEGIN');
    // `POST assign-benchmark/classroom` for a set the classroom has: its group first...
    await ensureClassroomBenchmark(sql, {
      classroomId: group.classroomId,
      benchmarkSetId: group.setId,
      assignedBy: teacherId,
      wholeClassroom: true,
      startsAt: null,
      endsAt: null,
      defaultDays: 14,
    });

    const added = server.call('POST', '/api/ClassRoom/AddStudent', {
      token: server.world.teacher,
      body: { username: 'joinedbeside1', password: 'Demo12345', firstName: 'Joined', lastName: 'Beside', classRoomId: group.classroomId },
    });
    await untilTheAppWaits(server, pid, 'the addition to wait for the classroom’s group');
    // ...then the assignments, naming the classroom.
    const rows = await insertAssignments(sql, {
      benchmarkSetId: group.setId,
      studentIds: [outsider],
      assignedBy: teacherId,
      classroomId: group.classroomId,
      startsAt: null,
      endsAt: null,
      defaultDays: 14,
      classroomBenchmarkId: group.id,
    });
    expect(rows).toHaveLength(1);
    await client.query('COMMIT');

    const res = await added;
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const joiner = (res.body.data as { id: number }).id;
    const given = await server.db.query('SELECT 1 FROM benchmark_assignments WHERE student_user_id = $1 AND classroom_benchmark_id = $2', [joiner, group.id]);
    expect(given).toHaveLength(1);
  });

  it('a password reset beside a roster sync that changes the student and then the classroom: both succeed', async () => {
    const [{ classroomId, studentId }] = await server.db.query<{ classroomId: number; studentId: number }>(
      `SELECT cs.classroom_id AS "classroomId", cs.student_user_id AS "studentId" FROM classroom_students cs
         JOIN users u ON u.id = cs.student_user_id JOIN classrooms c ON c.id = cs.classroom_id JOIN users t ON t.id = c.teacher_user_id
        WHERE u.username = 'student' AND t.username = 'teacher' AND c.deleted_at IS NULL ORDER BY cs.classroom_id LIMIT 1`,
    );
    const { client, sql, pid } = await secondConnection(server, serverUrl!);
    other = client;
    await client.query('BEGIN');
    // A roster sync applies users before classrooms (oneroster-apply.ts): what updateRosterUser writes...
    await sql.query(`UPDATE users SET first_name = 'Synced' WHERE id = $1`, [studentId]);

    const reset = server.call('PUT', '/api/ClassRoom/StudentPasswordReset', {
      token: server.world.teacher,
      body: { studentId, classroomId, password: 'NewSecret2026', confirmPassword: 'NewSecret2026' },
    });
    await untilTheAppWaits(server, pid, 'the reset to wait for the student’s row');
    // ...then what updateRosterClassroom writes.
    await sql.query(`UPDATE classrooms SET name = name || ' (synced)' WHERE id = $1`, [classroomId]);
    await client.query('COMMIT');

    const res = await reset;
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await server.login('student', 'NewSecret2026')).toEqual(expect.any(String));
  });

  it('two teachers giving one set to the same students, listed in different orders: both succeed', async () => {
    const { teacherId, group } = server.world;
    const [{ period2 }] = await server.db.query<{ period2: number }>(`SELECT id AS period2 FROM classrooms WHERE name = 'US History, Period 2'`);
    const [a, b] = (
      await server.db.query<{ id: number }>(
        `SELECT cs.student_user_id AS id FROM classroom_students cs JOIN users u ON u.id = cs.student_user_id
          WHERE cs.classroom_id = $1 AND u.username <> 'student' AND NOT EXISTS
                (SELECT 1 FROM benchmark_assignments x WHERE x.student_user_id = u.id AND x.benchmark_set_id = $2 AND x.deleted_at IS NULL)
          ORDER BY cs.student_user_id LIMIT 2`,
        [period2, group.setId],
      )
    ).map((r) => r.id);
    const { client, sql, pid } = await secondConnection(server, serverUrl!);
    other = client;
    await client.query('BEGIN');
    const giveInOther = (studentId: number) =>
      insertAssignments(sql, {
        benchmarkSetId: group.setId,
        studentIds: [studentId],
        assignedBy: teacherId,
        classroomId: null,
        startsAt: null,
        endsAt: null,
        defaultDays: 14,
      });
    expect(await giveInOther(a)).toHaveLength(1);

    const given = server.call('POST', '/api/assign-benchmark/student', {
      token: server.world.teacher,
      body: { benchmarkSetId: group.setId, studentIds: [b, a], classroomId: period2 },
    });
    await untilTheAppWaits(server, pid, 'the assignment to wait for the other one');
    expect(await giveInOther(b)).toHaveLength(1);
    await client.query('COMMIT');

    const res = await given;
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ assigned: [], alreadyAssigned: [b, a] });
  });
});
