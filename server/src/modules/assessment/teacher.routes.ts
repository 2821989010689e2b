import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { feedbackBodySchema, retakeBodySchema, retakeParamsSchema } from '@domain/assessment/answer.schemas';
import { assignClassroomBodySchema, assignStudentsBodySchema } from '@domain/assessment/benchmark.schemas';
import { RoleId } from '@domain/identity/role';
import { idSchema } from '@domain/shared/schema-kit';
import { defineRoute } from '../../http/route';
import type { AssessmentDeps } from './assessment-deps';
import { assignToClassroom, assignToStudents, listBenchmarkSets } from './benchmark.use-cases';
import { allowRetake, giveFeedback, unitFeedbackOf } from './teacher-feedback.use-cases';

const TEACHERS = [RoleId.DistrictTeacher] as const;
/** Everyone but students may list benchmark sets (teachers to assign them, the back office to build them). */
const STAFF = [RoleId.SuperAdmin, RoleId.DistrictManager, RoleId.CampusManager, RoleId.DistrictTeacher, RoleId.ContentCreator, RoleId.SupportRole, RoleId.StateManager] as const;

/** Teacher calls of api-spec §7.11 and §7.13 (their screens come in a later issue). */
export function registerTeacherRoutes(app: FastifyInstance, ctx: AppContext, deps: AssessmentDeps): void {
  for (const [url, essay] of [
    ['/answer-feedback', false],
    ['/answer-feedback/essay', true],
  ] as const) {
    defineRoute(app, ctx, {
      method: 'POST',
      url,
      access: TEACHERS,
      body: feedbackBodySchema,
      handler: async ({ user, body }) => ({ data: await giveFeedback(deps, user, body, essay), message: 'feedbackSaved' }),
    });
  }
  defineRoute(app, ctx, {
    method: 'PATCH',
    url: '/retake-assessment/:assessmentId/student/:studentId',
    access: TEACHERS,
    params: retakeParamsSchema,
    body: retakeBodySchema,
    handler: async ({ user, params, body }) => ({
      data: await allowRetake(deps, user, params.assessmentId, params.studentId, body?.endsAt),
      message: 'retakeAllowed',
    }),
  });
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/teacher-feedback/student/:studentId',
    access: 'signedIn',
    params: z.object({ studentId: idSchema }),
    handler: async ({ user, params }) => ({ data: await unitFeedbackOf(deps, user, params.studentId) }),
  });
  defineRoute(app, ctx, {
    method: 'POST',
    url: '/assign-benchmark/student',
    access: TEACHERS,
    body: assignStudentsBodySchema,
    handler: async ({ user, body }) => ({ data: await assignToStudents(deps, user, body), message: 'benchmarksAssigned' }),
  });
  defineRoute(app, ctx, {
    method: 'POST',
    url: '/assign-benchmark/classroom',
    access: TEACHERS,
    body: assignClassroomBodySchema,
    handler: async ({ user, body }) => ({ data: await assignToClassroom(deps, user, body), message: 'benchmarksAssigned' }),
  });
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/benchmarkSet/unitList',
    access: STAFF,
    handler: async () => ({ data: await listBenchmarkSets(deps) }),
  });
}
