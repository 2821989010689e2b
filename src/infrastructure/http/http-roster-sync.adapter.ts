import type { RosterImportJob, RosterSyncGateway } from '@application/roster-sync/roster-sync.port';
import type { ApiClient } from './api-client';

/** The OneRoster import calls (api-spec §7.3; issue 16). */
export function createHttpRosterSync(api: ApiClient): RosterSyncGateway {
  return {
    startImport: ({ stateId, districtId }, file, fileName) => {
      const form = new FormData();
      form.append('file', file, fileName);
      const query = districtId === null ? `stateId=${stateId}` : `stateId=${stateId}&districtId=${districtId}`;
      return api.call<{ jobId: number; status: 'queued' }>('POST', `/oneroster/import?${query}`, form);
    },
    importJob: (jobId) => api.call<RosterImportJob>('GET', `/oneroster/import/${jobId}`),
    recentImports: () => api.call<RosterImportJob[]>('GET', '/oneroster/imports'),
  };
}
