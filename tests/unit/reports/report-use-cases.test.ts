import { describe, expect, it, vi } from 'vitest';
import { createReportUseCases, type ReportRequest } from '@application/reports/report.use-cases';
import { reportTableSheet } from '@domain/reports/report-sheet';
import { ReportType, SubReport } from '@domain/reports/report-types';
import { createInMemoryReportReader } from '@infrastructure/http/in-memory-report-reader.adapter';
import { createInMemoryReportWorkbookExporter } from '@infrastructure/spreadsheet/in-memory-report-workbook.adapter';
import { classroomRow, reportTable } from './report-fixtures';

function world() {
  const reader = createInMemoryReportReader();
  for (const key of Object.keys(reader) as (keyof typeof reader)[]) vi.spyOn(reader, key);
  const exporter = createInMemoryReportWorkbookExporter();
  return { reader, exporter, reports: createReportUseCases(reader, exporter) };
}

const MID_UNIT_COMPLETION: ReportRequest = { reportType: ReportType.MidUnit, subReport: SubReport.Completion, from: '2026-11-01', to: '2026-11-30', unitId: 4 };
const choice = { reportType: ReportType.MidUnit, subReport: SubReport.Completion };
const period = { unitId: 4, from: '2026-11-01', to: '2026-11-30' };

describe('report use cases', () => {
  it('reads each drill-down level through its call, with the report and the period', async () => {
    const { reader, reports } = world();
    await reports.readClassroomsOfTeacher(7, MID_UNIT_COMPLETION);
    expect(reader.teacherClassrooms).toHaveBeenCalledWith(choice, 7, period);
    await reports.readUnitsOfClassroom(11, MID_UNIT_COMPLETION);
    expect(reader.classroomUnits).toHaveBeenCalledWith(choice, 11, period);
    await reports.readLessonsOfUnit(11, 4, MID_UNIT_COMPLETION);
    expect(reader.unitLessons).toHaveBeenCalledWith(choice, 11, 4, period);
    await reports.readStudentsOfLesson(11, 40, MID_UNIT_COMPLETION);
    expect(reader.lessonStudents).toHaveBeenCalledWith(choice, 11, 40, period);
    await reports.readStudentUnit(501, 4, MID_UNIT_COMPLETION);
    expect(reader.studentUnit).toHaveBeenCalledWith(choice, 4, 501, period);
    await reports.readStudentQuestions(501, 40, MID_UNIT_COMPLETION);
    expect(reader.studentQuestions).toHaveBeenCalledWith(ReportType.MidUnit, 501, 40);
    await reports.readClassroomStudents(11, MID_UNIT_COMPLETION);
    expect(reader.classroomStudents).toHaveBeenCalledWith(choice, 11, period);
  });

  it('reads the benchmark levels through the benchmark calls', async () => {
    const { reader, reports } = world();
    const benchmark: ReportRequest = { reportType: ReportType.Benchmark, subReport: SubReport.Performance };
    await reports.readBenchmarkStudentsOfClassroom(11, benchmark);
    expect(reader.classroomBenchmarkStudents).toHaveBeenCalledWith({ reportType: 3, subReport: 1 }, 11, { unitId: undefined, from: undefined, to: undefined });
    await reports.readStudentBenchmarks(501, benchmark);
    expect(reader.studentBenchmarks).toHaveBeenCalledWith({ reportType: 3, subReport: 1 }, 501, { unitId: undefined, from: undefined, to: undefined });
  });

  it("reads and downloads the manager's overview with every filter", async () => {
    const { reader, reports } = world();
    const filters = { ...MID_UNIT_COMPLETION, districtId: 10, schoolId: 100 };
    await reports.readOverview(filters);
    expect(reader.overview).toHaveBeenCalledWith(filters);
    const file = await reports.downloadOverviewWorkbook(filters);
    expect(reader.overviewWorkbook).toHaveBeenCalledWith(filters);
    expect(file.ok && file.data.fileName).toBe('report.xlsx');
  });

  it('writes the table shown as a workbook in the reader’s language', async () => {
    const { exporter, reports } = world();
    const table = reportTable('classroom', 'Ms. Rivera', [classroomRow(1, 'Period 1')]);
    const blob = await reports.workbookOfTable(table, 'es');
    expect(blob).toBeInstanceOf(Blob);
    expect(exporter.written).toEqual([reportTableSheet(table, 'es')]);
  });
});
