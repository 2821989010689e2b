import type { ErrorSpec } from '../shared/error-codes';

/**
 * Classrooms, their rosters and the roster CSV (issue 12). `CLASSROOM.NOT_FOUND` (also answered for a
 * classroom outside the viewer's scope, so it is not revealed) and `CLASSROOM.NOT_YOURS` live in the
 * assessment table, where the benchmark calls first needed them.
 */
export const CLASSROOM_ERRORS = {
  // A list path the viewer's role does not load by, or a teacher or place that is not theirs.
  'CLASSROOM.OUT_OF_SCOPE': { status: 403, message: 'outOfScope' },
  // A campus manager adding a classroom names the teacher of their school it belongs to.
  'CLASSROOM.TEACHER_REQUIRED': { status: 400, message: 'optionRequired', field: 'teacherUserId' },
  'CLASSROOM.STUDENT_NOT_FOUND': { status: 404, message: 'studentNotInClassroom' },
  'CLASSROOM.TEACHER_HAS_NO_SCHOOL': { status: 403, message: 'teacherHasNoSchool' },
  // A unit lock naming a unit that is not published (or does not exist).
  'CLASSROOM.UNIT_NOT_FOUND': { status: 404, message: 'notFound' },
  'ROSTER.NOT_CSV': { status: 400, message: 'rosterNotCsv', field: 'file' },
  'ROSTER.TOO_LARGE': { status: 413, message: 'rosterTooLarge', field: 'file' },
  'ROSTER.TOO_MANY_ROWS': { status: 400, message: 'rosterTooManyRows', field: 'file' },
  // values: { missing, unexpected }; no field, so the message keeps its values.
  'ROSTER.HEADER_INVALID': { status: 400, message: 'rosterHeaderInvalid' },
  'ROSTER.UNREADABLE': { status: 400, message: 'rosterUnreadable', field: 'file' },
  // Always thrown with its fields: one per bad cell, `rows.<row>.<column>` (the summary names the first).
  'ROSTER.ROWS_INVALID': { status: 400, message: 'rosterRowsInvalid' },
  // values: { username, first, second }; no field, so the message keeps the two rows. Together with
  // other bad rows it is reported as ROSTER.ROWS_INVALID, the repeated usernames among the fields.
  'ROSTER.DUPLICATE_USERNAME': { status: 400, message: 'rosterDuplicateUsername' },
} as const satisfies Record<string, ErrorSpec>;
