import type { RosterImportJob } from '@domain/roster-sync/oneroster.schemas';
import type { ApiResult } from '../ports/api-result';

export type { RosterImportJob };

/** Where an import goes: the state its districts join, and the district for files that carry only schools. */
export interface RosterImportTarget {
  readonly stateId: number;
  readonly districtId: number | null;
}

/**
 * The roster-sync calls of the district sync section (issue 16; api-spec §7.3, docs/roster-sync.md).
 * Only super admins may make them; the server refuses anyone else.
 */
export interface RosterSyncGateway {
  /** `POST oneroster/import?stateId&districtId` (multipart `file`, one zip): the job, queued. */
  startImport(target: RosterImportTarget, file: Blob, fileName: string): Promise<ApiResult<{ jobId: number; status: 'queued' }>>;
  /** `GET oneroster/import/{jobId}`: where the job is, its counts and problems. */
  importJob(jobId: number): Promise<ApiResult<RosterImportJob>>;
  /** `GET oneroster/imports`: the latest imports, newest first (their problems counted, not listed). */
  recentImports(): Promise<ApiResult<RosterImportJob[]>>;
}
