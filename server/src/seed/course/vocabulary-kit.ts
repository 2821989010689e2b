import type { VocabularySeed } from './course-seed.types';

type Row = readonly [enName: string, enCategory: string, enDefinition: string, esName: string, esCategory: string, esDefinition: string];

/** Builds glossary entries from compact rows; each gets a pronunciation audio key `<prefix>-<n>`. */
export function glossary(prefix: string, rows: readonly Row[]): VocabularySeed[] {
  return rows.map(([enName, enCategory, enDefinition, esName, esCategory, esDefinition], i) => ({
    en: { name: enName, category: enCategory, definition: enDefinition },
    es: { name: esName, category: esCategory, definition: esDefinition },
    audio: `${prefix}-${String(i + 1).padStart(2, '0')}`,
  }));
}
