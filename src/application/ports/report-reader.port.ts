import type { ReportTable } from '@domain/reports/report.responses';
import type { ReportType, SubReport } from '@domain/reports/report-types';
import type { ApiResult, DownloadedFile } from './api-result';

export type { ReportTable };

/** Which report (product-spec §9 ids): check-your-understanding, performance assessment, benchmark, mid-unit; performance or completion. */
export interface ReportChoice {
  readonly reportType: ReportType;
  readonly subReport: SubReport;
}

/** What narrows any report: one unit, and calendar days (inclusive, Central time, `YYYY-MM-DD`). */
export interface ReportPeriod {
  readonly unitId?: number;
  readonly from?: string;
  readonly to?: string;
}

/** The management dashboard's filters: the narrowest place or person chosen sets the rows. */
export interface ReportOverviewFilters extends ReportChoice, ReportPeriod {
  readonly stateId?: number;
  readonly districtId?: number;
  readonly schoolId?: number;
  readonly teacherId?: number;
  readonly classroomId?: number;
}

/**
 * The report calls (api-spec §7.13; issue 13). Every level answers the same table, so the screens
 * need one table, one chart and one workbook for all of them.
 */
export interface ReportReader {
  /** `GET Report/overview`. */
  overview(filters: ReportOverviewFilters): Promise<ApiResult<ReportTable>>;
  /** `GET Report/overview/download`: the workbook the server builds (overview plus every student in scope). */
  overviewWorkbook(filters: ReportOverviewFilters): Promise<ApiResult<DownloadedFile>>;
  /** `GET Report/{CYU|MU|PA|BA}{Completion|Performance}/teacher/{teacherId}`: classroom rows. */
  teacherClassrooms(report: ReportChoice, teacherId: number, period: ReportPeriod): Promise<ApiResult<ReportTable>>;
  /** `…/classroom/{classroomId}`: unit rows (benchmark: `BAUnitSetPerformance/classroom/{id}`, set rows). */
  classroomUnits(report: ReportChoice, classroomId: number, period: ReportPeriod): Promise<ApiResult<ReportTable>>;
  /** `…/classroom/{classroomId}/unit/{unitId}`: lesson rows. */
  unitLessons(report: ReportChoice, classroomId: number, unitId: number, period: ReportPeriod): Promise<ApiResult<ReportTable>>;
  /** `…/lesson/{lessonId}?classroomId=`: student rows. */
  lessonStudents(report: ReportChoice, classroomId: number, lessonId: number, period: ReportPeriod): Promise<ApiResult<ReportTable>>;
  /** `BAUnitSetPerformance/teacher/{teacherId}`: the benchmark sets over all the teacher's classrooms. */
  teacherBenchmarkSets(report: ReportChoice, teacherId: number, period: ReportPeriod): Promise<ApiResult<ReportTable>>;
  /** `…/student/{studentId}`: one student's unit rows (not for benchmarks: their sets are `studentBenchmarks`). */
  studentUnits(report: ReportChoice, studentId: number, period: ReportPeriod): Promise<ApiResult<ReportTable>>;
  /** `…/unit/{unitId}/student/{studentId}`: one student's lesson rows, with every round. */
  studentUnit(report: ReportChoice, unitId: number, studentId: number, period: ReportPeriod): Promise<ApiResult<ReportTable>>;
  /** `POST performance-report/student/{studentId}`: question rows of one student's assessment in a lesson, with every round. */
  studentQuestions(reportType: ReportType, studentId: number, lessonId: number): Promise<ApiResult<ReportTable>>;
  /** `GET classroom-performance-report/classroom/{id}`: student rows over every unit of the classroom. */
  classroomStudents(report: ReportChoice, classroomId: number, period: ReportPeriod): Promise<ApiResult<ReportTable>>;
  /** `BAPerformance/classroom/{id}` (completion: the classroom report of type 3): student rows of the classroom's benchmarks. */
  classroomBenchmarkStudents(report: ReportChoice, classroomId: number, period: ReportPeriod): Promise<ApiResult<ReportTable>>;
  /** `BAPerformance/student/{id}`: one student's benchmark set rows, with every round. */
  studentBenchmarks(report: ReportChoice, studentId: number, period: ReportPeriod): Promise<ApiResult<ReportTable>>;
}

export const ReportReader = Symbol('ReportReader');
