import { useCallback, useEffect, useRef, useState } from 'react';
import { showSnackbar } from '../common/show-snackbar';
import { useTranslation } from 'react-i18next';
import type { AuthoringChange } from '@application/authoring/course-authoring.use-cases';
import { failureOf, type Saved } from '../app/server-state/api-result-query';
import { useFailureText } from '../common/use-failure-text';
import { registerLocaleBundle } from '../i18n/bundle-registry';
import { authoringMessageStrings } from './authoring-messages.locale';

// The fallback confirmations are the back office's own messages.
registerLocaleBundle(authoringMessageStrings);

/**
 * How a builder action's outcome shows (§8.1: the server's statusMessage as received): a saved change
 * is the server's confirmation in a snackbar; a refusal is a red snackbar titled with the §8.3 alert
 * ("Failed to reorder unit!") carrying the server's message. A removal or move of a published item
 * answers with the publish reminder, which stays on the page (`notice`) until dismissed.
 */
export function useAuthoringFeedback() {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const [notice, setNotice] = useState<string | null>(null);

  const saved = useCallback((message: string) => showSnackbar({ color: 'green', message: message || t('changesSaved') }), [t]);
  const changed = useCallback(
    (result: Saved<AuthoringChange>) => {
      if (result.data.publishNeeded) setNotice(result.message);
      else saved(result.message);
    },
    [saved],
  );
  const failed = useCallback(
    (alertKey: string, error: unknown) => {
      const failure = failureOf(error);
      if (failure?.kind === 'unauthorized') return;
      showSnackbar({ color: 'red', title: t(alertKey), message: failure ? failureText(failure) : t('somethingWentWrongAlert') });
    },
    [t, failureText],
  );
  /** The server's message for a refusal, as a dialog's alert shows it. */
  const refusal = useCallback((error: unknown) => {
    const failure = failureOf(error);
    return failure ? failureText(failure) : t('somethingWentWrongAlert');
  }, [t, failureText]);
  return { saved, changed, failed, refusal, notice, dismissNotice: () => setNotice(null) };
}

/**
 * Puts focus on a control once the list on screen shows a change: the moved row's Move button, the
 * new row's Rename button. React moves a reordered row's DOM node, which drops focus, so a keyboard
 * user reordering step by step would otherwise start over from the top of the page. `ready` says
 * when the rendered data holds the change (the refetch may land before or after the mutation's
 * callback); the first selector matching an enabled control then takes focus.
 */
export function useFocusWhenShown<T>(data: T) {
  const wanted = useRef<{ ready: (data: T) => boolean; selectors: readonly string[] } | null>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    const want = wanted.current;
    if (!want || !want.ready(data)) return;
    wanted.current = null;
    for (const selector of want.selectors) {
      const target = document.querySelector<HTMLElement>(selector);
      if (target && !target.hasAttribute('disabled')) {
        target.focus();
        return;
      }
    }
  }, [data, request]);
  return useCallback((ready: (data: T) => boolean, ...selectors: readonly string[]) => {
    wanted.current = { ready, selectors };
    setRequest((n) => n + 1);
  }, []);
}
