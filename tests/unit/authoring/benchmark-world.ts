import { createAssessmentBuilderUseCases } from '@application/authoring/assessment-builder.use-cases';
import { createBenchmarkSetUseCases } from '@application/authoring/benchmark-set.use-cases';
import { createInMemoryAssessmentBuilder } from '@infrastructure/http/in-memory-assessment-builder.adapter';
import { createInMemoryBenchmarkSetAuthoring, type InMemoryBenchmarkSetSeed } from '@infrastructure/http/in-memory-benchmark-set-authoring.adapter';
import { createInMemoryActiveBenchmarkSetStore } from '@infrastructure/storage/in-memory-active-benchmark-set.adapter';
import { authoringWorld } from './authoring-world';
import { spied } from './publish-hub';

/** The benchmark lesson the builder is open on, and two history units its sets may test. */
export const BENCHMARK_LESSON = 70;
export const BUILDER_PATH = `/back-office/benchmark-assessment-builder/unit/9/lesson/${BENCHMARK_LESSON}`;
export const PREVIEW_PATH = `/back-office/preview-mode/benchmark-assessment/unit/9/lesson/${BENCHMARK_LESSON}`;
export const UNITS = [
  { id: 1, number: 1, name: { id: 11, en: 'Colonies', es: 'Colonias' } },
  { id: 2, number: 2, name: { id: 12, en: 'Revolution', es: 'Revolución' } },
];

/** An unlinked draft first (by id), then a published set on Revolution, then one on Colonies that students have. */
export const SETS: readonly InMemoryBenchmarkSetSeed[] = [
  { id: 1, lessonId: BENCHMARK_LESSON, title: { en: 'Draft set', es: 'Conjunto borrador' } },
  { id: 2, lessonId: BENCHMARK_LESSON, title: { en: 'Set A', es: 'Conjunto A' }, linkedUnitId: 2, questionSets: [2, 1], draftVersion: 3, publishedDraftVersion: 3 },
  { id: 3, lessonId: BENCHMARK_LESSON, title: { en: 'Set C', es: 'Conjunto C' }, linkedUnitId: 1, questionSets: [4], draftVersion: 4, publishedDraftVersion: 2, inUse: true },
];

/**
 * A content creator's back office (authoring-world.tsx) with the benchmark twin (spied), this tab's
 * active set in memory, and the assessment builders' twin holding each seeded set's assessment (the
 * active set's questions editor reads it).
 */
export function benchmarkWorld(sets: readonly InMemoryBenchmarkSetSeed[] = SETS, activeSet: number | null = null) {
  const world = authoringWorld();
  const port = spied(createInMemoryBenchmarkSetAuthoring({ benchmarkLessonIds: [BENCHMARK_LESSON], units: UNITS, sets }));
  const active = createInMemoryActiveBenchmarkSetStore(activeSet);
  const assessments = createInMemoryAssessmentBuilder({ lessons: sets.map((s) => ({ lessonId: BENCHMARK_LESSON, unitId: 9, lessonTypeId: 7, setId: s.id })) });
  return {
    ...world,
    benchmarkPort: port,
    active,
    services: { ...world.services, benchmarkSets: createBenchmarkSetUseCases(port, active), assessmentBuilder: createAssessmentBuilderUseCases(assessments) },
  };
}
