import type { ErrorSpec } from '../shared/error-codes';

/**
 * Edlink roster sync (issue 16; docs/edlink-sync.md). What goes wrong while a sync runs
 * (Edlink refuses the token, answers malformed data) is not a refusal but the run's failure reason.
 */
export const EDLINK_ERRORS = {
  'EDLINK.DISTRICT_NOT_FOUND': { status: 404, message: 'notFound', field: 'districtId' },
  'EDLINK.STATE_NOT_FOUND': { status: 404, message: 'notFound', field: 'stateId' },
  'EDLINK.INTEGRATION_NOT_FOUND': { status: 404, message: 'edlinkIntegrationNotFound' },
  'EDLINK.PERSON_NOT_FOUND': { status: 404, message: 'notFound' },
  // One integration per district, and an Edlink integration serves one district here.
  'EDLINK.ALREADY_CONNECTED': { status: 409, message: 'edlinkAlreadyConnected', field: 'integrationId' },
  'EDLINK.NOT_CONNECTED': { status: 409, message: 'edlinkNotConnected' },
  'EDLINK.SYNC_IN_PROGRESS': { status: 409, message: 'edlinkSyncInProgress' },
} as const satisfies Record<string, ErrorSpec>;
