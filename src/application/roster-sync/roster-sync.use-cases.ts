import type { ApiResult } from '../ports/api-result';
import type { RosterImportJob, RosterImportTarget, RosterSyncGateway } from './roster-sync.port';

/** What the super admin does in the district sync section (issue 16), in product words. */
export interface RosterSyncUseCases {
  /** Sends a OneRoster 1.2 CSV zip to be imported; the import runs in the background. */
  importRosterFiles(target: RosterImportTarget, file: File): Promise<ApiResult<{ jobId: number; status: 'queued' }>>;
  /** Where one import is: queued, running, done or failed, with its counts and problems. */
  checkImport(jobId: number): Promise<ApiResult<RosterImportJob>>;
  listRecentImports(): Promise<ApiResult<RosterImportJob[]>>;
}

export function createRosterSyncUseCases(gateway: RosterSyncGateway): RosterSyncUseCases {
  return {
    importRosterFiles: (target, file) => gateway.startImport(target, file, file.name),
    checkImport: (jobId) => gateway.importJob(jobId),
    listRecentImports: () => gateway.recentImports(),
  };
}
