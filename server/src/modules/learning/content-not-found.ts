import { appError } from '../../http/app-error';

/** The kinds of course content a student opens, each with its own not-found code (content.errors.ts). */
export type ContentKind =
  | 'UNIT'
  | 'LESSON'
  | 'OPENER'
  | 'BIOGRAPHY'
  | 'STORY'
  | 'TIMELINE'
  | 'TIMELINE_EVENT'
  | 'TEACHER_PAGE'
  | 'CONTRIBUTORS'
  | 'IMAGE'
  | 'AUDIO'
  | 'VIDEO';

/** 404 for content that is unknown or not published; the code's message tells the client to go home. */
export const contentNotFound = (kind: ContentKind) => appError(`${kind}.NOT_FOUND`);
