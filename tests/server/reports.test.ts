import 'reflect-metadata';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { one } from '../../server/src/db/database';
import { answerFor, addTeacherWithClassroom, checkedCalls, saveBody, teacherPreviews, CALL_OF, type KeyedQuestion } from './assessment-fixtures';
import { addStudent, courseIds } from './support/content-fixtures';
import { settleRollups } from './support/settled-rollups';
import { useTestServer } from './support/test-context';

/*
 * The report calls (issue 13): per level, empty states, bad parameters, scope, and the numbers on a
 * small world whose students submit through the real API (a classroom of two: one answers everything,
 * one submits blank).
 */

const server = useTestServer({
  world: async (s) => {
    const { teacherId, classroomId } = await addTeacherWithClassroom(s, 'rptteacher');
    const idOf = async (text: string, params: unknown[] = []) => (await s.db.query<{ id: number }>(text, params))[0].id;
    const students: { id: number; token: string }[] = [];
    for (const name of ['rptalpha', 'rptbeta']) {
      const id = await addStudent(s, name, false);
      await s.db.query('INSERT INTO classroom_students (classroom_id, student_user_id) VALUES ($1, $2)', [classroomId, id]);
      students.push({ id, token: await s.login(name) });
    }
    const district = await idOf(`SELECT district_id AS id FROM users WHERE username = 'teacher'`);
    const otherSchool = await idOf(`INSERT INTO schools (name, district_id) VALUES ('Report Other School', $1) RETURNING id`, [district]);
    const teacher = await s.login('rptteacher');
    return {
      teacherId,
      classroomId,
      otherSchool,
      alpha: students[0],
      beta: students[1],
      teacher,
      demoTeacher: await s.login('teacher'),
      campus: await s.login('campusmanager'),
      districtManager: await s.login('districtmanager'),
      superAdmin: await s.login('superadmin'),
      previews: await teacherPreviews(s, teacher),
      ids: await courseIds(s),
    };
  },
});
const { call } = checkedCalls(server);
const w = () => server.world;

async function midUnit() {
  const unitId = w().ids.unit('Colonial America');
  const lessonId = await w().ids.lesson('Colonial America', 'Mid-Unit Check');
  const view = w().previews.find((p) => p.lessonId === lessonId && p.kind !== 'benchmark')!;
  const questions = view.groups.flatMap((g) => g.questions).map((q) => ({ assessmentId: view.id, lessonId, question: q }) as KeyedQuestion);
  return { unitId, lessonId, view, questions };
}

/** Alpha answers every question right (written and essay wait for the teacher); Beta submits blank. */
async function bothSubmit() {
  const { view, questions } = await midUnit();
  for (const [i, q] of questions.entries()) {
    const res = await call('POST', `/api/${CALL_OF[q.question.type]}`, { token: w().alpha.token, body: saveBody(q, answerFor(q.question, true), i + 1) });
    expect(res.status).toBe(200);
  }
  for (const s of [w().alpha, w().beta]) expect((await call('POST', `/api/assessment/${view.id}/submit`, { token: s.token, body: { retakeRound: 1 } })).status).toBe(200);
  await settleRollups(server);
}

/** What the classroom's attempts say, computed here without the report code. */
async function directTotals(studentIds: number[], assessmentId: number) {
  return (await one<{ submitted: number; earned: number; possible: number; unscored: number }>(
    server.db,
    `SELECT count(*) FILTER (WHERE a.status = 'submitted')::int AS submitted,
            coalesce(sum(a.score) FILTER (WHERE a.score IS NOT NULL), 0)::float8 AS earned,
            coalesce(sum(a.max_score) FILTER (WHERE a.score IS NOT NULL), 0)::float8 AS possible,
            (SELECT count(*)::int FROM assessment_answers x JOIN assessment_attempts b ON b.id = x.attempt_id
              WHERE b.student_user_id = ANY($1) AND b.assessment_id = $2 AND b.is_current AND x.is_submitted AND x.score IS NULL) AS unscored
       FROM assessment_attempts a WHERE a.student_user_id = ANY($1) AND a.assessment_id = $2 AND a.is_current`,
    [studentIds, assessmentId],
  ))!;
}

async function download(url: string, token: string) {
  const res = await server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const workbook = new ExcelJS.Workbook();
  if (res.statusCode === 200) await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return { res, workbook };
}

describe('empty reports', () => {
  it('answers every level of a classroom with nothing submitted: rows with nothing done, no score', async () => {
    const { unitId, lessonId } = await midUnit();
    const units = await call('GET', `/api/Report/MUPerformance/classroom/${w().classroomId}`, { token: w().teacher });
    expect(units.status).toBe(200);
    expect(units.body.data).toMatchObject({ reportType: 4, subReport: 1, level: 'unit', rounds: [] });
    const colonial = units.body.data.rows.find((r: { id: number }) => r.id === unitId);
    expect(colonial).toMatchObject({ level: 'unit', students: 2, studentsStarted: 0, submitted: 0, completionPercent: 0, scorePercent: null, lastSubmittedAt: null });
    expect(colonial.expected).toBe(2);
    expect(units.body.data.distribution.every((b: { students: number }) => b.students === 0)).toBe(true);

    const lessons = await call('GET', `/api/Report/MUCompletion/classroom/${w().classroomId}/unit/${unitId}`, { token: w().teacher });
    expect(lessons.body.data).toMatchObject({ subReport: 2, level: 'lesson', rows: [expect.objectContaining({ id: lessonId, submitted: 0, expected: 2 })] });
    const students = await call('GET', `/api/Report/MUPerformance/lesson/${lessonId}?classroomId=${w().classroomId}`, { token: w().teacher });
    expect(students.body.data.rows.map((r: { id: number; retakeRound: null }) => [r.id, r.retakeRound])).toEqual([
      [w().alpha.id, null],
      [w().beta.id, null],
    ]);
    // Every unit with check-your-understanding work; a special unit (numbered 0 in the course) has no number.
    const cyu = await call('GET', `/api/Report/CYUPerformance/classroom/${w().classroomId}`, { token: w().teacher });
    expect(cyu.status).toBe(200);
    expect(cyu.body.data.rows.length).toBeGreaterThan(1);
    expect(cyu.body.data.rows.every((r: { number: number | null }) => r.number === null || r.number > 0)).toBe(true);
    const classrooms = await call('GET', `/api/Report/CYUPerformance/teacher/${w().teacherId}`, { token: w().teacher });
    expect(classrooms.body.data.rows).toEqual([expect.objectContaining({ id: w().classroomId, level: 'classroom', students: 2, submitted: 0, scorePercent: null })]);
  });

  it('gives a benchmark report with nothing assigned: no set is expected of anyone', async () => {
    const res = await call('GET', `/api/Report/BAUnitSetPerformance/classroom/${w().classroomId}`, { token: w().teacher });
    expect(res.status).toBe(200);
    expect(res.body.data.level).toBe('benchmarkSet');
    expect(res.body.data.rows.every((r: { expected: number; completionPercent: null }) => r.expected === 0 && r.completionPercent === null)).toBe(true);
    const students = await call('GET', `/api/Report/BAPerformance/classroom/${w().classroomId}`, { token: w().teacher });
    expect(students.body.data).toMatchObject({ reportType: 3, level: 'student' });
    expect(students.body.data.rows).toHaveLength(2);
  });
});

describe('bad parameters and unknown ids', () => {
  it('names the bad field (400) and answers 404 for what does not exist', async () => {
    const t = { token: w().teacher };
    const bad = async (url: string, field: string) => {
      const res = await call('GET', url, t);
      expect(res.status, url).toBe(400);
      expect(res.body.data.fields.map((f: { field: string }) => f.field), url).toContain(field);
    };
    await bad(`/api/classroom-performance-report/classroom/${w().classroomId}?reportType=9`, 'reportType');
    await bad(`/api/Report/CYUPerformance/classroom/${w().classroomId}?from=yesterday`, 'from');
    await bad(`/api/Report/CYUPerformance/classroom/${w().classroomId}?from=2026-11-24&to=2026-11-01`, 'to');
    await bad(`/api/Report/CYUPerformance/lesson/${(await midUnit()).lessonId}`, 'classroomId');
    await bad(`/api/Report/overview?subReport=3`, 'subReport');
    const post = await call('POST', `/api/performance-report/student/${w().alpha.id}`, { ...t, body: {} });
    expect(post.status).toBe(400);
    expect(post.body.data.fields[0].field).toBe('lessonId');

    expect((await call('GET', '/api/Report/CYUPerformance/classroom/abc', t)).status).toBe(404);
    expect((await call('GET', '/api/Report/CYUPerformance/classroom/999999', t)).body.data.code).toBe('CLASSROOM.NOT_FOUND');
    expect((await call('GET', `/api/Report/CYUPerformance/classroom/${w().classroomId}/unit/999999`, t)).body.data.code).toBe('REPORT.UNIT_NOT_FOUND');
    expect((await call('GET', `/api/Report/CYUPerformance/unit/${(await midUnit()).unitId}/student/999999`, t)).body.data.code).toBe('REPORT.STUDENT_NOT_FOUND');
    expect((await call('GET', '/api/Report/CYUPerformance/teacher/999999', t)).body.data.code).toBe('REPORT.TEACHER_NOT_FOUND');
    expect((await call('GET', `/api/Report/overview?schoolId=999999`, { token: w().districtManager })).body.data.code).toBe('REPORT.PLACE_NOT_FOUND');
  });
});

describe('scope', () => {
  it("hides another teacher's classroom (404), refuses another school (403), students (403) and anonymous callers (401)", async () => {
    const other = await call('GET', `/api/Report/CYUPerformance/classroom/${w().classroomId}`, { token: w().demoTeacher });
    expect(other.status).toBe(404);
    expect(other.body.data.code).toBe('CLASSROOM.NOT_FOUND');
    expect((await call('GET', `/api/Report/CYUPerformance/teacher/${w().teacherId}`, { token: w().demoTeacher })).status).toBe(403);
    expect((await call('GET', `/api/Report/CYUPerformance/unit/${(await midUnit()).unitId}/student/${w().alpha.id}`, { token: w().demoTeacher })).status).toBe(403);

    const campusOther = await call('GET', `/api/Report/overview?schoolId=${w().otherSchool}`, { token: w().campus });
    expect(campusOther.status).toBe(403);
    expect(campusOther.body.data.code).toBe('REPORT.OUT_OF_SCOPE');
    const own = await call('GET', `/api/Report/overview`, { token: w().campus });
    expect(own.body.data).toMatchObject({ level: 'teacher' });
    expect(own.body.data.rows.map((r: { id: number }) => r.id)).toContain(w().teacherId);

    expect((await call('GET', `/api/Report/overview`, { token: w().alpha.token })).status).toBe(403);
    expect((await call('GET', `/api/classroom-performance-report/classroom/${w().classroomId}`, { token: w().alpha.token })).status).toBe(403);
    expect((await call('GET', `/api/Report/overview`)).status).toBe(401);
    expect((await server.app.inject({ method: 'GET', url: '/api/Report/overview/download' })).statusCode).toBe(401);
    // A teacher's overview is their own classrooms, whatever place they name.
    const teacherOwn = await call('GET', `/api/Report/overview?schoolId=${(await one<{ id: number }>(server.db, `SELECT school_id AS id FROM users WHERE id = $1`, [w().teacherId]))!.id}`, { token: w().teacher });
    expect(teacherOwn.body.data).toMatchObject({ level: 'classroom', rows: [expect.objectContaining({ id: w().classroomId })] });
  });
});

describe('the numbers', () => {
  it('count submitted work, score only fully scored work, and blank a student while anything is unscored', async () => {
    const { unitId, lessonId, view, questions } = await midUnit();
    await bothSubmit();
    const both = [w().alpha.id, w().beta.id];
    const direct = await directTotals(both, view.id);
    expect(direct.unscored).toBeGreaterThan(0);

    const units = await call('GET', `/api/Report/MUPerformance/classroom/${w().classroomId}?unitId=${unitId}`, { token: w().teacher });
    expect(units.body.data.rows).toEqual([
      expect.objectContaining({ id: unitId, students: 2, studentsStarted: 2, expected: 2, submitted: direct.submitted, completionPercent: 100, pointsEarned: direct.earned, pointsPossible: direct.possible, unscored: direct.unscored }),
    ]);
    expect(units.body.data.rows[0].lastSubmittedAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    const students = await call('GET', `/api/Report/MUPerformance/lesson/${lessonId}?classroomId=${w().classroomId}`, { token: w().teacher });
    const [alpha, beta] = students.body.data.rows;
    expect(alpha).toMatchObject({ id: w().alpha.id, level: 'student', submitted: 1, scorePercent: null, retakeRound: 1 });
    expect(alpha.unscored).toBeGreaterThan(0);
    expect(beta).toMatchObject({ id: w().beta.id, scorePercent: 0, unscored: 0, retakeRound: 1 });
    expect(students.body.data.distribution.find((b: { band: string }) => b.band === '0-59').students).toBe(1);

    // The teacher scores every waiting answer in full: Alpha's score appears.
    for (const q of questions.filter((x) => x.question.type === 'written' || x.question.type === 'essay')) {
      const url = q.question.type === 'essay' ? '/api/answer-feedback/essay' : '/api/answer-feedback';
      expect((await call('POST', url, { token: w().teacher, body: { studentId: w().alpha.id, questionId: q.question.id, score: q.question.points, feedback: '' } })).status).toBe(200);
    }
    await settleRollups(server);
    const scored = await call('GET', `/api/Report/MUPerformance/lesson/${lessonId}?classroomId=${w().classroomId}`, { token: w().teacher });
    expect(scored.body.data.rows[0]).toMatchObject({ scorePercent: 100, unscored: 0 });
    expect(scored.body.data.distribution).toEqual(expect.arrayContaining([{ band: '90-100', students: 1 }, { band: '0-59', students: 1 }]));

    const after = await directTotals(both, view.id);
    // The teacher's classrooms come from the student rollups: the same numbers.
    const classrooms = await call('GET', `/api/Report/MUPerformance/teacher/${w().teacherId}?unitId=${unitId}`, { token: w().teacher });
    expect(classrooms.body.data.rows[0]).toMatchObject({
      id: w().classroomId,
      students: 2,
      studentsStarted: 2,
      expected: 2,
      submitted: 2,
      pointsEarned: after.earned,
      pointsPossible: after.possible,
      unscored: 0,
      scorePercent: Math.round((after.earned / after.possible) * 1000) / 10,
    });

    const questionsTable = await call('POST', `/api/performance-report/student/${w().alpha.id}`, { token: w().teacher, body: { lessonId } });
    expect(questionsTable.body.data).toMatchObject({ reportType: 4, level: 'question' });
    expect(questionsTable.body.data.rows).toHaveLength(questions.length);
    expect(questionsTable.body.data.rows[0]).toMatchObject({ level: 'question', name: { en: 'Question 1', es: 'Pregunta 1' }, number: 1, retakeRound: 1, submitted: 1 });
    expect(questionsTable.body.data.rows.every((r: { scorePercent: number }) => r.scorePercent === 100)).toBe(true);
  });

  it('counts the latest round after a retake and keeps every round visible on the student table', async () => {
    const { unitId, view } = await midUnit();
    await bothSubmit();
    expect((await call('PATCH', `/api/retake-assessment/${view.id}/student/${w().beta.id}`, { token: w().teacher, body: {} })).status).toBe(200);
    await settleRollups(server);
    const units = await call('GET', `/api/Report/MUCompletion/classroom/${w().classroomId}?unitId=${unitId}`, { token: w().teacher });
    expect(units.body.data.rows[0]).toMatchObject({ submitted: 1, expected: 2, completionPercent: 50 });
    const beta = await call('GET', `/api/Report/MUPerformance/unit/${unitId}/student/${w().beta.id}`, { token: w().teacher });
    expect(beta.body.data).toMatchObject({ level: 'lesson', title: { en: 'Other Pupil' } });
    expect(beta.body.data.rows[0]).toMatchObject({ submitted: 0, expected: 1 });
    expect(beta.body.data.rounds.map((r: { retakeRound: number; isCurrent: boolean }) => [r.retakeRound, r.isCurrent])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(beta.body.data.rounds[0]).toMatchObject({ assessmentId: view.id, scorePercent: 0 });
    // One student's units, as a district manager drills from a classroom's students to one of them.
    const alphaUnits = await call('GET', `/api/Report/MUPerformance/student/${w().alpha.id}`, { token: w().districtManager });
    expect(alphaUnits.status).toBe(200);
    expect(alphaUnits.body.data).toMatchObject({ level: 'unit', title: { en: expect.any(String) } });
    expect(alphaUnits.body.data.rows.find((r: { id: number }) => r.id === unitId)).toMatchObject({ submitted: 1, expected: 1 });
  });

  it("gives managers the same numbers from the rollups, one level below their filter, and a date range outside the work counts nothing", async () => {
    const { unitId } = await midUnit();
    await bothSubmit();
    const byTeacher = await call('GET', `/api/Report/overview?reportType=4&teacherId=${w().teacherId}`, { token: w().campus });
    expect(byTeacher.body.data).toMatchObject({ level: 'classroom', rows: [expect.objectContaining({ id: w().classroomId, submitted: 2 })] });
    const schools = await call('GET', `/api/Report/overview?reportType=4&unitId=${unitId}`, { token: w().districtManager });
    expect(schools.body.data.level).toBe('school');
    const school = (await one<{ id: number }>(server.db, `SELECT school_id AS id FROM users WHERE id = $1`, [w().teacherId]))!.id;
    const row = schools.body.data.rows.find((r: { id: number }) => r.id === school);
    expect(row.submitted).toBeGreaterThanOrEqual(2);
    expect(schools.body.data.rows.find((r: { id: number }) => r.id === w().otherSchool)).toMatchObject({ students: 0, submitted: 0 });
    const old = await call('GET', `/api/Report/overview?reportType=4&unitId=${unitId}&from=2020-01-01&to=2020-01-31`, { token: w().districtManager });
    expect(old.body.data.rows.every((r: { submitted: number }) => r.submitted === 0)).toBe(true);
    const mismatch = await call('GET', `/api/Report/overview?schoolId=${w().otherSchool}&teacherId=${w().teacherId}`, { token: w().districtManager });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.data.code).toBe('REPORT.FILTER_MISMATCH');
  });

  it('reads district and state rows from the precomputed school rows: students started and bands count each student once across units', async () => {
    await bothSubmit();
    const school = (await one<{ id: number }>(server.db, `SELECT school_id AS id FROM users WHERE id = $1`, [w().teacherId]))!.id;
    const schools = await call('GET', `/api/Report/overview?reportType=4`, { token: w().districtManager });
    expect(schools.status).toBe(200);
    const row = schools.body.data.rows.find((r: { id: number }) => r.id === school);
    expect(row.studentsStarted).toBeGreaterThanOrEqual(2);
    const banded = schools.body.data.distribution.reduce((n: number, d: { students: number }) => n + d.students, 0);
    expect(banded).toBeLessThanOrEqual(row.studentsStarted);
    // The super admin's top is every state: one row per state, the demo state's numbers included.
    const states = await call('GET', `/api/Report/overview?reportType=4`, { token: w().superAdmin });
    expect(states.status).toBe(200);
    expect(states.body.data.level).toBe('state');
    expect(states.body.data.rows.reduce((n: number, r: { submitted: number }) => n + r.submitted, 0)).toBeGreaterThanOrEqual(2);
  });
});

describe('the overview download', () => {
  it('is a real workbook: the table and a Students sheet, bold frozen headers, percent cells', async () => {
    const { unitId } = await midUnit();
    await bothSubmit();
    const { res, workbook } = await download(`/api/Report/overview/download?reportType=4&unitId=${unitId}&teacherId=${w().teacherId}`, w().campus);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename=".+\.xlsx"/);
    const [table, students] = workbook.worksheets;
    expect(table.getRow(1).getCell(1).value).toBe('Name');
    expect(table.getRow(1).font?.bold).toBe(true);
    expect(table.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(table.getRow(2).getCell(1).value).toBe('rptteacher class');
    const completion = table.getRow(1).values as unknown[];
    const column = completion.indexOf('Completion');
    expect(table.getRow(2).getCell(column).value).toBe(1);
    expect(table.getRow(2).getCell(column).numFmt).toBe('0.0%');

    expect(students.name).toBe('Students');
    expect(students.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(students.rowCount).toBe(3);
    const names = [students.getRow(2).getCell(1).value, students.getRow(3).getCell(1).value];
    expect(names).toEqual(['Other Pupil', 'Other Pupil']);
    expect(students.getRow(2).getCell(3).value).toBe(1);
    expect(String(students.getRow(2).getCell(7).value)).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d CT$/);
    // Every data cell carries its column's format; names stay plain text.
    expect(students.getRow(2).getCell(5).numFmt).toBe('0.0%');
    expect(students.getRow(3).getCell(6).numFmt).toBe('0.0%');
    expect(students.getRow(2).getCell(1).numFmt).toBeUndefined();
    // The download is a disclosure of every student it lists, recorded before the file completes.
    const listed = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM student_record_disclosures WHERE route = 'GET /api/Report/overview/download' AND kind = 'unit-feedback'`,
    );
    expect(listed[0].n).toBeGreaterThanOrEqual(2);

    const spanish = await server.app.inject({ method: 'GET', url: `/api/Report/overview/download?reportType=4&teacherId=${w().teacherId}`, headers: { authorization: `Bearer ${w().campus}`, language: 'es' } });
    const es = new ExcelJS.Workbook();
    await es.xlsx.load(spanish.rawPayload as unknown as ArrayBuffer);
    expect(es.worksheets[0].getRow(1).getCell(1).value).toBe('Nombre');
    expect(es.worksheets[1].name).toBe('Estudiantes');
  });
});
