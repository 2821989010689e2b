import { writeRollupsFromStoredWork } from '../modules/reports/report-rollup.backfill';
import type { SeedStep } from './seed-runner';

/**
 * Issue 13: the report rollups of the demo world. The demo seeds insert work and benchmark assignments
 * outside the use cases that keep the rollups, so this step writes them from what is stored. Runs once
 * per database, last.
 */
export const demoReportRollupsSeed: SeedStep = { name: 'demo-report-rollups', run: writeRollupsFromStoredWork };
