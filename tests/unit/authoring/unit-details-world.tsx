import { createInMemoryUnitDetails, type InMemoryUnitDetailsSeed } from '@infrastructure/http/in-memory-unit-details-authoring.adapter';
import { withUnitPages } from '@infrastructure/http/in-memory-page-authoring.adapter';
import { withReadingItems, type InMemoryReadingSeed } from '@infrastructure/http/in-memory-reading-authoring.adapter';
import type { InMemoryDraftSeed } from '@infrastructure/http/in-memory-lesson-content-authoring.adapter';
import type { InMemoryUnitSeed } from '@infrastructure/http/in-memory-course-authoring.adapter';
import { authoringWorld } from './authoring-world';
import { previewLearning } from './preview-learning';
import { spied } from './publish-hub';

/** COURSE's first unit with a description and two videos (one of the course's own, one external). */
export const UNIT_DETAILS: readonly InMemoryUnitDetailsSeed[] = [
  {
    unitId: 1,
    description: { en: '<p>From Jamestown to the thirteen colonies.</p>', es: '<p>De Jamestown a las trece colonias.</p>' },
    videos: [
      { title: { en: 'A colonial town', es: 'Un pueblo colonial' }, videoUrl: '/api/videos/7' },
      { title: { en: 'Harbour tour', es: 'Paseo por el puerto' }, videoUrl: 'https://video.example.org/embed/harbour' },
    ],
  },
];

export interface UnitDetailsWorldOptions {
  readonly course?: readonly InMemoryUnitSeed[];
  readonly drafts?: readonly InMemoryDraftSeed[];
  readonly reading?: InMemoryReadingSeed;
  readonly details?: readonly InMemoryUnitDetailsSeed[];
  /** The vocabulary twin, whose counts the unit's draft carries. */
  readonly vocabulary?: { counts(unitId: number): { en: number; es: number } };
}

/**
 * The creator's world (authoring-world.tsx) with the unit details twin over its course, lesson,
 * reading and page twins (spied), and a preview's learning services: any students' call is recorded.
 */
export function unitDetailsWorld({ course, drafts, reading, details = UNIT_DETAILS, vocabulary }: UnitDetailsWorldOptions = {}) {
  const world = authoringWorld(course, drafts, reading);
  const units = { ...withUnitPages(withReadingItems(world.twin, world.reading), world.pages), touchUnit: world.twin.touchUnit };
  const unitDetails = spied(createInMemoryUnitDetails({ course: units, lessons: world.content, reading: world.reading, media: world.content, seed: details, vocabulary }));
  const { learning, learningCalls } = previewLearning();
  return { ...world, unitDetails, learningCalls, services: { ...world.services, unitDetails, learning } };
}
