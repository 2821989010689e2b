import type { ErrorSpec } from '../shared/error-codes';

/**
 * The back office (issue 14). Unknown items answer 404 with a plain "not found" — inside the back office
 * a missing item is a generic error, never the students' redirect-home notice (§2). A save from an
 * older draft version answers 409 with the item as it is now (`data.current`).
 */
export const AUTHORING_ERRORS = {
  'AUTHORING.UNIT_NOT_FOUND': { status: 404, message: 'notFound' },
  'AUTHORING.LESSON_NOT_FOUND': { status: 404, message: 'notFound' },
  'AUTHORING.STALE_VERSION': { status: 409, message: 'staleDraft' },
  // The order a move names is past the end of the list, or `oldOrder` is not where the item is now (someone moved it).
  'AUTHORING.ORDER_OUT_OF_RANGE': { status: 400, message: 'orderOutOfRange', field: 'order' },
  'AUTHORING.STALE_ORDER': { status: 409, message: 'staleOrder' },
  // A benchmark unit's one benchmark lesson is made with the unit; it is not renamed to another type or removed alone.
  'AUTHORING.BENCHMARK_LESSON_FIXED': { status: 409, message: 'benchmarkLessonFixed' },
  'PUBLISH.JOB_NOT_FOUND': { status: 404, message: 'notFound' },
  // The lesson builder's parts (api-spec §7.7): unknown, or in a removed lesson.
  'AUTHORING.COMPONENT_NOT_FOUND': { status: 404, message: 'notFound' },
  'AUTHORING.PARAGRAPH_NOT_FOUND': { status: 404, message: 'notFound' },
  'AUTHORING.ROUTE_POINT_NOT_FOUND': { status: 404, message: 'notFound' },
  'AUTHORING.IMAGE_DETAILS_NOT_FOUND': { status: 404, message: 'notFound' },
  'AUTHORING.ESSENTIAL_QUESTION_NOT_FOUND': { status: 404, message: 'notFound' },
  'AUTHORING.NO_PARAGRAPHS': { status: 400, message: 'componentHasNoParagraphs' },
  'AUTHORING.NO_ROUTE_POINTS': { status: 400, message: 'routePointsOnlyOnMaps' },
  'AUTHORING.ESSENTIAL_QUESTION_EXISTS': { status: 409, message: 'essentialQuestionExists' },
  // A referenced image or audio asset that does not exist, or is audio where an image belongs (or the reverse).
  'AUTHORING.MEDIA_MISMATCH': { status: 400, message: 'mediaKindMismatch' },
  // Biographies and timelines (api-spec §7.8).
  'AUTHORING.BIOGRAPHY_NOT_FOUND': { status: 404, message: 'notFound' },
  'AUTHORING.TIMELINE_NOT_FOUND': { status: 404, message: 'notFound' },
  'AUTHORING.TIMELINE_EVENT_NOT_FOUND': { status: 404, message: 'notFound' },
  // A unit has one timeline: a second `POST timeline` answers 409 with the one there (`current`).
  'AUTHORING.TIMELINE_EXISTS': { status: 409, message: 'timelineExists' },
  // Unit stories (api-spec §7.8): unknown, removed, or in a removed unit.
  'AUTHORING.STORY_NOT_FOUND': { status: 404, message: 'notFound' },
  // The opener, teacher page and contributors page (api-spec §7.4, §7.8): one opener and one teacher page per unit.
  'AUTHORING.OPENER_NOT_FOUND': { status: 404, message: 'notFound' },
  'AUTHORING.OPENER_EXISTS': { status: 409, message: 'openerExists' },
  'AUTHORING.TEACHER_PAGE_NOT_FOUND': { status: 404, message: 'notFound' },
  'AUTHORING.TEACHER_PAGE_EXISTS': { status: 409, message: 'teacherPageExists' },
  'AUTHORING.CONTRIBUTORS_NOT_FOUND': { status: 404, message: 'notFound' },
  // A list row whose id is not a row of this page (another page's, or removed): nothing is saved.
  'AUTHORING.ROW_NOT_IN_PAGE': { status: 400, message: 'rowNotInPage' },
  // A lesson's skills link names a teacher page that is not its own unit's (`PUT lesson/{id}/overview`).
  'AUTHORING.SKILLS_NOT_IN_UNIT': { status: 400, message: 'skillsNotInUnit', field: 'skillsId' },
  // Uploads (`POST images`): type by content, size by kind.
  'MEDIA.FILE_MISSING': { status: 400, message: 'fileMissing' },
  'MEDIA.TYPE_NOT_ALLOWED': { status: 400, message: 'fileTypeNotAllowed' },
  'MEDIA.TOO_LARGE': { status: 413, message: 'fileTooLarge' },
  'MEDIA.ASSET_NOT_FOUND': { status: 404, message: 'notFound' },
} as const satisfies Record<string, ErrorSpec>;
