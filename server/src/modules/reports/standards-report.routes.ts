import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { standardsListSchema, standardsReportSchema } from '@domain/reports/report.responses';
import { studentStandardsQuerySchema } from '@domain/reports/report.schemas';
import { idSchema } from '@domain/shared/schema-kit';
import type { AppDeps } from '../../app-deps';
import { requestLanguage } from '../../http/language';
import { defineRoute, notAnEnvelope } from '../../http/route';
import { parseParams } from '../../http/validation';
import { classroomStandardsWorkbook } from './report-download.use-cases';
import { downloadCaller, REPORT_READERS, sendWorkbook } from './report-download.routes';
import { classroomStandards, standardsListOf, studentStandards } from './standards-report.use-cases';

const classroomParams = z.object({ classroomId: idSchema });

/** Standards (TEKS) mastery calls (api-spec §7.10, §7.11, §7.13). */
export function registerStandardsReportRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineRoute(app, deps, {
    method: 'GET',
    url: '/SOA-report/:classroomId',
    response: standardsReportSchema,
    access: REPORT_READERS,
    actingFor: 'teacherIfActing',
    params: classroomParams,
    handler: async ({ user, params }) => ({ data: await classroomStandards(deps, user, params.classroomId, null) }),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/unit-standards/:unitId',
    response: standardsReportSchema,
    access: REPORT_READERS,
    actingFor: 'teacherIfActing',
    params: z.object({ unitId: idSchema }),
    query: z.object({ classroomId: idSchema }),
    handler: async ({ user, params, query }) => ({ data: await classroomStandards(deps, user, query.classroomId, params.unitId) }),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/SOAStandard/soa-report/:studentId',
    response: standardsReportSchema,
    access: REPORT_READERS,
    actingFor: 'teacherIfActing',
    params: z.object({ studentId: idSchema }),
    query: studentStandardsQuerySchema,
    handler: async ({ user, params, query }) => ({ data: await studentStandards(deps, user, params.studentId, query) }),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/teks-list/:unitId',
    response: standardsListSchema,
    access: REPORT_READERS,
    params: z.object({ unitId: idSchema }),
    handler: async ({ params }) => ({ data: await standardsListOf(deps, params.unitId) }),
  });
  app.get('/download-teks-performance-report-xls/classroom/:classroomId', notAnEnvelope('xlsx workbook of the classroom standards report'), async (request, reply) => {
    const user = await downloadCaller(deps, request);
    const { classroomId } = parseParams(classroomParams, request.params);
    return sendWorkbook(reply, await classroomStandardsWorkbook(deps, user, classroomId, requestLanguage(request)));
  });
}
