import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { feedbackBodySchema, retakeBodySchema, retakeParamsSchema } from '@domain/assessment/answer.schemas';
import { assignClassroomBodySchema, assignStudentsBodySchema } from '@domain/assessment/benchmark.schemas';
import { RoleId } from '@domain/identity/role';
import { idSchema } from '@domain/shared/schema-kit';
import { defineRoute } from '../../http/route';
import {
  assessmentViewSchema,
  benchmarkAssignmentResultSchema,
  benchmarkSetListSchema,
  classroomAssignmentResultSchema,
  feedbackResultSchema,
  unitFeedbackListSchema,
} from '@domain/assessment/assessment.responses';
import { assignToClassroom, assignToStudents, listBenchmarkSets } from './benchmark.use-cases';
import { allowRetake, giveFeedback, unitFeedbackOf } from './teacher-feedback.use-cases';

const TEACHERS = [RoleId.DistrictTeacher] as const;
/** Everyone but students may list benchmark sets (teachers to assign them, the back office to build them). */
const STAFF = [RoleId.SuperAdmin, RoleId.DistrictManager, RoleId.CampusManager, RoleId.DistrictTeacher, RoleId.ContentCreator, RoleId.SupportRole, RoleId.StateManager] as const;

/** Teacher calls of api-spec §7.11 and §7.13 (their screens come in a later issue). */
export function registerTeacherRoutes(app: FastifyInstance, deps: AppDeps): void {
  for (const [url, essay] of [
    ['/answer-feedback', false],
    ['/answer-feedback/essay', true],
  ] as const) {
    defineRoute(app, deps, {
      method: 'POST',
      url,
      response: feedbackResultSchema,
      access: TEACHERS,
      actingFor: 'teacher',
      body: feedbackBodySchema,
      handler: async ({ user, body }) => ({ data: await giveFeedback(deps, user, body, essay), message: 'feedbackSaved' }),
    });
  }
  defineRoute(app, deps, {
    method: 'PATCH',
    url: '/retake-assessment/:assessmentId/student/:studentId',
    response: assessmentViewSchema,
    access: TEACHERS,
    actingFor: 'teacher',
    params: retakeParamsSchema,
    body: retakeBodySchema,
    handler: async ({ user, params, body }) => ({
      data: await allowRetake(deps, user, params.assessmentId, params.studentId, body?.endsAt),
      message: 'retakeAllowed',
    }),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/teacher-feedback/student/:studentId',
    response: unitFeedbackListSchema,
    access: 'signedIn',
    actingFor: 'teacherIfActing',
    params: z.object({ studentId: idSchema }),
    handler: async ({ user, params }) => ({ data: await unitFeedbackOf(deps, user, params.studentId) }),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/assign-benchmark/student',
    response: benchmarkAssignmentResultSchema,
    access: TEACHERS,
    actingFor: 'teacher',
    body: assignStudentsBodySchema,
    handler: async ({ user, body }) => ({ data: await assignToStudents(deps, user, body), message: 'benchmarksAssigned' }),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/assign-benchmark/classroom',
    response: classroomAssignmentResultSchema,
    access: TEACHERS,
    actingFor: 'teacher',
    body: assignClassroomBodySchema,
    handler: async ({ user, body }) => ({ data: await assignToClassroom(deps, user, body), message: 'benchmarksAssigned' }),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/benchmarkSet/unitList',
    response: benchmarkSetListSchema,
    access: STAFF,
    handler: async () => ({ data: await listBenchmarkSets(deps) }),
  });
}
