import { one } from '../db/database';
import { LessonTypeId } from '@domain/shared/constants';
import { insertText } from '../modules/content/draft/bilingual.repository';
import { insertAssessment, insertBenchmarkSet, insertSection } from '../modules/assessment/draft/assessment-draft.repository';
import type { SeedStep } from './seed-runner';

/** The second demo set's title: a set a creator started and has not linked or published yet. */
export const DEMO_DRAFT_BENCHMARK_SET_TITLE = { en: 'End-of-year review (draft)', es: 'Repaso de fin de año (borrador)' };

/**
 * A second benchmark set on the demo benchmark lesson (issue 15), unlinked and never published, so a
 * creator's first visit to the benchmark assessment builder shows the list order (unlinked last) and
 * the "unpublished" warning. Teachers never see it: they list published sets only.
 */
export const demoBenchmarkSetsSeed: SeedStep = {
  name: 'demo-benchmark-sets',
  async run(tx) {
    // The demo set was published by an earlier step (publishAssessment alone, before set versions were
    // kept by the seed): it counts as published and unchanged, as the migration says of older sets.
    await tx.query(
      `UPDATE benchmark_sets s SET published_draft_version = s.draft_version
        WHERE s.published_draft_version IS NULL AND EXISTS (SELECT 1 FROM published_assessments p WHERE p.benchmark_set_id = s.id)`,
    );
    const lesson = await one<{ id: number }>(
      tx,
      'SELECT id FROM lessons WHERE lesson_type_id = $1 AND deleted_at IS NULL ORDER BY id LIMIT 1',
      [LessonTypeId.BenchmarkAssessment],
    );
    if (!lesson) return;
    const setId = await insertBenchmarkSet(tx, { lessonId: lesson.id, linkedUnitId: null, titleId: await insertText(tx, DEMO_DRAFT_BENCHMARK_SET_TITLE) });
    const assessmentId = await insertAssessment(tx, { lessonId: lesson.id, benchmarkSetId: setId });
    await insertSection(tx, { assessmentId, groupNumber: 1, order: 1 });
  },
};
