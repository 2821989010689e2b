import { reportRollupsBackfill } from '../modules/reports/report-rollup.backfill';
import type { SeedStep } from './seed-runner';

/**
 * Data a migration cannot write in SQL alone, written once per database at start after the
 * migrations, on every database (demo or not), before any demo step.
 */
export const DATA_BACKFILL_STEPS: readonly SeedStep[] = [reportRollupsBackfill];
