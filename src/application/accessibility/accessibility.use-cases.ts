import { passagesToRead } from '@domain/accessibility/accessibility.rules';
import type { ApiResult } from '../ports/api-result';
import type { AccessibilityPreferences, AccessibilityPreferencesStore } from './accessibility-preferences.port';
import type { ReadAloud, ReadingEnd } from './read-aloud.port';

/** What a student does with their accessibility tools (issue 16), in product words. */
export interface AccessibilityUseCases {
  /** The student's saved preferences (the defaults until they choose any). */
  loadMyAccessibility(): Promise<ApiResult<AccessibilityPreferences>>;
  /** Saves the whole set, so it applies on whichever device the student signs in next. */
  saveMyAccessibility(preferences: AccessibilityPreferences): Promise<ApiResult<AccessibilityPreferences>>;
  /** Reads the page's main text aloud in the preferences' language; resolves when the reading ends. */
  readPageAloud(pageText: string, preferences: Pick<AccessibilityPreferences, 'readAloudLanguage'>): Promise<ReadingEnd>;
  pauseReading(): Promise<void>;
  resumeReading(): Promise<void>;
  stopReading(): Promise<void>;
}

export function createAccessibilityUseCases(store: AccessibilityPreferencesStore, reader: ReadAloud): AccessibilityUseCases {
  return {
    loadMyAccessibility: () => store.mine(),
    saveMyAccessibility: (preferences) => store.save(preferences),
    readPageAloud: (pageText, { readAloudLanguage }) => reader.read(passagesToRead(pageText), readAloudLanguage),
    pauseReading: () => reader.pause(),
    resumeReading: () => reader.resume(),
    stopReading: () => reader.stop(),
  };
}
