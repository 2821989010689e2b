import type { RosterImportJob, RosterSyncGateway } from '@application/roster-sync/roster-sync.port';
import { noRosterCounts } from '@domain/roster-sync/oneroster.schemas';
import { answered, refused } from './in-memory-answers';

/**
 * The roster-sync port over jobs in memory (tests only; the app binds the HTTP adapter). Reading the
 * zip is the server's, so an upload here is queued as it is; the test moves a job on with `settle`
 * (running, done with counts, failed with problems), as the server's background job would.
 */
export function createInMemoryRosterSync(
  knownStates: readonly number[],
  seed: readonly RosterImportJob[] = [],
): RosterSyncGateway & { settle(jobId: number, change: Partial<RosterImportJob>): void; jobs(): RosterImportJob[] } {
  let jobs = [...seed];
  let nextId = Math.max(0, ...seed.map((j) => j.jobId)) + 1;
  return {
    jobs: () => jobs,
    settle: (jobId, change) => {
      jobs = jobs.map((j) => (j.jobId === jobId ? { ...j, ...change } : j));
    },
    startImport: async ({ stateId, districtId }, _file, fileName) => {
      if (!knownStates.includes(stateId)) return refused(404, 'ONEROSTER.STATE_NOT_FOUND', 'notFound', 'stateId');
      const job: RosterImportJob = {
        jobId: nextId++,
        status: 'queued',
        fileName,
        stateId,
        districtId,
        counts: noRosterCounts(),
        problems: [],
        problemCount: 0,
        requestedAt: new Date().toISOString(),
        startedAt: null,
        finishedAt: null,
      };
      jobs = [job, ...jobs];
      return answered({ jobId: job.jobId, status: 'queued' as const }, 'rosterImportQueued');
    },
    importJob: async (jobId) => {
      const job = jobs.find((j) => j.jobId === jobId);
      return job ? answered(job) : refused(404, 'ONEROSTER.IMPORT_NOT_FOUND', 'notFound');
    },
    recentImports: async () => answered(jobs.map((j) => ({ ...j, problems: [] }))),
  };
}
