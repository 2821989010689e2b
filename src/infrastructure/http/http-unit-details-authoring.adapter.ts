import type { AuthoredTimeline, AuthoredUnitDraft, ComponentSample, UnitDetailsAuthoring } from '@application/authoring/unit-details-authoring.port';
import type { ApiClient } from './api-client';

/** The unit builder's details and the unit, timeline-event and component previews' reads (api-spec §7.4; issue 14). */
export function createHttpUnitDetailsAuthoring(api: ApiClient): UnitDetailsAuthoring {
  return {
    unitDraft: (unitId) => api.call<AuthoredUnitDraft>('GET', `/unit/${unitId}/backup`),
    unitDrafts: () => api.call<AuthoredUnitDraft[]>('GET', '/units/backups'),
    saveUnitDetails: (unitId, body) => api.call<AuthoredUnitDraft>('PUT', `/unit/${unitId}`, body),
    timelineDraftOfEvent: (eventId) => api.call<AuthoredTimeline>('GET', `/timeline/blurb/${eventId}/backup`),
    componentSamples: () => api.call<ComponentSample[]>('GET', '/components/samples'),
  };
}
