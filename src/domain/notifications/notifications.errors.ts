import type { ErrorSpec } from '../shared/error-codes';

/** A user's notifications. */
export const NOTIFICATION_ERRORS = {
  'NOTIFICATION.NOT_FOUND': { status: 404, message: 'notFound' },
} as const satisfies Record<string, ErrorSpec>;
