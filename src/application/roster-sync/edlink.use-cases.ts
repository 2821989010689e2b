import type { ApiResult, DownloadedFile } from '../ports/api-result';
import type { EdlinkConnection, EdlinkDistrictLastSync, EdlinkGateway, EdlinkIntegration, EdlinkSyncQueued } from './edlink.port';

/** What the super admin does with Edlink in the district sync section (issue 16), in product words. */
export interface EdlinkUseCases {
  listIntegrations(): Promise<ApiResult<EdlinkIntegration[]>>;
  connectDistrict(connection: EdlinkConnection): Promise<ApiResult<EdlinkIntegration>>;
  disconnectDistrict(districtId: number): Promise<ApiResult<null>>;
  /** Starts a sync of the district; it runs in the background on the server. */
  syncDistrict(districtId: number): Promise<ApiResult<EdlinkSyncQueued>>;
  lastSyncOf(districtId: number): Promise<ApiResult<EdlinkDistrictLastSync>>;
  downloadPendingEvents(districtId: number): Promise<ApiResult<DownloadedFile>>;
  downloadLastSyncReport(districtId: number): Promise<ApiResult<DownloadedFile>>;
}

export function createEdlinkUseCases(gateway: EdlinkGateway): EdlinkUseCases {
  return {
    listIntegrations: () => gateway.integrations(),
    connectDistrict: (connection) => gateway.connect(connection),
    disconnectDistrict: (districtId) => gateway.disconnect(districtId),
    syncDistrict: (districtId) => gateway.startSync(districtId),
    lastSyncOf: (districtId) => gateway.lastSync(districtId),
    downloadPendingEvents: (districtId) => gateway.pendingEventsWorkbook(districtId),
    downloadLastSyncReport: (districtId) => gateway.lastSyncWorkbook(districtId),
  };
}
