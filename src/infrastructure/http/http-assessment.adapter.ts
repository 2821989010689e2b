import type { AssessmentGateway } from '@application/ports/assessment-gateway.port';
import type { OutboxEntry } from '@domain/assessment/answer-outbox.rules';
import { SAVE_CALL_OF } from '@domain/assessment/question-types';
import type { ApiClient } from './api-client';

/** The body of a save call (answer.schemas.ts): the outbox entry without its local bookkeeping. */
export function saveBodyOf(entry: OutboxEntry) {
  return {
    clientAnswerId: entry.clientAnswerId,
    clientSeq: entry.clientSeq,
    assessmentId: entry.assessmentId,
    questionId: entry.questionId,
    retakeRound: entry.retakeRound,
    answer: entry.answer,
  };
}

export function createHttpAssessmentGateway(api: ApiClient): AssessmentGateway {
  return {
    assessment: (assessmentId) => api.call('GET', `/assessment/${assessmentId}`),
    lessonAssessment: (lessonId) => api.call('GET', `/assessment/lesson/${lessonId}`),
    saveAnswer: (entry) => api.call('POST', `/${SAVE_CALL_OF[entry.questionType]}${entry.submit ? '/submit' : ''}`, saveBodyOf(entry)),
    setReviewing: (mark) =>
      api.call('POST', '/IsReviewing', {
        questionId: mark.questionId,
        isReviewing: mark.isReviewing,
        questionType: mark.questionTypeCode,
        assessmentId: mark.assessmentId,
      }),
    saveCurrentIndex: (lessonId, componentId, currentIndex) => api.call('PUT', `/component/${lessonId}/${componentId}/${currentIndex}`),
    submitAssessment: (request) =>
      api.call('POST', `/assessment/${request.assessmentId}/submit`, {
        retakeRound: request.retakeRound,
        ...(request.assessmentGroupNumber !== undefined ? { assessmentGroupNumber: request.assessmentGroupNumber } : {}),
      }),
    benchmarks: (userId) => api.call('GET', `/benchmark/list${userId === undefined ? '' : `?userId=${userId}`}`),
    benchmarkCount: () => api.call('GET', '/benchmark/count'),
    benchmarkAssessment: (benchmarkStudentId) => api.call('GET', `/benchmarkAssessment/${benchmarkStudentId}`),
    submitBenchmark: (request) =>
      api.call('POST', '/benchmark-answer/submit', { benchmarkStudentId: request.benchmarkStudentId, retakeRound: request.retakeRound, answers: [] }),
    benchmarkScore: (benchmarkStudentId) => api.call('GET', `/benchmark-score/${benchmarkStudentId}`),
  };
}
