import type { ErrorSpec } from '../shared/error-codes';

/**
 * OneRoster CSV import (issue 16; docs/roster-sync.md). The upload is refused whole when it is not a
 * zip, is too large packed or unpacked, or names a place that does not fit; what the files themselves
 * get wrong is not a refusal but the job's problem report (GET oneroster/import/{jobId}).
 */
export const ROSTER_SYNC_ERRORS = {
  'ONEROSTER.FILE_TOO_LARGE': { status: 413, message: 'rosterZipTooLarge' },
  'ONEROSTER.NOT_A_ZIP': { status: 400, message: 'rosterNotAZip' },
  'ONEROSTER.ZIP_DAMAGED': { status: 400, message: 'rosterZipDamaged' },
  'ONEROSTER.ZIP_UNPACKS_TOO_LARGE': { status: 413, message: 'rosterZipUnpacksTooLarge' },
  'ONEROSTER.STATE_NOT_FOUND': { status: 404, message: 'notFound', field: 'stateId' },
  'ONEROSTER.DISTRICT_NOT_FOUND': { status: 404, message: 'notFound', field: 'districtId' },
  // The files carry schools but no district: the super admin names the district they go under.
  'ONEROSTER.DISTRICT_REQUIRED': { status: 400, message: 'rosterDistrictRequired', field: 'districtId' },
  'ONEROSTER.IMPORT_NOT_FOUND': { status: 404, message: 'notFound' },
} as const satisfies Record<string, ErrorSpec>;
