import type { Sql } from '../../db/database';
import type { SeedStep } from '../../seed/seed-runner';
import { listPublishedAssessmentDocuments, rebuildAllRollups, writePublishedQuestionStandards } from './report-rollup.repository';

/**
 * Every report number written from what is stored: each published question's standards, then every
 * rollup. Publishing and the write paths keep both from then on; this is for work stored before they
 * existed (a database older than issue 13, the demo seed's directly inserted work).
 */
export async function writeRollupsFromStoredWork(tx: Sql): Promise<void> {
  for (const document of await listPublishedAssessmentDocuments(tx)) await writePublishedQuestionStandards(tx, document.id, document.groups.flatMap((g) => g.questions));
  await rebuildAllRollups(tx);
}

/**
 * Once per database, demo or not (main.ts runs it before any demo step): a school's database that
 * held students' work before the rollups were added gets its reports filled in one transaction, so
 * they never show empty numbers for work that exists. On a new database it finds nothing to count.
 */
export const reportRollupsBackfill: SeedStep = { name: 'backfill-report-rollups', run: writeRollupsFromStoredWork };
