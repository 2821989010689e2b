import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { failureOf } from '../../app/server-state/api-result-query';
import { useFailureText } from '../../common/use-failure-text';
import { showSentHomeNotice } from './show-notice';

export type ContentState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'locked'; readonly message: string }
  /** A lesson type the interface language hides (Spanish, types 4–6): offered in English instead. */
  | { readonly status: 'onlyInEnglish'; readonly message: string }
  | { readonly status: 'failed'; readonly message: string };

/** Where a missing item sends the student (product-spec §2: a 404 outside the back office goes home). */
export const HOME_PATH = '/';

/**
 * What a student screen shows, from a learning query (learning.queries.ts; its key carries the
 * language, so it loads again in the other language). A 404 (unknown or unpublished) shows the
 * server's page-specific notice and goes home; a locked unit becomes the `locked` state; a signed-out
 * answer stays loading (the session sends the user to sign in); anything else is `failed` with a retry.
 * `fromLayout` marks the unit layout's own query: when the page inside is missing too, its notice wins.
 */
export function useStudentContent<T, K extends QueryKey>(
  options: UseQueryOptions<T, Error, T, K>,
  { fromLayout = false }: { fromLayout?: boolean } = {},
): { state: ContentState<T>; reload: () => void } {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Like every reload before, what is shown stays until the next answer arrives (another id, another language).
  const query = useQuery({ placeholderData: keepPreviousData, ...options });
  const failure = query.isError ? failureOf(query.error) : null;
  const sentHome = useRef<unknown>(null);

  useEffect(() => {
    if (failure?.status !== 404 || sentHome.current === query.error) return;
    sentHome.current = query.error;
    showSentHomeNotice(failure.message || t('redirectHomeOther'), { from: pathname, fromLayout });
    navigate(HOME_PATH, { replace: true });
  }, [failure, query.error, navigate, t, fromLayout, pathname]);

  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  // The query's answer arrives through useSyncExternalStore, which React renders in one long task;
  // deferred, the screen renders its data as a transition, in slices (docs/decisions.md, issue 17).
  const data = useDeferredValue(query.data);
  return { state: contentState({ isError: query.isError, data }, failure, failureText, t), reload };
}

function contentState<T>(
  query: { isError: boolean; data: T | undefined },
  failure: ReturnType<typeof failureOf>,
  failureText: ReturnType<typeof useFailureText>,
  t: TFunction,
): ContentState<T> {
  if (!query.isError) return query.data === undefined ? { status: 'loading' } : { status: 'ready', data: query.data };
  if (!failure) return { status: 'failed', message: t('somethingWentWrongAlert') };
  if (failure.kind === 'unauthorized' || failure.status === 404) return { status: 'loading' };
  if (failure.status === 403 && failure.code === 'UNIT.LOCKED') return { status: 'locked', message: failure.message || t('unitLocked') };
  if (failure.code === 'LESSON.ONLY_IN_ENGLISH') return { status: 'onlyInEnglish', message: failure.message || t('lessonOnlyInEnglish') };
  return { status: 'failed', message: failureText(failure) };
}
