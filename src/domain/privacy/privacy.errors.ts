import type { ErrorSpec } from '../shared/error-codes';

/** A student's record as the law sees it: who read it, and exporting or erasing it on request. */
export const PRIVACY_ERRORS = {
  'PRIVACY.STUDENT_NOT_FOUND': { status: 404, message: 'studentNotFound' },
  // Export and erase answer this once the data is gone; the disclosure list stays readable.
  'PRIVACY.STUDENT_ERASED': { status: 404, message: 'studentErased' },
} as const satisfies Record<string, ErrorSpec>;
