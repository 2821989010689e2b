import { demoAssessmentsSeed } from './assessment/demo-assessments.seed';
import { demoBenchmarkSetsSeed } from './demo-benchmark-sets.seed';
import { demoClassroomBenchmarksSeed } from './demo-classroom-benchmarks.seed';
import { demoClassroomsSeed } from './demo-classrooms.seed';
import { demoClassworkSeed } from './demo-classwork.seed';
import { demoCourseSeed } from './demo-course.seed';
import { demoReportRollupsSeed } from './demo-report-rollups.seed';
import { demoStandardsSeed } from './demo-standards.seed';
import { demoOneRosterImportSeed } from './demo-oneroster-import.seed';
import { demoEdlinkSyncSeed } from './demo-edlink-sync.seed';
import { demoWorldSeed } from './demo-world.seed';
import { demoSupportChatSeed } from './demo-support-chat.seed';
import { demoUsageSeed } from './demo-usage.seed';
import { demoSsoProvidersSeed } from './demo-sso-providers.seed';
import type { SeedStep } from './seed-runner';

/** Every demo seed step, in the order they build on each other. */
export const DEMO_SEED_STEPS: readonly SeedStep[] = [demoWorldSeed, demoCourseSeed, demoAssessmentsSeed, demoClassroomsSeed, demoClassworkSeed, demoClassroomBenchmarksSeed, demoReportRollupsSeed, demoBenchmarkSetsSeed, demoStandardsSeed, demoOneRosterImportSeed, demoEdlinkSyncSeed, demoSupportChatSeed, demoUsageSeed, demoSsoProvidersSeed];
