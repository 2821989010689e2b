import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { AssessmentView } from '@domain/assessment/student-view';
import { NotificationType } from '@domain/notifications/notification-type';
import { addTeacherWithClassroom, answerFor, notificationsOf, saveBody, teacherPreviews, type KeyedQuestion, checkedCalls } from './assessment-fixtures';
import { addStudent, courseIds, userId } from './support/content-fixtures';
import { useTestServer } from './support/test-context';

const server = useTestServer({
  world: async (s) => {
    const teacher = await s.login('teacher');
    await addTeacherWithClassroom(s, 'otherteach1');
    return {
      teacher,
      teacherId: await userId(s, 'teacher'),
      otherTeacher: await s.login('otherteach1'),
      previews: await teacherPreviews(s, teacher),
      ids: await courseIds(s),
    };
  },
});
const { call } = checkedCalls(server);

const previewOf = (lessonId: number) => server.world.previews.find((p) => p.lessonId === lessonId && p.kind !== 'benchmark')!;
const keyed = (view: AssessmentView, type: string): KeyedQuestion => {
  const question = view.groups.flatMap((g) => g.questions).find((q) => q.type === type)! as KeyedQuestion['question'];
  return { assessmentId: view.id, lessonId: view.lessonId, question };
};

async function freshStudent(name: string) {
  const id = await addStudent(server, name, true);
  return { id, token: await server.login(name) };
}

describe('a performance assessment that waits for teacher feedback', () => {
  it('stays in progress with a blank score until every question is scored, then completes', async () => {
    const { teacher, teacherId, ids } = server.world;
    const lessonId = await ids.lesson('Colonial America', 'Performance Assessment: Found a Colony');
    const view = previewOf(lessonId);
    const essay = keyed(view, 'essay');
    const written = keyed(view, 'written');
    const s = await freshStudent('perform1');

    // Feedback before submission is refused.
    const early = await call('POST', '/api/answer-feedback/essay', { token: teacher, body: { studentId: s.id, questionId: essay.question.id, score: 5, feedback: 'x' } });
    expect(early.status).toBe(409);
    expect(early.body.data.code).toBe('ASSESSMENT.NOT_SUBMITTED');
    expect((await call('PATCH', `/api/lesson/${lessonId}/assessment-completed`, { token: s.token })).status).toBe(409);

    await call('POST', '/api/essay-answer', { token: s.token, body: saveBody(essay, answerFor(essay.question, true), 1) });
    await call('POST', '/api/written-answer', { token: s.token, body: saveBody(written, answerFor(written.question, true), 1) });
    const submitted = await call('POST', `/api/assessment/${view.id}/submit`, { token: s.token, body: { retakeRound: 1 } });
    expect(submitted.status).toBe(200);
    expect(submitted.body.data).toMatchObject({ isSubmitted: true, requiresTeacherFeedback: true, score: null, percent: null, feedbackStatus: 1 });
    expect((await call('GET', `/api/lesson-score/${lessonId}`, { token: s.token })).body.data).toMatchObject({ statusLesson: 'in-progress', score: null });
    const unitBefore = (await call('GET', `/api/teacher-feedback/student/${s.id}`, { token: teacher })).body.data;
    expect(unitBefore.find((u: { unitId: number }) => u.unitId === view.unitId)).toMatchObject({ feedbackStatus: 1, score: null });
    const told = (await notificationsOf(server, teacherId, NotificationType.AssessmentSubmitted)).filter((n) => n.args.studentUserId === s.id);
    expect(told).toHaveLength(1);
    expect(told[0].args).toMatchObject({ lessonId, lessonName: 'Performance Assessment: Found a Colony', studentName: 'Other Pupil' });

    // The essay goes through its own call, and the other type through answer-feedback.
    expect((await call('POST', '/api/answer-feedback', { token: teacher, body: { studentId: s.id, questionId: essay.question.id, score: 5, feedback: '' } })).body.data.code).toBe(
      'FEEDBACK.USE_ESSAY_CALL',
    );
    expect((await call('POST', '/api/answer-feedback/essay', { token: teacher, body: { studentId: s.id, questionId: written.question.id, score: 1, feedback: '' } })).body.data.code).toBe(
      'FEEDBACK.NOT_AN_ESSAY',
    );
    const essayScored = await call('POST', '/api/answer-feedback/essay', { token: teacher, body: { studentId: s.id, questionId: essay.question.id, score: 8, feedback: 'A clear plan.' } });
    expect(essayScored.body).toMatchObject({ statusMessage: 'Feedback saved', data: { score: 8, attempt: { score: null, feedbackStatus: 1 } } });
    expect((await call('GET', `/api/lesson-score/${lessonId}`, { token: s.token })).body.data.statusLesson).toBe('in-progress');

    const writtenScored = await call('POST', '/api/answer-feedback', { token: teacher, body: { studentId: s.id, questionId: written.question.id, score: 2.5, feedback: 'Two of three.' } });
    expect(writtenScored.body.data.attempt).toMatchObject({ score: 10.5, maxScore: 13, percent: 80.77, feedbackStatus: 2 });
    expect((await call('GET', `/api/lesson-score/${lessonId}`, { token: s.token })).body.data).toMatchObject({ statusLesson: 'completed', score: 80.77 });
    const unitAfter = (await call('GET', `/api/teacher-feedback/student/${s.id}`, { token: teacher })).body.data;
    expect(unitAfter.find((u: { unitId: number }) => u.unitId === view.unitId)).toMatchObject({ feedbackStatus: 2, score: 80.77 });
    expect(await notificationsOf(server, s.id, NotificationType.FeedbackReceived)).toHaveLength(2);

    // -1 takes a score back: the unit score is blank again and its status pending.
    await call('POST', '/api/answer-feedback', { token: teacher, body: { studentId: s.id, questionId: written.question.id, score: -1, feedback: 'Let me look again.' } });
    const unitAgain = (await call('GET', `/api/teacher-feedback/student/${s.id}`, { token: s.token })).body.data;
    expect(unitAgain.find((u: { unitId: number }) => u.unitId === view.unitId)).toMatchObject({ feedbackStatus: 1, score: null });
    const completed = await call('PATCH', `/api/lesson/${lessonId}/assessment-completed`, { token: s.token });
    expect(completed.body.data).toMatchObject({ statusLesson: 'completed', score: null });
  });

  it('names the FeedBack and Score fields in validation errors', async () => {
    const { teacher, ids } = server.world;
    const view = previewOf(await ids.lesson('Colonial America', 'Performance Assessment: Found a Colony'));
    const written = keyed(view, 'written');
    const s = await freshStudent('perform2');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ score: '3' }, 'score', 'Score must be a number'],
      [{ score: 4 }, 'score', "Score must be between 0 and the question's points"],
      [{ score: -2 }, 'score', "Score must be between 0 and the question's points"],
      [{ score: 1, feedback: 'x'.repeat(5001) }, 'feedback', 'FeedBack must be at most 5000 characters'],
      [{ score: 1, feedback: 12 }, 'feedback', 'FeedBack must be text'],
    ];
    await call('POST', `/api/assessment/${view.id}/submit`, { token: s.token, body: { retakeRound: 1 } });
    for (const [patch, field, message] of cases) {
      const res = await call('POST', '/api/answer-feedback', { token: teacher, body: { studentId: s.id, questionId: written.question.id, feedback: '', ...patch } });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.data.fields[0]).toEqual({ field, message });
    }
  });
});

describe('teacher scope', () => {
  it('only a teacher of one of the student classrooms gives feedback or allows a retake', async () => {
    const { otherTeacher, ids } = server.world;
    const lessonId = await ids.lesson('Colonial America', 'Mid-Unit Check');
    const view = previewOf(lessonId);
    const written = keyed(view, 'written');
    const s = await freshStudent('scope1');
    await call('POST', `/api/assessment/${view.id}/submit`, { token: s.token, body: { retakeRound: 1 } });
    const body = { studentId: s.id, questionId: written.question.id, score: 1, feedback: 'no' };
    const feedback = await call('POST', '/api/answer-feedback', { token: otherTeacher, body });
    expect(feedback.status).toBe(403);
    expect(feedback.body.data.code).toBe('FEEDBACK.NOT_YOUR_STUDENT');
    expect((await call('PATCH', `/api/retake-assessment/${view.id}/student/${s.id}`, { token: otherTeacher })).status).toBe(403);
    expect((await call('POST', '/api/answer-feedback', { token: s.token, body })).status).toBe(403);
    const manager = await server.login('campusmanager');
    expect((await call('POST', '/api/answer-feedback', { token: manager, body })).status).toBe(403);
    expect((await call('GET', `/api/assessment/${view.id}?studentId=${s.id}`, { token: otherTeacher })).status).toBe(403);
    expect((await call('GET', `/api/teacher-feedback/student/${s.id}`, { token: otherTeacher })).status).toBe(403);
    const untouched = (await call('GET', `/api/assessment/${view.id}`, { token: s.token })).body.data;
    expect(untouched.groups[0].questions.find((q: { id: number }) => q.id === written.question.id).feedback).toBeNull();
  });

  it('refuses a retake before the round was submitted', async () => {
    const { teacher, ids } = server.world;
    const view = previewOf(await ids.lesson('The American Revolution', 'Mid-Unit Check'));
    const s = await freshStudent('retake0');
    const res = await call('PATCH', `/api/retake-assessment/${view.id}/student/${s.id}`, { token: teacher });
    expect(res.status).toBe(409);
    expect(res.body.data.code).toBe('ASSESSMENT.NOT_SUBMITTED');
    expect(await notificationsOf(server, s.id, NotificationType.RetakeAllowed)).toHaveLength(0);
  });
});

describe('check your understanding inside a regular lesson', () => {
  it('the lesson completes through its assessment group, with its score', async () => {
    const { ids } = server.world;
    const lessonId = await ids.lesson('The American Revolution', 'Declaring Independence');
    const s = await freshStudent('cyu1');
    const lesson = (await call('GET', `/api/lesson/${lessonId}`, { token: s.token })).body.data;
    expect(lesson).toMatchObject({ hasAssessment: true, lessonTypeId: 2 });
    expect(lesson.components.some((c: { type: string }) => c.type === 'assessment-group')).toBe(true);
    expect((await call('PATCH', `/api/lesson/${lessonId}/lesson-completed`, { token: s.token, body: { completed: true } })).status).toBe(409);

    const view = (await call('GET', `/api/assessment/lesson/${lessonId}`, { token: s.token })).body.data;
    expect(view.kind).toBe('check-your-understanding');
    const preview = previewOf(lessonId);
    for (const q of preview.groups[0].questions) {
      const k = { assessmentId: preview.id, lessonId, question: q as KeyedQuestion['question'] };
      await call('POST', '/api/multiple-choice-answer/submit', { token: s.token, body: saveBody(k, answerFor(k.question, true), 1) });
    }
    // Submitting the last question submitted the group, and the lesson completed with full marks.
    const after = (await call('GET', `/api/assessment/lesson/${lessonId}`, { token: s.token })).body.data;
    expect(after).toMatchObject({ isSubmitted: true, percent: 100, feedbackStatus: 2 });
    expect((await call('GET', `/api/lesson-score/${lessonId}`, { token: s.token })).body.data).toMatchObject({ statusLesson: 'completed', score: 100 });
    const list = (await call('GET', `/api/${ids.unit('The American Revolution')}/lessons`, { token: s.token })).body.data;
    expect(list.find((l: { id: number }) => l.id === lessonId)).toMatchObject({ statusLesson: 'completed', score: 100, hasAssessment: true });
    const done = await call('PATCH', `/api/lesson/${lessonId}/assessment-completed`, { token: s.token });
    expect(done.body).toMatchObject({ statusMessage: 'Assessment completed', data: { statusLesson: 'completed', score: 100 } });
  });
});
