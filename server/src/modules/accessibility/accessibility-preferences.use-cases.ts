import { DEFAULT_ACCESSIBILITY_PREFERENCES } from '@domain/accessibility/accessibility.rules';
import type { AccessibilityPreferences } from '@domain/accessibility/accessibility.schemas';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../auth/auth-user';
import { findAccessibilityPreferences, saveAccessibilityPreferences } from './accessibility-preferences.repository';

/*
 * A student's accessibility tools (issue 16): the signed-in student's own preferences, never anyone
 * else's (no id in the call), so the route's role check is the whole scope check.
 */

export async function myAccessibilityPreferences(deps: AppDeps, student: AuthUser): Promise<AccessibilityPreferences> {
  return (await findAccessibilityPreferences(deps.db, student.id)) ?? DEFAULT_ACCESSIBILITY_PREFERENCES;
}

export async function saveMyAccessibilityPreferences(deps: AppDeps, student: AuthUser, preferences: AccessibilityPreferences): Promise<AccessibilityPreferences> {
  await saveAccessibilityPreferences(deps.db, student.id, preferences);
  return preferences;
}
