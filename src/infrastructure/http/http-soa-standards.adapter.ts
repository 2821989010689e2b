import type { SoaStandardsDirectory, Standard } from '@application/standards/soa-standards.port';
import type { ApiFileClient } from './api-client';

/** The SOA/ELA standards calls (api-spec §7.10; issue 15). */
export function createHttpSoaStandards(api: ApiFileClient): SoaStandardsDirectory {
  return {
    standardsOfState: (stateId) => api.call<Standard[]>('GET', `/SOAStandardByState/${stateId}`),
    add: (fields) => api.call<Standard>('POST', '/addSOAStandard', fields),
    edit: (body) => api.call<Standard>('PUT', '/editSOAStandard', body),
    remove: (id) => api.call<null>('DELETE', `/deleteSOAStandard/${id}`),
    template: () => api.download('/SampleSOADocument', 'soa-standards-template.xlsx'),
    stateWorkbook: (stateId) => api.download(`/SOAStandard-Download?stateId=${stateId}`, `soa-standards-${stateId}.xlsx`),
    upload: (stateId, file, fileName) => {
      const form = new FormData();
      form.append('file', file, fileName);
      return api.call<Standard[]>('POST', `/SOAStandard/upload/${stateId}`, form);
    },
  };
}
