import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/src/modules/auth/password-hasher';
import { DEMO_PASSWORD } from '../../server/src/seed/demo-world.seed';
import { waitFor } from '../support/wait-for';
import { checkedCalls } from './support/checked-calls';
import { useTestServer } from './support/test-context';

/*
 * /class-room/details through the API (issue 12): one classroom's students with their progress per
 * unit, and its unit locks, with the classroom calls' scope (docs/decisions.md "Classroom details and
 * unit locks"). A lock reaches the classroom's students at once (the learner caches hear the trigger).
 */

const server = useTestServer({
  world: async (s) => {
    const [here] = await s.db.query<{ id: number; school_id: number; district_id: number; state_id: number }>(
      `SELECT id, school_id, district_id, state_id FROM users WHERE username = 'teacher'`,
    );
    const [school2] = await s.db.query<{ id: number }>(`INSERT INTO schools (name, district_id) VALUES ('Details Test School', $1) RETURNING id`, [here.district_id]);
    const hash = await hashPassword(DEMO_PASSWORD);
    const addUser = async (username: string, roleId: number, schoolId: number) =>
      (
        await s.db.query<{ id: number }>(
          `INSERT INTO users (username, password_hash, first_name, last_name, role_id, state_id, district_id, school_id)
           VALUES ($1, $2, 'Test', $3, $4, $5, $6, $7) RETURNING id`,
          [username, hash, username, roleId, here.state_id, here.district_id, schoolId],
        )
      )[0].id;
    await addUser('detailscolleague', 4, here.school_id);
    await addUser('detailsfarmanager', 3, school2.id);
    const [demoClass] = await s.db.query<{ id: number }>(
      `SELECT c.id FROM classrooms c JOIN classroom_students cs ON cs.classroom_id = c.id JOIN users u ON u.id = cs.student_user_id
        WHERE u.username = 'student' AND c.teacher_user_id = $1 ORDER BY c.id LIMIT 1`,
      [here.id],
    );
    const [student] = await s.db.query<{ id: number }>(`SELECT id FROM users WHERE username = 'student'`);
    // Unit 2 of the demo course ("order" 2) and its first lesson: open for the demo classroom in the seed.
    const [unit] = await s.db.query<{ id: number; lessonId: number }>(
      `SELECT u.id, (SELECT min(l.id) FROM lessons l WHERE l.unit_id = u.id) AS "lessonId" FROM units u ORDER BY u.id OFFSET 1 LIMIT 1`,
    );
    return {
      ids: { teacher: here.id, demoClass: demoClass.id, student: student.id, unit: unit.id, lesson: unit.lessonId },
      tokens: {
        teacher: await s.login('teacher'),
        colleague: await s.login('detailscolleague'),
        campusManager: await s.login('campusmanager'),
        farManager: await s.login('detailsfarmanager'),
        districtManager: await s.login('districtmanager'),
        student: await s.login('student'),
      },
    };
  },
});
const { call } = checkedCalls(server);
const w = () => server.world;
const detailsUrl = () => `/api/ClassRoom/${w().ids.demoClass}/details`;
const lockUrl = (unitId = w().ids.unit) => `/api/ClassRoom/${w().ids.demoClass}/unit-locks/${unitId}`;

interface Details {
  classroom: { id: number; name: string; numberOfStudents: number };
  units: { id: number; number: number; locked: boolean }[];
  students: { id: number; userName: string; units: { unitId: number; lessonsCompleted: number; lessonsTotal: number; score: number | null; feedbackStatus: number }[] }[];
  canChangeLocks: boolean;
}

describe('a classroom’s details', () => {
  it("gives the demo teacher their classroom, the published units with this classroom's locks, and each student's progress per unit", async () => {
    // The demo student finished one lesson of unit 2 and submitted a fully scored assessment there.
    await server.db.query(`INSERT INTO lesson_progress (student_user_id, lesson_id, status) VALUES ($1, $2, 'completed')`, [w().ids.student, w().ids.lesson]);
    await server.db.query(
      `INSERT INTO assessment_attempts (student_user_id, assessment_id, group_id, lesson_id, status, score, max_score, percent, feedback_status, submitted_at)
       VALUES ($1, 990001, 990001, $2, 'submitted', 3, 4, 75, 2, now())`,
      [w().ids.student, w().ids.lesson],
    );
    const res = await call<Details>('GET', detailsUrl(), { token: w().tokens.teacher });
    expect(res.status).toBe(200);
    const { classroom, units, students, canChangeLocks } = res.body.data;
    expect(classroom).toMatchObject({ id: w().ids.demoClass, name: 'US History, Period 2', numberOfStudents: 12 });
    expect(canChangeLocks).toBe(true);
    const published = await server.db.query<{ id: number }>('SELECT id FROM units WHERE is_published AND deleted_at IS NULL ORDER BY sort_order, id');
    expect(units.map((u) => u.id)).toEqual(published.map((u) => u.id));
    // The seed locks the third unit ("The New Nation") for this classroom, and only it.
    expect(units.filter((u) => u.locked).map((u) => units.indexOf(u))).toEqual([2]);
    expect(students).toHaveLength(12);
    for (const s of students) expect(s.units.map((u) => u.unitId)).toEqual(units.map((u) => u.id));
    const demo = students.find((s) => s.id === w().ids.student)!;
    const unit2 = demo.units.find((u) => u.unitId === w().ids.unit)!;
    expect(unit2).toMatchObject({ lessonsCompleted: 1, score: 75, feedbackStatus: 2 });
    expect(unit2.lessonsTotal).toBeGreaterThan(1);
    // A classmate with nothing done: none completed, nothing submitted, no score.
    const other = students.find((s) => s.id !== w().ids.student)!;
    expect(other.units.find((u) => u.unitId === w().ids.unit)).toMatchObject({ lessonsCompleted: 0, score: null, feedbackStatus: 0 });
  });

  it('leaves the score blank and the feedback pending while an answer is unscored', async () => {
    await server.db.query(
      `INSERT INTO assessment_attempts (student_user_id, assessment_id, group_id, lesson_id, status, score, max_score, feedback_status, submitted_at)
       VALUES ($1, 990002, 990002, $2, 'submitted', NULL, 4, 1, now())`,
      [w().ids.student, w().ids.lesson],
    );
    const res = await call<Details>('GET', detailsUrl(), { token: w().tokens.teacher });
    const demo = res.body.data.students.find((s) => s.id === w().ids.student)!;
    expect(demo.units.find((u) => u.unitId === w().ids.unit)).toMatchObject({ score: null, feedbackStatus: 1 });
  });

  it('records that the viewer was shown each student’s account, progress and feedback (FERPA)', async () => {
    await call('GET', detailsUrl(), { token: w().tokens.teacher });
    const rows = await server.db.query<{ kind: string }>(
      `SELECT DISTINCT kind FROM student_record_disclosures WHERE viewer_user_id = $1 AND student_user_id = $2 ORDER BY kind`,
      [w().ids.teacher, w().ids.student],
    );
    expect(rows.map((r) => r.kind)).toEqual(['unit-feedback', 'unit-progress', 'user-record']);
  });
});

describe('who may see the details and change the locks', () => {
  it("another teacher gets 404 CLASSROOM.NOT_FOUND, as for a classroom that does not exist; so does a campus manager of another school", async () => {
    for (const token of [w().tokens.colleague, w().tokens.farManager]) {
      const res = await call('GET', detailsUrl(), { token });
      expect(res.status).toBe(404);
      expect(res.body.data.code).toBe('CLASSROOM.NOT_FOUND');
      expect((await call('PUT', lockUrl(), { token, body: { locked: true } })).status).toBe(404);
    }
    expect((await call('GET', '/api/ClassRoom/999999/details', { token: w().tokens.teacher })).status).toBe(404);
  });

  it("the campus manager of the school reads and changes them", async () => {
    const res = await call<Details>('GET', detailsUrl(), { token: w().tokens.campusManager });
    expect(res.status).toBe(200);
    expect(res.body.data.canChangeLocks).toBe(true);
    expect((await call('PUT', lockUrl(), { token: w().tokens.campusManager, body: { locked: true } })).status).toBe(200);
  });

  it('the district manager reads them but may not change a lock (403)', async () => {
    const res = await call<Details>('GET', detailsUrl(), { token: w().tokens.districtManager });
    expect(res.status).toBe(200);
    expect(res.body.data.canChangeLocks).toBe(false);
    expect((await call('PUT', lockUrl(), { token: w().tokens.districtManager, body: { locked: true } })).status).toBe(403);
    const [{ n }] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM classroom_unit_locks WHERE classroom_id = $1 AND unit_id = $2', [
      w().ids.demoClass,
      w().ids.unit,
    ]);
    expect(n).toBe(0);
  });

  it('a student gets 403 and an anonymous caller 401', async () => {
    expect((await call('GET', detailsUrl(), { token: w().tokens.student })).status).toBe(403);
    expect((await call('PUT', lockUrl(), { token: w().tokens.student, body: { locked: true } })).status).toBe(403);
    expect((await call('GET', detailsUrl())).status).toBe(401);
    expect((await call('PUT', lockUrl(), { body: { locked: true } })).status).toBe(401);
  });
});

describe('unit locks', () => {
  const openLesson = () => call('GET', `/api/lesson/${w().ids.lesson}`, { token: w().tokens.student });

  it("locking a unit shuts its lessons to the classroom's students (403 UNIT.LOCKED); unlocking opens them again", async () => {
    expect((await openLesson()).status).toBe(200);
    const locked = await call('PUT', lockUrl(), { token: w().tokens.teacher, body: { locked: true } });
    expect(locked.status).toBe(200);
    expect(locked.body).toMatchObject({ data: { classroomId: w().ids.demoClass, unitId: w().ids.unit, locked: true }, statusMessage: 'Unit locked for this classroom' });
    const refused = await waitFor(async () => {
      const res = await openLesson();
      return res.status === 403 && res;
    }, { what: 'the lesson to be locked' });
    expect(refused.body.data.code).toBe('UNIT.LOCKED');
    const details = await call<Details>('GET', detailsUrl(), { token: w().tokens.teacher });
    expect(details.body.data.units.find((u) => u.id === w().ids.unit)!.locked).toBe(true);

    const unlocked = await call('PUT', lockUrl(), { token: w().tokens.teacher, body: { locked: false } });
    expect(unlocked.body).toMatchObject({ data: { locked: false }, statusMessage: 'Unit unlocked for this classroom' });
    await waitFor(async () => (await openLesson()).status === 200, { what: 'the lesson to open again' });
  });

  it('is idempotent: locking twice or unlocking an open unit answers the same and keeps one row', async () => {
    for (const locked of [true, true]) expect((await call('PUT', lockUrl(), { token: w().tokens.teacher, body: { locked } })).body.data.locked).toBe(true);
    const count = async () =>
      (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM classroom_unit_locks WHERE classroom_id = $1 AND unit_id = $2', [w().ids.demoClass, w().ids.unit]))[0].n;
    expect(await count()).toBe(1);
    for (const locked of [false, false]) expect((await call('PUT', lockUrl(), { token: w().tokens.teacher, body: { locked } })).status).toBe(200);
    expect(await count()).toBe(0);
  });

  it('answers 404 for an unknown unit or classroom and for ids that are not ids; 400 without a boolean `locked`', async () => {
    const unknownUnit = await call('PUT', lockUrl(999999), { token: w().tokens.teacher, body: { locked: true } });
    expect(unknownUnit.status).toBe(404);
    expect(unknownUnit.body.data.code).toBe('CLASSROOM.UNIT_NOT_FOUND');
    expect((await call('PUT', `/api/ClassRoom/999999/unit-locks/${w().ids.unit}`, { token: w().tokens.teacher, body: { locked: true } })).status).toBe(404);
    expect((await call('PUT', `/api/ClassRoom/abc/unit-locks/${w().ids.unit}`, { token: w().tokens.teacher, body: { locked: true } })).status).toBe(404);
    expect((await call('GET', '/api/ClassRoom/0/details', { token: w().tokens.teacher })).status).toBe(404);
    for (const body of [{}, { locked: 'yes' }, { locked: 1 }]) {
      const res = await call('PUT', lockUrl(), { token: w().tokens.teacher, body });
      expect(res.status).toBe(400);
      expect(res.body.data.fields.map((f: { field: string }) => f.field)).toContain('locked');
    }
  });
});
