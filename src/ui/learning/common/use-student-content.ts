import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ApiResult } from '@application/ports/api-result';
import { useLanguage } from '../../app/use-language';
import { useFailureText } from '../../common/use-failure-text';
import { showNotice } from './show-notice';

export type ContentState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'locked'; readonly message: string }
  | { readonly status: 'failed'; readonly message: string };

/** Where a missing item sends the student (product-spec §2: a 404 outside the back office goes home). */
export const HOME_PATH = '/';

/**
 * Loads what a student screen shows, again when the language changes (Spanish lists differ).
 * A 404 (unknown or unpublished) shows the server's page-specific notice and goes home; a locked
 * unit becomes the `locked` state; anything else is `failed` with a retry.
 */
export function useStudentContent<T>(
  load: () => Promise<ApiResult<T>>,
  deps: readonly unknown[],
): { state: ContentState<T>; reload: () => void; replace: (data: T) => void } {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const navigate = useNavigate();
  const [language] = useLanguage();
  const [state, setState] = useState<ContentState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    void load().then((result) => {
      if (!live) return;
      if (result.ok) return setState({ status: 'ready', data: result.data });
      if (result.kind === 'unauthorized') return;
      if (result.status === 404) {
        showNotice({ color: 'yellow', message: result.message || t('redirectHomeOther') });
        navigate(HOME_PATH, { replace: true });
        return;
      }
      if (result.status === 403 && result.code === 'UNIT.LOCKED') return setState({ status: 'locked', message: result.message || t('unitLocked') });
      setState({ status: 'failed', message: failureText(result) });
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, language, attempt]);

  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  const replace = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return { state, reload, replace };
}
