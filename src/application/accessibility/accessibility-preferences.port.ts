import type { AccessibilityPreferences } from '@domain/accessibility/accessibility.schemas';
import type { ApiResult } from '../ports/api-result';

export type { AccessibilityPreferences };

/**
 * The signed-in student's accessibility preferences, kept on the server so they follow the student
 * across the school's shared devices (issue 16). The server answers the defaults when none are saved
 * and refuses anyone but a student (403).
 */
export interface AccessibilityPreferencesStore {
  /** `GET User/accessibility-preferences`. */
  mine(): Promise<ApiResult<AccessibilityPreferences>>;
  /** `PUT User/accessibility-preferences` with the whole set; answers what was saved. */
  save(preferences: AccessibilityPreferences): Promise<ApiResult<AccessibilityPreferences>>;
}
export const AccessibilityPreferencesStore = Symbol.for('AccessibilityPreferencesStore');
