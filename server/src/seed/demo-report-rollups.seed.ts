import type { AssessmentDocument } from '@domain/assessment/assessment.schemas';
import { rebuildAllRollups, writePublishedQuestionStandards } from '../modules/reports/report-rollup.repository';
import type { SeedStep } from './seed-runner';

/**
 * Issue 13: the report rollups of the demo world. Publishing writes each question's standards and the
 * write paths keep the rollups from then on, but a database seeded before they existed has
 * snapshots without standards and work without rollups (and the benchmark seed assigns outside the
 * use cases): this step writes both from what is stored. Runs once per database, last.
 */
export const demoReportRollupsSeed: SeedStep = {
  name: 'demo-report-rollups',
  async run(tx) {
    const published = await tx.query<{ document: AssessmentDocument }>('SELECT document FROM published_assessments ORDER BY assessment_id');
    for (const { document } of published) await writePublishedQuestionStandards(tx, document.id, document.groups.flatMap((g) => g.questions));
    await rebuildAllRollups(tx);
  },
};
