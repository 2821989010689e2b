import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { AssessmentView } from '@domain/assessment/student-view';
import { addTeacherWithClassroom, checkedCalls, teacherPreviews } from './assessment-fixtures';
import { addStudent, courseIds } from './support/content-fixtures';
import { useTestServer } from './support/test-context';

/** Two teachers of one student grading the same answer never overwrite each other unknowingly. */
const server = useTestServer({
  world: async (s) => {
    const teacher = await s.login('teacher');
    const { classroomId } = await addTeacherWithClassroom(s, 'coteacher1');
    return { teacher, coTeacher: await s.login('coteacher1'), coClassroomId: classroomId, previews: await teacherPreviews(s, teacher), ids: await courseIds(s) };
  },
});
const { call } = checkedCalls(server);

/** A new student of both teachers who submitted the Colonial America mid-unit check; its written question. */
async function submittedWritten(name: string) {
  const { ids, previews, coClassroomId } = server.world;
  const lessonId = await ids.lesson('Colonial America', 'Mid-Unit Check');
  const view = previews.find((p) => p.lessonId === lessonId && p.kind !== 'benchmark')!;
  const studentId = await addStudent(server, name, true);
  await server.db.query('INSERT INTO classroom_students (classroom_id, student_user_id) VALUES ($1, $2)', [coClassroomId, studentId]);
  const token = await server.login(name);
  expect((await call('POST', `/api/assessment/${view.id}/submit`, { token, body: { retakeRound: 1 } })).status).toBe(200);
  const question = view.groups.flatMap((g) => g.questions).find((q) => q.type === 'written')!;
  return { studentId, assessmentId: view.id, question };
}

const versionIn = (view: AssessmentView, questionId: number) => view.groups.flatMap((g) => g.questions).find((q) => q.id === questionId)!.feedbackVersion;

describe('optimistic concurrency on answer-feedback', () => {
  it('counts versions from 0, answers the new one, and shows it in the teacher view', async () => {
    const { teacher } = server.world;
    const { studentId, assessmentId, question } = await submittedWritten('conc1');
    const before = (await call('GET', `/api/teacher-feedback/student/${studentId}/assessment/${assessmentId}`, { token: teacher })).body.data;
    expect(versionIn(before, question.id)).toBe(0);
    const first = await call('POST', '/api/answer-feedback', { token: teacher, body: { studentId, questionId: question.id, score: 1, feedback: 'Good start.', expectedVersion: 0 } });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ score: 1, feedback: 'Good start.', feedbackVersion: 1 });
    const second = await call('POST', '/api/answer-feedback', { token: teacher, body: { studentId, questionId: question.id, score: 2, feedback: 'Better.', expectedVersion: 1 } });
    expect(second.body.data.feedbackVersion).toBe(2);
    const after = (await call('GET', `/api/teacher-feedback/student/${studentId}/assessment/${assessmentId}`, { token: teacher })).body.data;
    expect(versionIn(after, question.id)).toBe(2);
  });

  it('refuses a save over another teacher’s change with 409 and their current score, feedback and version', async () => {
    const { teacher, coTeacher } = server.world;
    const { studentId, question } = await submittedWritten('conc2');
    // Both teachers opened the answer at version 0; the co-teacher saves first.
    const theirs = await call('POST', '/api/answer-feedback', { token: coTeacher, body: { studentId, questionId: question.id, score: 2, feedback: 'Cite the charter.', expectedVersion: 0 } });
    expect(theirs.status).toBe(200);
    const mine = await call('POST', '/api/answer-feedback', { token: teacher, body: { studentId, questionId: question.id, score: 0, feedback: 'Try again.', expectedVersion: 0 } });
    expect(mine.status).toBe(409);
    expect(mine.body.statusMessage).toBe('Another teacher changed this score or feedback while you were working on it');
    expect(mine.body.data).toEqual({ code: 'FEEDBACK.CHANGED_BY_SOMEONE_ELSE', current: { questionId: question.id, score: 2, feedback: 'Cite the charter.', feedbackVersion: 1 } });
    // Nothing of the refused save was written.
    const stored = await server.db.query<{ score: number; feedback: string; v: number }>(
      'SELECT a.score, a.feedback, a.feedback_version AS v FROM assessment_answers a JOIN assessment_attempts t ON t.id = a.attempt_id WHERE t.student_user_id = $1 AND a.question_id = $2',
      [studentId, question.id],
    );
    expect(stored).toEqual([{ score: 2, feedback: 'Cite the charter.', v: 1 }]);
    // Saving over it on purpose names the version now seen.
    const over = await call('POST', '/api/answer-feedback', { token: teacher, body: { studentId, questionId: question.id, score: 0, feedback: 'Try again.', expectedVersion: 1 } });
    expect(over.body.data).toMatchObject({ score: 0, feedbackVersion: 2 });
  });

  it('lets only one of two simultaneous saves of the same version in', async () => {
    const { teacher, coTeacher } = server.world;
    const { studentId, question } = await submittedWritten('conc3');
    const results = await Promise.all([
      call('POST', '/api/answer-feedback', { token: teacher, body: { studentId, questionId: question.id, score: 1, feedback: 'A', expectedVersion: 0 } }),
      call('POST', '/api/answer-feedback', { token: coTeacher, body: { studentId, questionId: question.id, score: 2, feedback: 'B', expectedVersion: 0 } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!.body.data;
    expect(results.find((r) => r.status === 409)!.body.data.current).toEqual({ questionId: question.id, score: winner.score, feedback: winner.feedback, feedbackVersion: 1 });
  });

  it('keeps callers without expectedVersion working: the last write wins and the version still moves', async () => {
    const { teacher, coTeacher } = server.world;
    const { studentId, question } = await submittedWritten('conc4');
    await call('POST', '/api/answer-feedback', { token: coTeacher, body: { studentId, questionId: question.id, score: 2, feedback: 'First.' } });
    const last = await call('POST', '/api/answer-feedback', { token: teacher, body: { studentId, questionId: question.id, score: 1, feedback: 'Second.' } });
    expect(last.status).toBe(200);
    expect(last.body.data).toMatchObject({ score: 1, feedback: 'Second.', feedbackVersion: 2 });
    // A version-aware save that saw version 1 is now refused.
    const stale = await call('POST', '/api/answer-feedback', { token: coTeacher, body: { studentId, questionId: question.id, score: 2, feedback: 'Third.', expectedVersion: 1 } });
    expect(stale.status).toBe(409);
  });

  it('checks expectedVersion as a field', async () => {
    const { teacher } = server.world;
    const { studentId, question } = await submittedWritten('conc5');
    for (const expectedVersion of [-1, 1.5, '1']) {
      const res = await call('POST', '/api/answer-feedback', { token: teacher, body: { studentId, questionId: question.id, score: 1, feedback: '', expectedVersion } });
      expect(res.status, String(expectedVersion)).toBe(400);
      expect(res.body.data.fields[0].field).toBe('expectedVersion');
    }
  });
});
