import type { ErrorSpec } from '../shared/error-codes';

/**
 * The usage analytics reads (issue 16): a manager without the place their scope is defined by, or a
 * filter naming a place outside the scope, is refused as out of scope; an unknown place is 404.
 */
export const ANALYTICS_ERRORS = {
  'ANALYTICS.OUT_OF_SCOPE': { status: 403, message: 'outOfScope' },
  'ANALYTICS.PLACE_NOT_FOUND': { status: 404, message: 'notFound' },
} as const satisfies Record<string, ErrorSpec>;
