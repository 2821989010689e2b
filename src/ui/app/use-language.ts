import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { textIn } from '@domain/content/bilingual';
import { isLanguage, type Language } from '@domain/shared/constants';
import { useServices } from './services-context';

/** How a language change is made: by default a signed-in student's profile keeps it. */
export interface LanguageChange {
  /** False when the language came from the profile (at sign-in): nothing to save back. */
  readonly keepOnProfile?: boolean;
}

/**
 * The interface (text) language: kept in session storage, sent as the Language header, shown by
 * i18next, and for a student saved on the server as their text language.
 */
export function useLanguage(): [Language, (language: Language, how?: LanguageChange) => void] {
  const { i18n } = useTranslation();
  const { language: interfaceLanguage, learning } = useServices();
  const current = isLanguage(i18n.language) ? i18n.language : interfaceLanguage.current();
  const change = useCallback(
    (language: Language, { keepOnProfile = true }: LanguageChange = {}) => {
      interfaceLanguage.choose(language);
      void i18n.changeLanguage(language);
      document.documentElement.lang = language;
      if (keepOnProfile) void learning.keepTextLanguage(language);
    },
    [i18n, interfaceLanguage, learning],
  );
  return [current, change];
}

/** The narration language every audio player follows (a student may listen in the other language). */
export function useAudioLanguage(): Language {
  const { learning } = useServices();
  return useSyncExternalStore(learning.onNarrationLanguageChange, learning.narrationLanguage);
}

/** Reads bilingual content in the current text language. */
export function useBilingual(): (text: Parameters<typeof textIn>[0]) => string {
  const [language] = useLanguage();
  return useCallback((text) => textIn(text, language), [language]);
}
