import type { AssessmentView } from '@domain/assessment/student-view';
import type { StudentLessons, StudentReport } from '@domain/assessment/student-report.responses';
import type { FeedbackResult, GradingGateway } from '@application/grading/grading-gateway.port';
import type { GradingQueue } from '@domain/assessment/grading-queue.responses';
import type { ApiClient } from './api-client';

export function createHttpGradingGateway(api: ApiClient): GradingGateway {
  return {
    studentReport: (studentId) => api.call<StudentReport>('GET', `/teacher-feedback/student/${studentId}/report`),
    unitLessons: (studentId, unitId, body) => api.call<StudentLessons>('POST', `/teacher-feedback/student/${studentId}/${unitId}/lessons`, body),
    studentAssessment: (studentId, assessmentId, retakeRound) =>
      api.call<AssessmentView>(
        'GET',
        `/teacher-feedback/student/${studentId}/assessment/${assessmentId}${retakeRound === undefined ? '' : `?retakeRound=${retakeRound}`}`,
      ),
    giveFeedback: ({ essay, ...body }) => api.call<FeedbackResult>('POST', essay ? '/answer-feedback/essay' : '/answer-feedback', body),
    allowRetake: (assessmentId, studentId) => api.call<AssessmentView>('PATCH', `/retake-assessment/${assessmentId}/student/${studentId}`, {}),
    gradingQueue: (query) => {
      const search = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)])).toString();
      return api.call<GradingQueue>('GET', `/teacher-feedback/queue${search ? `?${search}` : ''}`);
    },
  };
}
