import type { Standard } from '@domain/standards/standards.responses';
import type { EditStandardBody, StandardFields } from '@domain/standards/standards.schemas';
import type { ApiResult, DownloadedFile } from '../ports/api-result';

export type { DownloadedFile, EditStandardBody, Standard, StandardFields };

/**
 * The SOA/ELA standards calls of the management section (issue 15; api-spec §7.10). Writes are the
 * super admin's; the server refuses anyone else.
 */
export interface SoaStandardsDirectory {
  /** `GET SOAStandardByState/{id}`. */
  standardsOfState(stateId: number): Promise<ApiResult<Standard[]>>;
  /** `POST addSOAStandard`. */
  add(fields: StandardFields): Promise<ApiResult<Standard>>;
  /** `PUT editSOAStandard` (the id in the body). */
  edit(body: EditStandardBody): Promise<ApiResult<Standard>>;
  /** `DELETE deleteSOAStandard/{id}`. */
  remove(id: number): Promise<ApiResult<null>>;
  /** `GET SampleSOADocument`. */
  template(): Promise<ApiResult<DownloadedFile>>;
  /** `GET SOAStandard-Download?stateId`. */
  stateWorkbook(stateId: number): Promise<ApiResult<DownloadedFile>>;
  /** `POST SOAStandard/upload/{stateId}` (multipart `file`): every row saved, or none with each bad row's message. */
  upload(stateId: number, file: Blob, fileName: string): Promise<ApiResult<Standard[]>>;
}
