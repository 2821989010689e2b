import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { answerFor, checkedCalls, saveBody, teacherPreviews, type KeyedQuestion } from './assessment-fixtures';
import { addStudent, courseIds } from './support/content-fixtures';
import { useTestServer } from './support/test-context';

/** The teacher's student report: name and units, a unit's lessons, and each round of an assessment. */
const server = useTestServer({
  world: async (s) => {
    const teacher = await s.login('teacher');
    return { teacher, campus: await s.login('campusmanager'), previews: await teacherPreviews(s, teacher), ids: await courseIds(s) };
  },
});
const { call } = checkedCalls(server);

async function midUnit() {
  const { ids, previews } = server.world;
  const unitId = ids.unit('Colonial America');
  const lessonId = await ids.lesson('Colonial America', 'Mid-Unit Check');
  const view = previews.find((p) => p.lessonId === lessonId && p.kind !== 'benchmark')!;
  return { unitId, lessonId, view, written: view.groups.flatMap((g) => g.questions).find((q) => q.type === 'written')! };
}

async function student(name: string) {
  const id = await addStudent(server, name, true);
  return { id, token: await server.login(name) };
}

describe('the student report', () => {
  it("names the student and lists each unit's feedback status and score", async () => {
    const s = await student('report1');
    const res = await call('GET', `/api/teacher-feedback/student/${s.id}/report`, { token: server.world.teacher });
    expect(res.status).toBe(200);
    expect(res.body.data.student).toEqual({ id: s.id, firstName: 'Other', lastName: 'Pupil', userName: 'report1' });
    expect(res.body.data.units.length).toBeGreaterThan(0);
    expect(res.body.data.units.every((u: { feedbackStatus: number; score: null }) => u.feedbackStatus === 0 && u.score === null)).toBe(true);
  });

  it("gives a unit's assessed lessons with status, score, feedback status and assessments; progressLessons narrows them", async () => {
    const { teacher } = server.world;
    const { unitId, lessonId, view, written } = await midUnit();
    const s = await student('report2');
    // An answered written question waits for the teacher's score (an unanswered one scores 0 at once).
    const keyed: KeyedQuestion = { assessmentId: view.id, lessonId, question: written as KeyedQuestion['question'] };
    expect((await call('POST', '/api/written-answer', { token: s.token, body: saveBody(keyed, answerFor(keyed.question, true), 1) })).status).toBe(200);
    await call('POST', `/api/assessment/${view.id}/submit`, { token: s.token, body: { retakeRound: 1 } });

    const all = await call('POST', `/api/teacher-feedback/student/${s.id}/${unitId}/lessons`, { token: teacher, body: {} });
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ studentId: s.id, unitId, unit: { feedbackStatus: 1, score: null } });
    expect(all.body.data.lessons.length).toBeGreaterThan(1);
    const lesson = all.body.data.lessons.find((l: { lessonId: number }) => l.lessonId === lessonId);
    expect(lesson).toMatchObject({ title: { en: 'Mid-Unit Check' }, status: 'in-progress', score: null, feedbackStatus: 1 });
    expect(lesson.assessments).toEqual([
      expect.objectContaining({ assessmentId: view.id, kind: 'mid-unit', retakeRound: 1, isSubmitted: true, score: null, feedbackStatus: 1, submittedRounds: [1] }),
    ]);
    const untouched = all.body.data.lessons.find((l: { lessonId: number }) => l.lessonId !== lessonId);
    expect(untouched).toMatchObject({ status: 'not-started', score: null, feedbackStatus: 0 });

    const one = await call('POST', `/api/teacher-feedback/student/${s.id}/${unitId}/lessons`, { token: teacher, body: { progressLessons: [lessonId], units: false } });
    expect(one.body.data.unit).toBeNull();
    expect(one.body.data.lessons.map((l: { lessonId: number }) => l.lessonId)).toEqual([lessonId]);

    // Scoring every teacher-scored question completes the unit's feedback: status 2 and a score.
    const teacherScored = view.groups.flatMap((g) => g.questions).filter((q) => q.type === 'written' || q.type === 'essay');
    for (const q of teacherScored) {
      await call('POST', q.type === 'essay' ? '/api/answer-feedback/essay' : '/api/answer-feedback', { token: teacher, body: { studentId: s.id, questionId: q.id, score: 0, feedback: '' } });
    }
    const scored = await call('POST', `/api/teacher-feedback/student/${s.id}/${unitId}/lessons`, { token: teacher, body: { progressLessons: [lessonId] } });
    expect(scored.body.data.unit).toMatchObject({ feedbackStatus: 2, score: 0 });
    expect(scored.body.data.lessons[0]).toMatchObject({ status: 'completed', feedbackStatus: 2, score: 0 });
  });

  it('refuses lessons of another unit, and an unknown unit', async () => {
    const { teacher } = server.world;
    const { unitId } = await midUnit();
    const s = await student('report3');
    const otherLesson = (await server.db.query<{ id: number }>('SELECT id FROM lessons WHERE unit_id <> $1 ORDER BY id LIMIT 1', [unitId]))[0].id;
    const wrong = await call('POST', `/api/teacher-feedback/student/${s.id}/${unitId}/lessons`, { token: teacher, body: { progressLessons: [otherLesson] } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data).toEqual({ code: 'REPORT.LESSON_NOT_IN_UNIT', fields: [{ field: 'progressLessons', message: 'This lesson is not in this unit' }] });
    expect((await call('POST', `/api/teacher-feedback/student/${s.id}/999999/lessons`, { token: teacher, body: {} })).status).toBe(404);
  });

  it('keeps earlier rounds readable after a retake, with their answers and scores', async () => {
    const { teacher } = server.world;
    const { view, written } = await midUnit();
    const s = await student('report4');
    await call('POST', `/api/assessment/${view.id}/submit`, { token: s.token, body: { retakeRound: 1 } });
    await call('POST', '/api/answer-feedback', { token: teacher, body: { studentId: s.id, questionId: written.id, score: 1, feedback: 'Round one note.', expectedVersion: 0 } });
    expect((await call('PATCH', `/api/retake-assessment/${view.id}/student/${s.id}`, { token: teacher, body: {} })).status).toBe(200);

    const current = (await call('GET', `/api/teacher-feedback/student/${s.id}/assessment/${view.id}`, { token: teacher })).body.data;
    const currentWritten = current.groups.flatMap((g: { questions: { id: number }[] }) => g.questions).find((q: { id: number }) => q.id === written.id);
    expect(current).toMatchObject({ retakeRound: 2, isSubmitted: false });
    expect(currentWritten).toMatchObject({ retakeRound: 2, score: null, feedback: null, feedbackVersion: 0 });

    const first = (await call('GET', `/api/teacher-feedback/student/${s.id}/assessment/${view.id}?retakeRound=1`, { token: teacher })).body.data;
    const firstWritten = first.groups.flatMap((g: { questions: { id: number }[] }) => g.questions).find((q: { id: number }) => q.id === written.id);
    expect(first).toMatchObject({ retakeRound: 1, isSubmitted: true });
    expect(firstWritten).toMatchObject({ retakeRound: 1, score: 1, feedback: 'Round one note.', feedbackVersion: 1, revealed: true });

    const missing = await call('GET', `/api/teacher-feedback/student/${s.id}/assessment/${view.id}?retakeRound=3`, { token: teacher });
    expect(missing.status).toBe(404);
    expect(missing.body.data.code).toBe('ASSESSMENT.ROUND_NOT_FOUND');
    expect((await call('GET', `/api/teacher-feedback/student/${s.id}/assessment/${view.id}?retakeRound=0`, { token: teacher })).status).toBe(400);
  });

  it('lets a campus manager read the report but not grade or allow a retake', async () => {
    const { campus } = server.world;
    const { unitId, view, written } = await midUnit();
    const s = await student('report5');
    await call('POST', `/api/assessment/${view.id}/submit`, { token: s.token, body: { retakeRound: 1 } });
    expect((await call('GET', `/api/teacher-feedback/student/${s.id}/report`, { token: campus })).status).toBe(200);
    expect((await call('POST', `/api/teacher-feedback/student/${s.id}/${unitId}/lessons`, { token: campus, body: {} })).status).toBe(200);
    expect((await call('GET', `/api/teacher-feedback/student/${s.id}/assessment/${view.id}`, { token: campus })).status).toBe(200);
    expect((await call('POST', '/api/answer-feedback', { token: campus, body: { studentId: s.id, questionId: written.id, score: 1, feedback: '' } })).status).toBe(403);
    expect((await call('PATCH', `/api/retake-assessment/${view.id}/student/${s.id}`, { token: campus, body: {} })).status).toBe(403);
    // The student reads their work through their own screens, not the report.
    expect((await call('GET', `/api/teacher-feedback/student/${s.id}/report`, { token: s.token })).status).toBe(403);
  });
});
