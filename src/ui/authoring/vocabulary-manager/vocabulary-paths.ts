import type { Language } from '@domain/shared/constants';

/** The manager's back-office path (product-spec §2): `vocabulary-manager/unit/{unitId}/{language}-us`. */
export const VOCABULARY_MANAGER_PATTERN = '/back-office/vocabulary-manager/unit/:unitId/:language';

export const vocabularyManagerPath = (unitId: number, language: Language) => `/back-office/vocabulary-manager/unit/${unitId}/${language}-us`;

/** The path's language segment: `en-us` or `es-us`, anything else names no glossary (a not-found page). */
export function glossaryLanguageOf(segment: string | undefined): Language | null {
  if (segment === 'en-us') return 'en';
  if (segment === 'es-us') return 'es';
  return null;
}

export const otherLanguage = (language: Language): Language => (language === 'en' ? 'es' : 'en');
