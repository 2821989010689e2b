import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { AssessmentView } from '@domain/assessment/student-view';
import type { GradingQueue, WaitingAnswer } from '@domain/assessment/grading-queue.responses';
import { one } from '../../server/src/db/database';
import { addTeacherWithClassroom, answerFor, checkedCalls, saveBody, teacherPreviews, type KeyedQuestion } from './assessment-fixtures';
import { addStudent, courseIds } from './support/content-fixtures';
import { useTestServer } from './support/test-context';

const server = useTestServer({
  world: async (s) => {
    const teacher = await s.login('teacher');
    const other = await addTeacherWithClassroom(s, 'queueteach2');
    const period3 = await one<{ id: number }>(s.db, `SELECT id FROM classrooms WHERE name = 'US History, Period 3'`);
    const period2 = await one<{ id: number }>(s.db, 'SELECT id FROM classrooms ORDER BY id LIMIT 1');
    return {
      teacher,
      otherTeacher: await s.login('queueteach2'),
      otherClassroomId: other.classroomId,
      period2: period2!.id,
      period3: period3!.id,
      previews: await teacherPreviews(s, teacher),
      ids: await courseIds(s),
    };
  },
});
const { call } = checkedCalls(server);

const previewOf = (lessonId: number) => server.world.previews.find((p) => p.lessonId === lessonId && p.kind !== 'benchmark')!;
const keyedAll = (view: AssessmentView, type: string): KeyedQuestion[] =>
  view.groups.flatMap((g) => g.questions).filter((q) => q.type === type).map((q) => ({ assessmentId: view.id, lessonId: view.lessonId, question: q as KeyedQuestion['question'] }));

/** A new student in the demo teacher's classroom (Period 2, or the one given) who answers every written and essay question and submits. */
async function submitted(name: string, unitName: string, lessonTitle: string, classroomId?: number) {
  const id = await addStudent(server, name, classroomId === undefined);
  if (classroomId !== undefined) await server.db.query('INSERT INTO classroom_students (classroom_id, student_user_id) VALUES ($1, $2)', [classroomId, id]);
  const token = await server.login(name);
  const view = previewOf(await server.world.ids.lesson(unitName, lessonTitle));
  const open = [...keyedAll(view, 'written'), ...keyedAll(view, 'essay')];
  for (const k of open) await call('POST', `/api/${k.question.type}-answer`, { token, body: saveBody(k, answerFor(k.question, true), 1) });
  expect((await call('POST', `/api/assessment/${view.id}/submit`, { token, body: { retakeRound: 1 } })).status).toBe(200);
  return { id, token, view, open };
}

async function queue(query = '', token = server.world.teacher): Promise<GradingQueue> {
  const res = await call<GradingQueue>('GET', `/api/teacher-feedback/queue${query}`, { token });
  expect(res.status).toBe(200);
  return res.body.data;
}
const of = (q: GradingQueue, ...students: number[]) => q.answers.filter((a) => students.includes(a.student.id));
const label = (a: WaitingAnswer) => `${a.student.id}:${a.question.type}:${a.question.number}`;

describe('the grading queue', () => {
  it('lists every waiting answer oldest submission first, in question order, and a scored answer leaves', async () => {
    const first = await submitted('queue1', 'Colonial America', 'Performance Assessment: Found a Colony');
    const second = await submitted('queue2', 'Colonial America', 'Mid-Unit Check');
    const list = of(await queue(), first.id, second.id);
    const numberOf = (s: typeof first, id: number) => s.view.groups.flatMap((g) => g.questions).findIndex((q) => q.id === id) + 1;
    const expected = [
      ...first.open.map((k) => ({ s: first, k })).sort((a, b) => numberOf(first, a.k.question.id) - numberOf(first, b.k.question.id)),
      ...second.open.map((k) => ({ s: second, k })),
    ].map(({ s, k }) => `${s.id}:${k.question.type}:${numberOf(s, k.question.id)}`);
    expect(list.map(label)).toEqual(expected);
    const essay = list.find((a) => a.question.type === 'essay')!;
    expect(essay).toMatchObject({
      student: { id: first.id, firstName: 'Other', lastName: 'Pupil' },
      classroom: { id: server.world.period2, name: 'US History, Period 2' },
      unit: { name: { en: 'Colonial America' } },
      lesson: { id: first.view.lessonId, title: { en: 'Performance Assessment: Found a Colony' } },
      assessment: { id: first.view.id, name: { en: 'Performance Assessment: Found a Colony' }, kind: 'performance' },
      retakeRound: 1,
    });
    expect(Date.parse(essay.submittedAt)).toBeLessThanOrEqual(Date.parse(list.at(-1)!.submittedAt));

    // Scored: gone. Taken back (-1): waiting again. A zero is a score: gone.
    const body = { studentId: first.id, questionId: essay.question.id, feedback: 'Good plan.' };
    await call('POST', '/api/answer-feedback/essay', { token: server.world.teacher, body: { ...body, score: 7 } });
    expect(of(await queue(), first.id).some((a) => a.question.id === essay.question.id)).toBe(false);
    await call('POST', '/api/answer-feedback/essay', { token: server.world.teacher, body: { ...body, score: -1 } });
    expect(of(await queue(), first.id).some((a) => a.question.id === essay.question.id)).toBe(true);
    await call('POST', '/api/answer-feedback/essay', { token: server.world.teacher, body: { ...body, score: 0 } });
    expect(of(await queue(), first.id).some((a) => a.question.id === essay.question.id)).toBe(false);
  });

  it('leaves out open rounds and empty answers (an empty written answer scores 0 on submit)', async () => {
    const id = await addStudent(server, 'queue3', true);
    const token = await server.login('queue3');
    const view = previewOf(await server.world.ids.lesson('Colonial America', 'Mid-Unit Check'));
    const [written] = keyedAll(view, 'written');
    await call('POST', '/api/written-answer', { token, body: saveBody(written, answerFor(written.question, true), 1) });
    expect(of(await queue(), id)).toEqual([]);
    const blank = await addStudent(server, 'queue4', true);
    const blankToken = await server.login('queue4');
    expect((await call('POST', `/api/assessment/${view.id}/submit`, { token: blankToken, body: { retakeRound: 1 } })).status).toBe(200);
    expect(of(await queue(), blank)).toEqual([]);
  });

  it('narrows by classroom, unit and assessment, and offers only choices that have waiting answers', async () => {
    const { period2, period3 } = server.world;
    const colonial = await submitted('queue5', 'Colonial America', 'Mid-Unit Check');
    const revolution = await submitted('queue6', 'The American Revolution', 'Skill: Point of View', period3);
    const all = await queue();
    expect(all.filters.classrooms.map((c) => c.id)).toEqual(expect.arrayContaining([period2, period3]));
    expect(all.filters.units.map((u) => u.id)).toEqual(expect.arrayContaining([colonial.view.unitId, revolution.view.unitId]));
    expect(all.filters.assessments.map((a) => a.id)).toEqual(expect.arrayContaining([colonial.view.id, revolution.view.id]));

    const inPeriod3 = await queue(`?classroomId=${period3}`);
    expect(of(inPeriod3, colonial.id)).toEqual([]);
    expect(of(inPeriod3, revolution.id).every((a) => a.classroom.id === period3)).toBe(true);
    expect(inPeriod3.answers.every((a) => a.classroom.id === period3)).toBe(true);
    // The choices stay the whole queue's, so the way back to another classroom is never hidden.
    expect(inPeriod3.filters).toEqual(all.filters);

    const inUnit = await queue(`?unitId=${revolution.view.unitId}`);
    expect(inUnit.answers.length).toBeGreaterThan(0);
    expect(inUnit.answers.every((a) => a.unit.id === revolution.view.unitId)).toBe(true);
    const inAssessment = await queue(`?assessmentId=${colonial.view.id}&classroomId=${period2}`);
    expect(of(inAssessment, colonial.id).length).toBe(colonial.open.length);
    expect(inAssessment.answers.every((a) => a.assessment.id === colonial.view.id && a.classroom.id === period2)).toBe(true);
    expect((await queue('?assessmentId=999999')).answers).toEqual([]);
  });

  it('keeps a chosen unit and assessment among the choices after their last answer was scored', async () => {
    const s = await submitted('queue10', 'The American Revolution', 'Skill: Point of View');
    const chosen = `?unitId=${s.view.unitId}&assessmentId=${s.view.id}`;
    for (const k of s.open) {
      await call('POST', '/api/answer-feedback', { token: server.world.teacher, body: { studentId: s.id, questionId: k.question.id, score: 1, feedback: '' } });
    }
    const after = await queue(chosen);
    expect(of(after, s.id)).toEqual([]);
    expect(after.filters.units.some((u) => u.id === s.view.unitId)).toBe(true);
    expect(after.filters.assessments.find((a) => a.id === s.view.id)).toMatchObject({ name: { en: 'Skill: Point of View' }, kind: 'skill', unitId: s.view.unitId });
  });

  it('a student in two of the teacher classrooms is listed once, under the classroom asked for', async () => {
    const { period2, period3 } = server.world;
    const s = await submitted('queue7', 'Colonial America', 'Mid-Unit Check');
    await server.db.query('INSERT INTO classroom_students (classroom_id, student_user_id) VALUES ($1, $2)', [period3, s.id]);
    expect(of(await queue(), s.id).map((a) => a.classroom.id)).toEqual(s.open.map(() => period2));
    expect(of(await queue(`?classroomId=${period3}`), s.id).map((a) => a.classroom.id)).toEqual(s.open.map(() => period3));
  });

  it('shows a teacher only their own classrooms, and says nothing of another teacher classroom', async () => {
    const { otherTeacher, otherClassroomId, period2 } = server.world;
    const s = await submitted('queue8', 'Colonial America', 'Mid-Unit Check');
    const theirs = await queue('', otherTeacher);
    expect(theirs).toEqual({ answers: [], filters: { classrooms: [], units: [], assessments: [] } });
    expect((await queue(`?classroomId=${otherClassroomId}`, otherTeacher)).answers).toEqual([]);
    const foreign = await call('GET', `/api/teacher-feedback/queue?classroomId=${period2}`, { token: otherTeacher });
    expect(foreign.status).toBe(404);
    expect(foreign.body.data.code).toBe('CLASSROOM.NOT_FOUND');
    // A deleted classroom takes its students out of the queue.
    await server.db.query('UPDATE classrooms SET deleted_at = now() WHERE id = $1', [period2]);
    expect(of(await queue(), s.id)).toEqual([]);
  });

  it('refuses everyone but district teachers, and bad filters', async () => {
    for (const username of ['student', 'campusmanager', 'districtmanager', 'support', 'superadmin']) {
      const res = await call('GET', '/api/teacher-feedback/queue', { token: await server.login(username) });
      expect(res.status, username).toBe(403);
    }
    expect((await call('GET', '/api/teacher-feedback/queue')).status).toBe(401);
    for (const bad of ['classroomId=abc', 'unitId=0', 'assessmentId=-3', 'classroomId=99999999999']) {
      const res = await call('GET', `/api/teacher-feedback/queue?${bad}`, { token: server.world.teacher });
      expect(res.status, bad).toBe(400);
      expect(res.body.data.fields[0].field).toBe(bad.split('=')[0]);
    }
  });

  it('records each listed student as a disclosure of their answers (FERPA)', async () => {
    const s = await submitted('queue9', 'Colonial America', 'Mid-Unit Check');
    await queue();
    const row = await one<{ n: number }>(
      server.db,
      `SELECT count(*)::int AS n FROM student_record_disclosures WHERE student_user_id = $1 AND kind = 'assessment-answers' AND object_id = $2`,
      [s.id, s.view.id],
    );
    expect(row!.n).toBe(1);
  });
});
