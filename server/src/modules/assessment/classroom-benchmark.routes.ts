import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { classroomBenchmarksQuerySchema, classroomUnitListBodySchema } from '@domain/assessment/benchmark-assignment.schemas';
import {
  benchmarkRemovalSchema,
  classroomBenchmarkListSchema,
  classroomBenchmarkStudentsSchema,
  classroomUnitListSchema,
} from '@domain/assessment/benchmark-assignment.responses';
import { RoleId } from '@domain/identity/role';
import { idParamsSchema } from '@domain/shared/schema-kit';
import { defineRoute } from '../../http/route';
import {
  classroomAssignmentStudents,
  classroomSetList,
  listClassroomAssignments,
  removeClassroomAssignment,
  removeStudentBenchmark,
} from './classroom-benchmark.use-cases';

const TEACHERS = [RoleId.DistrictTeacher] as const;

/**
 * The teacher's benchmark assignment calls of api-spec §7.13 (issue 13). The spec names the lists
 * twice (the screen's `benchmark/classList`, `benchmarkStudentList` and the reports'
 * `BAClassroomAssignedList`, `BAStudentList`); both names answer the same.
 */
export function registerClassroomBenchmarkRoutes(app: FastifyInstance, deps: AppDeps): void {
  for (const url of ['/benchmark/classList', '/BAClassroomAssignedList']) {
    defineRoute(app, deps, {
      method: 'GET',
      url,
      response: classroomBenchmarkListSchema,
      access: TEACHERS,
      actingFor: 'teacher',
      query: classroomBenchmarksQuerySchema,
      handler: async ({ user, query }) => ({ data: await listClassroomAssignments(deps, user, query.classroomId) }),
    });
  }
  for (const url of ['/benchmarkStudentList/:id', '/BAStudentList/:id']) {
    defineRoute(app, deps, {
      method: 'GET',
      url,
      response: classroomBenchmarkStudentsSchema,
      access: TEACHERS,
      actingFor: 'teacher',
      params: idParamsSchema,
      handler: async ({ user, params }) => ({ data: await classroomAssignmentStudents(deps, user, params.id) }),
    });
  }
  defineRoute(app, deps, {
    method: 'POST',
    url: '/benchmark/classroom/unitList',
    response: classroomUnitListSchema,
    access: TEACHERS,
    actingFor: 'teacher',
    body: classroomUnitListBodySchema,
    handler: async ({ user, body }) => ({ data: await classroomSetList(deps, user, body.classroomId) }),
  });
  defineRoute(app, deps, {
    method: 'DELETE',
    url: '/benchmarkStudent/:id',
    response: benchmarkRemovalSchema,
    access: TEACHERS,
    actingFor: 'teacher',
    params: idParamsSchema,
    handler: async ({ user, params }) => ({ data: await removeStudentBenchmark(deps, user, params.id), message: 'benchmarkRemoved' }),
  });
  defineRoute(app, deps, {
    method: 'DELETE',
    url: '/benchmarkStudent/classroom/:id',
    response: benchmarkRemovalSchema,
    access: TEACHERS,
    actingFor: 'teacher',
    params: idParamsSchema,
    handler: async ({ user, params }) => ({ data: await removeClassroomAssignment(deps, user, params.id), message: 'benchmarkRemoved' }),
  });
}
