import type { ApiResult } from '../ports/api-result';
import type { DownloadedFile, SoaStandardsDirectory, Standard, StandardFields } from './soa-standards.port';

/** What the super admin does in the "SOA/ELA standards" section (issue 15), in product words. */
export interface SoaStandardUseCases {
  listStandardsOfState(stateId: number): Promise<ApiResult<Standard[]>>;
  addStandard(fields: StandardFields): Promise<ApiResult<Standard>>;
  editStandard(id: number, fields: StandardFields): Promise<ApiResult<Standard>>;
  removeStandard(id: number): Promise<ApiResult<null>>;
  downloadTemplate(): Promise<ApiResult<DownloadedFile>>;
  downloadStateList(stateId: number): Promise<ApiResult<DownloadedFile>>;
  uploadWorkbook(stateId: number, file: File): Promise<ApiResult<Standard[]>>;
}

export function createSoaStandardUseCases(directory: SoaStandardsDirectory): SoaStandardUseCases {
  return {
    listStandardsOfState: (stateId) => directory.standardsOfState(stateId),
    addStandard: (fields) => directory.add(fields),
    editStandard: (id, fields) => directory.edit({ ...fields, id }),
    removeStandard: (id) => directory.remove(id),
    downloadTemplate: () => directory.template(),
    downloadStateList: (stateId) => directory.stateWorkbook(stateId),
    uploadWorkbook: (stateId, file) => directory.upload(stateId, file, file.name),
  };
}
