import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { BASE_MESSAGES } from '@domain/shared/base-messages';
import { DEFAULT_LANGUAGE, type Language } from '@domain/shared/constants';
import { attachLocaleBundles } from './bundle-registry';
import { SHELL_BUNDLES } from './locales';

/**
 * The server's message catalogue, so client-side validation shows the same words as the server (the
 * back office adds its own messages when it loads: src/ui/authoring/authoring-messages.locale.ts).
 */
function catalogue(language: Language): Record<string, string> {
  return Object.fromEntries(Object.entries(BASE_MESSAGES).map(([key, text]) => [key, text[language]]));
}

function resources(language: Language): Record<string, string> {
  return Object.assign({}, catalogue(language), ...SHELL_BUNDLES.map((bundle) => bundle[language]));
}

/** One i18next instance per app, English and Spanish, starting in the stored language. */
export function createI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { en: { translation: resources('en') }, es: { translation: resources('es') } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  attachLocaleBundles(instance);
  return instance;
}
