import type { Language } from '../shared/constants';
import type { BilingualAudio, BilingualText } from './bilingual.schemas';

/**
 * Reading bilingual values, without the validators: screens import this (type-only imports of the
 * schemas are erased), so a student's first load carries no zod.
 */

/** The text of a bilingual value in one language, falling back to English when the Spanish is missing. */
export function textIn(text: Pick<BilingualText, 'en' | 'es'> | null | undefined, language: Language): string {
  if (!text) return '';
  return (language === 'es' ? text.es || text.en : text.en) ?? '';
}

/** The narration URL for an audio language, or null when none was recorded for it. */
export function audioIn(audio: BilingualAudio | null | undefined, language: Language): string | null {
  if (!audio) return null;
  return language === 'es' ? audio.es : audio.en;
}
