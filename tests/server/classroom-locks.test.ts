import 'reflect-metadata';
import type pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { insertAssignments } from '../../server/src/modules/assessment/benchmark.repository';
import { ensureClassroomBenchmark } from '../../server/src/modules/assessment/classroom-benchmark.repository';
import { waitFor } from '../support/wait-for';
import { addStudent, userId } from './support/content-fixtures';
import { secondConnection } from './support/second-connection';
import { useTestServer } from './support/test-context';

/**
 * A teacher's change of a classroom beside a benchmark given to it. Adding a student locks the
 * classroom and then its open whole-classroom groups (the joiner gets them); giving the set to the
 * classroom again holds its group and then writes assignments that name the classroom, whose foreign
 * key check takes a key-share lock on it. A `FOR UPDATE` on the classroom refused that lock: a
 * deadlock. The assignment's transaction runs here on a connection of its own, stopped between its
 * statements. PostgreSQL only: PGlite runs one transaction at a time.
 */
const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('a student added to a classroom while a benchmark is given to it (needs DATABASE_URL)', () => {
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
  let assigner: pg.Client | null = null;

  afterEach(async () => {
    await assigner?.end();
    assigner = null;
  });

  it('the addition waits for the assignment, which writes its rows; both succeed and the joiner gets the set', async () => {
    const { group, teacherId } = server.world;
    const outsider = await addStudent(server, 'givenbeside1', false);
    const { client, sql, pid } = await secondConnection(server, serverUrl!);
    assigner = client;
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
    await waitFor(
      async () =>
        (await server.db.query(`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> $1`, [pid]))
          .length > 0,
      { what: 'the addition to wait for the classroom’s group' },
    );
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
});
