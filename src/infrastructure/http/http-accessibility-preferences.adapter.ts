import type { AccessibilityPreferences, AccessibilityPreferencesStore } from '@application/accessibility/accessibility-preferences.port';
import type { ApiClient } from './api-client';

/** The student's accessibility preferences on the server (issue 16). */
export function createHttpAccessibilityPreferences(api: ApiClient): AccessibilityPreferencesStore {
  return {
    mine: () => api.call<AccessibilityPreferences>('GET', '/User/accessibility-preferences'),
    save: (preferences) => api.call<AccessibilityPreferences>('PUT', '/User/accessibility-preferences', preferences),
  };
}
