import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/src/modules/auth/password-hasher';
import { DEMO_PASSWORD } from '../../server/src/seed/demo-world.seed';
import { checkedCalls } from './support/checked-calls';
import { useTestServer } from './support/test-context';

/*
 * Classrooms and their students through the API (issue 12, api-spec §7.11, product-spec §6
 * "Classroom loading by role"): every call, who may make it and on whose classrooms, and that a
 * refused or failed change writes nothing. The roster file itself is in roster-upload.test.ts.
 */

const FIELDS = { name: 'Period 7 — US History', period: '7', startDate: '2026-08-17', endDate: '2027-05-28' };

const server = useTestServer({
  world: async (s) => {
    const [here] = await s.db.query<{ school_id: number; district_id: number; state_id: number; id: number }>(
      `SELECT id, school_id, district_id, state_id FROM users WHERE username = 'teacher'`,
    );
    // A second school in the same district with its own teacher and classroom, and a second teacher at the demo school.
    const [school2] = await s.db.query<{ id: number }>(`INSERT INTO schools (name, district_id) VALUES ('Classroom Test School', $1) RETURNING id`, [here.district_id]);
    const hash = await hashPassword(DEMO_PASSWORD);
    const addUser = async (username: string, roleId: number, schoolId: number) =>
      (
        await s.db.query<{ id: number }>(
          `INSERT INTO users (username, password_hash, first_name, last_name, role_id, state_id, district_id, school_id)
           VALUES ($1, $2, 'Test', $3, $4, $5, $6, $7) RETURNING id`,
          [username, hash, username, roleId, here.state_id, here.district_id, schoolId],
        )
      )[0].id;
    const farTeacher = await addUser('farteacher', 4, school2.id);
    const farManager = await addUser('farmanager', 3, school2.id);
    const colleague = await addUser('colleague', 4, here.school_id);
    const [farClass] = await s.db.query<{ id: number }>(
      `INSERT INTO classrooms (name, period, start_date, end_date, teacher_user_id, school_id) VALUES ('Far class', '1', '2026-08-17', '2027-05-28', $1, $2) RETURNING id`,
      [farTeacher, school2.id],
    );
    const [demoClass] = await s.db.query<{ id: number }>(`SELECT classroom_id AS id FROM classroom_students cs JOIN users u ON u.id = cs.student_user_id WHERE u.username = 'student'`);
    const [student] = await s.db.query<{ id: number }>(`SELECT id FROM users WHERE username = 'student'`);
    return {
      ids: { teacher: here.id, school: here.school_id, district: here.district_id, school2: school2.id, farTeacher, farManager, colleague, farClass: farClass.id, demoClass: demoClass.id, student: student.id },
      tokens: {
        teacher: await s.login('teacher'),
        campusManager: await s.login('campusmanager'),
        districtManager: await s.login('districtmanager'),
        support: await s.login('support'),
        student: await s.login('student'),
        farTeacher: await s.login('farteacher'),
        farManager: await s.login('farmanager'),
      },
    };
  },
});
const { call } = checkedCalls(server);
const w = () => server.world;

const countRows = async () =>
  (
    await server.db.query<{ c: number; u: number; m: number }>(
      `SELECT (SELECT count(*)::int FROM classrooms WHERE deleted_at IS NULL) AS c, (SELECT count(*)::int FROM users) AS u, (SELECT count(*)::int FROM classroom_students) AS m`,
    )
  )[0];

describe('classroom lists by role', () => {
  it('a teacher loads their own classrooms by teacher id and school, with the roster', async () => {
    const res = await call('GET', `/api/ClassRoom/GetByTeacherId/${w().ids.teacher}/${w().ids.school}`, { token: w().tokens.teacher });
    expect(res.status).toBe(200);
    const demo = res.body.data.find((c: { id: number }) => c.id === w().ids.demoClass);
    expect(demo).toMatchObject({ teacherUserId: w().ids.teacher, schoolId: w().ids.school, numberOfStudents: demo.students.length });
    expect(demo.students.map((s: { userName: string }) => s.userName)).toContain('student');
    expect(res.body.data.every((c: { teacherUserId: number }) => c.teacherUserId === w().ids.teacher)).toBe(true);
  });

  it("refuses a teacher another teacher's list or a school list (403)", async () => {
    expect((await call('GET', `/api/ClassRoom/GetByTeacherId/${w().ids.colleague}/${w().ids.school}`, { token: w().tokens.teacher })).status).toBe(403);
    expect((await call('GET', `/api/ClassRoom/GetBySchoolId/${w().ids.school}/${w().ids.school}`, { token: w().tokens.teacher })).status).toBe(403);
  });

  it("a campus manager loads their school's classrooms, and a teacher of theirs by teacher id, not another school's", async () => {
    const school = await call('GET', `/api/ClassRoom/GetBySchoolId/${w().ids.school}/${w().ids.school}`, { token: w().tokens.campusManager });
    expect(school.status).toBe(200);
    expect(school.body.data.map((c: { id: number }) => c.id)).toContain(w().ids.demoClass);
    expect(school.body.data.map((c: { id: number }) => c.id)).not.toContain(w().ids.farClass);
    expect((await call('GET', `/api/ClassRoom/GetByTeacherId/${w().ids.teacher}/${w().ids.school}`, { token: w().tokens.campusManager })).status).toBe(200);
    expect((await call('GET', `/api/ClassRoom/GetBySchoolId/${w().ids.school2}/0`, { token: w().tokens.campusManager })).status).toBe(403);
  });

  it('a district manager loads their district (every school, or one), not another district', async () => {
    const all = await call('GET', `/api/ClassRoom/GetByDistrictId/${w().ids.district}/0`, { token: w().tokens.districtManager });
    expect(all.status).toBe(200);
    expect(all.body.data.map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining([w().ids.demoClass, w().ids.farClass]));
    const one = await call('GET', `/api/ClassRoom/GetByDistrictId/${w().ids.district}/${w().ids.school2}`, { token: w().tokens.districtManager });
    expect(one.body.data.map((c: { id: number }) => c.id)).toEqual([w().ids.farClass]);
    expect((await call('GET', `/api/ClassRoom/GetByDistrictId/${w().ids.district + 1000}/0`, { token: w().tokens.districtManager })).status).toBe(403);
  });

  it('support acting for nobody (support-acting.test.ts has the rest), students and anonymous callers load nothing', async () => {
    const url = `/api/ClassRoom/GetByTeacherId/${w().ids.teacher}/${w().ids.school}`;
    expect((await call('GET', url, { token: w().tokens.support })).status).toBe(403);
    expect((await call('GET', url, { token: w().tokens.student })).status).toBe(403);
    expect((await call('GET', url)).status).toBe(401);
  });

  it('records that the viewer was shown the listed students (FERPA disclosure)', async () => {
    await call('GET', `/api/ClassRoom/GetByTeacherId/${w().ids.teacher}/${w().ids.school}`, { token: w().tokens.teacher });
    const rows = await server.db.query(`SELECT 1 FROM student_record_disclosures WHERE viewer_user_id = $1 AND student_user_id = $2`, [w().ids.teacher, w().ids.student]);
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe('demo classrooms', () => {
  it('gives the demo teacher two classrooms of a dozen students each, the demo student in the first, Spanish names intact', async () => {
    const res = await call('GET', `/api/ClassRoom/GetByTeacherId/${w().ids.teacher}/${w().ids.school}`, { token: w().tokens.teacher });
    const demo = (res.body.data as { name: string; numberOfStudents: number; students: { userName: string; lastName: string }[] }[]).filter((c) =>
      c.name.startsWith('US History, Period'),
    );
    expect(demo.map((c) => [c.name, c.numberOfStudents])).toEqual([
      ['US History, Period 2', 12],
      ['US History, Period 3', 12],
    ]);
    expect(demo[0].students.map((s) => s.userName)).toContain('student');
    expect(demo[1].students.map((s) => s.lastName)).toContain('Muñoz');
  });
});

describe('teacher groups', () => {
  it('groups teachers by school name: a campus manager their school, a district manager their district', async () => {
    const cm = await call('GET', '/api/teachers/0', { token: w().tokens.campusManager });
    expect(cm.status).toBe(200);
    expect(cm.body.data).toHaveLength(1);
    expect(cm.body.data[0].teachers.map((t: { userName: string }) => t.userName).sort()).toEqual(['colleague', 'teacher']);
    const dm = await call('GET', '/api/teachers/0', { token: w().tokens.districtManager });
    const schools = dm.body.data.map((g: { schoolName: string }) => g.schoolName);
    expect(schools).toContain('Classroom Test School');
    expect([...schools].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase()))).toEqual(schools);
    expect((await call('GET', `/api/teachers/${w().ids.school2}`, { token: w().tokens.campusManager })).status).toBe(403);
    expect((await call('GET', '/api/teachers/0', { token: w().tokens.teacher })).status).toBe(403);
  });
});

describe('adding, changing and removing classrooms', () => {
  it('a teacher adds a classroom of their own (JSON, no roster)', async () => {
    const res = await call('POST', '/api/ClassRoom/addclassroom', { token: w().tokens.teacher, body: FIELDS });
    expect(res.status).toBe(201);
    expect(res.body.statusMessage).toBe('Classroom added successfully');
    expect(res.body.data.classroom).toMatchObject({ ...FIELDS, teacherUserId: w().ids.teacher, schoolId: w().ids.school, numberOfStudents: 0 });
  });

  it('a campus manager adds one for a teacher of their school, names the teacher, and not one of another school', async () => {
    const missing = await call('POST', '/api/ClassRoom/addclassroom', { token: w().tokens.campusManager, body: FIELDS });
    expect(missing.status).toBe(400);
    expect(missing.body.data.fields).toEqual([{ field: 'teacherUserId', message: 'An option must be selected' }]);
    const ok = await call('POST', '/api/ClassRoom/addclassroom', { token: w().tokens.campusManager, body: { ...FIELDS, teacherUserId: w().ids.colleague } });
    expect(ok.status).toBe(201);
    expect(ok.body.data.classroom.teacherUserId).toBe(w().ids.colleague);
    const before = await countRows();
    expect((await call('POST', '/api/ClassRoom/addclassroom', { token: w().tokens.campusManager, body: { ...FIELDS, teacherUserId: w().ids.farTeacher } })).status).toBe(403);
    expect((await call('POST', '/api/ClassRoom/addclassroom', { token: w().tokens.teacher, body: { ...FIELDS, teacherUserId: w().ids.colleague } })).status).toBe(403);
    expect(await countRows()).toEqual(before);
  });

  it('refuses bad fields naming each one, in Spanish too', async () => {
    const res = await call('POST', '/api/ClassRoom/addclassroom', { token: w().tokens.teacher, body: { name: '', period: '1', startDate: '2026-13-01', endDate: '2026-08-01' }, language: 'es' });
    expect(res.status).toBe(400);
    expect(res.body.data.fields).toEqual([
      { field: 'name', message: 'Este campo es obligatorio' },
      { field: 'startDate', message: 'Debes escribir una fecha válida' },
    ]);
  });

  it('updates name, period and dates; the end must come after the start', async () => {
    const res = await call('PUT', `/api/ClassRoom/${w().ids.demoClass}`, { token: w().tokens.teacher, body: FIELDS });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: w().ids.demoClass, ...FIELDS });
    const bad = await call('PUT', `/api/ClassRoom/${w().ids.demoClass}`, { token: w().tokens.teacher, body: { ...FIELDS, endDate: FIELDS.startDate } });
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields).toEqual([{ field: 'endDate', message: 'The end date must come after the start date' }]);
    // A campus manager changes their school's classrooms too.
    expect((await call('PUT', `/api/ClassRoom/${w().ids.demoClass}`, { token: w().tokens.campusManager, body: { ...FIELDS, name: 'Renamed' } })).body.data.name).toBe('Renamed');
  });

  it("answers 404 for another teacher's or school's classroom, 403 for a district manager (read only), and changes nothing", async () => {
    const before = await server.db.query(`SELECT * FROM classrooms ORDER BY id`);
    expect((await call('PUT', `/api/ClassRoom/${w().ids.farClass}`, { token: w().tokens.teacher, body: FIELDS })).status).toBe(404);
    expect((await call('DELETE', `/api/ClassRoom/${w().ids.farClass}`, { token: w().tokens.campusManager })).status).toBe(404);
    expect((await call('DELETE', `/api/ClassRoom/${w().ids.demoClass}`, { token: w().tokens.districtManager })).status).toBe(403);
    expect((await call('DELETE', `/api/ClassRoom/${w().ids.demoClass}`, { token: w().tokens.support })).status).toBe(403);
    expect((await call('DELETE', `/api/ClassRoom/999999`, { token: w().tokens.teacher })).status).toBe(404);
    expect(await server.db.query(`SELECT * FROM classrooms ORDER BY id`)).toEqual(before);
  });

  it('removes a classroom softly: gone from lists, students and their roster rows stay', async () => {
    const members = await server.db.query(`SELECT * FROM classroom_students WHERE classroom_id = $1`, [w().ids.demoClass]);
    const res = await call('DELETE', `/api/ClassRoom/${w().ids.demoClass}`, { token: w().tokens.teacher });
    expect(res.status).toBe(200);
    expect(res.body.statusMessage).toBe('Classroom removed successfully');
    const list = await call('GET', `/api/ClassRoom/GetByTeacherId/${w().ids.teacher}/${w().ids.school}`, { token: w().tokens.teacher });
    expect(list.body.data.map((c: { id: number }) => c.id)).not.toContain(w().ids.demoClass);
    expect(await server.db.query(`SELECT * FROM classroom_students WHERE classroom_id = $1`, [w().ids.demoClass])).toEqual(members);
    expect((await server.db.query(`SELECT deleted_at FROM users WHERE id = $1`, [w().ids.student]))[0]).toEqual({ deleted_at: null });
    expect((await call('DELETE', `/api/ClassRoom/${w().ids.demoClass}`, { token: w().tokens.teacher })).status).toBe(404);
  });
});

describe('students of a classroom', () => {
  const pupil = { username: 'newpupil1', password: 'Welcome2026', firstName: 'Iñaki', lastName: 'Muñoz', secondLastName: 'Agüero', birthDate: '2014-01-15', textLanguage: 'es', audioLanguage: 'en' };

  it('adds one new student to the classroom, at its school, as a Student', async () => {
    const res = await call('POST', '/api/ClassRoom/AddStudent', { token: w().tokens.teacher, body: { ...pupil, classRoomId: w().ids.demoClass } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ userName: 'newpupil1', firstName: 'Iñaki', lastName: 'Muñoz', secondLastName: 'Agüero', textLanguage: 'es', audioLanguage: 'en' });
    const [u] = await server.db.query<{ role_id: number; school_id: number }>(`SELECT role_id, school_id FROM users WHERE username = 'newpupil1'`);
    expect(u).toEqual({ role_id: 6, school_id: w().ids.school });
    expect(await server.login('newpupil1', 'Welcome2026')).toEqual(expect.any(String));
  });

  it('refuses a username already in use (409) and a classroom out of scope (404), writing nothing', async () => {
    const before = await countRows();
    const taken = await call('POST', '/api/ClassRoom/AddStudent', { token: w().tokens.teacher, body: { ...pupil, username: 'Student', classRoomId: w().ids.demoClass } });
    expect(taken.status).toBe(409);
    expect(taken.body.data.fields).toEqual([{ field: 'username', message: 'Username already in use' }]);
    expect((await call('POST', '/api/ClassRoom/AddStudent', { token: w().tokens.teacher, body: { ...pupil, classRoomId: w().ids.farClass } })).status).toBe(404);
    const bad = await call('POST', '/api/ClassRoom/AddStudent', { token: w().tokens.teacher, body: { ...pupil, password: 'x', classRoomId: w().ids.demoClass } });
    expect(bad.status).toBe(400);
    expect(await countRows()).toEqual(before);
  });

  it('takes a student off the roster; their account stays; a student not on it is 404', async () => {
    const res = await call('DELETE', `/api/ClassRoom/DeleteStudent/${w().ids.student}?classRoomId=${w().ids.demoClass}`, { token: w().tokens.teacher });
    expect(res.status).toBe(200);
    expect(await server.db.query(`SELECT 1 FROM classroom_students WHERE classroom_id = $1 AND student_user_id = $2`, [w().ids.demoClass, w().ids.student])).toEqual([]);
    expect(await server.login('student')).toEqual(expect.any(String));
    expect((await call('DELETE', `/api/ClassRoom/DeleteStudent/${w().ids.student}?classRoomId=${w().ids.demoClass}`, { token: w().tokens.teacher })).status).toBe(404);
    expect((await call('DELETE', `/api/ClassRoom/DeleteStudent/${w().ids.student}?classRoomId=${w().ids.farClass}`, { token: w().tokens.farTeacher })).status).toBe(404);
  });

  it("resets a student's password: the old one and their sessions stop working", async () => {
    const before = await call('GET', '/api/User/me', { token: w().tokens.student });
    expect(before.status).toBe(200);
    const res = await call('PUT', '/api/ClassRoom/StudentPasswordReset', {
      token: w().tokens.teacher,
      body: { studentId: w().ids.student, classroomId: w().ids.demoClass, password: 'NewSecret2026', confirmPassword: 'NewSecret2026' },
    });
    expect(res.status).toBe(200);
    expect(res.body.statusMessage).toBe('Password reset successfully');
    expect((await call('GET', '/api/User/me', { token: w().tokens.student })).status).toBe(401);
    expect(await server.login('student', 'NewSecret2026')).toEqual(expect.any(String));
    await expect(server.login('student')).rejects.toThrow();
  });

  it('refuses a reset for a student not on the classroom, out of scope or with a bad password', async () => {
    const body = { studentId: w().ids.student, classroomId: w().ids.demoClass, password: 'NewSecret2026' };
    expect((await call('PUT', '/api/ClassRoom/StudentPasswordReset', { token: w().tokens.farTeacher, body })).status).toBe(404);
    expect((await call('PUT', '/api/ClassRoom/StudentPasswordReset', { token: w().tokens.teacher, body: { ...body, studentId: w().ids.colleague } })).status).toBe(404);
    const bad = await call('PUT', '/api/ClassRoom/StudentPasswordReset', { token: w().tokens.teacher, body: { ...body, password: 'short' } });
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields[0].field).toBe('password');
    expect((await call('PUT', '/api/ClassRoom/StudentPasswordReset', { token: w().tokens.student, body })).status).toBe(403);
    expect(await server.login('student')).toEqual(expect.any(String));
  });
});
