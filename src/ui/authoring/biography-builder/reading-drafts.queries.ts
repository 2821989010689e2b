import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { AuthoredBiography, AuthoredTimeline, ReadingAuthoring } from '@application/authoring/reading-authoring.port';
import type { ApiResult } from '@application/ports/api-result';
import { useServices } from '../../app/services-context';
import { dataOf, failureOf, savedOf } from '../../app/server-state/api-result-query';
import { authoringKeys } from '../authoring.queries';

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
export type ReadingChange<D extends ReadingDraft> = (reading: ReadingAuthoring, version: number, latest: D) => Promise<ApiResult<D>>;

/**
 * One change to a biography's or a timeline's draft (as `useLessonDraftChange` is for a lesson). The
 * answer is the whole draft at its new version and replaces the cached one at once; a stale refusal
 * carries the draft as it is now (`current`), which replaces it too, so the builder shows the other
 * creator's work and the next change is based on it. The unit builder's row is made stale.
 */
export function useReadingDraftChange<D extends ReadingDraft>(key: QueryKey, unitId: number) {
  const { readingAuthoring } = useServices();
  const client = useQueryClient();
  const keep = (draft: D) => {
    client.setQueryData(key, draft);
    void client.invalidateQueries({ queryKey: authoringKeys.unit(unitId) });
  };
  return useMutation({
    mutationFn: (change: ReadingChange<D>) => {
      const latest = client.getQueryData<D>(key);
      if (!latest) throw new Error('The draft is not loaded');
      return savedOf(change(readingAuthoring, latest.version, latest));
    },
    onSuccess: (saved) => keep(saved.data),
    onError: (error) => {
      const current = failureOf(error)?.current as D | undefined;
      if (current?.document) keep(current);
    },
  });
}

/** The unit builder's part changes with a new or removed biography, or a new timeline. */
function useUnitItemChange<V, T>(unitId: number, call: (reading: ReadingAuthoring, variables: V) => Promise<ApiResult<T>>) {
  const { readingAuthoring } = useServices();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: authoringKeys.unit(unitId) });
  return useMutation({
    mutationFn: (variables: V) => savedOf(call(readingAuthoring, variables)),
    onSuccess: refresh,
    // A second creator made the unit's timeline first: the builder now links to theirs.
    onError: (error) => (failureOf(error)?.code === 'AUTHORING.TIMELINE_EXISTS' ? refresh() : undefined),
  });
}

export const useCreateBiography = (unitId: number) => useUnitItemChange(unitId, (reading) => reading.createBiography(unitId));
export const useRemoveBiography = (unitId: number) => useUnitItemChange(unitId, (reading, biographyId: number) => reading.removeBiography(biographyId));
export const useCreateTimeline = (unitId: number) => useUnitItemChange(unitId, (reading) => reading.createTimeline(unitId));
