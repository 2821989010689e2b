import { describe, expect, it, vi } from 'vitest';
import { createStandardsReportUseCases } from '@application/reports/standards-report.use-cases';
import type { ApiFileClient } from '@infrastructure/http/api-client';
import { createHttpStandardsReports } from '@infrastructure/http/http-standards-report.adapter';
import { createInMemoryStandardsReports } from '@infrastructure/http/in-memory-standards-report.adapter';
import { ANA, COLONIES, PERIOD_1, SAM, STANDARDS_WORLD } from './standards-world';

function spiedTwin() {
  const twin = createInMemoryStandardsReports(STANDARDS_WORLD);
  for (const key of Object.keys(twin) as (keyof typeof twin)[]) vi.spyOn(twin, key);
  return twin;
}

const mastery = (report: { standards: { code: string; masteryPercent: number | null }[] }) => Object.fromEntries(report.standards.map((s) => [s.code, s.masteryPercent]));

describe('standards report use cases', () => {
  it('reads a classroom over all units, or over one unit', async () => {
    const twin = spiedTwin();
    const standards = createStandardsReportUseCases(twin);
    const all = await standards.readClassroomStandards(PERIOD_1.id);
    expect(twin.classroomReport).toHaveBeenCalledWith(PERIOD_1.id);
    expect(all.ok && mastery(all.data)).toEqual({ 'SS.5.1A': 66.7, 'SS.5.2B': 33.3, 'SS.5.3C': 75 });
    const colonies = await standards.readClassroomStandards(PERIOD_1.id, COLONIES.id);
    expect(twin.unitReport).toHaveBeenCalledWith(COLONIES.id, PERIOD_1.id);
    expect(colonies.ok && mastery(colonies.data)).toEqual({ 'SS.5.1A': 66.7, 'SS.5.2B': 50 });
  });

  it('reads a student narrowed by lesson (with its type and the teacher), by unit (their row of the unit report), or not at all', async () => {
    const twin = spiedTwin();
    const standards = createStandardsReportUseCases(twin);
    const lesson = await standards.readStudentStandards(SAM.id, { lessonId: 101, lessonTypeId: 1, teacherId: 1 });
    expect(twin.studentReport).toHaveBeenLastCalledWith(SAM.id, { lessonId: 101, lessonType: 1, teacherId: 1 });
    expect(lesson.ok && mastery(lesson.data)).toEqual({ 'SS.5.1A': 75, 'SS.5.2B': 50 });

    const unit = await standards.readStudentStandards(SAM.id, { unit: { unitId: COLONIES.id, classroomId: PERIOD_1.id }, teacherId: 1 });
    expect(twin.unitReport).toHaveBeenCalledWith(COLONIES.id, PERIOD_1.id);
    expect(unit.ok && unit.data.title.en).toBe('Sam Student');
    expect(unit.ok && unit.data.standards).toEqual([
      { code: 'SS.5.1A', description: 'Explain the reasons for European colonization', questions: 2, pointsEarned: 3, pointsPossible: 4, masteryPercent: 75 },
      { code: 'SS.5.2B', description: 'Identify the causes of the American Revolution', questions: 1, pointsEarned: 1, pointsPossible: 2, masteryPercent: 50 },
    ]);

    const whole = await standards.readStudentStandards(ANA.id, {});
    expect(twin.studentReport).toHaveBeenLastCalledWith(ANA.id, {});
    expect(whole.ok && mastery(whole.data)).toEqual({ 'SS.5.1A': 50, 'SS.5.2B': null, 'SS.5.3C': 75 });

    const stranger = await standards.readStudentStandards(999, { unit: { unitId: COLONIES.id, classroomId: PERIOD_1.id } });
    expect(stranger).toMatchObject({ ok: false, status: 404, code: 'REPORT.STUDENT_NOT_FOUND' });
  });

  it("lists a unit's standards and downloads the classroom's workbook", async () => {
    const twin = spiedTwin();
    const standards = createStandardsReportUseCases(twin);
    const list = await standards.listUnitStandards(COLONIES.id);
    expect(list.ok && list.data).toEqual([
      { code: 'SS.5.1A', description: 'Explain the reasons for European colonization', questions: 2 },
      { code: 'SS.5.2B', description: 'Identify the causes of the American Revolution', questions: 1 },
    ]);
    const file = await standards.downloadClassroomStandardsWorkbook(PERIOD_1.id);
    expect(twin.classroomWorkbook).toHaveBeenCalledWith(PERIOD_1.id);
    expect(file.ok && file.data.fileName).toBe('standards-classroom-1.xlsx');
  });

  it('asks the server by the spec paths', async () => {
    const call = vi.fn(async () => ({ ok: true as const, data: null, message: '' }));
    const download = vi.fn(async () => ({ ok: true as const, data: { fileName: 'x.xlsx', content: new Blob() }, message: '' }));
    const standards = createStandardsReportUseCases(createHttpStandardsReports({ call, download } as unknown as ApiFileClient));
    await standards.readClassroomStandards(4);
    await standards.readClassroomStandards(4, 9);
    await standards.readStudentStandards(7, { lessonId: 3, lessonTypeId: 6, teacherId: 2 });
    await standards.readStudentStandards(7, {});
    await standards.listUnitStandards(9);
    await standards.downloadClassroomStandardsWorkbook(4);
    expect(call.mock.calls).toEqual([
      ['GET', '/SOA-report/4'],
      ['GET', '/unit-standards/9?classroomId=4'],
      ['GET', '/SOAStandard/soa-report/7?lessonId=3&lessonType=6&teacherId=2'],
      ['GET', '/SOAStandard/soa-report/7'],
      ['GET', '/teks-list/9'],
    ]);
    expect(download).toHaveBeenCalledWith('/download-teks-performance-report-xls/classroom/4', 'standards-report.xlsx');
  });
});
