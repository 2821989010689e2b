import type { AddTimelineEventBody, RenameBiographyBody, SaveBiographyBody, SaveTimelineBody } from '@domain/authoring/reading-authoring.schemas';
import type { AuthoredBiography, AuthoredTimeline } from '@domain/authoring/reading-authoring.responses';
import type { AuthoringChange } from '@domain/authoring/authoring.responses';
import type { ApiResult } from '../ports/api-result';

export type { AuthoredBiography, AuthoredTimeline };

/**
 * The biography and timeline builders' calls (issue 14; api-spec §7.8). Saves carry the draft version
 * the creator loaded; a stale one fails with `AUTHORING.STALE_VERSION` (409) and the draft as it is now
 * in `current`. Publishing goes through CourseAuthoring.publish('biography' | 'timeline', id).
 */
export interface ReadingAuthoring {
  /** `POST biography` with unitId. */
  createBiography(unitId: number): Promise<ApiResult<AuthoredBiography>>;
  /** `GET biography/{id}/backup`: the draft (also what its preview shows). */
  biographyDraft(biographyId: number): Promise<ApiResult<AuthoredBiography>>;
  /** `PUT biography/{id}`. */
  saveBiography(biographyId: number, body: SaveBiographyBody): Promise<ApiResult<AuthoredBiography>>;
  /** `PATCH biography/{id}/change-name`. */
  renameBiography(biographyId: number, body: RenameBiographyBody): Promise<ApiResult<AuthoredBiography>>;
  /** `DELETE biography/{id}`. */
  removeBiography(biographyId: number): Promise<ApiResult<AuthoringChange>>;
  /** `POST timeline` with unitId (409 AUTHORING.TIMELINE_EXISTS with the unit's timeline in `current`). */
  createTimeline(unitId: number): Promise<ApiResult<AuthoredTimeline>>;
  /** `GET timeline/{id}/backup`. */
  timelineDraft(timelineId: number): Promise<ApiResult<AuthoredTimeline>>;
  /** `GET timeline/unit/{unitId}/backup`: the unit's timeline draft (its preview names the unit only). */
  timelineDraftOfUnit(unitId: number): Promise<ApiResult<AuthoredTimeline>>;
  /** `PUT timeline/{id}`: title, introduction, and every event in order. */
  saveTimeline(timelineId: number, body: SaveTimelineBody): Promise<ApiResult<AuthoredTimeline>>;
  /** `POST timeline/{id}/blurb`: a new event at the end. */
  addTimelineEvent(timelineId: number, body: AddTimelineEventBody): Promise<ApiResult<AuthoredTimeline>>;
  /** `DELETE blurb/{id}?version=`. */
  removeTimelineEvent(eventId: number, version: number): Promise<ApiResult<AuthoredTimeline>>;
  /** `DELETE timeline/{id}`. */
  removeTimeline(timelineId: number): Promise<ApiResult<AuthoringChange>>;
}

export const ReadingAuthoring = Symbol('ReadingAuthoring');
