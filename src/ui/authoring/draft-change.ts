import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ApiResult } from '@application/ports/api-result';
import type { ClientErrorCode } from '@domain/shared/error-codes';
import { failureOf, savedOf } from '../app/server-state/api-result-query';
import { authoringKeys } from './authoring.queries';

/** One change to a draft: the call to make through `service` with the version and the draft as they are when the change runs. */
export type DraftChangeOf<S, D> = (service: S, version: number, latest: D) => Promise<ApiResult<D>>;

/**
 * One change to a one-version draft cached under `key` (a biography, a timeline, an opener…), as
 * `useLessonDraftChange` is for a lesson. The answer is the whole draft at its new version and replaces
 * the cached one at once; a stale refusal carries the draft as it is now (`current`, recognised by
 * `isDraft`), which replaces it too, so the builder shows the other creator's work and the next change
 * is based on it. `alsoStale` are the reads that show the draft's state elsewhere (the unit builder).
 */
export function useDraftChange<S, D extends { readonly version: number }>(service: S, key: QueryKey, alsoStale: readonly QueryKey[], isDraft: (value: unknown) => boolean) {
  const client = useQueryClient();
  const keep = (draft: D) => {
    client.setQueryData(key, draft);
    for (const queryKey of alsoStale) void client.invalidateQueries({ queryKey });
  };
  return useMutation({
    mutationFn: (change: DraftChangeOf<S, D>) => {
      const latest = client.getQueryData<D>(key);
      if (!latest) throw new Error('The draft is not loaded');
      return savedOf(change(service, latest.version, latest));
    },
    onSuccess: (saved) => keep(saved.data),
    onError: (error) => {
      const current = failureOf(error)?.current;
      if (isDraft(current)) keep(current as D);
    },
  });
}

/**
 * A change to what a unit has (a new biography, timeline, opener, teacher page; a removal): the unit
 * builder's details are read again. A refusal with `existsCode` (a second creator made the unit's one
 * timeline or opener first) reads them again too, so the builder links to theirs.
 */
export function useUnitItemChange<S, V, T>(service: S, unitId: number, call: (service: S, variables: V) => Promise<ApiResult<T>>, existsCode: ClientErrorCode) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: authoringKeys.unit(unitId) });
  return useMutation({
    mutationFn: (variables: V) => savedOf(call(service, variables)),
    onSuccess: refresh,
    onError: (error) => (failureOf(error)?.code === existsCode ? refresh() : undefined),
  });
}
