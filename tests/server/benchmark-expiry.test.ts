import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { QuestionType } from '@domain/assessment/question.schemas';
import { CALL_OF, answerFor, checkedCalls, saveBody, storedAnswer, type KeyedQuestion } from './assessment-fixtures';
import { addStudent } from './support/content-fixtures';
import { useTestServer } from './support/test-context';

/*
 * A benchmark outside its period (issue 13, product-spec §4): saves before the start or after the end,
 * and a submit after the end, are refused with a typed 409 (statusType 0), and the answers already
 * saved stay exactly as they were — stored, shown to the student and to the teacher.
 */

const DAY = 24 * 60 * 60 * 1000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

const server = useTestServer({
  world: async (s) => ({
    teacher: await s.login('teacher'),
    setId: (await s.db.query<{ id: number }>('SELECT id FROM benchmark_sets ORDER BY id LIMIT 1'))[0].id,
  }),
});
const { call } = checkedCalls(server);

/** A new student of the demo classroom with the set assigned for an open period, and its keyed questions. */
async function assignedStudent(username: string) {
  const { teacher, setId } = server.world;
  const studentId = await addStudent(server, username, true);
  const token = await server.login(username);
  const assigned = await call('POST', '/api/assign-benchmark/student', { token: teacher, body: { benchmarkSetId: setId, studentIds: [studentId], startsAt: iso(-10), endsAt: iso(5) } });
  expect(assigned.status).toBe(200);
  const id: number = assigned.body.data.assigned[0].benchmarkStudentId;
  const view = (await call('GET', `/api/benchmarkAssessment/${id}`, { token: teacher })).body.data.assessment;
  const questions: KeyedQuestion[] = view.groups.flatMap((g: any) => g.questions.map((question: any) => ({ assessmentId: view.id, lessonId: view.lessonId, question })));
  expect(questions.length).toBeGreaterThanOrEqual(2);
  return { studentId, token, id, questions };
}

const callOf = (k: KeyedQuestion) => `/api/${CALL_OF[k.question.type as QuestionType]}`;

/** What the student and the teacher see of the student's answers, by question id. */
async function shownAnswers(id: number, token: string) {
  const byQuestion = async (t: string) => {
    const view = (await call('GET', `/api/benchmarkAssessment/${id}`, { token: t })).body.data.assessment;
    return Object.fromEntries(view.groups.flatMap((g: any) => g.questions.map((q: any) => [q.id, q.studentAnswer ?? null])));
  };
  return { student: await byQuestion(token), teacher: await byQuestion(server.world.teacher) };
}

describe('after the period ends', () => {
  it('the submit is refused with 409 BENCHMARK.EXPIRED, the answers it carried are not stored, and the saved ones stay', async () => {
    const { studentId, token, id, questions } = await assignedStudent('expiry1');
    const [first, second] = questions;
    const firstAnswer = answerFor(first.question, true);
    expect((await call('POST', callOf(first), { token, body: saveBody(first, firstAnswer, 1) })).status).toBe(200);
    const savedBefore = await storedAnswer(server, studentId, first.question.id);
    const shownBefore = await shownAnswers(id, token);
    expect(shownBefore.student[first.question.id]).not.toBeNull();

    await server.db.query(`UPDATE benchmark_assignments SET ends_at = now() - interval '1 minute' WHERE id = $1`, [id]);
    // The submit carries a change to the first answer and a new second one: none of it is written.
    const carried = [
      { call: CALL_OF[first.question.type as QuestionType], ...saveBody(first, answerFor(first.question, false), 2) },
      { call: CALL_OF[second.question.type as QuestionType], ...saveBody(second, answerFor(second.question, true), 1) },
    ];
    const refused = await call('POST', '/api/benchmark-answer/submit', { token, body: { benchmarkStudentId: id, retakeRound: 1, answers: carried } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ statusType: 0, data: { code: 'BENCHMARK.EXPIRED' }, statusMessage: 'The time to take this benchmark has ended' });

    expect(await storedAnswer(server, studentId, first.question.id)).toEqual(savedBefore);
    expect(await storedAnswer(server, studentId, second.question.id)).toBeNull();
    expect(await shownAnswers(id, token)).toEqual(shownBefore);
    const score = (await call('GET', `/api/benchmark-score/${id}`, { token })).body.data;
    expect(score).toMatchObject({ status: 1, isSubmitted: false, submittedAt: null });
    expect((await call('GET', '/api/benchmark/list', { token })).body.data[0]).toMatchObject({ benchmarkStudentId: id, status: 1, isExpired: true, isOpen: false });
  });

  it('a late save is refused the same way and changes nothing; repeating it is refused again, never stored', async () => {
    const { studentId, token, id, questions } = await assignedStudent('expiry2');
    const [first] = questions;
    expect((await call('POST', callOf(first), { token, body: saveBody(first, answerFor(first.question, true), 1) })).status).toBe(200);
    const savedBefore = await storedAnswer(server, studentId, first.question.id);
    await server.db.query(`UPDATE benchmark_assignments SET ends_at = now() - interval '1 minute' WHERE id = $1`, [id]);

    const late = saveBody(first, answerFor(first.question, false), 2);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const res = await call('POST', callOf(first), { token, body: late });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ statusType: 0, data: { code: 'BENCHMARK.EXPIRED' } });
    }
    expect(await storedAnswer(server, studentId, first.question.id)).toEqual(savedBefore);
    const saves = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM assessment_answer_saves WHERE student_user_id = $1', [studentId]);
    expect(saves[0].n).toBe(1);
  });

  it('the one-question submit and the assessment submit are refused too', async () => {
    const { token, id, questions } = await assignedStudent('expiry3');
    const [first] = questions;
    expect((await call('POST', callOf(first), { token, body: saveBody(first, answerFor(first.question, true), 1) })).status).toBe(200);
    await server.db.query(`UPDATE benchmark_assignments SET ends_at = now() - interval '1 minute' WHERE id = $1`, [id]);
    const one = await call('POST', `${callOf(first)}/submit`, { token, body: saveBody(first, answerFor(first.question, true), 2) });
    expect(one.status).toBe(409);
    expect(one.body.data.code).toBe('BENCHMARK.EXPIRED');
    const whole = await call('POST', `/api/assessment/${first.assessmentId}/submit`, { token, body: { retakeRound: 1 } });
    expect(whole.status).toBe(409);
    expect(whole.body.data.code).toBe('BENCHMARK.EXPIRED');
  });
});

describe('before the period starts', () => {
  it('saves and the submit are refused with 409 BENCHMARK.NOT_STARTED, and what was saved stays', async () => {
    const { studentId, token, id, questions } = await assignedStudent('early2');
    const [first] = questions;
    expect((await call('POST', callOf(first), { token, body: saveBody(first, answerFor(first.question, true), 1) })).status).toBe(200);
    const savedBefore = await storedAnswer(server, studentId, first.question.id);
    // The teacher moved the period to start later.
    await server.db.query(`UPDATE benchmark_assignments SET starts_at = now() + interval '2 days', ends_at = now() + interval '9 days' WHERE id = $1`, [id]);

    const early = await call('POST', callOf(first), { token, body: saveBody(first, answerFor(first.question, false), 2) });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ statusType: 0, data: { code: 'BENCHMARK.NOT_STARTED' } });
    const submit = await call('POST', '/api/benchmark-answer/submit', { token, body: { benchmarkStudentId: id, retakeRound: 1, answers: [] } });
    expect(submit.status).toBe(409);
    expect(submit.body.data.code).toBe('BENCHMARK.NOT_STARTED');
    expect(await storedAnswer(server, studentId, first.question.id)).toEqual(savedBefore);
    expect((await call('GET', `/api/benchmark-score/${id}`, { token })).body.data).toMatchObject({ status: 1, isSubmitted: false });
  });
});
