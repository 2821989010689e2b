import type { Language } from '../../domain/shared/constants';

/** Per-tab preferences kept in session storage: interface language and QA tracing. */
export interface PreferenceStore {
  readLanguage(): Language;
  writeLanguage(language: Language): void;
  readQaTracing(): boolean;
  writeQaTracing(on: boolean): void;
}
export const PreferenceStore = Symbol.for('PreferenceStore');
