import type { StandardsList, StandardsReport, StandardsReports } from '@application/ports/standards-report.port';
import type { ApiFileClient } from './api-client';

/** The name the workbook gets when the server's Content-Disposition names none. */
const WORKBOOK_FALLBACK_NAME = 'standards-report.xlsx';

export function createHttpStandardsReports(api: ApiFileClient): StandardsReports {
  return {
    classroomReport: (classroomId) => api.call<StandardsReport>('GET', `/SOA-report/${classroomId}`),
    unitReport: (unitId, classroomId) => api.call<StandardsReport>('GET', `/unit-standards/${unitId}?classroomId=${classroomId}`),
    studentReport: (studentId, query) => {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
      const search = params.toString();
      return api.call<StandardsReport>('GET', `/SOAStandard/soa-report/${studentId}${search ? `?${search}` : ''}`);
    },
    unitStandardsList: (unitId) => api.call<StandardsList>('GET', `/teks-list/${unitId}`),
    classroomWorkbook: (classroomId) => api.download(`/download-teks-performance-report-xls/classroom/${classroomId}`, WORKBOOK_FALLBACK_NAME),
  };
}
