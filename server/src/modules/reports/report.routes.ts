import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { reportTableSchema } from '@domain/reports/report.responses';
import { reportOverviewQuerySchema, reportQuerySchema, studentPerformanceRequestSchema, type ReportQuery } from '@domain/reports/report.schemas';
import { ReportType, SubReport } from '@domain/reports/report-types';
import { idSchema } from '@domain/shared/schema-kit';
import type { AppDeps } from '../../app-deps';
import { defineRoute } from '../../http/route';
import { drillDown, type DrillDown, type ReportOptions } from './report-drilldown.use-cases';
import { registerReportDownloadRoutes, REPORT_READERS } from './report-download.routes';
import { reportOverview } from './report-overview.use-cases';
import { submitWindow } from './report-tally.use-cases';
import { registerStandardsReportRoutes } from './standards-report.routes';

/** The report families of api-spec §7.13, by the prefix of their call names. */
const FAMILIES = [
  ['CYU', ReportType.CheckYourUnderstanding],
  ['PA', ReportType.PerformanceAssessment],
  ['BA', ReportType.Benchmark],
  ['MU', ReportType.MidUnit],
] as const;
const SUBS = [
  ['Performance', SubReport.Performance],
  ['Completion', SubReport.Completion],
] as const;

const optionsOf = (query: ReportQuery, reportType: ReportType, subReport: SubReport): ReportOptions => ({
  reportType,
  subReport,
  unitId: query.unitId ?? null,
  window: submitWindow(query.from, query.to),
});

const lessonQuerySchema = z.intersection(reportQuerySchema, z.object({ classroomId: idSchema }));

/** The drill-down calls of one family and sub report (`Report/CYUPerformance/...`). */
function registerFamily(app: FastifyInstance, deps: AppDeps, name: string, reportType: ReportType, subReport: SubReport): void {
  const read = (url: string, params: z.ZodType, at: (p: Record<string, number>, q: ReportQuery) => DrillDown) =>
    defineRoute(app, deps, {
      method: 'GET',
      url: `/Report/${name}${url}`,
      response: reportTableSchema,
      access: REPORT_READERS,
      actingFor: 'teacherIfActing',
      params: params as z.ZodType<Record<string, number>>,
      query: url.startsWith('/lesson/') ? lessonQuerySchema : reportQuerySchema,
      handler: async ({ user, params: p, query }) => ({ data: await drillDown(deps, user, at(p, query), optionsOf(query, reportType, subReport)) }),
    });
  const benchmark = reportType === ReportType.Benchmark;
  read('/teacher/:teacherId', z.object({ teacherId: idSchema }), (p) => ({ rows: 'classroomsOfTeacher', teacherId: p.teacherId }));
  // BAPerformance/classroom/{id} lists the classroom's students (api-spec §7.13); every other classroom call its units (sets).
  read('/classroom/:classroomId', z.object({ classroomId: idSchema }), (p) =>
    benchmark && subReport === SubReport.Performance ? { rows: 'studentsOfClassroom', classroomId: p.classroomId } : { rows: 'unitsOfClassroom', classroomId: p.classroomId },
  );
  read('/classroom/:classroomId/unit/:unitId', z.object({ classroomId: idSchema, unitId: idSchema }), (p) => ({ rows: 'lessonsOfUnit', classroomId: p.classroomId, unitId: p.unitId }));
  read('/lesson/:lessonId', z.object({ lessonId: idSchema }), (p, q) => ({ rows: 'studentsOfLesson', lessonId: p.lessonId, classroomId: (q as ReportQuery & { classroomId: number }).classroomId }));
  read('/unit/:unitId/student/:studentId', z.object({ unitId: idSchema, studentId: idSchema }), (p) => ({ rows: 'lessonsOfStudent', unitId: p.unitId, studentId: p.studentId }));
  // One student's units (managers drill from a classroom's students to one student's work).
  if (!benchmark) read('/student/:studentId', z.object({ studentId: idSchema }), (p) => ({ rows: 'unitsOfStudent', studentId: p.studentId }));
  if (!benchmark) return;
  if (subReport === SubReport.Performance) {
    read('/student/:studentId', z.object({ studentId: idSchema }), (p) => ({ rows: 'setsOfStudent', studentId: p.studentId }));
  } else {
    read('/:teacherId', z.object({ teacherId: idSchema }), (p) => ({ rows: 'classroomsOfTeacher', teacherId: p.teacherId }));
  }
}

/** The report calls (issue 13; docs/reports.md lists them with what each table shows). */
export function registerReportRoutes(app: FastifyInstance, deps: AppDeps): void {
  for (const [prefix, reportType] of FAMILIES) for (const [suffix, subReport] of SUBS) registerFamily(app, deps, `${prefix}${suffix}`, reportType, subReport);
  const named = (url: string, params: z.ZodType, reportType: ReportType, subReport: SubReport, at: (p: Record<string, number>) => DrillDown) =>
    defineRoute(app, deps, {
      method: 'GET',
      url,
      response: reportTableSchema,
      access: REPORT_READERS,
      actingFor: 'teacherIfActing',
      params: params as z.ZodType<Record<string, number>>,
      query: reportQuerySchema,
      handler: async ({ user, params: p, query }) => ({ data: await drillDown(deps, user, at(p), optionsOf(query, reportType, subReport)) }),
    });
  named('/Report/PACompletion/:teacherId', z.object({ teacherId: idSchema }), ReportType.PerformanceAssessment, SubReport.Completion, (p) => ({ rows: 'classroomsOfTeacher', teacherId: p.teacherId }));
  named('/Report/BAUnitSetPerformance/teacher/:teacherId', z.object({ teacherId: idSchema }), ReportType.Benchmark, SubReport.Performance, (p) => ({ rows: 'setsOfTeacher', teacherId: p.teacherId }));
  named('/Report/BAUnitSetPerformance/classroom/:classroomId', z.object({ classroomId: idSchema }), ReportType.Benchmark, SubReport.Performance, (p) => ({ rows: 'unitsOfClassroom', classroomId: p.classroomId }));

  defineRoute(app, deps, {
    method: 'GET',
    url: '/classroom-performance-report/classroom/:classroomId',
    response: reportTableSchema,
    access: REPORT_READERS,
    actingFor: 'teacherIfActing',
    params: z.object({ classroomId: idSchema }),
    query: reportQuerySchema,
    handler: async ({ user, params, query }) => ({
      data: await drillDown(deps, user, { rows: 'studentsOfClassroom', classroomId: params.classroomId }, optionsOf(query, query.reportType as ReportType, query.subReport as SubReport)),
    }),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/performance-report/student/:studentId',
    response: reportTableSchema,
    access: REPORT_READERS,
    actingFor: 'teacherIfActing',
    params: z.object({ studentId: idSchema }),
    body: studentPerformanceRequestSchema,
    handler: async ({ user, params, body }) => ({
      data: await drillDown(
        deps,
        user,
        { rows: 'questionsOfStudent', studentId: params.studentId, lessonId: body.lessonId, reportType: (body.reportType as ReportType | undefined) ?? null },
        { reportType: (body.reportType as ReportType | undefined) ?? ReportType.CheckYourUnderstanding, subReport: SubReport.Performance, unitId: null, window: submitWindow(undefined, undefined) },
      ),
    }),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/Report/overview',
    response: reportTableSchema,
    access: REPORT_READERS,
    actingFor: 'teacherIfActing',
    query: reportOverviewQuerySchema,
    handler: async ({ user, query }) => ({ data: await reportOverview(deps, user, query) }),
  });
  registerReportDownloadRoutes(app, deps);
  registerStandardsReportRoutes(app, deps);
}
