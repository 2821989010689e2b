import type { ErrorSpec } from '../shared/error-codes';

/**
 * Course content that is unknown or not published: a code per kind, and the page's redirect-home
 * notice of product-spec §2, so the client can show it and go home.
 */
export const CONTENT_ERRORS = {
  'UNIT.NOT_FOUND': { status: 404, message: 'redirectHomeOther' },
  'LESSON.NOT_FOUND': { status: 404, message: 'redirectHomeLesson' },
  // A lesson type Spanish hides (§9), asked for in Spanish: it exists, but not in this language.
  'LESSON.ONLY_IN_ENGLISH': { status: 409, message: 'lessonOnlyInEnglish' },
  'OPENER.NOT_FOUND': { status: 404, message: 'redirectHomeOther' },
  'BIOGRAPHY.NOT_FOUND': { status: 404, message: 'redirectHomeBiography' },
  'STORY.NOT_FOUND': { status: 404, message: 'redirectHomeStory' },
  'TIMELINE.NOT_FOUND': { status: 404, message: 'redirectHomeOther' },
  'TIMELINE_EVENT.NOT_FOUND': { status: 404, message: 'redirectHomeTimelineEvent' },
  'TEACHER_PAGE.NOT_FOUND': { status: 404, message: 'redirectHomeOther' },
  'CONTRIBUTORS.NOT_FOUND': { status: 404, message: 'redirectHomeOther' },
} as const satisfies Record<string, ErrorSpec>;
