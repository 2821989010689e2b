import type { ErrorSpec } from '../shared/error-codes';

/**
 * The assessment builders (issue 15; api-spec §7.6; product-spec §5 "Assessments"). A stale draft
 * version answers AUTHORING.STALE_VERSION with the draft as it is now, as the lesson builder does.
 */
export const ASSESSMENT_AUTHORING_ERRORS = {
  // "A lesson must be selected before adding an assessment": one assessment per lesson.
  'ASSESSMENT_AUTHORING.LESSON_HAS_ASSESSMENT': { status: 409, message: 'lessonHasAssessment', field: 'lessonId' },
  // A benchmark lesson's assessments belong to its benchmark sets.
  'ASSESSMENT_AUTHORING.BENCHMARK_LESSON': { status: 409, message: 'benchmarkLessonUsesSets', field: 'lessonId' },
  'ASSESSMENT_AUTHORING.SET_ASSESSMENT': { status: 409, message: 'setAssessmentGoesWithSet' },
  'ASSESSMENT_AUTHORING.ESSAY_LIMIT': { status: 409, message: 'oneEssayPerAssessment', field: 'type' },
  'ASSESSMENT_AUTHORING.VENN_LIMIT': { status: 409, message: 'oneVennPerAssessment', field: 'type' },
  // A part the question's type has no use for (a Venn element on a multiple-choice question).
  'ASSESSMENT_AUTHORING.WRONG_QUESTION_TYPE': { status: 409, message: 'partNotForQuestionType' },
  'ASSESSMENT_AUTHORING.BOOLEAN_CHOICES': { status: 409, message: 'booleanKeepsTwoChoices' },
  'ASSESSMENT_AUTHORING.QUESTION_NOT_FOUND': { status: 404, message: 'notFound' },
  'ASSESSMENT_AUTHORING.CHOICE_NOT_FOUND': { status: 404, message: 'notFound' },
  'ASSESSMENT_AUTHORING.ELEMENT_NOT_FOUND': { status: 404, message: 'notFound' },
  'ASSESSMENT_AUTHORING.COLUMN_NOT_FOUND': { status: 404, message: 'notFound' },
  'ASSESSMENT_AUTHORING.STEP_NOT_FOUND': { status: 404, message: 'notFound' },
  'ASSESSMENT_AUTHORING.TOPIC_NOT_FOUND': { status: 404, message: 'notFound' },
  'ASSESSMENT_AUTHORING.TAG_NOT_FOUND': { status: 404, message: 'notFound' },
  'ASSESSMENT_AUTHORING.COLUMN_OF_OTHER_QUESTION': { status: 400, message: 'columnOfOtherQuestion', field: 'columnId' },
  'ASSESSMENT_AUTHORING.STANDARD_INVALID': { status: 400, message: 'soaStandardInvalid', field: 'standardId' },
  'ASSESSMENT_AUTHORING.STANDARD_TAKEN': { status: 409, message: 'soaStandardTaken', field: 'standardId' },
  'ASSESSMENT_AUTHORING.NOT_ASSESSMENT_GROUP': { status: 409, message: 'notAssessmentGroupComponent' },
} as const satisfies Record<string, ErrorSpec>;
