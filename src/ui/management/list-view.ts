import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { failureOf } from '../app/server-state/api-result-query';
import { useFailureText } from '../common/use-failure-text';

export type ListStatus = 'loading' | 'ready' | 'failed';

/** What a section's table shows of a list query: rows stay on screen while it loads again. */
export interface ListView<T> {
  readonly status: ListStatus;
  readonly items: readonly T[];
  /** The server's message (already in the user's language) when the last load failed. */
  readonly error: string | null;
  readonly retry: () => void;
}

const NOTHING: readonly never[] = [];

/** A list query as the table sees it. An ended session is no failure here: the guard takes the user to sign-in. */
export function useListView<T>(query: UseQueryResult<readonly T[]>): ListView<T> {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const failure = failureOf(query.error);
  const failed = query.isError && failure?.kind !== 'unauthorized';
  return {
    // A query waiting for what it needs (not enabled) is an empty list, not a load.
    status: failed ? 'failed' : query.isFetching ? 'loading' : 'ready',
    items: failed ? NOTHING : (query.data ?? NOTHING),
    error: failed ? (failure ? failureText(failure) : t('somethingWentWrongAlert')) : null,
    retry: () => void query.refetch(),
  };
}
