import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BenchmarkSetUseCases } from '@application/authoring/benchmark-set.use-cases';
import type { ApiResult } from '@application/ports/api-result';
import { useServices } from '../../app/services-context';
import { dataOf, savedOf } from '../../app/server-state/api-result-query';
import { assessmentDraftKeys } from '../assessment-builder/assessment-draft.queries';
import { authoringKeys } from '../authoring.queries';

/**
 * The benchmark builder's reads, under the back office's key (a publish notification makes them stale
 * too). A set's change also makes its assessment draft stale: the set's version is the draft's.
 */
export const benchmarkSetKeys = {
  all: () => [...authoringKeys.all, 'benchmarkSets'] as const,
  lesson: (lessonId: number) => [...benchmarkSetKeys.all(), 'lesson', lessonId] as const,
  units: (lessonId: number) => [...benchmarkSetKeys.all(), 'units', lessonId] as const,
  active: () => [...benchmarkSetKeys.all(), 'active'] as const,
  preview: (setId: number) => [...benchmarkSetKeys.all(), 'preview', setId] as const,
};

export const benchmarkSetQueries = {
  /** Other creators edit too: asked again each time the builder opens. */
  lesson: (sets: BenchmarkSetUseCases, lessonId: number) =>
    queryOptions({ queryKey: benchmarkSetKeys.lesson(lessonId), queryFn: () => dataOf(sets.listSets(lessonId)), staleTime: 0 }),
  units: (sets: BenchmarkSetUseCases, lessonId: number) => queryOptions({ queryKey: benchmarkSetKeys.units(lessonId), queryFn: () => dataOf(sets.unitsToLink(lessonId)) }),
  /** This tab's stored active set (session storage), read through the use cases. */
  active: (sets: BenchmarkSetUseCases) => queryOptions({ queryKey: benchmarkSetKeys.active(), queryFn: () => sets.activeSet(), staleTime: Infinity }),
  preview: (sets: BenchmarkSetUseCases, setId: number) => queryOptions({ queryKey: benchmarkSetKeys.preview(setId), queryFn: () => dataOf(sets.previewSet(setId)), staleTime: 0 }),
};

/** A change to one of the lesson's sets: its list, the active set, previews and the assessment drafts are read again. */
export function useBenchmarkSetChange<V, T>(lessonId: number, change: (sets: BenchmarkSetUseCases, variables: V) => Promise<ApiResult<T>>) {
  const { benchmarkSets } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => savedOf(change(benchmarkSets, variables)),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: benchmarkSetKeys.lesson(lessonId) }),
        client.invalidateQueries({ queryKey: benchmarkSetKeys.active() }),
        client.invalidateQueries({ queryKey: [...benchmarkSetKeys.all(), 'preview'] }),
        client.invalidateQueries({ queryKey: assessmentDraftKeys.all() }),
      ]),
  });
}

/** Opens a set for editing (this tab remembers it). */
export function useChooseActiveSet() {
  const { benchmarkSets } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (setId: number | null) => benchmarkSets.chooseActiveSet(setId),
    onSuccess: () => client.invalidateQueries({ queryKey: benchmarkSetKeys.active() }),
  });
}
