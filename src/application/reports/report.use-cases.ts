import { reportTableSheet } from '@domain/reports/report-sheet';
import type { Language } from '@domain/shared/constants';
import type { ApiResult, DownloadedFile } from '../ports/api-result';
import type { ReportChoice, ReportOverviewFilters, ReportPeriod, ReportReader, ReportTable } from '../ports/report-reader.port';
import type { ReportWorkbookExporter } from '../ports/report-workbook-exporter.port';

export type { ReportChoice, ReportOverviewFilters, ReportPeriod, ReportTable };

/** A report as the screens ask for it: which report, and what narrows it. */
export type ReportRequest = ReportChoice & ReportPeriod;

const choiceOf = ({ reportType, subReport }: ReportRequest): ReportChoice => ({ reportType, subReport });
const periodOf = ({ unitId, from, to }: ReportRequest): ReportPeriod => ({ unitId, from, to });

/**
 * What a teacher or a manager does with reports (issue 13): read the report of their classrooms or
 * their scope, drill down (classroom → unit → lesson → student → questions; benchmark: classroom →
 * sets and students → a student's sets), and take any table shown away as a spreadsheet.
 */
export interface ReportUseCases {
  readOverview(filters: ReportOverviewFilters): Promise<ApiResult<ReportTable>>;
  downloadOverviewWorkbook(filters: ReportOverviewFilters): Promise<ApiResult<DownloadedFile>>;
  readClassroomsOfTeacher(teacherId: number, request: ReportRequest): Promise<ApiResult<ReportTable>>;
  readUnitsOfClassroom(classroomId: number, request: ReportRequest): Promise<ApiResult<ReportTable>>;
  readLessonsOfUnit(classroomId: number, unitId: number, request: ReportRequest): Promise<ApiResult<ReportTable>>;
  readStudentsOfLesson(classroomId: number, lessonId: number, request: ReportRequest): Promise<ApiResult<ReportTable>>;
  readBenchmarkSetsOfTeacher(teacherId: number, request: ReportRequest): Promise<ApiResult<ReportTable>>;
  readUnitsOfStudent(studentId: number, request: ReportRequest): Promise<ApiResult<ReportTable>>;
  readStudentUnit(studentId: number, unitId: number, request: ReportRequest): Promise<ApiResult<ReportTable>>;
  readStudentQuestions(studentId: number, lessonId: number, request: ReportRequest): Promise<ApiResult<ReportTable>>;
  readClassroomStudents(classroomId: number, request: ReportRequest): Promise<ApiResult<ReportTable>>;
  readBenchmarkStudentsOfClassroom(classroomId: number, request: ReportRequest): Promise<ApiResult<ReportTable>>;
  readStudentBenchmarks(studentId: number, request: ReportRequest): Promise<ApiResult<ReportTable>>;
  /** The table as shown, as an xlsx workbook in the reader's language (made in the browser, no request). */
  workbookOfTable(table: ReportTable, language: Language): Promise<Blob>;
}

export function createReportUseCases(reader: ReportReader, exporter: ReportWorkbookExporter): ReportUseCases {
  return {
    readOverview: (filters) => reader.overview(filters),
    downloadOverviewWorkbook: (filters) => reader.overviewWorkbook(filters),
    readClassroomsOfTeacher: (teacherId, request) => reader.teacherClassrooms(choiceOf(request), teacherId, periodOf(request)),
    readUnitsOfClassroom: (classroomId, request) => reader.classroomUnits(choiceOf(request), classroomId, periodOf(request)),
    readLessonsOfUnit: (classroomId, unitId, request) => reader.unitLessons(choiceOf(request), classroomId, unitId, periodOf(request)),
    readStudentsOfLesson: (classroomId, lessonId, request) => reader.lessonStudents(choiceOf(request), classroomId, lessonId, periodOf(request)),
    readBenchmarkSetsOfTeacher: (teacherId, request) => reader.teacherBenchmarkSets(choiceOf(request), teacherId, periodOf(request)),
    readUnitsOfStudent: (studentId, request) => reader.studentUnits(choiceOf(request), studentId, periodOf(request)),
    readStudentUnit: (studentId, unitId, request) => reader.studentUnit(choiceOf(request), unitId, studentId, periodOf(request)),
    readStudentQuestions: (studentId, lessonId, request) => reader.studentQuestions(request.reportType, studentId, lessonId),
    readClassroomStudents: (classroomId, request) => reader.classroomStudents(choiceOf(request), classroomId, periodOf(request)),
    readBenchmarkStudentsOfClassroom: (classroomId, request) => reader.classroomBenchmarkStudents(choiceOf(request), classroomId, periodOf(request)),
    readStudentBenchmarks: (studentId, request) => reader.studentBenchmarks(choiceOf(request), studentId, periodOf(request)),
    workbookOfTable: (table, language) => exporter.workbookOf(reportTableSheet(table, language)),
  };
}
