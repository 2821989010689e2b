import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { QuestionType } from '@domain/assessment/question.schemas';
import { addTeacherWithClassroom, answerFor, firstOfEachType, historyCount, saveBody, storedAnswer, teacherPreviews, type KeyedQuestion, checkedCalls } from './assessment-fixtures';
import { addStudent } from './support/content-fixtures';
import { useTestServer } from './support/test-context';

const server = useTestServer({
  world: async (s) => {
    const teacher = await s.login('teacher');
    const questions = firstOfEachType(await teacherPreviews(s, teacher));
    const studentId = await addStudent(s, 'badinput1', true);
    const classmateId = await addStudent(s, 'badinput2', true);
    return {
      teacher,
      mc: questions.get('multiple-choice' as QuestionType)!,
      venn: questions.get('venn-diagram' as QuestionType)!,
      studentId,
      classmateId,
      student: await s.login('badinput1'),
      classmate: await s.login('badinput2'),
    };
  },
});
const { call } = checkedCalls(server);

/** Whatever the refusal, nothing is stored for the question. */
async function nothingStored(k: KeyedQuestion, who = server.world.studentId) {
  expect(await historyCount(server, who, k.question.id)).toBe(0);
}

describe('malformed and misdirected saves change nothing', () => {
  it('refuses bodies that are not JSON, miss fields or break the schema, naming the field', async () => {
    const { mc, student } = server.world;
    const raw = await server.call('POST', '/api/multiple-choice-answer', { token: student, raw: '{"clientAnswerId": ' });
    expect(raw.status).toBe(400);
    expect(raw.body.data.code).toBe('MALFORMED_BODY');
    const good = saveBody(mc, answerFor(mc.question, true), 1);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, clientAnswerId: 'not-a-uuid' }, 'clientAnswerId'],
      [{ ...good, clientAnswerId: undefined }, 'clientAnswerId'],
      [{ ...good, clientSeq: -3 }, 'clientSeq'],
      [{ ...good, clientSeq: 1.5 }, 'clientSeq'],
      [{ ...good, retakeRound: 0 }, 'retakeRound'],
      [{ ...good, answer: { choiceId: 'abc' } }, 'answer.choiceId'],
      [{ ...good, answer: undefined }, 'answer'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', '/api/multiple-choice-answer', { token: student, body });
      expect(res.status, field).toBe(400);
      expect(res.body.data.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    await nothingStored(mc);
  });

  it('refuses an answer naming a choice or element the question does not have (400) and the wrong call for the type (400)', async () => {
    const { mc, venn, student } = server.world;
    const foreign = await call('POST', '/api/multiple-choice-answer', { token: student, body: saveBody(mc, { choiceId: 999999 }, 1) });
    expect(foreign.status).toBe(400);
    expect(foreign.body.data).toMatchObject({ code: 'ANSWER.NOT_IN_QUESTION', fields: [{ field: 'answer.choiceId' }] });
    const element = await call('POST', '/api/venn-diagram-answer', { token: student, body: saveBody(venn, { placements: [{ elementId: 999999, set: 'both' }] }, 1) });
    expect(element.body.data).toMatchObject({ code: 'ANSWER.NOT_IN_QUESTION', fields: [{ field: 'answer.placements.0.elementId' }] });
    const duplicate = await call('POST', '/api/venn-diagram-answer', {
      token: student,
      body: saveBody(venn, { placements: [{ elementId: venn.question.elements[0].id, set: 'both' }, { elementId: venn.question.elements[0].id, set: 'primary' }] }, 1),
    });
    expect(duplicate.status).toBe(400);
    const wrongCall = await call('POST', '/api/written-answer', { token: student, body: saveBody(mc, { text: 'hello' }, 1) });
    expect(wrongCall.status).toBe(400);
    expect(wrongCall.body.data.code).toBe('ANSWER.WRONG_TYPE');
    await nothingStored(mc);
    await nothingStored(venn);
  });

  it('refuses a question that is not in the named assessment, or does not exist (404)', async () => {
    const { mc, venn, student } = server.world;
    const elsewhere = await call('POST', '/api/multiple-choice-answer', { token: student, body: { ...saveBody(mc, answerFor(mc.question, true), 1), assessmentId: venn.assessmentId } });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.data.code).toBe('QUESTION.NOT_IN_ASSESSMENT');
    const unknown = await call('POST', '/api/multiple-choice-answer', { token: student, body: { ...saveBody(mc, answerFor(mc.question, true), 1), questionId: 999999 } });
    expect(unknown.status).toBe(404);
    await nothingStored(mc);
  });

  it('only students save answers; a teacher is refused before the body is read', async () => {
    const { teacher, mc } = server.world;
    const res = await call('POST', '/api/multiple-choice-answer', { token: teacher, body: { nonsense: true } });
    expect(res.status).toBe(403);
    expect((await call('POST', `/api/assessment/${mc.assessmentId}/submit`, { token: teacher, body: { retakeRound: 1 } })).status).toBe(403);
    expect((await server.call('POST', '/api/multiple-choice-answer', { body: saveBody(mc, answerFor(mc.question, true), 1) })).status).toBe(401);
  });

  it('refuses to reuse a client answer id for a different save (409), and answers a true repeat the same', async () => {
    const { mc, student, studentId, classmate, classmateId } = server.world;
    const id = randomUUID();
    const first = await call('POST', '/api/multiple-choice-answer', { token: student, body: saveBody(mc, answerFor(mc.question, false), 5, 1, id) });
    expect(first.status).toBe(200);
    const reused = await call('POST', '/api/multiple-choice-answer', { token: student, body: saveBody(mc, answerFor(mc.question, true), 6, 1, id) });
    expect(reused.status).toBe(409);
    expect(reused.body.data.code).toBe('ANSWER.ID_REUSED');
    const stolen = await call('POST', '/api/multiple-choice-answer', { token: classmate, body: saveBody(mc, answerFor(mc.question, false), 5, 1, id) });
    expect(stolen.status).toBe(409);
    await nothingStored(mc, classmateId);
    expect(await historyCount(server, studentId, mc.question.id)).toBe(1);
  });

  it('applies two identical saves sent at the same moment exactly once', async () => {
    const { mc, student, studentId } = server.world;
    // An earlier save of the student's, so the pair below is one more entry in the history.
    expect((await call('POST', '/api/multiple-choice-answer', { token: student, body: saveBody(mc, answerFor(mc.question, false), 5) })).status).toBe(200);
    const body = saveBody(mc, answerFor(mc.question, true), 7);
    const [a, b] = await Promise.all([
      server.call('POST', '/api/multiple-choice-answer', { token: student, body }),
      server.call('POST', '/api/multiple-choice-answer', { token: student, body }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.data.duplicate, b.body.data.duplicate].sort()).toEqual([false, true]);
    expect(a.body.data.applied).toBe(b.body.data.applied);
    expect(await historyCount(server, studentId, mc.question.id)).toBe(2);
    expect((await storedAnswer(server, studentId, mc.question.id))?.clientSeq).toBe(7);
  });
});

describe('whose work', () => {
  it("a student cannot read another student's assessment, and a teacher reads only their students'", async () => {
    const { teacher, mc, student, studentId, classmateId } = server.world;
    const other = await call('GET', `/api/assessment/${mc.assessmentId}?studentId=${classmateId}`, { token: student });
    expect(other.status).toBe(403);
    expect(other.body.data.code).toBe('PROGRESS.NOT_YOURS');
    const outsiderId = await addStudent(server, 'outsider9', false);
    expect((await call('GET', `/api/assessment/${mc.assessmentId}?studentId=${outsiderId}`, { token: teacher })).status).toBe(403);
    const mine = await call('GET', `/api/assessment/${mc.assessmentId}?studentId=${studentId}`, { token: teacher });
    expect(mine.status).toBe(200);
    expect(mine.body.data.studentId).toBe(studentId);
  });

  it("a save always lands in the caller's own work (another student's answers are untouched)", async () => {
    const { mc, student, studentId, classmate, classmateId } = server.world;
    expect((await call('POST', '/api/multiple-choice-answer', { token: student, body: saveBody(mc, answerFor(mc.question, true), 7) })).status).toBe(200);
    await call('POST', '/api/multiple-choice-answer', { token: classmate, body: saveBody(mc, answerFor(mc.question, false), 100) });
    expect((await storedAnswer(server, studentId, mc.question.id))?.clientSeq).toBe(7);
    expect((await storedAnswer(server, classmateId, mc.question.id))?.clientSeq).toBe(100);
  });
});

describe('answer keys', () => {
  it('are in no student view of any demo assessment before submission, and in every teacher view', async () => {
    const { teacher } = server.world;
    const keyed = /"correct":(true|false)|"correctChoice(Id|List)":[\d[]|"correctAnswerSet":(?!null)/;
    const ids = await server.db.query<{ id: number; lessonId: number; benchmark: boolean }>(
      'SELECT assessment_id AS id, lesson_id AS "lessonId", benchmark_set_id IS NOT NULL AS benchmark FROM published_assessments',
    );
    const demo = await server.login('student');
    for (const { id, lessonId, benchmark } of ids) {
      const res = await call('GET', `/api/assessment/${id}`, { token: demo });
      expect(res.status).toBe(200);
      expect(res.raw.body).not.toMatch(keyed);
      expect(res.raw.body).not.toContain('"revealed":true');
      const staff = (await call('GET', `/api/assessment/${id}`, { token: teacher })).raw.body;
      expect(staff).not.toContain('"revealed":false');
      if (!benchmark) expect(res.body.data.groups.every((g: any) => g.questions.every((q: any) => q.suggestedAnswer === null))).toBe(true);
      // The builders' drafts carry the keys: a student never reads them (issue 15).
      expect((await call('GET', `/api/assessment/${id}/backup`, { token: demo })).status).toBe(403);
      if (!benchmark) expect((await call('GET', `/api/assessment/lesson/${lessonId}/backup`, { token: demo })).status).toBe(403);
    }
  });
});

describe('submitting', () => {
  it('refuses answers after submission and a second submit (409), changing nothing', async () => {
    const { venn } = server.world;
    const id = await addStudent(server, 'twice1', true);
    const token = await server.login('twice1');
    await call('POST', '/api/venn-diagram-answer', { token, body: saveBody(venn, answerFor(venn.question, true), 1) });
    const first = await call('POST', `/api/assessment/${venn.assessmentId}/submit`, { token, body: { retakeRound: 1 } });
    expect(first.status).toBe(200);
    const second = await call('POST', `/api/assessment/${venn.assessmentId}/submit`, { token, body: { retakeRound: 1 } });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ statusType: 0, data: { code: 'ASSESSMENT.ALREADY_SUBMITTED' }, statusMessage: 'This assessment has already been submitted' });
    const before = await historyCount(server, id, venn.question.id);
    const after = await call('POST', '/api/venn-diagram-answer', { token, body: saveBody(venn, answerFor(venn.question, false), 2) });
    expect(after.status).toBe(409);
    expect(after.body.data.code).toBe('ASSESSMENT.ALREADY_SUBMITTED');
    expect(await historyCount(server, id, venn.question.id)).toBe(before);
    const review = await call('POST', '/api/IsReviewing', { token, body: { questionId: venn.question.id, isReviewing: true, questionType: 2 } });
    expect(review.status).toBe(409);
  });

  it('answers in Spanish when asked', async () => {
    const { mc, student } = server.world;
    const res = await call('POST', '/api/multiple-choice-answer', { token: student, language: 'es', body: saveBody(mc, { choiceId: 999999 }, 1) });
    expect(res.body.statusMessage).toContain('La respuesta se refiere a algo que esta pregunta no tiene');
  });
});

describe('review marks and position', () => {
  it('marks a question for review with the right type code, and remembers the current question', async () => {
    const { mc } = server.world;
    const id = await addStudent(server, 'review1', true);
    const token = await server.login('review1');
    const wrongCode = await call('POST', '/api/IsReviewing', { token, body: { questionId: mc.question.id, isReviewing: true, questionType: 2 } });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.data.code).toBe('REVIEW.TYPE_MISMATCH');
    expect((await call('POST', '/api/IsReviewing', { token, body: { questionId: mc.question.id, isReviewing: true, questionType: 3 } })).status).toBe(400);
    const marked = await call('POST', '/api/IsReviewing', { token, body: { questionId: mc.question.id, isReviewing: true, questionType: 1 } });
    expect(marked.body).toMatchObject({ statusMessage: 'Review mark saved', data: { isReviewing: true } });

    const lesson = (await call('GET', `/api/lesson/${mc.lessonId}`, { token })).body.data;
    const component = lesson.components.find((c: { type: string }) => c.type === 'assessment-group');
    const moved = await call('PUT', `/api/component/${mc.lessonId}/${component.id}/1`, { token });
    expect(moved.body).toMatchObject({ statusMessage: 'Position saved', data: { currentIndex: 1 } });
    expect((await call('PUT', `/api/component/${mc.lessonId}/${component.id}/99`, { token })).status).toBe(400);
    const notGroup = lesson.components.find((c: { type: string }) => c.type !== 'assessment-group');
    if (notGroup) expect((await call('PUT', `/api/component/${mc.lessonId}/${notGroup.id}/0`, { token })).status).toBe(404);

    const view = (await call('GET', `/api/assessment/lesson/${mc.lessonId}`, { token })).body.data;
    const group = view.groups[0];
    expect(group.currentIndex).toBe(1);
    expect(group.assessmentPagerStatus[group.questions.findIndex((q: { id: number }) => q.id === mc.question.id)]).toBe('reviewing');
    expect(group.reviewingCount).toBe(1);
    expect(id).toBeGreaterThan(0);
  });
});

describe('unit locks', () => {
  it('refuse saves while one of the student`s classrooms has locked the unit, and follow lock and membership changes', async () => {
    const { mc } = server.world;
    const pupilId = await addStudent(server, 'lockpupil', false);
    const token = await server.login('lockpupil');
    const { classroomId } = await addTeacherWithClassroom(server, 'lockteacher');
    const [{ unitId }] = await server.db.query<{ unitId: number }>(
      'SELECT l.unit_id AS "unitId" FROM published_assessments p JOIN lessons l ON l.id = p.lesson_id WHERE p.assessment_id = $1',
      [mc.assessmentId],
    );
    let seq = 0;
    const save = () => server.call('POST', '/api/multiple-choice-answer', { token, body: saveBody(mc, answerFor(mc.question, true), (seq += 1)) });
    expect((await save()).status).toBe(200);

    // Locked by a classroom the student is not in: still open.
    await server.db.query('INSERT INTO classroom_unit_locks (classroom_id, unit_id) VALUES ($1, $2)', [classroomId, unitId]);
    await expect.poll(async () => (await save()).status).toBe(200);

    // The student joins that classroom: locked out, and a refused save stores nothing.
    await server.db.query('INSERT INTO classroom_students (classroom_id, student_user_id) VALUES ($1, $2)', [classroomId, pupilId]);
    await expect.poll(async () => (await save()).status).toBe(403);
    const before = await historyCount(server, pupilId, mc.question.id);
    const refused = await save();
    expect(refused.body.data.code).toBe('UNIT.LOCKED');
    expect(await historyCount(server, pupilId, mc.question.id)).toBe(before);

    // The classroom unlocks the unit: open again.
    await server.db.query('DELETE FROM classroom_unit_locks WHERE classroom_id = $1 AND unit_id = $2', [classroomId, unitId]);
    await expect.poll(async () => (await save()).status).toBe(200);
  });
});
