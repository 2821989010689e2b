import type { DisclosurePage, StudentErasure, StudentExport, StudentRecordArchive } from '@application/ports/student-record-archive.port';
import type { ApiClient } from './api-client';

/** `student/{id}/disclosures|export|data` (the privacy routes). */
export function createHttpStudentRecordArchive(api: ApiClient): StudentRecordArchive {
  return {
    disclosures: (studentId, { page, pageSize }) => api.call<DisclosurePage>('GET', `/student/${studentId}/disclosures?page=${page}&pageSize=${pageSize}`),
    export: (studentId) => api.call<StudentExport>('GET', `/student/${studentId}/export`),
    erase: (studentId) => api.call<StudentErasure>('DELETE', `/student/${studentId}/data`),
  };
}
