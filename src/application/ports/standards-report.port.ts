import type { StandardsList, StandardsReport } from '@domain/reports/report.responses';
import type { StudentStandardsQuery } from '@domain/reports/report.schemas';
import type { ApiResult, DownloadedFile } from './api-result';

export type { DownloadedFile, StandardsList, StandardsReport, StudentStandardsQuery };

/** The standards (TEKS) mastery calls (api-spec §7.10, §7.11, §7.13; issue 13). */
export interface StandardsReports {
  /** `GET SOA-report/{classroomId}`: the classroom's mastery per standard and per student. */
  classroomReport(classroomId: number): Promise<ApiResult<StandardsReport>>;
  /** `GET unit-standards/{unitId}?classroomId=`: the same, over one unit's questions. */
  unitReport(unitId: number, classroomId: number): Promise<ApiResult<StandardsReport>>;
  /** `GET SOAStandard/soa-report/{studentId}?lessonId&lessonType&teacherId`: one student's mastery. */
  studentReport(studentId: number, query: StudentStandardsQuery): Promise<ApiResult<StandardsReport>>;
  /** `GET teks-list/{unitId}`: the standards a unit's published questions are tagged with. */
  unitStandardsList(unitId: number): Promise<ApiResult<StandardsList>>;
  /** `GET download-teks-performance-report-xls/classroom/{id}`: the server's workbook. */
  classroomWorkbook(classroomId: number): Promise<ApiResult<DownloadedFile>>;
}

export const StandardsReports = Symbol('StandardsReports');
