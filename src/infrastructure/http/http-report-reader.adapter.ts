import type { ReportChoice, ReportPeriod, ReportReader, ReportTable } from '@application/ports/report-reader.port';
import { ReportType, SubReport } from '@domain/reports/report-types';
import type { ApiFileClient } from './api-client';

/** The name the overview workbook gets when the server's Content-Disposition names none. */
const OVERVIEW_WORKBOOK_FALLBACK_NAME = 'report.xlsx';

const PREFIX: Record<ReportType, string> = {
  [ReportType.CheckYourUnderstanding]: 'CYU',
  [ReportType.MidUnit]: 'MU',
  [ReportType.PerformanceAssessment]: 'PA',
  [ReportType.Benchmark]: 'BA',
};

/** `CYUPerformance`, `MUCompletion`…: the report's route word. */
const reportWord = ({ reportType, subReport }: ReportChoice) => `${PREFIX[reportType]}${subReport === SubReport.Completion ? 'Completion' : 'Performance'}`;

/** `?a=1&b=2` of the defined values, or nothing. */
function search(values: Readonly<Record<string, string | number | undefined>>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value !== undefined) params.set(name, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

const withReport = (report: ReportChoice, period: ReportPeriod, more: Readonly<Record<string, number | undefined>> = {}) =>
  search({ reportType: report.reportType, subReport: report.subReport, ...more, unitId: period.unitId, from: period.from, to: period.to });

export function createHttpReportReader(api: ApiFileClient): ReportReader {
  const table = (path: string) => api.call<ReportTable>('GET', `/Report/${path}`);
  return {
    overview: (filters) => api.call<ReportTable>('GET', `/Report/overview${search({ ...filters })}`),
    overviewWorkbook: (filters) => api.download(`/Report/overview/download${search({ ...filters })}`, OVERVIEW_WORKBOOK_FALLBACK_NAME),
    teacherClassrooms: (report, teacherId, period) => table(`${reportWord(report)}/teacher/${teacherId}${withReport(report, period)}`),
    // BAPerformance/classroom/{id} answers the classroom's students (api-spec §7.13): a benchmark classroom's sets by score are BAUnitSetPerformance.
    classroomUnits: (report, classroomId, period) =>
      report.reportType === ReportType.Benchmark && report.subReport === SubReport.Performance
        ? table(`BAUnitSetPerformance/classroom/${classroomId}${withReport(report, period)}`)
        : table(`${reportWord(report)}/classroom/${classroomId}${withReport(report, period)}`),
    unitLessons: (report, classroomId, unitId, period) => table(`${reportWord(report)}/classroom/${classroomId}/unit/${unitId}${withReport(report, { ...period, unitId: undefined })}`),
    lessonStudents: (report, classroomId, lessonId, period) => table(`${reportWord(report)}/lesson/${lessonId}${withReport(report, period, { classroomId })}`),
    teacherBenchmarkSets: (report, teacherId, period) => table(`BAUnitSetPerformance/teacher/${teacherId}${withReport({ ...report, reportType: ReportType.Benchmark }, period)}`),
    studentUnits: (report, studentId, period) => table(`${reportWord(report)}/student/${studentId}${withReport(report, period)}`),
    studentUnit: (report, unitId, studentId, period) => table(`${reportWord(report)}/unit/${unitId}/student/${studentId}${withReport(report, { ...period, unitId: undefined })}`),
    studentQuestions: (reportType, studentId, lessonId) => api.call<ReportTable>('POST', `/performance-report/student/${studentId}`, { lessonId, reportType }),
    classroomStudents: (report, classroomId, period) => api.call<ReportTable>('GET', `/classroom-performance-report/classroom/${classroomId}${withReport(report, period)}`),
    // BAPerformance names only the performance report; the same students by completion come from the classroom report.
    classroomBenchmarkStudents: (report, classroomId, period) =>
      report.subReport === SubReport.Performance
        ? table(`BAPerformance/classroom/${classroomId}${withReport(report, period)}`)
        : api.call<ReportTable>('GET', `/classroom-performance-report/classroom/${classroomId}${withReport(report, period)}`),
    // Every row of a student's sets carries both numbers; only the performance call exists.
    studentBenchmarks: (report, studentId, period) => table(`BAPerformance/student/${studentId}${withReport({ ...report, subReport: SubReport.Performance }, period)}`),
  };
}
