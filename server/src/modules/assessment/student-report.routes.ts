import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { assessmentViewSchema } from '@domain/assessment/assessment.responses';
import { studentLessonsSchema, studentReportSchema } from '@domain/assessment/student-report.responses';
import {
  studentAssessmentParamsSchema,
  studentAssessmentQuerySchema,
  studentLessonsBodySchema,
  studentLessonsParamsSchema,
} from '@domain/assessment/student-report.schemas';
import { RoleId } from '@domain/identity/role';
import { idSchema } from '@domain/shared/schema-kit';
import { z } from 'zod';
import { defineRoute } from '../../http/route';
import { studentAssessment, studentReport, unitLessonsOf } from './student-report.use-cases';

/**
 * Who reads a student's report: everyone progressSubject lets see a student's work but the student
 * (their screen is the lessons themselves) and content creators (no student data). Scope is the use
 * case's (a teacher: their classrooms' students; a manager: their place).
 */
const READERS = [RoleId.SuperAdmin, RoleId.StateManager, RoleId.DistrictManager, RoleId.CampusManager, RoleId.DistrictTeacher, RoleId.SupportRole] as const;

/** The teacher's student report (api-spec §7.11; docs/decisions.md "The student report"). */
export function registerStudentReportRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineRoute(app, deps, {
    method: 'GET',
    url: '/teacher-feedback/student/:studentId/report',
    response: studentReportSchema,
    access: READERS,
    params: z.object({ studentId: idSchema }),
    handler: async ({ user, params }) => ({ data: await studentReport(deps, user, params.studentId) }),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/teacher-feedback/student/:studentId/:unitId/lessons',
    response: studentLessonsSchema,
    access: READERS,
    params: studentLessonsParamsSchema,
    body: studentLessonsBodySchema,
    handler: async ({ user, params, body }) => ({ data: await unitLessonsOf(deps, user, params.studentId, params.unitId, body) }),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/teacher-feedback/student/:studentId/assessment/:assessmentId',
    response: assessmentViewSchema,
    access: READERS,
    params: studentAssessmentParamsSchema,
    query: studentAssessmentQuerySchema,
    handler: async ({ user, params, query }) => ({ data: await studentAssessment(deps, user, params.studentId, params.assessmentId, query.retakeRound) }),
  });
}
