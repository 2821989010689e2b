import { describe, expect, it, vi } from 'vitest';
import { ReportType, SubReport } from '@domain/reports/report-types';
import type { ApiFileClient } from '@infrastructure/http/api-client';
import { createHttpReportReader } from '@infrastructure/http/http-report-reader.adapter';

function client() {
  const api = {
    call: vi.fn(async () => ({ ok: true as const, data: null, message: '' })),
    download: vi.fn(async () => ({ ok: true as const, data: { fileName: 'report.xlsx', content: new Blob() }, message: '' })),
  };
  return { api, reader: createHttpReportReader(api as unknown as ApiFileClient) };
}

const CYU_PERF = { reportType: ReportType.CheckYourUnderstanding, subReport: SubReport.Performance };
const PA_DONE = { reportType: ReportType.PerformanceAssessment, subReport: SubReport.Completion };
const BA_PERF = { reportType: ReportType.Benchmark, subReport: SubReport.Performance };
const BA_DONE = { reportType: ReportType.Benchmark, subReport: SubReport.Completion };

describe('the report calls as the server names them', () => {
  it('builds each drill-down path from the report’s route word, with the period as query', async () => {
    const { api, reader } = client();
    await reader.teacherClassrooms(CYU_PERF, 7, { from: '2026-11-01', to: '2026-11-30' });
    await reader.classroomUnits(PA_DONE, 11, {});
    await reader.unitLessons({ reportType: ReportType.MidUnit, subReport: SubReport.Performance }, 11, 4, {});
    await reader.lessonStudents(CYU_PERF, 11, 40, {});
    await reader.studentUnit(CYU_PERF, 4, 501, {});
    await reader.classroomStudents(PA_DONE, 11, { unitId: 4 });
    expect(api.call.mock.calls).toEqual([
      ['GET', '/Report/CYUPerformance/teacher/7?reportType=1&subReport=1&from=2026-11-01&to=2026-11-30'],
      ['GET', '/Report/PACompletion/classroom/11?reportType=2&subReport=2'],
      ['GET', '/Report/MUPerformance/classroom/11/unit/4?reportType=4&subReport=1'],
      ['GET', '/Report/CYUPerformance/lesson/40?reportType=1&subReport=1&classroomId=11'],
      ['GET', '/Report/CYUPerformance/unit/4/student/501?reportType=1&subReport=1'],
      ['GET', '/classroom-performance-report/classroom/11?reportType=2&subReport=2&unitId=4'],
    ]);
  });

  it('uses the benchmark names: sets by score, the classroom’s and a student’s benchmarks', async () => {
    const { api, reader } = client();
    await reader.classroomUnits(BA_PERF, 11, {});
    await reader.classroomUnits(BA_DONE, 11, {});
    await reader.classroomBenchmarkStudents(BA_PERF, 11, {});
    await reader.classroomBenchmarkStudents(BA_DONE, 11, {});
    await reader.studentBenchmarks(BA_DONE, 501, {});
    await reader.teacherBenchmarkSets(BA_PERF, 7, {});
    await reader.studentUnits({ reportType: ReportType.MidUnit, subReport: 1 }, 501, {});
    expect(api.call.mock.calls).toEqual([
      ['GET', '/Report/BAUnitSetPerformance/classroom/11?reportType=3&subReport=1'],
      ['GET', '/Report/BACompletion/classroom/11?reportType=3&subReport=2'],
      ['GET', '/Report/BAPerformance/classroom/11?reportType=3&subReport=1'],
      ['GET', '/classroom-performance-report/classroom/11?reportType=3&subReport=2'],
      ['GET', '/Report/BAPerformance/student/501?reportType=3&subReport=1'],
      ['GET', '/Report/BAUnitSetPerformance/teacher/7?reportType=3&subReport=1'],
      ['GET', '/Report/MUPerformance/student/501?reportType=4&subReport=1'],
    ]);
  });

  it('posts for a student’s questions and reads the overview and its workbook with every filter given', async () => {
    const { api, reader } = client();
    await reader.studentQuestions(ReportType.MidUnit, 501, 40);
    const filters = { ...CYU_PERF, districtId: 10, schoolId: 100, from: '2026-11-01' };
    await reader.overview(filters);
    await reader.overviewWorkbook(filters);
    expect(api.call.mock.calls).toEqual([
      ['POST', '/performance-report/student/501', { lessonId: 40, reportType: 4 }],
      ['GET', '/Report/overview?reportType=1&subReport=1&districtId=10&schoolId=100&from=2026-11-01'],
    ]);
    expect(api.download).toHaveBeenCalledWith('/Report/overview/download?reportType=1&subReport=1&districtId=10&schoolId=100&from=2026-11-01', 'report.xlsx');
  });
});
