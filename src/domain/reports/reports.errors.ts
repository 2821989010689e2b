import type { ErrorSpec } from '../shared/error-codes';

/**
 * The report calls (issue 13). A classroom outside a teacher's scope answers `CLASSROOM.NOT_FOUND`, as
 * the classroom calls do (its id says nothing); a place or person outside a manager's scope is refused
 * as out of scope, since the manager chose it from their own filters.
 */
export const REPORT_ERRORS = {
  'REPORT.OUT_OF_SCOPE': { status: 403, message: 'outOfScope' },
  'REPORT.TEACHER_NOT_FOUND': { status: 404, message: 'notFound' },
  'REPORT.STUDENT_NOT_FOUND': { status: 404, message: 'studentNotFound' },
  'REPORT.UNIT_NOT_FOUND': { status: 404, message: 'notFound' },
  // Also a lesson with no published assessment of the report's type (nothing to report on).
  'REPORT.LESSON_NOT_FOUND': { status: 404, message: 'notFound' },
  'REPORT.PLACE_NOT_FOUND': { status: 404, message: 'notFound' },
  // A narrower filter outside a broader one (a school of another district, a classroom of another teacher).
  'REPORT.FILTER_MISMATCH': { status: 400, message: 'reportFilterMismatch' },
} as const satisfies Record<string, ErrorSpec>;
