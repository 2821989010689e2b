import type { Language } from '@domain/shared/constants';

/**
 * Per-tab preferences kept in session storage: interface (text) language, narration (audio)
 * language, and QA tracing. A student's languages also live on the server and come back at sign-in.
 */
export interface PreferenceStore {
  readLanguage(): Language;
  writeLanguage(language: Language): void;
  readAudioLanguage(): Language;
  writeAudioLanguage(language: Language): void;
  readQaTracing(): boolean;
  writeQaTracing(on: boolean): void;
}
export const PreferenceStore = Symbol.for('PreferenceStore');
