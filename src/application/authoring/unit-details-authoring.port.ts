import type { AuthoredTimeline } from '@domain/authoring/reading-authoring.responses';
import type { AuthoredUnitDraft, ComponentSample } from '@domain/authoring/unit-details.responses';
import type { SaveUnitDetailsBody } from '@domain/authoring/unit-details.schemas';
import type { ApiResult } from '../ports/api-result';

export type { AuthoredTimeline, AuthoredUnitDraft, ComponentSample, SaveUnitDetailsBody };

/**
 * The unit builder's details and the drafts the unit, unit-dashboard and timeline-event previews and
 * the component samples page read (issue 14; api-spec §7.4). A save carries the unit's draft version;
 * a stale one fails with `AUTHORING.STALE_VERSION` (409) and the unit's draft as it is now in `current`.
 * The course authoring adapter serves it (no token of its own: a binding would grow every first load).
 */
export interface UnitDetailsAuthoring {
  /** `GET unit/{id}/backup`: the unit document a unit publish would write now (its preview; its builder's details). */
  unitDraft(unitId: number): Promise<ApiResult<AuthoredUnitDraft>>;
  /** `GET units/backups`: every unit's draft in course order (the unit dashboard's preview). */
  unitDrafts(): Promise<ApiResult<AuthoredUnitDraft[]>>;
  /** `PUT unit/{id}`: the description, its narration, the thumbnail and the videos the body sends. */
  saveUnitDetails(unitId: number, body: SaveUnitDetailsBody): Promise<ApiResult<AuthoredUnitDraft>>;
  /** `GET timeline/blurb/{id}/backup`: the draft of the timeline holding the event. */
  timelineDraftOfEvent(eventId: number): Promise<ApiResult<AuthoredTimeline>>;
  /** `GET components/samples`: each catalogue type with its first use in the course, or none. */
  componentSamples(): Promise<ApiResult<ComponentSample[]>>;
}
