import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { AuthoredBiography, AuthoredTimeline, ReadingAuthoring } from '@application/authoring/reading-authoring.port';
import type { ApiResult } from '@application/ports/api-result';
import { useServices } from '../../app/services-context';
import { dataOf } from '../../app/server-state/api-result-query';
import { authoringKeys } from '../authoring.queries';
import { useDraftChange, useUnitItemChange, type DraftChangeOf } from '../draft-change';

/** Biography and timeline drafts, under the back office's key so a publish notification makes them stale too. */
export const readingDraftKeys = {
  all: () => [...authoringKeys.all, 'readingDraft'] as const,
  biography: (biographyId: number) => [...readingDraftKeys.all(), 'biography', biographyId] as const,
  timeline: (timelineId: number) => [...readingDraftKeys.all(), 'timeline', timelineId] as const,
};

export const readingDraftQueries = {
  /** Other creators edit too: asked again each time the builder or a preview opens. */
  biography: (reading: ReadingAuthoring, biographyId: number) =>
    queryOptions({ queryKey: readingDraftKeys.biography(biographyId), queryFn: () => dataOf(reading.biographyDraft(biographyId)), staleTime: 0 }),
  timeline: (reading: ReadingAuthoring, timelineId: number) =>
    queryOptions({ queryKey: readingDraftKeys.timeline(timelineId), queryFn: () => dataOf(reading.timelineDraft(timelineId)), staleTime: 0 }),
  /** The timeline preview knows only the unit (and previewers who are not builders cannot read the unit's details). */
  timelineOfUnit: (reading: ReadingAuthoring, unitId: number) =>
    queryOptions({ queryKey: [...readingDraftKeys.all(), 'timelineOfUnit', unitId] as const, queryFn: () => dataOf(reading.timelineDraftOfUnit(unitId)), staleTime: 0 }),
};

/** A biography or timeline draft as the builders hold it: the answer of every save. */
export type ReadingDraft = AuthoredBiography | AuthoredTimeline;

/** One change to a draft: the call to make with the version and the draft as they are when the change runs. */
export type ReadingChange<D extends ReadingDraft> = DraftChangeOf<ReadingAuthoring, D>;

/** One change to a biography's or a timeline's draft (draft-change.ts); the unit builder's row is made stale. */
export function useReadingDraftChange<D extends ReadingDraft>(key: QueryKey, unitId: number) {
  const { readingAuthoring } = useServices();
  return useDraftChange<ReadingAuthoring, D>(readingAuthoring, key, [authoringKeys.unit(unitId)], (current) => Boolean((current as D | undefined)?.document));
}

/** The unit builder's part changes with a new or removed biography, or a new timeline (a second creator's timeline is linked to). */
function useReadingItemChange<V, T>(unitId: number, call: (reading: ReadingAuthoring, variables: V) => Promise<ApiResult<T>>) {
  return useUnitItemChange(useServices().readingAuthoring, unitId, call, 'AUTHORING.TIMELINE_EXISTS');
}

export const useCreateBiography = (unitId: number) => useReadingItemChange(unitId, (reading) => reading.createBiography(unitId));
export const useRemoveBiography = (unitId: number) => useReadingItemChange(unitId, (reading, biographyId: number) => reading.removeBiography(biographyId));
export const useCreateTimeline = (unitId: number) => useReadingItemChange(unitId, (reading) => reading.createTimeline(unitId));
