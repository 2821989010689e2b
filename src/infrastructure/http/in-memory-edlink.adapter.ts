import type { EdlinkDistrictLastSync, EdlinkGateway, EdlinkIntegration } from '@application/roster-sync/edlink.port';
import { answered, refused } from './in-memory-answers';

/**
 * The Edlink port over integrations in memory (tests only; the app binds the HTTP adapter). Running a
 * sync is the server's: a started sync stays in progress until the test moves it on with `settle`.
 */
export function createInMemoryEdlink(
  districts: readonly { id: number; name: string; stateId: number }[],
  seed: readonly EdlinkIntegration[] = [],
  reports: Readonly<Record<number, EdlinkDistrictLastSync>> = {},
): EdlinkGateway & { settle(districtId: number, change: Partial<EdlinkIntegration>): void } {
  let integrations = [...seed];
  const xlsx = (fileName: string) => answered({ fileName, content: new Blob(['xlsx'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }) });
  const find = (districtId: number) => integrations.find((i) => i.districtId === districtId);
  return {
    settle: (districtId, change) => {
      integrations = integrations.map((i) => (i.districtId === districtId ? { ...i, ...change } : i));
    },
    integrations: async () => answered(integrations),
    connect: async ({ districtId, integrationId, integrationName, accessToken }) => {
      const district = districts.find((d) => d.id === districtId);
      if (!district) return refused(404, 'EDLINK.DISTRICT_NOT_FOUND', 'notFound', 'districtId');
      if (find(districtId) || integrations.some((i) => i.integrationId === integrationId)) return refused(409, 'EDLINK.ALREADY_CONNECTED', 'edlinkAlreadyConnected', 'integrationId');
      const saved: EdlinkIntegration = { districtId, districtName: district.name, stateId: district.stateId, integrationId, integrationName, connected: accessToken !== '', status: 'done', lastSyncAt: null };
      integrations = [...integrations, saved];
      return answered(saved, 'edlinkIntegrationSaved');
    },
    disconnect: async (districtId) => {
      if (!find(districtId)) return refused(404, 'EDLINK.INTEGRATION_NOT_FOUND', 'edlinkIntegrationNotFound');
      integrations = integrations.filter((i) => i.districtId !== districtId);
      return answered(null, 'edlinkIntegrationRemoved');
    },
    startSync: async (districtId) => {
      const integration = find(districtId);
      if (!integration) return refused(404, 'EDLINK.INTEGRATION_NOT_FOUND', 'edlinkIntegrationNotFound');
      if (!integration.connected) return refused(409, 'EDLINK.NOT_CONNECTED', 'edlinkNotConnected');
      if (integration.status === 'in_progress') return refused(409, 'EDLINK.SYNC_IN_PROGRESS', 'edlinkSyncInProgress');
      integrations = integrations.map((i) => (i.districtId === districtId ? { ...i, status: 'in_progress' as const } : i));
      return answered({ runId: 1, status: 'in_progress' as const }, 'edlinkSyncQueued');
    },
    lastSync: async (districtId) => {
      const integration = find(districtId);
      if (!integration) return refused(404, 'EDLINK.INTEGRATION_NOT_FOUND', 'edlinkIntegrationNotFound');
      const report = reports[districtId];
      return answered({ lastRun: report?.lastRun ?? null, pendingEvents: report?.pendingEvents ?? 0, integration });
    },
    pendingEventsWorkbook: async (districtId) => (find(districtId) ? xlsx('PendingEvents.xlsx') : refused(404, 'EDLINK.INTEGRATION_NOT_FOUND', 'edlinkIntegrationNotFound')),
    lastSyncWorkbook: async (districtId) => (find(districtId) ? xlsx('LastSyncReport.xlsx') : refused(404, 'EDLINK.INTEGRATION_NOT_FOUND', 'edlinkIntegrationNotFound')),
  };
}
