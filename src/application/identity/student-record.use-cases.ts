import type { ApiResult } from '../ports/api-result';
import type { DisclosurePage, StudentErasure, StudentExport, StudentRecordArchive } from '../ports/student-record-archive.port';

export type { Disclosure, DisclosurePage, StudentErasure, StudentExport } from '../ports/student-record-archive.port';

/** How many disclosures one "Load more" brings. */
export const DISCLOSURES_PER_PAGE = 20;

/** What a super admin does with a student's record on request: see who read it, export it, erase it. */
export interface StudentRecordUseCases {
  /** Page `page` (from 1) of who was shown the student's record, newest first. */
  listDisclosures(studentId: number, page: number): Promise<ApiResult<DisclosurePage>>;
  /** Everything the platform holds about the student, as one document (the export itself is recorded). */
  exportStudentRecord(studentId: number): Promise<ApiResult<StudentExport>>;
  /** Erases the student's work and personal data; the access record is kept. Answers what was erased, counted. */
  eraseStudentRecord(studentId: number): Promise<ApiResult<StudentErasure>>;
}

export function createStudentRecordUseCases(archive: StudentRecordArchive, { pageSize = DISCLOSURES_PER_PAGE } = {}): StudentRecordUseCases {
  return {
    listDisclosures: (studentId, page) => archive.disclosures(studentId, { page, pageSize }),
    exportStudentRecord: (studentId) => archive.export(studentId),
    eraseStudentRecord: (studentId) => archive.erase(studentId),
  };
}
