import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Form errors hold either a catalogue key (client-side validation with the shared schemas) or a
 * text the server already rendered in the user's language; both end up as words on screen.
 */
export function useMessageText() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (value: string | undefined): string | undefined => (value ? (i18n.exists(value) ? t(value) : value) : undefined),
    [t, i18n],
  );
}
