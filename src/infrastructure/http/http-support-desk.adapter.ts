import type { ActingFor, SupportAuditPage, SupportDesk, TeacherGroup } from '@application/support/support-desk.port';
import type { ApiClient } from './api-client';

export function createHttpSupportDesk(api: ApiClient): SupportDesk {
  return {
    teachersOf: (schoolId) => api.call<TeacherGroup[]>('GET', `/teachers/${schoolId}`),
    acting: () => api.call<ActingFor | null>('GET', '/support/acting-for'),
    startActing: (input) => api.call<ActingFor>('POST', '/support/acting-for', input),
    stopActing: () => api.call<null>('DELETE', '/support/acting-for'),
    audit: (page) => api.call<SupportAuditPage>('GET', `/support/audit?page=${page}`),
  };
}
