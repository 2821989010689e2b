import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { AssessmentView } from '@domain/assessment/student-view';
import { one } from '../../server/src/db/database';
import { AUTH_SESSION_CHANGED_CHANNEL } from '../../server/src/http/session-cache';
import { addTeacherWithClassroom, answerFor, checkedCalls, saveBody, teacherPreviews, type KeyedQuestion } from './assessment-fixtures';
import { addStudent, userId } from './support/content-fixtures';
import { useTestServer } from './support/test-context';

/**
 * The FERPA audit trail (34 CFR 99.32): every read of a student's record by someone else is
 * recorded; a super admin lists them, exports everything about a student and erases it on request.
 */
const server = useTestServer({
  world: async (s) => {
    const teacher = await s.login('teacher');
    await addTeacherWithClassroom(s, 'otherteach1');
    return {
      superAdmin: await s.login('superadmin'),
      teacher,
      otherTeacher: await s.login('otherteach1'),
      campusManager: await s.login('campusmanager'),
      districtManager: await s.login('districtmanager'),
      stateManager: await s.login('statemanager'),
      support: await s.login('support'),
      creator: await s.login('creator'),
      student: await s.login('student'),
      studentId: await userId(s, 'student'),
      teacherId: await userId(s, 'teacher'),
      previews: await teacherPreviews(s, teacher),
    };
  },
});
const { call } = checkedCalls(server);

interface DisclosureRow {
  viewerId: number;
  viewerName: string;
  viewerRoleId: number;
  viewerRoleName: string;
  kind: string;
  objectId: number | null;
  route: string | null;
}

async function disclosuresOf(studentId: number, query = ''): Promise<{ total: number; disclosures: DisclosureRow[] }> {
  const res = await call('GET', `/api/student/${studentId}/disclosures${query}`, { token: server.world.superAdmin });
  expect(res.status).toBe(200);
  return res.body.data;
}

async function storedDisclosureCount(studentId: number): Promise<number> {
  return (await one<{ n: number }>(server.db, 'SELECT count(*)::int AS n FROM student_record_disclosures WHERE student_user_id = $1', [studentId]))!.n;
}

const keyedOf = (view: AssessmentView): KeyedQuestion => {
  const question = view.groups.flatMap((g) => g.questions).find((q) => q.type === 'multiple-choice')! as KeyedQuestion['question'];
  return { assessmentId: view.id, lessonId: view.lessonId, question };
};
const multipleChoiceAssessment = () => server.world.previews.find((v) => v.kind !== 'benchmark' && v.groups.some((g) => g.questions.some((q) => q.type === 'multiple-choice')))!;

/** A student of the demo classroom who answered one question. */
async function studentWithAnAnswer(name: string) {
  const id = await addStudent(server, name, true);
  const token = await server.login(name);
  const keyed = keyedOf(multipleChoiceAssessment());
  const saved = await call('POST', '/api/multiple-choice-answer', { token, body: saveBody(keyed, answerFor(keyed.question, true), 1) });
  expect(saved.status).toBe(200);
  return { id, token, keyed };
}

describe('reads of a student record by someone else are recorded', () => {
  it("records a teacher reading a student's answers: who, whose, what, when and the call", async () => {
    const { teacher, studentId, teacherId } = server.world;
    const view = multipleChoiceAssessment();
    expect((await call('GET', `/api/assessment/${view.id}?studentId=${studentId}`, { token: teacher })).status).toBe(200);

    const { total, disclosures } = await disclosuresOf(studentId);
    expect(total).toBe(1);
    expect(disclosures[0]).toMatchObject({
      viewerId: teacherId,
      viewerName: 'Teresa Maestra',
      viewerRoleId: 4,
      viewerRoleName: 'District Teacher',
      kind: 'assessment-answers',
      objectId: view.id,
      route: 'GET /api/assessment/:id',
    });
    expect(Date.now() - Date.parse((disclosures[0] as unknown as { disclosedAt: string }).disclosedAt)).toBeLessThan(60 * 60 * 1000);
  });

  it('records nothing when students read their own work, nor when a teacher previews without a student', async () => {
    const { student, teacher, studentId } = server.world;
    const view = multipleChoiceAssessment();
    expect((await call('GET', `/api/assessment/${view.id}`, { token: student })).status).toBe(200);
    expect((await call('GET', '/api/units', { token: student })).status).toBe(200);
    expect((await call('GET', `/api/lesson-score/${view.lessonId}`, { token: student })).status).toBe(200);
    expect((await call('GET', `/api/benchmark/list`, { token: student })).status).toBe(200);
    expect((await call('GET', `/api/assessment/${view.id}`, { token: teacher })).status).toBe(200);
    expect((await call('GET', '/api/units', { token: teacher })).status).toBe(200);
    expect(await storedDisclosureCount(studentId)).toBe(0);
  });

  it('records nothing for a read the viewer was refused (a teacher out of scope)', async () => {
    const { otherTeacher, studentId } = server.world;
    const view = multipleChoiceAssessment();
    expect((await call('GET', `/api/assessment/${view.id}?studentId=${studentId}`, { token: otherTeacher })).status).toBe(403);
    expect((await call('GET', `/api/teacher-feedback/student/${studentId}`, { token: otherTeacher })).status).toBe(403);
    expect(await storedDisclosureCount(studentId)).toBe(0);
  });

  it('records managers, support and the super admin reading progress, scores and feedback, newest first', async () => {
    const { campusManager, support, superAdmin, teacher, studentId } = server.world;
    const view = multipleChoiceAssessment();
    const unitId = view.unitId;
    // Support reads a student's record only while acting for the student's teacher (support/acting-for).
    const [{ school_id: schoolId }] = await server.db.query<{ school_id: number }>('SELECT school_id FROM users WHERE id = $1', [server.world.teacherId]);
    expect((await call('POST', '/api/support/acting-for', { token: support, body: { schoolId, teacherUserId: server.world.teacherId } })).status).toBe(200);
    const reads: [string, string][] = [
      [campusManager, `/api/lesson-score/${view.lessonId}?studentId=${studentId}`],
      [support, `/api/units?studentId=${studentId}`],
      [superAdmin, `/api/unit/${unitId}?studentId=${studentId}`],
      [teacher, `/api/unit/${unitId}/overview?studentId=${studentId}`],
      [teacher, `/api/lesson/${view.lessonId}?studentId=${studentId}`],
      [teacher, `/api/teacher-feedback/student/${studentId}`],
      [teacher, `/api/benchmark/list?userId=${studentId}`],
      [teacher, `/api/${unitId}/lessons?studentId=${studentId}`],
    ];
    for (const [token, url] of reads) expect((await call('GET', url, { token })).status, url).toBe(200);

    const { total, disclosures } = await disclosuresOf(studentId);
    expect(total).toBe(reads.length);
    expect(disclosures.map((d) => [d.viewerRoleId, d.kind, d.objectId])).toEqual([
      [4, 'unit-progress', unitId],
      [4, 'benchmark-list', null],
      [4, 'unit-feedback', null],
      [4, 'lesson-progress', view.lessonId],
      [4, 'unit-overview', unitId],
      [1, 'unit-progress', unitId],
      [7, 'unit-progress', null],
      [3, 'lesson-score', view.lessonId],
    ]);
    expect(disclosures.at(-1)!.route).toBe('GET /api/lesson-score/:id');

    const second = await disclosuresOf(studentId, '?page=2&pageSize=3');
    expect(second.total).toBe(reads.length);
    expect(second.disclosures.map((d) => d.kind)).toEqual(['lesson-progress', 'unit-overview', 'unit-progress']);
  });

  it("records a manager's user list as a read of every student in it, and nobody else", async () => {
    const { campusManager, studentId } = server.world;
    const schoolId = (await one<{ id: number }>(server.db, 'SELECT school_id AS id FROM users WHERE id = $1', [studentId]))!.id;
    const list = await call('GET', `/api/User/GetBySchoolId/${schoolId}`, { token: campusManager });
    expect(list.status).toBe(200);
    const listed = (list.body.data as { id: number; roleId: number }[]).filter((u) => u.roleId === 6);
    expect(listed.map((u) => u.id)).toContain(studentId);

    const { disclosures } = await disclosuresOf(studentId);
    expect(disclosures).toEqual([expect.objectContaining({ kind: 'user-record', viewerRoleId: 3, route: 'GET /api/User/:apiPath/:id' })]);
    const others = await one<{ n: number }>(server.db, `SELECT count(*)::int AS n FROM student_record_disclosures WHERE kind = 'user-record'`);
    expect(others!.n).toBe(listed.length);
  });
});

describe('GET student/{id}/disclosures', () => {
  it('is for the super admin only: 403 for staff in and out of scope, other managers and the student, 401 anonymous', async () => {
    const w = server.world;
    for (const token of [w.teacher, w.otherTeacher, w.campusManager, w.districtManager, w.stateManager, w.support, w.creator, w.student]) {
      const res = await call('GET', `/api/student/${w.studentId}/disclosures`, { token });
      expect(res.status).toBe(403);
      expect(res.body.data.code).toBe('FORBIDDEN');
    }
    expect((await call('GET', `/api/student/${w.studentId}/disclosures`)).status).toBe(401);
  });

  it('is 404 for an unknown student and for an account that is not a student', async () => {
    const { superAdmin, teacherId } = server.world;
    for (const id of [987654, teacherId]) {
      const res = await call('GET', `/api/student/${id}/disclosures`, { token: superAdmin });
      expect(res.status).toBe(404);
      expect(res.body.data.code).toBe('PRIVACY.STUDENT_NOT_FOUND');
    }
  });

  it('refuses a page size beyond the limit with a 400 naming the field', async () => {
    const res = await call('GET', `/api/student/${server.world.studentId}/disclosures?pageSize=1000`, { token: server.world.superAdmin });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.data)).toContain('pageSize');
  });
});

describe('GET student/{id}/export', () => {
  it("answers everything about the student, the seeded answers with their history included, and records the export", async () => {
    const { superAdmin, teacher } = server.world;
    const s = await studentWithAnAnswer('exported1');
    expect((await call('GET', `/api/assessment/${s.keyed.assessmentId}?studentId=${s.id}`, { token: teacher })).status).toBe(200);

    const res = await call('GET', `/api/student/${s.id}/export`, { token: superAdmin });
    expect(res.status).toBe(200);
    const doc = res.body.data;
    expect(doc.profile).toMatchObject({ id: s.id, userName: 'exported1', firstName: 'Other', lastName: 'Pupil' });
    expect(doc.classrooms).toHaveLength(1);
    const answers = doc.attempts.flatMap((a: { answers: { questionId: number; answer: unknown }[] }) => a.answers);
    expect(answers).toEqual([expect.objectContaining({ questionId: s.keyed.question.id, answer: answerFor(s.keyed.question, true) })]);
    expect(doc.answerHistory).toEqual([expect.objectContaining({ questionId: s.keyed.question.id, applied: true })]);
    expect(doc.sessions.length).toBeGreaterThanOrEqual(1);
    expect(doc.disclosures.map((d: DisclosureRow) => d.kind)).toEqual(['student-export', 'assessment-answers']);

    const { disclosures } = await disclosuresOf(s.id);
    expect(disclosures[0]).toMatchObject({ kind: 'student-export', viewerRoleId: 1, route: 'GET /api/student/:id/export' });
  });

  it('is for the super admin only, and 404 for an unknown student', async () => {
    const w = server.world;
    for (const token of [w.teacher, w.campusManager, w.support, w.student]) {
      expect((await call('GET', `/api/student/${w.studentId}/export`, { token })).status).toBe(403);
    }
    expect((await call('GET', `/api/student/${w.studentId}/export`)).status).toBe(401);
    expect((await call('GET', `/api/student/987654/export`, { token: w.superAdmin })).body.data.code).toBe('PRIVACY.STUDENT_NOT_FOUND');
    expect(await storedDisclosureCount(w.studentId)).toBe(0);
  });
});

describe('DELETE student/{id}/data', () => {
  it('erases the answers, progress, attempts, notifications and sessions in one go, keeping the audit rows', async () => {
    const { superAdmin, teacher } = server.world;
    const s = await studentWithAnAnswer('erased01');
    expect((await call('GET', `/api/assessment/${s.keyed.assessmentId}?studentId=${s.id}`, { token: teacher })).status).toBe(200);
    expect((await call('GET', `/api/lesson/${s.keyed.lessonId}`, { token: s.token })).status).toBe(200);
    const tools = { textSize: 'larger', highContrast: true, readingSpacing: true, readAloudLanguage: 'es' };
    expect((await call('PUT', '/api/User/accessibility-preferences', { token: s.token, body: tools })).status).toBe(200);
    const view = { id: '0b9f3c8e-7a51-4d2e-9c1a-3f5e2d4b6a71', type: 'page-view', section: 'lesson', path: '/unit/1/lesson/2', startedAt: new Date().toISOString(), durationMs: 5000, sessionId: '5c2d1e0f-3a4b-4c6d-8e7f-9a0b1c2d3e4f' };
    expect((await call('POST', '/api/telemetry/events', { token: s.token, body: { events: [view] } })).status).toBe(200);
    expect((await call('GET', `/api/User/update-time?userId=${s.id}`, { token: s.token })).status).toBe(200);

    // The erasure ends the student's sessions; the session cache hears of it over LISTEN (as other processes do).
    const res = await server.untilAnnounced(AUTH_SESSION_CHANGED_CHANNEL, () => call('DELETE', `/api/student/${s.id}/data`, { token: superAdmin }));
    expect(res.status).toBe(200);
    expect(res.body.statusMessage).toBe("The student's data was erased");
    // The accessibility tools' settings go too: they may hint at a disability.
    expect(res.body.data.erased).toMatchObject({ answers: 1, answerHistory: 1, attempts: 1, classrooms: 1, sessions: 1, accessibilityPreferences: 1, rosterLinks: 0, ssoIdentities: 0, usageEvents: 1, timeInSystem: 2 });
    expect(res.body.data.erased.lessonProgress).toBeGreaterThanOrEqual(1);

    const left = await one<{ answers: number; saves: number; attempts: number; progress: number; sessions: number }>(
      server.db,
      `SELECT (SELECT count(*)::int FROM assessment_answers c JOIN assessment_attempts a ON a.id = c.attempt_id WHERE a.student_user_id = $1) AS answers,
              (SELECT count(*)::int FROM assessment_answer_saves WHERE student_user_id = $1) AS saves,
              (SELECT count(*)::int FROM assessment_attempts WHERE student_user_id = $1) AS attempts,
              (SELECT count(*)::int FROM lesson_progress WHERE student_user_id = $1) AS progress,
              (SELECT count(*)::int FROM auth_sessions WHERE user_id = $1) AS sessions`,
      [s.id],
    );
    expect(left).toEqual({ answers: 0, saves: 0, attempts: 0, progress: 0, sessions: 0 });
    const account = await one<{ username: string; first_name: string; email: string | null }>(server.db, 'SELECT username, first_name, email FROM users WHERE id = $1', [s.id]);
    expect(account).toEqual({ username: `erased-${s.id}`, first_name: '', email: null });

    // The audit rows stay (the teacher's read, then the erasure itself), still listed by the student's id.
    const { disclosures } = await disclosuresOf(s.id);
    expect(disclosures.map((d) => [d.kind, d.viewerName])).toEqual([
      ['student-erasure', 'Sofia Admin'],
      ['assessment-answers', 'Teresa Maestra'],
    ]);
    // The student's session ended with the data.
    expect((await call('GET', '/api/units', { token: s.token })).status).toBe(401);
  });

  it('answers 404 to a second erasure and to an export of erased data', async () => {
    const { superAdmin } = server.world;
    const id = await addStudent(server, 'erased02', false);
    expect((await call('DELETE', `/api/student/${id}/data`, { token: superAdmin })).status).toBe(200);
    const again = await call('DELETE', `/api/student/${id}/data`, { token: superAdmin });
    expect(again.status).toBe(404);
    expect(again.body.data.code).toBe('PRIVACY.STUDENT_ERASED');
    expect((await call('GET', `/api/student/${id}/export`, { token: superAdmin })).body.data.code).toBe('PRIVACY.STUDENT_ERASED');
    expect((await disclosuresOf(id)).total).toBe(1);
  });

  it('is for the super admin only: nothing is erased for anyone else, 404 for an unknown student', async () => {
    const w = server.world;
    const s = await studentWithAnAnswer('erased03');
    for (const token of [w.teacher, w.otherTeacher, w.campusManager, w.districtManager, w.stateManager, w.support, w.creator, s.token]) {
      const res = await call('DELETE', `/api/student/${s.id}/data`, { token });
      expect(res.status).toBe(403);
    }
    expect((await call('DELETE', `/api/student/${s.id}/data`)).status).toBe(401);
    expect((await call('DELETE', '/api/student/987654/data', { token: w.superAdmin })).body.data.code).toBe('PRIVACY.STUDENT_NOT_FOUND');
    const saves = await one<{ n: number }>(server.db, 'SELECT count(*)::int AS n FROM assessment_answer_saves WHERE student_user_id = $1', [s.id]);
    expect(saves!.n).toBe(1);
  });

  it('keeps the answers history and the disclosures append-only otherwise', async () => {
    const s = await studentWithAnAnswer('erased04');
    await expect(server.db.query('DELETE FROM assessment_answer_saves WHERE student_user_id = $1', [s.id])).rejects.toThrow(/append-only/);
    expect((await call('GET', `/api/assessment/${s.keyed.assessmentId}?studentId=${s.id}`, { token: server.world.teacher })).status).toBe(200);
    await expect(server.db.query('DELETE FROM student_record_disclosures WHERE student_user_id = $1', [s.id])).rejects.toThrow(/append-only/);
    await expect(server.db.query(`UPDATE student_record_disclosures SET kind = 'x' WHERE student_user_id = $1`, [s.id])).rejects.toThrow(/append-only/);
  });
});
