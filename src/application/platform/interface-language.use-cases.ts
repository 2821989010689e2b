import type { Language } from '@domain/shared/constants';
import type { PreferenceStore } from '../ports/preference-store.port';

/** The interface language of this tab: shown by the screens and sent with every call. */
export interface InterfaceLanguage {
  current(): Language;
  choose(language: Language): void;
}

export function createInterfaceLanguage(preferences: PreferenceStore): InterfaceLanguage {
  return {
    current: () => preferences.readLanguage(),
    choose: (language) => preferences.writeLanguage(language),
  };
}
