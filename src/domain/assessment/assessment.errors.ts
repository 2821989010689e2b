import type { ErrorSpec } from '../shared/error-codes';

/**
 * Assessments, their questions and answers, benchmarks, classrooms and teacher feedback
 * (docs/assessment-api.md lists each code with the screen that shows it). Nothing is written when
 * one is thrown.
 */
export const ASSESSMENT_ERRORS = {
  'ASSESSMENT.NOT_FOUND': { status: 404, message: 'assessmentNotFound' },
  'ASSESSMENT.INDEX_OUT_OF_RANGE': { status: 400, message: 'questionIndexOutOfRange', field: 'currentIndex' },
  'ASSESSMENT.ALREADY_SUBMITTED': { status: 409, message: 'assessmentAlreadySubmitted' },
  'ASSESSMENT.STALE_ROUND': { status: 409, message: 'staleRetakeRound', field: 'retakeRound' },
  // Feedback or a retake asked for before the round was submitted; the retake names itself.
  'ASSESSMENT.NOT_SUBMITTED': { status: 409, message: 'assessmentNotSubmitted', alternatives: ['retakeNotPossible'] },
  // Publishing refused an assessment that would not play; values: { problem }.
  'ASSESSMENT.INVALID': { status: 409, message: 'assessmentInvalid' },
  'QUESTION.NOT_IN_ASSESSMENT': { status: 404, message: 'questionNotInAssessment' },
  'QUESTION.ALREADY_SUBMITTED': { status: 409, message: 'questionAlreadySubmitted', field: 'questionId' },
  'COMPONENT.NOT_ASSESSMENT_GROUP': { status: 404, message: 'notAnAssessmentComponent' },
  // The fields name each answer that does not belong to its question.
  'ANSWER.NOT_IN_QUESTION': { status: 400, message: 'answerNotInQuestion' },
  'ANSWER.WRONG_TYPE': { status: 400, message: 'answerWrongType', field: 'questionId' },
  'ANSWER.STUDENTS_ONLY': { status: 403, message: 'studentsOnlyAnswer' },
  'ANSWER.ID_REUSED': { status: 409, message: 'clientAnswerIdReused', field: 'clientAnswerId' },
  'REVIEW.TYPE_MISMATCH': { status: 400, message: 'reviewTypeMismatch', field: 'questionType' },
  'FEEDBACK.USE_ESSAY_CALL': { status: 400, message: 'useEssayFeedback', field: 'questionId' },
  'FEEDBACK.NOT_AN_ESSAY': { status: 400, message: 'notAnEssay', field: 'questionId' },
  'FEEDBACK.NOT_YOUR_STUDENT': { status: 403, message: 'teacherOfStudentOnly' },
  // Another teacher saved this answer's score or feedback since the caller read it; `current` is the saved one.
  'FEEDBACK.CHANGED_BY_SOMEONE_ELSE': { status: 409, message: 'feedbackChangedBySomeoneElse' },
  'REPORT.LESSON_NOT_IN_UNIT': { status: 400, message: 'lessonNotInUnit', field: 'progressLessons' },
  'ASSESSMENT.ROUND_NOT_FOUND': { status: 404, message: 'retakeRoundNotFound', field: 'retakeRound' },
  'BENCHMARK.NOT_FOUND': { status: 404, message: 'notFound' },
  'BENCHMARK.NOT_ASSIGNED': { status: 403, message: 'benchmarkNotAssigned' },
  'BENCHMARK.NOT_STARTED': { status: 409, message: 'benchmarkNotStarted' },
  'BENCHMARK.EXPIRED': { status: 409, message: 'benchmarkExpired' },
  // A student submitted (in some round): the assignment stays, their work is graded against it.
  'BENCHMARK.ALREADY_SUBMITTED': { status: 409, message: 'benchmarkAlreadySubmitted' },
  'BENCHMARK_SET.NOT_FOUND': { status: 404, message: 'benchmarkSetNotFound' },
  'CLASSROOM.NOT_FOUND': { status: 404, message: 'notFound' },
  'CLASSROOM.NOT_YOURS': { status: 403, message: 'classroomNotYours' },
} as const satisfies Record<string, ErrorSpec>;
