import type { z } from 'zod';
import type { disclosurePageSchema } from '@domain/privacy/privacy.responses';
import type { Disclosure, StudentErasure, StudentExport } from '@domain/privacy/privacy.responses';
import type { ApiResult } from './api-result';

export type { Disclosure, StudentErasure, StudentExport };

/** One page of a student's disclosures, newest first (the response schema in privacy.responses.ts). */
export type DisclosurePage = z.infer<typeof disclosurePageSchema>;

/**
 * A student's record as the law sees it (FERPA 34 CFR 99.32): who was shown it, everything held about
 * the student, and erasing it on request. The server lets only a super admin make these calls.
 */
export interface StudentRecordArchive {
  disclosures(studentId: number, page: { readonly page: number; readonly pageSize: number }): Promise<ApiResult<DisclosurePage>>;
  export(studentId: number): Promise<ApiResult<StudentExport>>;
  erase(studentId: number): Promise<ApiResult<StudentErasure>>;
}
export const StudentRecordArchive = Symbol.for('StudentRecordArchive');
