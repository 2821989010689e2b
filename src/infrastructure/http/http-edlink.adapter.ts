import type { EdlinkDistrictLastSync, EdlinkGateway, EdlinkIntegration, EdlinkSyncQueued } from '@application/roster-sync/edlink.port';
import type { ApiFileClient } from './api-client';

/** The Edlink roster sync calls (api-spec §7.3; issue 16). */
export function createHttpEdlink(api: ApiFileClient): EdlinkGateway {
  return {
    integrations: () => api.call<EdlinkIntegration[]>('GET', '/edlink/integrations'),
    connect: (connection) => api.call<EdlinkIntegration>('POST', '/edlink/integrations', connection),
    disconnect: (districtId) => api.call<null>('DELETE', `/edlink/integrations/${districtId}`),
    startSync: (districtId) => api.call<EdlinkSyncQueued>('POST', `/edlink/integrations/${districtId}/sync`),
    lastSync: (districtId) => api.call<EdlinkDistrictLastSync>('GET', `/Report/last-sync/${districtId}`),
    pendingEventsWorkbook: (districtId) => api.download(`/edlink/integrations/${districtId}/PendingEvents.xlsx`, 'PendingEvents.xlsx'),
    lastSyncWorkbook: (districtId) => api.download(`/edlink/integrations/${districtId}/LastSyncReport.xlsx`, 'LastSyncReport.xlsx'),
  };
}
