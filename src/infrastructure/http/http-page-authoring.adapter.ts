import type { AuthoredContributors, AuthoredOpener, AuthoredOverview, AuthoredTeacherPage, PageAuthoring, UnitSkills } from '@application/authoring/page-authoring.port';
import type { ApiClient } from './api-client';

/** The opener, teacher-page, contributors and overview builders' calls (api-spec §7.4, §7.8; issue 14). */
export function createHttpPageAuthoring(api: ApiClient): PageAuthoring {
  return {
    createOpener: (unitId) => api.call<AuthoredOpener>('POST', '/unitopener', { unitId }),
    openerDraft: (openerId) => api.call<AuthoredOpener>('GET', `/unitopener/${openerId}/backup`),
    openerDraftOfUnit: (unitId) => api.call<AuthoredOpener>('GET', `/unitopener/unit/${unitId}/backup`),
    saveOpener: (openerId, body) => api.call<AuthoredOpener>('PUT', `/unitopener/${openerId}`, body),
    createTeacherPage: (unitId) => api.call<AuthoredTeacherPage>('POST', '/skills', { unitId }),
    teacherPageDraft: (teacherPageId) => api.call<AuthoredTeacherPage>('GET', `/skills/${teacherPageId}/backup`),
    saveTeacherPage: (teacherPageId, body) => api.call<AuthoredTeacherPage>('PUT', `/skills/${teacherPageId}`, body),
    unitSkills: (unitId) => api.call<UnitSkills>('GET', `/unit/${unitId}/unitskills`),
    contributorsDraft: () => api.call<AuthoredContributors>('GET', '/contributors/backup'),
    saveContributors: (body) => api.call<AuthoredContributors>('PUT', '/contributors', body),
    overviewDraft: (unitId) => api.call<AuthoredOverview>('GET', `/unit/${unitId}/overview-backups`),
    saveOverview: (unitId, body) => api.call<AuthoredOverview>('PUT', `/unit/${unitId}/overview`, body),
  };
}
