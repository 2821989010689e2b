import { createVocabularyUseCases } from '@application/authoring/vocabulary.use-cases';
import { createInMemoryVocabulary, type InMemoryVocabularyAuthoring, type InMemoryVocabularySeed } from '@infrastructure/http/in-memory-vocabulary-authoring.adapter';
import { spied } from './publish-hub';
import { unitDetailsWorld } from './unit-details-world';

/** COURSE's first unit ("Colonies"): two English terms and one Spanish. */
export const TERMS: readonly InMemoryVocabularySeed[] = [
  { unitId: 1, name: 'Colony', definition: 'A settlement ruled by a distant country', pronunciation: 'KOL-uh-nee' },
  { unitId: 1, name: 'Charter', definition: 'A written grant of rights from a ruler' },
  { unitId: 1, language: 0, name: 'Colonia', definition: 'Un asentamiento gobernado por un país lejano' },
];

export const MANAGER_EN = '/back-office/vocabulary-manager/unit/1/en-us';
export const MANAGER_ES = '/back-office/vocabulary-manager/unit/1/es-us';

/**
 * The creator's world (unit-details-world.ts) with the vocabulary twin (spied) over its course and
 * media twins; the unit's draft counts the twin's terms, as the server's does.
 */
export function vocabularyWorld(seed: readonly InMemoryVocabularySeed[] = TERMS) {
  let port: InMemoryVocabularyAuthoring | null = null;
  const world = unitDetailsWorld({ vocabulary: { counts: (unitId) => port!.counts(unitId) } });
  port = spied(createInMemoryVocabulary({ units: world.twin, media: world.content, seed }));
  return { ...world, vocabularyPort: port, services: { ...world.services, vocabulary: createVocabularyUseCases(port) } };
}
