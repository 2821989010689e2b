import type { ErrorSpec } from '../shared/error-codes';

/** A student's way through the course: locked units and lesson progress. */
export const LEARNING_ERRORS = {
  // The client shows "This unit is locked" (or goes home when moving to a locked neighbour).
  'UNIT.LOCKED': { status: 403, message: 'unitLocked' },
  'LESSON.PAGE_OUT_OF_RANGE': { status: 400, message: 'pageOutOfRange', field: 'page' },
  'LESSON.ASSESSMENT_PENDING': { status: 409, message: 'assessmentPending' },
  'LESSON.NOT_A_STUDENT': { status: 403, message: 'progressNotYours' },
  'PROGRESS.STUDENTS_ONLY': { status: 403, message: 'progressNotYours' },
  'PROGRESS.NOT_YOURS': { status: 403, message: 'progressNotYours' },
  'PROGRESS.OUT_OF_SCOPE': { status: 403, message: 'progressOutOfScope' },
} as const satisfies Record<string, ErrorSpec>;
