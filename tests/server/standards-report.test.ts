import 'reflect-metadata';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { addTeacherWithClassroom, answerFor, checkedCalls, saveBody, teacherPreviews, CALL_OF, type KeyedQuestion } from './assessment-fixtures';
import { addStudent, courseIds } from './support/content-fixtures';
import { useTestServer } from './support/test-context';

/*
 * Standards (TEKS) mastery (issue 13): the standards of a unit, a classroom's mastery with each
 * student's, one student's, and the classroom's workbook — numbers from a student who answers every
 * objective question of a tagged assessment right.
 */

const server = useTestServer({
  world: async (s) => {
    const { teacherId, classroomId } = await addTeacherWithClassroom(s, 'teksteacher');
    const studentId = await addStudent(s, 'teksalpha', false);
    const idleId = await addStudent(s, 'teksbeta', false);
    for (const id of [studentId, idleId]) await s.db.query('INSERT INTO classroom_students (classroom_id, student_user_id) VALUES ($1, $2)', [classroomId, id]);
    const teacher = await s.login('teksteacher');
    return { teacherId, classroomId, studentId, idleId, teacher, student: await s.login('teksalpha'), demoTeacher: await s.login('teacher'), previews: await teacherPreviews(s, teacher), ids: await courseIds(s) };
  },
});
const { call } = checkedCalls(server);
const w = () => server.world;

/** A published lesson assessment (not a benchmark) whose questions carry standards, and its objective questions. */
function taggedAssessment() {
  const view = w().previews.find((v) => v.kind !== 'benchmark' && v.groups.some((g) => g.questions.some((q) => (q as { teksList?: unknown[] }).teksList?.length)))!;
  const questions = view.groups.flatMap((g) => g.questions).map((q) => ({ assessmentId: view.id, lessonId: view.lessonId, question: q }) as KeyedQuestion);
  return { view, questions };
}

const codesOf = (questions: readonly KeyedQuestion[]) => [...new Set(questions.flatMap((q) => ((q.question as { teksList?: { code: string }[] }).teksList ?? []).map((t) => t.code)))].sort();

describe('standards mastery', () => {
  it("lists a unit's standards with their questions", async () => {
    const { view } = taggedAssessment();
    const res = await call('GET', `/api/teks-list/${view.unitId}`, { token: w().teacher });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data[0]).toEqual({ code: expect.any(String), description: expect.anything(), questions: expect.any(Number) });
    expect((await call('GET', '/api/teks-list/999999', { token: w().teacher })).body.data.code).toBe('REPORT.UNIT_NOT_FOUND');
  });

  it('shows nothing mastered before any work, then the share of points earned per standard, per student and for the classroom', async () => {
    const { view, questions } = taggedAssessment();
    const empty = await call('GET', `/api/SOA-report/${w().classroomId}`, { token: w().teacher });
    expect(empty.status).toBe(200);
    expect(empty.body.data.title).toMatchObject({ en: 'teksteacher class' });
    expect(empty.body.data.standards.every((s: { masteryPercent: null; pointsPossible: number }) => s.masteryPercent === null && s.pointsPossible === 0)).toBe(true);
    expect(empty.body.data.students.map((s: { id: number }) => s.id).sort()).toEqual([w().studentId, w().idleId].sort());

    const objective = questions.filter((q) => q.question.type !== 'written' && q.question.type !== 'essay');
    for (const [i, q] of objective.entries()) {
      expect((await call('POST', `/api/${CALL_OF[q.question.type]}`, { token: w().student, body: saveBody(q, answerFor(q.question, true), i + 1) })).status).toBe(200);
    }
    for (const group of view.groups) {
      await call('POST', `/api/assessment/${view.id}/submit`, { token: w().student, body: { retakeRound: 1, assessmentGroupNumber: group.assessmentGroupNumber } });
    }
    const objectiveCodes = codesOf(objective);
    const unit = await call('GET', `/api/unit-standards/${view.unitId}?classroomId=${w().classroomId}`, { token: w().teacher });
    expect(unit.status).toBe(200);
    const mastered = unit.body.data.standards.filter((s: { pointsPossible: number }) => s.pointsPossible > 0);
    expect(mastered.length).toBeGreaterThan(0);
    for (const s of mastered) expect(objectiveCodes.concat(codesOf(questions))).toContain(s.code);
    const idle = unit.body.data.students.find((s: { id: number }) => s.id === w().idleId);
    expect(idle.standards.every((m: { masteryPercent: null }) => m.masteryPercent === null)).toBe(true);
    const worker = unit.body.data.students.find((s: { id: number }) => s.id === w().studentId);
    expect(worker.standards.some((m: { masteryPercent: number | null }) => m.masteryPercent !== null && m.masteryPercent > 0)).toBe(true);

    const own = await call('GET', `/api/SOAStandard/soa-report/${w().studentId}?lessonId=${view.lessonId}&teacherId=${w().teacherId}`, { token: w().teacher });
    expect(own.status).toBe(200);
    expect(own.body.data.students).toHaveLength(1);
    expect(own.body.data.students[0].standards).toEqual(
      own.body.data.standards.map((s: { code: string; pointsEarned: number; pointsPossible: number; masteryPercent: number | null }) => ({
        code: s.code,
        pointsEarned: s.pointsEarned,
        pointsPossible: s.pointsPossible,
        masteryPercent: s.masteryPercent,
      })),
    );
  });

  it('checks scope and parameters', async () => {
    expect((await call('GET', `/api/SOA-report/${w().classroomId}`, { token: w().demoTeacher })).status).toBe(404);
    expect((await call('GET', `/api/SOAStandard/soa-report/${w().studentId}`, { token: w().demoTeacher })).status).toBe(403);
    expect((await call('GET', `/api/SOA-report/${w().classroomId}`, { token: w().student })).status).toBe(403);
    expect((await call('GET', `/api/SOA-report/${w().classroomId}`)).status).toBe(401);
    const noClassroom = await call('GET', `/api/unit-standards/${w().ids.unit('Colonial America')}`, { token: w().teacher });
    expect(noClassroom.status).toBe(400);
    expect(noClassroom.body.data.fields[0].field).toBe('classroomId');
    const badType = await call('GET', `/api/SOAStandard/soa-report/${w().studentId}?lessonType=12`, { token: w().teacher });
    expect(badType.status).toBe(400);
    expect(badType.body.data.fields[0].field).toBe('lessonType');
    const otherTeacher = await call('GET', `/api/SOAStandard/soa-report/${w().studentId}?teacherId=${w().teacherId + 100000}`, { token: w().teacher });
    expect(otherTeacher.body.data.code).toBe('REPORT.FILTER_MISMATCH');
  });

  it("downloads the classroom's standards as a real workbook", async () => {
    const res = await server.app.inject({ method: 'GET', url: `/api/download-teks-performance-report-xls/classroom/${w().classroomId}`, headers: { authorization: `Bearer ${w().teacher}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename=".+\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const header = sheet.getRow(1).values as unknown[];
    expect(header.slice(1, 7)).toEqual(['Standard', 'Description', 'Questions', 'Points earned', 'Points possible', 'Mastery']);
    expect(header).toContain('Other Pupil');
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).getCell(6).numFmt).toBe('0.0%');
    expect(typeof sheet.getRow(2).getCell(1).value).toBe('string');
    const outside = await server.app.inject({ method: 'GET', url: `/api/download-teks-performance-report-xls/classroom/${w().classroomId}`, headers: { authorization: `Bearer ${w().demoTeacher}` } });
    expect(outside.statusCode).toBe(404);
  });
});
