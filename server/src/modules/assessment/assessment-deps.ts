import type { Database } from '../../db/database';
import { AppError, badRequest, conflict, forbidden } from '../../http/app-error';
import type { PublishedContentStore } from '../content/read/published-content.store';
import type { LearnerStateCache } from '../learning/learner-state.cache';
import type { NotificationService } from '../notifications/notification.service';
import type { PublishedAssessmentStore } from './published-assessment.store';

/** What the assessment use cases are built from (composed in assessment.module.ts). */
export interface AssessmentDeps {
  readonly db: Database;
  readonly assessments: PublishedAssessmentStore;
  readonly content: PublishedContentStore;
  readonly learners: LearnerStateCache;
  readonly notifications: NotificationService;
}

/**
 * The expected failures of the assessment calls, each a stable code (docs/assessment-api.md lists
 * them with the screen that shows them). Nothing is written when one is thrown.
 */
export const fail = {
  assessmentNotFound: () => new AppError(404, 'ASSESSMENT.NOT_FOUND', 'assessmentNotFound'),
  questionNotInAssessment: () => new AppError(404, 'QUESTION.NOT_IN_ASSESSMENT', 'questionNotInAssessment'),
  benchmarkNotFound: () => new AppError(404, 'BENCHMARK.NOT_FOUND', 'notFound'),
  benchmarkSetNotFound: () => new AppError(404, 'BENCHMARK_SET.NOT_FOUND', 'benchmarkSetNotFound'),
  classroomNotFound: () => new AppError(404, 'CLASSROOM.NOT_FOUND', 'notFound'),
  studentsOnly: () => forbidden('studentsOnlyAnswer', {}, 'ANSWER.STUDENTS_ONLY'),
  teacherOfStudentOnly: () => forbidden('teacherOfStudentOnly', {}, 'FEEDBACK.NOT_YOUR_STUDENT'),
  classroomNotYours: () => forbidden('classroomNotYours', {}, 'CLASSROOM.NOT_YOURS'),
  benchmarkNotAssigned: () => forbidden('benchmarkNotAssigned', {}, 'BENCHMARK.NOT_ASSIGNED'),
  wrongType: () => badRequest('answerWrongType', [{ field: 'questionId', message: 'answerWrongType' }], 'ANSWER.WRONG_TYPE'),
  reviewTypeMismatch: () => badRequest('reviewTypeMismatch', [{ field: 'questionType', message: 'reviewTypeMismatch' }], 'REVIEW.TYPE_MISMATCH'),
  indexOutOfRange: () => badRequest('questionIndexOutOfRange', [{ field: 'currentIndex', message: 'questionIndexOutOfRange' }], 'ASSESSMENT.INDEX_OUT_OF_RANGE'),
  notAssessmentComponent: () => new AppError(404, 'COMPONENT.NOT_ASSESSMENT_GROUP', 'notAnAssessmentComponent'),
  scoreOutOfRange: () => badRequest('scoreOutOfRange', [{ field: 'score', message: 'scoreOutOfRange' }], 'VALIDATION'),
  useEssayFeedback: () => badRequest('useEssayFeedback', [{ field: 'questionId', message: 'useEssayFeedback' }], 'FEEDBACK.USE_ESSAY_CALL'),
  notAnEssay: () => badRequest('notAnEssay', [{ field: 'questionId', message: 'notAnEssay' }], 'FEEDBACK.NOT_AN_ESSAY'),
  idReused: () => conflict('clientAnswerIdReused', 'clientAnswerId', 'ANSWER.ID_REUSED'),
  alreadySubmitted: () => conflict('assessmentAlreadySubmitted', undefined, 'ASSESSMENT.ALREADY_SUBMITTED'),
  questionSubmitted: () => conflict('questionAlreadySubmitted', 'questionId', 'QUESTION.ALREADY_SUBMITTED'),
  staleRound: () => conflict('staleRetakeRound', 'retakeRound', 'ASSESSMENT.STALE_ROUND'),
  notSubmitted: () => conflict('assessmentNotSubmitted', undefined, 'ASSESSMENT.NOT_SUBMITTED'),
  retakeNotPossible: () => conflict('retakeNotPossible', undefined, 'ASSESSMENT.NOT_SUBMITTED'),
  benchmarkExpired: () => conflict('benchmarkExpired', undefined, 'BENCHMARK.EXPIRED'),
  benchmarkNotStarted: () => conflict('benchmarkNotStarted', undefined, 'BENCHMARK.NOT_STARTED'),
};
