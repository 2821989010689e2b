import { AUTHORING_MESSAGES } from '@domain/authoring/authoring.messages';
import type { LocaleBundle } from '../i18n/bundle-registry';

/** The back office's server messages as an i18next bundle: its client-side checks show the server's words. */
export const authoringMessageStrings: LocaleBundle = {
  en: Object.fromEntries(Object.entries(AUTHORING_MESSAGES).map(([key, text]) => [key, text.en])),
  es: Object.fromEntries(Object.entries(AUTHORING_MESSAGES).map(([key, text]) => [key, text.es])),
};
