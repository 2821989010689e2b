import type { ErrorSpec } from '../shared/error-codes';

/** Support staff acting for a teacher (issue 12). */
export const SUPPORT_ERRORS = {
  // A teacher's call made by a support user who has not chosen a teacher to act for (this sign-in).
  'SUPPORT.NOT_ACTING': { status: 403, message: 'supportNotActing' },
  // The chosen user is not a live teacher of the chosen school (or either does not exist): the same
  // answer for all, so the choice cannot probe who works where beyond what the teacher lists show.
  'SUPPORT.TEACHER_NOT_FOUND': { status: 404, message: 'supportTeacherNotFound', field: 'teacherUserId' },
} as const satisfies Record<string, ErrorSpec>;
