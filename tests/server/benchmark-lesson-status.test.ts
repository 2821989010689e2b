import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { QuestionType } from '@domain/assessment/question.schemas';
import { CALL_OF, answerFor, saveBody, type KeyedQuestion, checkedCalls } from './assessment-fixtures';
import { userId } from './support/content-fixtures';
import { useTestServer } from './support/test-context';

/**
 * Issue 11, item 4: a submitted benchmark whose written answer waits for the teacher's score is not a
 * completed lesson. It reads "in progress" everywhere the student sees it (lesson score, unit lessons,
 * the unit menu, the dashboard's counts) and completes when the teacher's score makes every question scored.
 */
const server = useTestServer({
  world: async (s) => ({ teacher: await s.login('teacher'), student: await s.login('student'), studentId: await userId(s, 'student') }),
});
const { call } = checkedCalls(server);

async function demoBenchmark() {
  const { teacher, student } = server.world;
  const assignment = (await call('GET', '/api/benchmark/list', { token: student })).body.data[0];
  const keyed = (await call('GET', `/api/benchmarkAssessment/${assignment.benchmarkStudentId}`, { token: teacher })).body.data.assessment;
  const questions: KeyedQuestion[] = keyed.groups.flatMap((g: any) => g.questions.map((question: any) => ({ assessmentId: keyed.id, lessonId: keyed.lessonId, question })));
  return { id: assignment.benchmarkStudentId as number, lessonId: keyed.lessonId as number, unitId: assignment.unitId as number, questions };
}

/** What the student sees of the benchmark lesson: its score call, the unit's lessons, the menu and the dashboard card. */
async function seenByStudent(lessonId: number, unitId: number) {
  const { student } = server.world;
  const score = (await call('GET', `/api/lesson-score/${lessonId}`, { token: student })).body.data;
  const unit = (await call('GET', `/api/unit/${unitId}`, { token: student })).body.data;
  const menu = (await call('GET', `/api/${unitId}/lessons`, { token: student })).body.data;
  const card = (await call('GET', '/api/units', { token: student })).body.data.find((u: { id: number }) => u.id === unitId);
  return {
    score: { statusLesson: score.statusLesson, score: score.score },
    unitList: unit.lessons.find((l: { id: number }) => l.id === lessonId).statusLesson,
    menu: menu.find((l: { id: number }) => l.id === lessonId).statusLesson,
    unitCompleted: unit.progress.completed,
    cardCompleted: card.progress.completed,
  };
}

describe('a benchmark whose score waits for the teacher', () => {
  it('is in progress everywhere after submit, and completed once the teacher scores the written answer', async () => {
    const { teacher, student, studentId } = server.world;
    const { id, lessonId, unitId, questions } = await demoBenchmark();
    const answers = questions.map((k) => ({ call: CALL_OF[k.question.type as QuestionType], ...saveBody(k, answerFor(k.question, true), 1) }));
    const submitted = await call('POST', '/api/benchmark-answer/submit', { token: student, body: { benchmarkStudentId: id, retakeRound: 1, answers } });
    expect(submitted.status).toBe(200);

    expect(await seenByStudent(lessonId, unitId)).toEqual({
      score: { statusLesson: 'in-progress', score: null },
      unitList: 'in-progress',
      menu: 'in-progress',
      unitCompleted: 0,
      cardCompleted: 0,
    });
    // Asking for the completion again changes nothing while the score waits.
    expect((await call('PATCH', `/api/lesson/${lessonId}/assessment-completed`, { token: student })).body.data).toMatchObject({ statusLesson: 'in-progress', score: null });

    const written = questions.find((k) => k.question.type === 'written')!;
    const scored = await call('POST', '/api/answer-feedback', { token: teacher, body: { studentId, questionId: written.question.id, score: 2, feedback: 'Yes.' } });
    expect(scored.status).toBe(200);
    expect(await seenByStudent(lessonId, unitId)).toEqual({
      score: { statusLesson: 'completed', score: 100 },
      unitList: 'completed',
      menu: 'completed',
      unitCompleted: 1,
      cardCompleted: 1,
    });
  });

  it('with nothing left to score (an empty written answer scores 0), completes on submit', async () => {
    const { student } = server.world;
    const { id, lessonId, questions } = await demoBenchmark();
    const objective = questions.filter((k) => k.question.type !== 'written' && k.question.type !== 'essay');
    const answers = objective.map((k) => ({ call: CALL_OF[k.question.type as QuestionType], ...saveBody(k, answerFor(k.question, true), 1) }));
    expect((await call('POST', '/api/benchmark-answer/submit', { token: student, body: { benchmarkStudentId: id, retakeRound: 1, answers } })).status).toBe(200);
    expect((await call('GET', `/api/lesson-score/${lessonId}`, { token: student })).body.data).toMatchObject({ statusLesson: 'completed' });
  });
});
