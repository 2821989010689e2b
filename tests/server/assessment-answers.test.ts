import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { QUESTION_TYPES, isObjective, type QuestionType } from '@domain/assessment/question.schemas';
import { NotificationType } from '@domain/notifications/notification-type';
import {
  CALL_OF,
  answerFor,
  firstOfEachType,
  historyCount,
  notificationsOf,
  saveBody,
  storedAnswer,
  teacherPreviews,
} from './assessment-fixtures';
import { addStudent, userId } from './support/content-fixtures';
import { useTestServer } from './support/test-context';

const server = useTestServer({
  world: async (s) => {
    const teacher = await s.login('teacher');
    return { teacher, teacherId: await userId(s, 'teacher'), questions: firstOfEachType(await teacherPreviews(s, teacher)) };
  },
});

describe('the demo course has every question type with its key', () => {
  it('covers the nine types', () => {
    const { questions } = server.world;
    expect([...questions.keys()].sort()).toEqual([...QUESTION_TYPES].sort());
  });
});

/**
 * One lifecycle per question type, each with a fresh student of the demo classroom: save, the same
 * save again (one write), an older save arriving late (ignored), submit that question (key revealed,
 * scored), submit the group, teacher feedback (score follows), retake (new round, old one kept).
 */
describe.each(QUESTION_TYPES.map((type) => [type]))('%s', (type) => {
  it('save, repeat, out-of-order, submit, score, feedback, retake', async () => {
    const { teacher, teacherId, questions } = server.world;
    const k = questions.get(type as QuestionType)!;
    const call = CALL_OF[type as QuestionType];
    const username = `p${type.replace(/[^a-z]/g, '').slice(0, 10)}`;
    const studentId = await addStudent(server, username, true);
    const student = await server.login(username);

    // Before submission the student's view carries no key.
    const before = await server.call('GET', `/api/assessment/${k.assessmentId}`, { token: student });
    expect(before.status).toBe(200);
    const shown = before.body.data.groups.flatMap((g: any) => g.questions).find((q: any) => q.id === k.question.id);
    expect(shown.revealed).toBe(false);
    expect(JSON.stringify(shown)).not.toMatch(/"correct":(true|false)|"correctChoice(Id|List)":[\d[]|"correctAnswerSet":(?!null)/);
    expect(shown.suggestedAnswer).toBeNull();

    // A save, and the very same save again: one write, the same answer.
    const first = saveBody(k, answerFor(k.question, false), 10);
    const saved = await server.call('POST', `/api/${call}`, { token: student, body: first });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ statusType: 1, statusMessage: 'Answer saved', data: { applied: true, duplicate: false, clientSeq: 10 } });
    const again = await server.call('POST', `/api/${call}`, { token: student, body: first });
    expect(again.body.data).toEqual({ ...saved.body.data, duplicate: true });
    expect(await historyCount(server, studentId, k.question.id)).toBe(1);

    // A newer save applies; an older one arriving afterwards is kept in history but never overwrites it.
    const newer = await server.call('POST', `/api/${call}`, { token: student, body: saveBody(k, answerFor(k.question, true), 30) });
    expect(newer.body.data.applied).toBe(true);
    const older = await server.call('POST', `/api/${call}`, { token: student, body: saveBody(k, answerFor(k.question, false), 20) });
    expect(older.status).toBe(200);
    expect(older.body.data.applied).toBe(false);
    expect((await storedAnswer(server, studentId, k.question.id))?.clientSeq).toBe(30);
    expect(await historyCount(server, studentId, k.question.id)).toBe(3);

    // Submitting this question: saved, scored, and now its key is shown.
    const submitted = await server.call('POST', `/api/${call}/submit`, { token: student, body: saveBody(k, answerFor(k.question, true), 40) });
    expect(submitted.status).toBe(200);
    expect(submitted.body.statusMessage).toBe('Answer submitted');
    const q = submitted.body.data.question;
    expect(q.revealed).toBe(true);
    expect(q.isSubmitted).toBe(true);
    if (isObjective(type as QuestionType)) expect(q).toMatchObject({ score: k.question.points, isCorrect: true });
    else expect(q).toMatchObject({ score: null, isCorrect: null });
    if ('correctChoiceId' in k.question) expect(q.correctChoiceId).toBe(k.question.correctChoiceId);

    // The submitted question is closed: another save is refused and writes nothing.
    const late = await server.call('POST', `/api/${call}`, { token: student, body: saveBody(k, answerFor(k.question, false), 50) });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ statusType: 0, data: { code: 'QUESTION.ALREADY_SUBMITTED' } });
    expect(await historyCount(server, studentId, k.question.id)).toBe(4);

    // Submitting the group: every other question is closed and scored; teachers are told.
    const group = await server.call('POST', `/api/assessment/${k.assessmentId}/submit`, { token: student, body: { retakeRound: 1 } });
    if (group.status === 409) expect(group.body.data.code).toBe('ASSESSMENT.ALREADY_SUBMITTED');
    else expect(group.status).toBe(200);
    const afterSubmit = (await server.call('GET', `/api/assessment/${k.assessmentId}`, { token: student })).body.data;
    expect(afterSubmit.isSubmitted).toBe(true);
    const submittedNote = (await notificationsOf(server, teacherId, NotificationType.AssessmentSubmitted)).filter((n) => n.args.studentUserId === studentId);
    expect(submittedNote.length).toBeGreaterThanOrEqual(1);
    expect(submittedNote[0].args).toMatchObject({ lessonId: k.lessonId, studentName: 'Other Pupil' });

    // Teacher feedback: essays through their own call; the question's score follows.
    const feedbackUrl = type === 'essay' ? '/api/answer-feedback/essay' : '/api/answer-feedback';
    const points = k.question.points;
    const fb = await server.call('POST', feedbackUrl, { token: teacher, body: { studentId, questionId: k.question.id, score: points / 2, feedback: 'Good start.' } });
    expect(fb.status).toBe(200);
    expect(fb.body.data).toMatchObject({ score: points / 2, maxScore: points, feedback: 'Good start.' });
    const scored = (await server.call('GET', `/api/assessment/${k.assessmentId}`, { token: student })).body.data;
    expect(scored.groups.flatMap((g: any) => g.questions).find((x: any) => x.id === k.question.id)).toMatchObject({ score: points / 2, feedback: 'Good start.' });
    expect((await notificationsOf(server, studentId, NotificationType.FeedbackReceived)).length).toBe(1);

    // Retake: a new round opens, the old round stays as history, a save for round 1 is refused.
    const retake = await server.call('PATCH', `/api/retake-assessment/${k.assessmentId}/student/${studentId}`, { token: teacher });
    expect(retake.status).toBe(200);
    expect(retake.body.data).toMatchObject({ retakeRound: 2, isSubmitted: false });
    expect(retake.body.data.history).toEqual([expect.objectContaining({ retakeRound: 1 })]);
    expect((await notificationsOf(server, studentId, NotificationType.RetakeAllowed)).length).toBe(1);
    const stale = await server.call('POST', `/api/${call}`, { token: student, body: saveBody(k, answerFor(k.question, true), 60, 1) });
    expect(stale.status).toBe(409);
    expect(stale.body.data.code).toBe('ASSESSMENT.STALE_ROUND');
    const fresh = await server.call('POST', `/api/${call}`, { token: student, body: saveBody(k, answerFor(k.question, false), 1, 2) });
    expect(fresh.body.data).toMatchObject({ applied: true, retakeRound: 2 });
    const reopened = (await server.call('GET', `/api/assessment/${k.assessmentId}`, { token: student })).body.data;
    const again2 = reopened.groups.flatMap((g: any) => g.questions).find((x: any) => x.id === k.question.id);
    expect(again2).toMatchObject({ retakeRound: 2, isSubmitted: false, revealed: false, score: null });
  });
});
