import type { PreferenceStore } from '@application/ports/preference-store.port';
import { DEFAULT_LANGUAGE, isLanguage, SESSION_STORAGE_KEYS } from '@domain/shared/constants';

/** Language and QA tracing in `sessionStorage`; anything unexpected there reads as the default. */
export function createBrowserPreferenceStore(storage: Storage): PreferenceStore {
  return {
    readLanguage() {
      const value = storage.getItem(SESSION_STORAGE_KEYS.language);
      return isLanguage(value) ? value : DEFAULT_LANGUAGE;
    },
    writeLanguage: (language) => storage.setItem(SESSION_STORAGE_KEYS.language, language),
    readAudioLanguage() {
      const value = storage.getItem(SESSION_STORAGE_KEYS.audioLanguage);
      return isLanguage(value) ? value : this.readLanguage();
    },
    writeAudioLanguage: (language) => storage.setItem(SESSION_STORAGE_KEYS.audioLanguage, language),
    readQaTracing: () => storage.getItem(SESSION_STORAGE_KEYS.qaTrace) === 'on',
    writeQaTracing: (on) => (on ? storage.setItem(SESSION_STORAGE_KEYS.qaTrace, 'on') : storage.removeItem(SESSION_STORAGE_KEYS.qaTrace)),
  };
}
