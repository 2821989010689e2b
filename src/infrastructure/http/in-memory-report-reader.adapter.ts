import type { ApiResult, DownloadedFile } from '@application/ports/api-result';
import type { ReportChoice, ReportOverviewFilters, ReportReader } from '@application/ports/report-reader.port';
import type { ReportLevel, ReportTable } from '@domain/reports/report.responses';
import { ReportType, SubReport } from '@domain/reports/report-types';

/** Which call a twin's table answers: the call's level and the ids in its path. */
export const reportCall = {
  overview: (filters: ReportOverviewFilters) =>
    `overview:${['stateId', 'districtId', 'schoolId', 'teacherId', 'classroomId'].map((k) => filters[k as keyof ReportOverviewFilters] ?? '-').join('/')}`,
  teacher: (teacherId: number) => `teacher:${teacherId}`,
  classroom: (classroomId: number) => `classroom:${classroomId}`,
  unit: (classroomId: number, unitId: number) => `classroom:${classroomId}/unit:${unitId}`,
  lesson: (classroomId: number, lessonId: number) => `classroom:${classroomId}/lesson:${lessonId}`,
  studentUnits: (studentId: number) => `student:${studentId}/units`,
  teacherSets: (teacherId: number) => `teacher:${teacherId}/benchmark-sets`,
  studentUnit: (studentId: number, unitId: number) => `student:${studentId}/unit:${unitId}`,
  studentLesson: (studentId: number, lessonId: number) => `student:${studentId}/lesson:${lessonId}`,
  classroomStudents: (classroomId: number) => `classroom:${classroomId}/students`,
  benchmarkStudents: (classroomId: number) => `classroom:${classroomId}/benchmark-students`,
  studentBenchmarks: (studentId: number) => `student:${studentId}/benchmarks`,
};

/** Tables by call (`reportCall.…`) and report type: what the server would answer. */
export type InMemoryReportTables = Record<string, Partial<Record<ReportType, ReportTable>>>;

const answered = <T>(data: T): ApiResult<T> => ({ ok: true, data, message: '' });

/**
 * The report calls over tables held in memory, for screen tests: a call answers the table kept for it
 * (in the report type asked, relabelled with the sub report asked), or an empty table of the level the
 * call lists, as the server answers where nothing is assigned or submitted yet. Never bound by the
 * composition root.
 */
export function createInMemoryReportReader(initial: InMemoryReportTables = {}) {
  const tables: InMemoryReportTables = structuredClone(initial);
  const read = (key: string, report: ReportChoice, level: ReportLevel): Promise<ApiResult<ReportTable>> => {
    const kept = tables[key]?.[report.reportType];
    const table: ReportTable = kept
      ? { ...kept, subReport: report.subReport }
      : { reportType: report.reportType, subReport: report.subReport, level, title: { id: 0, en: key, es: key }, rows: [], distribution: [], rounds: [] };
    return Promise.resolve(answered(table));
  };
  const questionsOf = (reportType: ReportType): ReportChoice => ({ reportType, subReport: SubReport.Performance });
  const benchmark = (report: ReportChoice): ReportChoice => ({ ...report, reportType: ReportType.Benchmark });
  const reader: ReportReader & { keep(key: string, table: ReportTable): void } = {
    overview: (filters) => read(reportCall.overview(filters), filters, 'district'),
    overviewWorkbook: (filters): Promise<ApiResult<DownloadedFile>> =>
      Promise.resolve(answered({ fileName: 'report.xlsx', content: new Blob([reportCall.overview(filters)]) })),
    teacherClassrooms: (report, teacherId) => read(reportCall.teacher(teacherId), report, 'classroom'),
    classroomUnits: (report, classroomId) => read(reportCall.classroom(classroomId), report, report.reportType === ReportType.Benchmark ? 'benchmarkSet' : 'unit'),
    unitLessons: (report, classroomId, unitId) => read(reportCall.unit(classroomId, unitId), report, 'lesson'),
    lessonStudents: (report, classroomId, lessonId) => read(reportCall.lesson(classroomId, lessonId), report, 'student'),
    teacherBenchmarkSets: (report, teacherId) => read(reportCall.teacherSets(teacherId), benchmark(report), 'benchmarkSet'),
    studentUnits: (report, studentId) => read(reportCall.studentUnits(studentId), report, 'unit'),
    studentUnit: (report, unitId, studentId) => read(reportCall.studentUnit(studentId, unitId), report, 'lesson'),
    studentQuestions: (reportType, studentId, lessonId) => read(reportCall.studentLesson(studentId, lessonId), questionsOf(reportType), 'question'),
    classroomStudents: (report, classroomId) => read(reportCall.classroomStudents(classroomId), report, 'student'),
    classroomBenchmarkStudents: (report, classroomId) => read(reportCall.benchmarkStudents(classroomId), benchmark(report), 'student'),
    studentBenchmarks: (report, studentId) => read(reportCall.studentBenchmarks(studentId), benchmark(report), 'benchmarkSet'),
    /** A change on the server (a submit, a score): the call answers `table` from now on. */
    keep: (key, table) => {
      tables[key] = { ...tables[key], [table.reportType]: table };
    },
  };
  return reader;
}
