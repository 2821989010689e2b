import type { ErrorSpec } from '../shared/error-codes';

/** The settings clients read by type (`GET configurationsettings/getbytype/{type}`). */
export const CONFIGURATION_ERRORS = {
  // A type the server has no settings of (the known ones: CONFIGURATION_TYPES).
  'CONFIGURATION.TYPE_NOT_FOUND': { status: 404, message: 'notFound' },
} as const satisfies Record<string, ErrorSpec>;
