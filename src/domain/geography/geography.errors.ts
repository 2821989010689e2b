import type { ErrorSpec } from '../shared/error-codes';

/** States, districts and schools. */
export const GEOGRAPHY_ERRORS = {
  'GEO.OUT_OF_SCOPE': { status: 403, message: 'outOfScope' },
  'GEO.NAME_TAKEN': { status: 409, message: 'nameInUse', field: 'name' },
  // A place still holding others cannot be removed; the message names what it holds.
  'GEO.IN_USE': { status: 409, message: 'stateHasDistricts', alternatives: ['districtHasSchools', 'schoolHasUsers'] },
} as const satisfies Record<string, ErrorSpec>;
