import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { QuestionType } from '@domain/assessment/question.schemas';
import { NotificationType } from '@domain/notifications/notification-type';
import { CALL_OF, addTeacherWithClassroom, answerFor, notificationsOf, saveBody, type KeyedQuestion, checkedCalls } from './assessment-fixtures';
import { addStudent, userId } from './support/content-fixtures';
import { useTestServer } from './support/test-context';

const DAY = 24 * 60 * 60 * 1000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

const server = useTestServer({
  world: async (s) => ({
    teacher: await s.login('teacher'),
    student: await s.login('student'),
    studentId: await userId(s, 'student'),
    setId: (await s.db.query<{ id: number }>('SELECT id FROM benchmark_sets ORDER BY id LIMIT 1'))[0].id,
    classroomId: (await s.db.query<{ id: number }>('SELECT id FROM classrooms ORDER BY id LIMIT 1'))[0].id,
  }),
});
const { call } = checkedCalls(server);

/** The keyed questions of a benchmark, from the teacher's view of a student's assignment. */
async function keyedQuestions(benchmarkStudentId: number): Promise<KeyedQuestion[]> {
  const res = await call('GET', `/api/benchmarkAssessment/${benchmarkStudentId}`, { token: server.world.teacher });
  const a = res.body.data.assessment;
  return a.groups.flatMap((g: any) => g.questions.map((question: any) => ({ assessmentId: a.id, lessonId: a.lessonId, question })));
}

describe('the demo benchmark', () => {
  it('is assigned to the demo student for the current school year, with a notification', async () => {
    const { teacher, student, studentId, setId } = server.world;
    const list = await call('GET', '/api/benchmark/list', { token: student });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    const a = list.body.data[0];
    expect(a).toMatchObject({ status: 0, retakeRound: 1, isOpen: true, isExpired: false, linkedUnitNumber: 2, questionSetCount: 2, score: null });
    expect(Date.parse(a.startsAt)).toBeLessThan(Date.now());
    expect(Date.parse(a.endsAt)).toBeGreaterThan(Date.now());
    expect((await call('GET', '/api/benchmark/count', { token: student })).body.data).toMatchObject({ count: 1, assigned: 1, open: 1 });
    expect(await notificationsOf(server, studentId, NotificationType.BenchmarkAssigned)).toHaveLength(1);
    const sets = await call('GET', '/api/benchmarkSet/unitList', { token: teacher });
    expect(sets.body.data).toEqual([expect.objectContaining({ id: setId, linkedUnitNumber: 2, questionSetCount: 2 })]);
    expect((await call('GET', '/api/benchmarkSet/unitList', { token: student })).status).toBe(403);
  });

  it('is answered, submitted with answers riding along, scored, and reported', async () => {
    const { teacher, student, studentId } = server.world;
    const id = (await call('GET', '/api/benchmark/list', { token: student })).body.data[0].benchmarkStudentId;
    const opened = await call('GET', `/api/benchmarkAssessment/${id}`, { token: student });
    expect(opened.body.data.assessment).toMatchObject({ kind: 'benchmark', retakeRound: 1 });
    expect(opened.body.data.assessment.groups).toHaveLength(1);
    expect(opened.raw.body).not.toMatch(/"correct":(true|false)|"correctChoice(Id|List)":[\d[]|"correctAnswerSet":(?!null)/);
    const questions = await keyedQuestions(id);
    const [first, ...rest] = questions;
    const saved = await call('POST', `/api/${CALL_OF[first.question.type as QuestionType]}`, { token: student, body: saveBody(first, answerFor(first.question, true), 1) });
    expect(saved.status).toBe(200);
    expect((await call('GET', `/api/benchmark/list`, { token: student })).body.data[0].status).toBe(1);

    const answers = rest.map((k) => ({ call: CALL_OF[k.question.type as QuestionType], ...saveBody(k, answerFor(k.question, true), 1) }));
    const submitted = await call('POST', '/api/benchmark-answer/submit', { token: student, body: { benchmarkStudentId: id, retakeRound: 1, answers } });
    expect(submitted.status).toBe(200);
    expect(submitted.body.statusMessage).toBe('Benchmark submitted');
    expect(submitted.body.data.assignment).toMatchObject({ status: 2, score: null });
    // The written question waits for the teacher; everything else is right.
    const score = await call('GET', `/api/benchmark-score/${id}`, { token: student });
    expect(score.body.data).toMatchObject({ status: 2, isSubmitted: true, score: null, percent: null, feedbackStatus: 1 });
    const written = questions.find((k) => k.question.type === 'written')!;
    await call('POST', '/api/answer-feedback', { token: teacher, body: { studentId, questionId: written.question.id, score: 2, feedback: 'Yes.' } });
    const final = await call('GET', `/api/benchmark-score/${id}`, { token: student });
    expect(final.body.data).toMatchObject({ score: 6, maxScore: 6, percent: 100, feedbackStatus: 2 });
    expect((await call('GET', '/api/benchmark/list', { token: student })).body.data[0]).toMatchObject({ status: 2, score: 100 });
    const again = await call('POST', '/api/benchmark-answer/submit', { token: student, body: { benchmarkStudentId: id, retakeRound: 1, answers: [] } });
    expect(again.status).toBe(409);
    expect(again.body.data.code).toBe('ASSESSMENT.ALREADY_SUBMITTED');
    const submittedNote = await notificationsOf(server, await userId(server, 'teacher'), NotificationType.AssessmentSubmitted);
    expect(submittedNote.some((n) => n.args.studentUserId === studentId && n.args.lessonName === 'Set A: Colonies to Independence')).toBe(true);

    // A benchmark retake: round 2 at status 0, the earlier round kept, "benchmark retake" sent.
    const retake = await call('PATCH', `/api/retake-assessment/${opened.body.data.assessment.id}/student/${studentId}`, { token: teacher });
    expect(retake.status).toBe(200);
    expect(retake.body.data.history).toEqual([expect.objectContaining({ retakeRound: 1, percent: 100 })]);
    expect((await call('GET', '/api/benchmark/list', { token: student })).body.data[0]).toMatchObject({ status: 0, retakeRound: 2, isRetake: true, isOpen: true });
    expect(await notificationsOf(server, studentId, NotificationType.BenchmarkRetake)).toHaveLength(1);
  });

  it("is not someone else's: another student cannot open, answer or submit it", async () => {
    const { student, studentId } = server.world;
    const id = (await call('GET', '/api/benchmark/list', { token: student })).body.data[0].benchmarkStudentId;
    await addStudent(server, 'nobench1', true);
    const other = await server.login('nobench1');
    expect((await call('GET', `/api/benchmarkAssessment/${id}`, { token: other })).status).toBe(403);
    expect((await call('GET', `/api/benchmark-score/${id}`, { token: other })).status).toBe(403);
    const submit = await call('POST', '/api/benchmark-answer/submit', { token: other, body: { benchmarkStudentId: id, retakeRound: 2, answers: [] } });
    expect(submit.status).toBe(403);
    const [first] = await keyedQuestions(id);
    const save = await call('POST', `/api/${CALL_OF[first.question.type as QuestionType]}`, { token: other, body: saveBody(first, answerFor(first.question, true), 1) });
    expect(save.status).toBe(403);
    expect(save.body.data.code).toBe('BENCHMARK.NOT_ASSIGNED');
    expect((await call('GET', `/api/benchmark/list?userId=${studentId}`, { token: other })).status).toBe(403);
  });
});

describe('assigning benchmarks', () => {
  it('a teacher assigns to students of their classrooms and to their classroom; others are refused', async () => {
    const { teacher, student, studentId, setId, classroomId } = server.world;
    const a = await addStudent(server, 'bench1', true);
    const outsider = await addStudent(server, 'bench2', false);
    // A classmate without the benchmark, whom assigning to the classroom reaches.
    await addStudent(server, 'bench3', true);
    const res = await call('POST', '/api/assign-benchmark/student', { token: teacher, body: { benchmarkSetId: setId, studentIds: [a] } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ statusMessage: 'Benchmark assigned', data: { assigned: [{ studentId: a }], alreadyAssigned: [] } });
    expect(await notificationsOf(server, a, NotificationType.BenchmarkAssigned)).toEqual([
      { args: expect.objectContaining({ benchmarkName: 'Set A: Colonies to Independence', isFlashNotification: false }) },
    ]);
    const list = (await call('GET', `/api/benchmark/list?userId=${a}`, { token: teacher })).body.data;
    // Without an end, the period runs to the classroom's last day.
    expect(list[0].endsAt.slice(0, 10)).toBe('2027-05-29');

    expect((await call('POST', '/api/assign-benchmark/student', { token: teacher, body: { benchmarkSetId: setId, studentIds: [outsider] } })).status).toBe(403);
    const byClass = await call('POST', '/api/assign-benchmark/classroom', { token: teacher, body: { benchmarkSetId: setId, classroomId } });
    expect(byClass.status).toBe(200);
    expect(byClass.body.data.alreadyAssigned).toEqual(expect.arrayContaining([a, studentId]));
    expect(byClass.body.data.assigned.length).toBeGreaterThan(0);
    const classAssigned = byClass.body.data.assigned[0].studentId;
    expect((await call('GET', `/api/benchmark/list?userId=${classAssigned}`, { token: teacher })).body.data[0]).toMatchObject({
      isAssignedByClassroom: true,
      classroomAssignedId: classroomId,
    });

    await addTeacherWithClassroom(server, 'benchteach');
    const other = await server.login('benchteach');
    const theirs = await call('POST', '/api/assign-benchmark/classroom', { token: other, body: { benchmarkSetId: setId, classroomId } });
    expect(theirs.status).toBe(403);
    expect(theirs.body.data.code).toBe('CLASSROOM.NOT_YOURS');
    expect((await call('POST', '/api/assign-benchmark/student', { token: other, body: { benchmarkSetId: setId, studentIds: [a] } })).status).toBe(403);
    expect((await call('POST', '/api/assign-benchmark/student', { token: student, body: { benchmarkSetId: setId, studentIds: [a] } })).status).toBe(403);
    const badPeriod = await call('POST', '/api/assign-benchmark/student', { token: teacher, body: { benchmarkSetId: setId, studentIds: [a], startsAt: iso(2), endsAt: iso(1) } });
    expect(badPeriod.status).toBe(400);
    expect(badPeriod.body.data.fields[0].field).toBe('endsAt');
    expect((await call('POST', '/api/assign-benchmark/student', { token: teacher, body: { benchmarkSetId: 9999, studentIds: [a] } })).status).toBe(404);
  });
});

describe('the time period', () => {
  it('after the end, saves and submit answer statusType 0 BENCHMARK.EXPIRED and nothing is stored; a retake reopens it', async () => {
    const { teacher, setId } = server.world;
    const id = await addStudent(server, 'late1', true);
    const token = await server.login('late1');
    await call('POST', '/api/assign-benchmark/student', { token: teacher, body: { benchmarkSetId: setId, studentIds: [id], startsAt: iso(-10), endsAt: iso(1) } });
    const mine = (await call('GET', '/api/benchmark/list', { token })).body.data[0];
    const [first] = await keyedQuestions(mine.benchmarkStudentId);
    const callName = `/api/${CALL_OF[first.question.type as QuestionType]}`;
    expect((await call('POST', callName, { token, body: saveBody(first, answerFor(first.question, true), 1) })).status).toBe(200);

    // The period ends.
    await server.db.query(`UPDATE benchmark_assignments SET ends_at = now() - interval '1 minute' WHERE id = $1`, [mine.benchmarkStudentId]);
    const expired = await call('POST', '/api/benchmark-answer/submit', { token, body: { benchmarkStudentId: mine.benchmarkStudentId, retakeRound: 1, answers: [] } });
    expect(expired.status).toBe(409);
    expect(expired.body).toMatchObject({ statusType: 0, data: { code: 'BENCHMARK.EXPIRED' }, statusMessage: 'The time to take this benchmark has ended' });
    const late = await call('POST', callName, { token, body: saveBody(first, answerFor(first.question, false), 2) });
    expect(late.body).toMatchObject({ statusType: 0, data: { code: 'BENCHMARK.EXPIRED' } });
    const rows = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM assessment_answer_saves WHERE student_user_id = $1', [id]);
    expect(rows[0].n).toBe(1);
    expect((await call('GET', '/api/benchmark/list', { token })).body.data[0]).toMatchObject({ isExpired: true, isOpen: false, status: 1 });
    expect((await call('GET', `/api/benchmark-score/${mine.benchmarkStudentId}`, { token })).body.data).toMatchObject({ status: 1, isSubmitted: false });

    // The teacher lets the student take it again: open for at least a week.
    const retake = await call('PATCH', `/api/retake-assessment/${mine.assessmentId}/student/${id}`, { token: teacher });
    expect(retake.status).toBe(200);
    const reopened = (await call('GET', '/api/benchmark/list', { token })).body.data[0];
    expect(reopened).toMatchObject({ status: 0, retakeRound: 2, isOpen: true, isExpired: false });
    expect(Date.parse(reopened.endsAt)).toBeGreaterThan(Date.now() + 6 * DAY);
    expect(await notificationsOf(server, id, NotificationType.BenchmarkRetake)).toHaveLength(1);
    expect((await call('POST', callName, { token, body: saveBody(first, answerFor(first.question, true), 1, 2) })).status).toBe(200);
  });

  it('before the start, saves are refused with BENCHMARK.NOT_STARTED', async () => {
    const { teacher, setId } = server.world;
    const id = await addStudent(server, 'early1', true);
    const token = await server.login('early1');
    await call('POST', '/api/assign-benchmark/student', { token: teacher, body: { benchmarkSetId: setId, studentIds: [id], startsAt: iso(3), endsAt: iso(10) } });
    const mine = (await call('GET', '/api/benchmark/list', { token })).body.data[0];
    expect(mine).toMatchObject({ isOpen: false, isExpired: false });
    const [first] = await keyedQuestions(mine.benchmarkStudentId);
    const res = await call('POST', `/api/${CALL_OF[first.question.type as QuestionType]}`, { token, body: saveBody(first, answerFor(first.question, true), 1) });
    expect(res.status).toBe(409);
    expect(res.body.data.code).toBe('BENCHMARK.NOT_STARTED');
  });
});
