import type { z } from 'zod';
import type { EdlinkIntegration, edlinkDistrictLastSyncSchema, edlinkSyncQueuedSchema } from '@domain/roster-sync/edlink.schemas';
import type { ApiResult, DownloadedFile } from '../ports/api-result';

export type { EdlinkIntegration };
export type EdlinkDistrictLastSync = z.infer<typeof edlinkDistrictLastSyncSchema>;
export type EdlinkSyncQueued = z.infer<typeof edlinkSyncQueuedSchema>;

/** What the super admin writes to connect a district; the token is sent, never read back. */
export interface EdlinkConnection {
  readonly districtId: number;
  readonly integrationId: string;
  readonly integrationName: string;
  readonly accessToken: string;
}

/**
 * The Edlink calls of the district sync section (issue 16; api-spec §7.3; docs/edlink-sync.md).
 * Only super admins may make them; the server refuses anyone else.
 */
export interface EdlinkGateway {
  /** `GET edlink/integrations`. */
  integrations(): Promise<ApiResult<EdlinkIntegration[]>>;
  /** `POST edlink/integrations`. */
  connect(connection: EdlinkConnection): Promise<ApiResult<EdlinkIntegration>>;
  /** `DELETE edlink/integrations/{districtId}`. */
  disconnect(districtId: number): Promise<ApiResult<null>>;
  /** `POST edlink/integrations/{districtId}/sync`: the run, started in the background. */
  startSync(districtId: number): Promise<ApiResult<EdlinkSyncQueued>>;
  /** `GET Report/last-sync/{districtId}`. */
  lastSync(districtId: number): Promise<ApiResult<EdlinkDistrictLastSync>>;
  /** `GET edlink/integrations/{districtId}/PendingEvents.xlsx`. */
  pendingEventsWorkbook(districtId: number): Promise<ApiResult<DownloadedFile>>;
  /** `GET edlink/integrations/{districtId}/LastSyncReport.xlsx`. */
  lastSyncWorkbook(districtId: number): Promise<ApiResult<DownloadedFile>>;
}
