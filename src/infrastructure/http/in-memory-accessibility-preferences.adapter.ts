import type { AccessibilityPreferences, AccessibilityPreferencesStore } from '@application/accessibility/accessibility-preferences.port';
import { DEFAULT_ACCESSIBILITY_PREFERENCES } from '@domain/accessibility/accessibility.rules';
import { accessibilityPreferencesSchema } from '@domain/accessibility/accessibility.schemas';
import { answered } from './in-memory-answers';
import { invalid } from './in-memory-lesson-content-authoring.adapter';

/**
 * One student's accessibility preferences in memory (tests only; the app binds the HTTP adapter):
 * the defaults until a save, and the shared schema's refusal (400) of a bad set. Who may call is the
 * server's to decide: script a 403 with `mockResolvedValueOnce`.
 */
export function createInMemoryAccessibilityPreferences(saved: AccessibilityPreferences | null = null): AccessibilityPreferencesStore & { saved(): AccessibilityPreferences | null } {
  let current = saved;
  return {
    saved: () => current,
    mine: async () => answered(current ?? DEFAULT_ACCESSIBILITY_PREFERENCES),
    save: async (preferences) => {
      const parsed = accessibilityPreferencesSchema.safeParse(preferences);
      if (!parsed.success) return invalid(parsed.error);
      current = parsed.data;
      return answered(current);
    },
  };
}
