import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import {
  ANSWER_CALLS,
  ANSWER_CALL_NAMES,
  currentIndexParamsSchema,
  reviewBodySchema,
  submitAssessmentBodySchema,
  type SaveAnswerBody,
} from '@domain/assessment/answer.schemas';
import { studentQuerySchema } from '@domain/content/student-content.schemas';
import { idParamsSchema, idSchema } from '@domain/shared/schema-kit';
import { RoleId } from '@domain/identity/role';
import { defineRoute } from '../../http/route';
import {
  assessmentCompletedResultSchema,
  assessmentViewSchema,
  currentIndexResultSchema,
  reviewMarkResultSchema,
  saveResultSchema,
  submitAnswerResultSchema,
} from '@domain/assessment/assessment.responses';
import { assessmentCompleted, saveCurrentIndex, setReview } from './assessment-progress.use-cases';
import { getAssessment, getLessonAssessment } from './assessment-read.use-cases';
import { submitAnswer, submitAssessment } from './assessment-submit.use-cases';
import { saveAnswer } from './answer-save.use-case';

/** Writes are the student's own; the role is checked before the body (403 first, then 400). */
const STUDENTS = [RoleId.Student] as const;

/** The student's assessment calls (docs/assessment-api.md). */
export function registerAssessmentRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineRoute(app, deps, {
    method: 'GET',
    url: '/assessment/lesson/:lessonId',
    response: assessmentViewSchema,
    access: 'signedIn',
    actingFor: 'teacherIfActing',
    params: z.object({ lessonId: idSchema }),
    query: studentQuerySchema,
    handler: async ({ user, params, query }) => ({ data: await getLessonAssessment(deps, user, params.lessonId, query.studentId) }),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/assessment/:id',
    response: assessmentViewSchema,
    access: 'signedIn',
    actingFor: 'teacherIfActing',
    params: idParamsSchema,
    query: studentQuerySchema,
    handler: async ({ user, params, query }) => ({ data: await getAssessment(deps, user, params.id, query.studentId) }),
  });

  for (const call of ANSWER_CALL_NAMES) {
    const body = ANSWER_CALLS[call].body as unknown as z.ZodType<SaveAnswerBody>;
    defineRoute(app, deps, {
      method: 'POST',
      url: `/${call}`,
      response: saveResultSchema,
      access: STUDENTS,
      body,
      handler: async ({ user, body: save }) => {
        const result = await saveAnswer(deps, user, call, save);
        return { data: result, message: result.applied || result.duplicate ? 'answerSaved' : 'answerSavedOlder' };
      },
    });
    defineRoute(app, deps, {
      method: 'POST',
      url: `/${call}/submit`,
      response: submitAnswerResultSchema,
      access: STUDENTS,
      body,
      handler: async ({ user, body: save }) => ({ data: await submitAnswer(deps, user, call, save), message: 'answerSubmitted' }),
    });
  }

  defineRoute(app, deps, {
    method: 'POST',
    url: '/assessment/:id/submit',
    response: assessmentViewSchema,
    access: STUDENTS,
    params: idParamsSchema,
    body: submitAssessmentBodySchema,
    handler: async ({ user, params, body }) => ({ data: await submitAssessment(deps, user, params.id, body), message: 'assessmentSubmitted' }),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/IsReviewing',
    response: reviewMarkResultSchema,
    access: STUDENTS,
    body: reviewBodySchema,
    handler: async ({ user, body }) => ({ data: await setReview(deps, user, body), message: 'reviewSaved' }),
  });
  defineRoute(app, deps, {
    method: 'PUT',
    url: '/component/:lessonId/:componentId/:currentIndex',
    response: currentIndexResultSchema,
    access: STUDENTS,
    params: currentIndexParamsSchema,
    handler: async ({ user, params }) => ({
      data: await saveCurrentIndex(deps, user, params.lessonId, params.componentId, params.currentIndex),
      message: 'currentIndexSaved',
    }),
  });
  defineRoute(app, deps, {
    method: 'PATCH',
    url: '/lesson/:id/assessment-completed',
    response: assessmentCompletedResultSchema,
    access: STUDENTS,
    params: idParamsSchema,
    handler: async ({ user, params }) => ({ data: await assessmentCompleted(deps, user, params.id), message: 'assessmentCompletedSaved' }),
  });
}
