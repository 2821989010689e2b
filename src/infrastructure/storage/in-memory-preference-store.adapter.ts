import type { PreferenceStore } from '@application/ports/preference-store.port';
import { DEFAULT_LANGUAGE, type Language } from '@domain/shared/constants';

/** The preference port in memory (tests only; the app keeps preferences in session storage). */
export function createInMemoryPreferenceStore(initial: { language?: Language; audioLanguage?: Language; qaTracing?: boolean } = {}): PreferenceStore {
  let language = initial.language ?? DEFAULT_LANGUAGE;
  let audioLanguage = initial.audioLanguage ?? null;
  let qaTracing = initial.qaTracing ?? false;
  return {
    readLanguage: () => language,
    writeLanguage: (next) => void (language = next),
    readAudioLanguage: () => audioLanguage ?? language,
    writeAudioLanguage: (next) => void (audioLanguage = next),
    readQaTracing: () => qaTracing,
    writeQaTracing: (on) => void (qaTracing = on),
  };
}
