import { createAccessibilityUseCases, type AccessibilityUseCases } from '@application/accessibility/accessibility.use-cases';
import type { ApiClient } from '../http/api-client';
import { createHttpAccessibilityPreferences } from '../http/http-accessibility-preferences.adapter';
import { createSpeechSynthesisReadAloud } from '../speech/speech-synthesis-read-aloud.adapter';

/**
 * The accessibility tools' adapters and use cases, loaded together with the first call
 * (accessibility.module.ts): the preferences over HTTP, read-aloud over the browser's speech synthesis.
 */
export function wireAccessibility(api: ApiClient): AccessibilityUseCases {
  return createAccessibilityUseCases(createHttpAccessibilityPreferences(api), createSpeechSynthesisReadAloud());
}
