import type { AuthoredBiography, AuthoredTimeline, ReadingAuthoring } from '@application/authoring/reading-authoring.port';
import type { AuthoringChange } from '@application/authoring/course-authoring.port';
import type { ApiClient } from './api-client';

/** The biography and timeline builders' calls (api-spec §7.8; issue 14). */
export function createHttpReadingAuthoring(api: ApiClient): ReadingAuthoring {
  return {
    createBiography: (unitId) => api.call<AuthoredBiography>('POST', '/biography', { unitId }),
    biographyDraft: (biographyId) => api.call<AuthoredBiography>('GET', `/biography/${biographyId}/backup`),
    saveBiography: (biographyId, body) => api.call<AuthoredBiography>('PUT', `/biography/${biographyId}`, body),
    renameBiography: (biographyId, body) => api.call<AuthoredBiography>('PATCH', `/biography/${biographyId}/change-name`, body),
    removeBiography: (biographyId) => api.call<AuthoringChange>('DELETE', `/biography/${biographyId}`),
    createTimeline: (unitId) => api.call<AuthoredTimeline>('POST', '/timeline', { unitId }),
    timelineDraft: (timelineId) => api.call<AuthoredTimeline>('GET', `/timeline/${timelineId}/backup`),
    timelineDraftOfUnit: (unitId) => api.call<AuthoredTimeline>('GET', `/timeline/unit/${unitId}/backup`),
    saveTimeline: (timelineId, body) => api.call<AuthoredTimeline>('PUT', `/timeline/${timelineId}`, body),
    addTimelineEvent: (timelineId, body) => api.call<AuthoredTimeline>('POST', `/timeline/${timelineId}/blurb`, body),
    removeTimelineEvent: (eventId, version) => api.call<AuthoredTimeline>('DELETE', `/blurb/${eventId}?version=${version}`),
    removeTimeline: (timelineId) => api.call<AuthoringChange>('DELETE', `/timeline/${timelineId}`),
  };
}
