import { describe, expect, it } from 'vitest';
import { NotificationType } from '@domain/notifications/notification-type';
import { addTeacherWithClassroom, checkedCalls, notificationsOf } from './assessment-fixtures';
import { useTestServer } from './support/test-context';

/*
 * The teacher's benchmark assignment calls (issue 13, api-spec §7.13): a classroom's assignments and
 * their students by state, the sets a classroom may be given, removal before anyone submitted, and a
 * student who joins later receiving the classroom's open assignments.
 */

const DAY = 24 * 60 * 60 * 1000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

const server = useTestServer({
  world: async (s) => {
    const idOf = async (text: string) => (await s.db.query<{ id: number }>(text))[0].id;
    const other = await addTeacherWithClassroom(s, 'benchothers');
    return {
      teacher: await s.login('teacher'),
      otherTeacher: await s.login('benchothers'),
      otherClassroom: other.classroomId,
      setId: await idOf('SELECT id FROM benchmark_sets ORDER BY id LIMIT 1'),
      period3: await idOf(`SELECT id FROM classrooms WHERE name = 'US History, Period 3'`),
      period2: await idOf(`SELECT classroom_id AS id FROM classroom_students cs JOIN users u ON u.id = cs.student_user_id WHERE u.username = 'student'`),
      studentId: await idOf(`SELECT id FROM users WHERE username = 'student'`),
    };
  },
});
const { call } = checkedCalls(server);
const w = () => server.world;

const membersOf = async (classroomId: number) =>
  (await server.db.query<{ id: number }>('SELECT student_user_id AS id FROM classroom_students WHERE classroom_id = $1 ORDER BY 1', [classroomId])).map((r) => r.id);

async function assignPeriod3(period: { startsAt?: string; endsAt?: string } = { startsAt: iso(-1), endsAt: iso(14) }) {
  // The demo world gave Period 3 the set already (demo-classroom-benchmarks seed): take it back first, as a teacher can before anyone submits.
  const seeded = await call('GET', `/api/benchmark/classList?classroomId=${w().period3}`, { token: w().teacher });
  for (const group of seeded.body.data as { id: number }[]) {
    expect((await call('DELETE', `/api/benchmarkStudent/classroom/${group.id}`, { token: w().teacher })).status).toBe(200);
  }
  const res = await call('POST', '/api/assign-benchmark/classroom', { token: w().teacher, body: { benchmarkSetId: w().setId, classroomId: w().period3, ...period } });
  expect(res.status).toBe(200);
  const list = await call('GET', `/api/benchmark/classList?classroomId=${w().period3}`, { token: w().teacher });
  return list.body.data[0];
}

describe('a classroom assignment', () => {
  it('is listed with its set, unit and set number, period and students by state, under both names', async () => {
    const students = await membersOf(w().period3);
    const toldBefore = (await notificationsOf(server, students[0], NotificationType.BenchmarkAssigned)).length;
    const startsAt = iso(-1);
    const endsAt = iso(14);
    const listed = await assignPeriod3({ startsAt, endsAt });
    expect(listed).toMatchObject({
      classroomId: w().period3,
      benchmarkSetId: w().setId,
      benchmarkName: { en: expect.stringContaining('Set A') },
      unitNumber: 2,
      setNumber: 1,
      wholeClassroom: true,
      isClosed: false,
      students: students.length,
      assigned: students.length,
      started: 0,
      submitted: 0,
      retake: 0,
      hasSubmissions: false,
    });
    expect(Date.parse(listed.startsAt)).toBe(Date.parse(startsAt));
    expect(Date.parse(listed.endsAt)).toBe(Date.parse(endsAt));
    expect((await call('GET', `/api/BAClassroomAssignedList?classroomId=${w().period3}`, { token: w().teacher })).body.data).toEqual([listed]);

    const roster = await call('GET', `/api/benchmarkStudentList/${listed.id}`, { token: w().teacher });
    expect(roster.status).toBe(200);
    expect(roster.body.data.assignment).toEqual(listed);
    expect(roster.body.data.students.map((s: { studentId: number }) => s.studentId).sort((a: number, b: number) => a - b)).toEqual(students);
    expect(roster.body.data.students[0]).toMatchObject({ state: 'assigned', retakeRound: 1, score: null, hasSubmitted: false, submittedAt: null });
    expect((await call('GET', `/api/BAStudentList/${listed.id}`, { token: w().teacher })).body.data).toEqual(roster.body.data);
    // Each student was told, and the read of their states was recorded as a disclosure.
    expect(await notificationsOf(server, students[0], NotificationType.BenchmarkAssigned)).toHaveLength(toldBefore + 1);
    const disclosed = await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM student_record_disclosures WHERE kind = 'benchmark-list'`);
    expect(disclosed[0].n).toBeGreaterThanOrEqual(students.length);

    const sets = await call('POST', '/api/benchmark/classroom/unitList', { token: w().teacher, body: { classroomId: w().period3 } });
    expect(sets.body.data).toEqual([expect.objectContaining({ benchmarkSetId: w().setId, unitNumber: 2, setNumber: 1, questionSetCount: 2, classroomBenchmarkId: listed.id })]);
    const none = await call('POST', '/api/benchmark/classroom/unitList', { token: w().teacher, body: { classroomId: w().period2 } });
    expect(none.body.data[0].classroomBenchmarkId).toBeNull();
  });

  it('without a period runs from now to the end of the classroom’s last day', async () => {
    const listed = await assignPeriod3({});
    expect(Date.parse(listed.startsAt)).toBeLessThanOrEqual(Date.now());
    expect(listed.endsAt).toBe('2027-05-29T00:00:00.000Z');
  });

  it('to chosen students of a classroom lists only them; one who has the set keeps theirs', async () => {
    const [a, b] = (await membersOf(w().period2)).filter((id) => id !== w().studentId);
    const res = await call('POST', '/api/assign-benchmark/student', {
      token: w().teacher,
      body: { benchmarkSetId: w().setId, studentIds: [a, b, w().studentId], classroomId: w().period2 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.alreadyAssigned).toEqual([w().studentId]);
    const [listed] = (await call('GET', `/api/benchmark/classList?classroomId=${w().period2}`, { token: w().teacher })).body.data;
    expect(listed).toMatchObject({ wholeClassroom: false, students: 2, assigned: 2 });

    const outsider = (await membersOf(w().period3))[0];
    const refused = await call('POST', '/api/assign-benchmark/student', {
      token: w().teacher,
      body: { benchmarkSetId: w().setId, studentIds: [outsider], classroomId: w().period2 },
    });
    expect(refused.status).toBe(404);
    expect(refused.body.data.code).toBe('CLASSROOM.STUDENT_NOT_FOUND');
    const foreign = await call('POST', '/api/assign-benchmark/student', {
      token: w().teacher,
      body: { benchmarkSetId: w().setId, studentIds: [outsider], classroomId: w().otherClassroom },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.data.code).toBe('CLASSROOM.NOT_FOUND');
  });
});

describe('removing an assignment', () => {
  it('takes it from one student, then from the whole classroom, before anyone submitted', async () => {
    const listed = await assignPeriod3();
    const roster = (await call('GET', `/api/benchmarkStudentList/${listed.id}`, { token: w().teacher })).body.data.students;
    const one = await call('DELETE', `/api/benchmarkStudent/${roster[0].benchmarkStudentId}`, { token: w().teacher });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ data: { removed: 1 }, statusMessage: 'Benchmark assignment removed' });
    expect((await call('GET', `/api/benchmarkStudentList/${listed.id}`, { token: w().teacher })).body.data.students).toHaveLength(roster.length - 1);
    expect((await call('DELETE', `/api/benchmarkStudent/${roster[0].benchmarkStudentId}`, { token: w().teacher })).status).toBe(404);

    const all = await call('DELETE', `/api/benchmarkStudent/classroom/${listed.id}`, { token: w().teacher });
    expect(all.body.data).toEqual({ removed: roster.length - 1 });
    expect((await call('GET', `/api/benchmark/classList?classroomId=${w().period3}`, { token: w().teacher })).body.data).toEqual([]);
    const live = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM benchmark_assignments WHERE classroom_benchmark_id = $1 AND deleted_at IS NULL', [listed.id]);
    expect(live[0].n).toBe(0);
    // The set can be given again.
    expect((await assignPeriod3()).students).toBe(roster.length);
  });

  it('is refused once a student submitted, also after their retake', async () => {
    const listed = await assignPeriod3();
    const [first] = (await call('GET', `/api/benchmarkStudentList/${listed.id}`, { token: w().teacher })).body.data.students;
    // A submission as benchmark-answer/submit leaves it (assessment-benchmark.test.ts submits for real).
    await server.db.query('UPDATE benchmark_assignments SET status = 2, score = 50, submitted_at = now() WHERE id = $1', [first.benchmarkStudentId]);
    const after = (await call('GET', `/api/benchmarkStudentList/${listed.id}`, { token: w().teacher })).body.data;
    expect(after.assignment).toMatchObject({ submitted: 1, hasSubmissions: true });
    expect(after.students.find((s: { studentId: number }) => s.studentId === first.studentId)).toMatchObject({ state: 'submitted', score: 50, hasSubmitted: true });

    for (const url of [`/api/benchmarkStudent/classroom/${listed.id}`, `/api/benchmarkStudent/${first.benchmarkStudentId}`]) {
      const res = await call('DELETE', url, { token: w().teacher });
      expect(res.status).toBe(409);
      expect(res.body.data.code).toBe('BENCHMARK.ALREADY_SUBMITTED');
    }
    // A retake round, as PATCH retake-assessment leaves it (assessment-benchmark.test.ts allows one for real).
    await server.db.query('UPDATE benchmark_assignments SET status = 0, is_retake = true, retake_round = 2, score = NULL, submitted_at = NULL WHERE id = $1', [first.benchmarkStudentId]);
    const reopened = (await call('GET', `/api/benchmarkStudentList/${listed.id}`, { token: w().teacher })).body.data;
    expect(reopened.assignment).toMatchObject({ submitted: 0, retake: 1, hasSubmissions: true });
    expect(reopened.students.find((s: { studentId: number }) => s.studentId === first.studentId)).toMatchObject({ state: 'retake', retakeRound: 2, hasSubmitted: true });
    expect((await call('DELETE', `/api/benchmarkStudent/${first.benchmarkStudentId}`, { token: w().teacher })).status).toBe(409);
    expect((await call('GET', `/api/benchmark/classList?classroomId=${w().period3}`, { token: w().teacher })).body.data).toHaveLength(1);
  });
});

describe('another teacher', () => {
  it('is told the classroom and its assignments do not exist', async () => {
    const listed = await assignPeriod3();
    const { otherTeacher: token } = w();
    const calls: [('GET' | 'POST' | 'DELETE'), string, unknown?][] = [
      ['GET', `/api/benchmark/classList?classroomId=${w().period3}`],
      ['GET', `/api/benchmarkStudentList/${listed.id}`],
      ['POST', '/api/benchmark/classroom/unitList', { classroomId: w().period3 }],
      ['DELETE', `/api/benchmarkStudent/classroom/${listed.id}`],
    ];
    for (const [method, url, body] of calls) {
      const res = await call(method, url, { token, body });
      expect(res.status, url).toBe(404);
      expect(res.body.data.code, url).toBe('CLASSROOM.NOT_FOUND');
    }
    expect((await call('GET', `/api/benchmark/classList?classroomId=${w().period3}`, { token: w().teacher })).body.data[0].students).toBe(listed.students);
  });

  it('gets 400 for a missing classroom and a period that ends before it starts', async () => {
    expect((await call('GET', '/api/benchmark/classList', { token: w().teacher })).status).toBe(400);
    const backwards = await call('POST', '/api/assign-benchmark/classroom', {
      token: w().teacher,
      body: { benchmarkSetId: w().setId, classroomId: w().period3, startsAt: iso(2), endsAt: iso(1) },
    });
    expect(backwards.status).toBe(400);
  });
});

describe('a student who joins later', () => {
  const pupil = { username: 'latejoiner', password: 'Demo12345', firstName: 'Late', lastName: 'Joiner' };

  it('receives the classroom’s open whole-classroom assignments with their period, and is told', async () => {
    const listed = await assignPeriod3();
    // A closed one is not given.
    await server.db.query(`UPDATE classroom_benchmarks SET starts_at = now() - interval '9 days', ends_at = now() - interval '1 day' WHERE id <> $1`, [listed.id]);
    const added = await call('POST', '/api/ClassRoom/AddStudent', { token: w().teacher, body: { ...pupil, classRoomId: w().period3 } });
    expect(added.status).toBe(201);
    const joined = added.body.data.id as number;
    const students = (await call('GET', `/api/benchmarkStudentList/${listed.id}`, { token: w().teacher })).body.data.students;
    const mine = students.find((s: { studentId: number }) => s.studentId === joined);
    expect(mine).toMatchObject({ state: 'assigned', startsAt: listed.startsAt, endsAt: listed.endsAt });
    expect(await notificationsOf(server, joined, NotificationType.BenchmarkAssigned)).toHaveLength(1);
  });

  it('receives nothing from a closed or chosen-students assignment', async () => {
    const listed = await assignPeriod3();
    await server.db.query(`UPDATE classroom_benchmarks SET starts_at = now() - interval '9 days', ends_at = now() - interval '1 day' WHERE id = $1`, [listed.id]);
    const [a] = (await membersOf(w().period2)).filter((id) => id !== w().studentId);
    await call('POST', '/api/assign-benchmark/student', { token: w().teacher, body: { benchmarkSetId: w().setId, studentIds: [a], classroomId: w().period2 } });
    for (const classRoomId of [w().period3, w().period2]) {
      const added = await call('POST', '/api/ClassRoom/AddStudent', { token: w().teacher, body: { ...pupil, username: `late${classRoomId}`, classRoomId } });
      expect(added.status).toBe(201);
      const rows = await server.db.query('SELECT 1 FROM benchmark_assignments WHERE student_user_id = $1', [added.body.data.id]);
      expect(rows).toHaveLength(0);
    }
  });
});
