import type { VocabularyTerm } from '@domain/content/reading.schemas';
import type { Language } from '@domain/shared/constants';

/** Lower case without accents, so "revolucion" matches "Revolución" and "nino" matches "niño". */
export function foldForSearch(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();
}

/** Terms whose name or definitions contain the query, ignoring case and accents; every term for an empty query. */
export function searchGlossary(terms: readonly VocabularyTerm[], query: string): VocabularyTerm[] {
  const q = foldForSearch(query);
  if (!q) return [...terms];
  return terms.filter((term) =>
    [term.name, term.definition, term.secondaryDefinition ?? ''].some((field) => foldForSearch(field).includes(q)),
  );
}

/** The A–Z heading a term sits under: its first letter without accents, except Spanish Ñ; "#" for anything else. */
export function glossaryLetter(name: string, language: Language): string {
  const first = name.trim().charAt(0);
  if (language === 'es' && (first === 'ñ' || first === 'Ñ')) return 'Ñ';
  const letter = foldForSearch(first).toUpperCase();
  return /^[A-Z]$/.test(letter) ? letter : '#';
}

export interface GlossaryGroup {
  readonly letter: string;
  readonly terms: readonly VocabularyTerm[];
}

/** Terms sorted in the glossary language's alphabetical order and grouped by letter (A–Z, with Ñ after N in Spanish). */
export function groupGlossary(terms: readonly VocabularyTerm[], language: Language): GlossaryGroup[] {
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  const sorted = [...terms].sort((a, b) => collator.compare(a.name, b.name));
  const groups: { letter: string; terms: VocabularyTerm[] }[] = [];
  for (const term of sorted) {
    const letter = glossaryLetter(term.name, language);
    const last = groups[groups.length - 1];
    if (last && last.letter === letter) last.terms.push(term);
    else groups.push({ letter, terms: [term] });
  }
  return groups;
}
