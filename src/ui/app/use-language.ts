import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '../../domain/shared/constants';
import { useServices } from './services-context';

/** The interface language: kept in session storage, sent as the Language header, shown by i18next. */
export function useLanguage(): [Language, (language: Language) => void] {
  const { i18n } = useTranslation();
  const { preferences } = useServices();
  const current = isLanguage(i18n.language) ? i18n.language : preferences.readLanguage();
  const change = useCallback(
    (language: Language) => {
      preferences.writeLanguage(language);
      void i18n.changeLanguage(language);
      document.documentElement.lang = language;
    },
    [i18n, preferences],
  );
  return [current, change];
}
