import { z } from 'zod';
import { DEFAULT_REPORT_TYPE, DEFAULT_SUB_REPORT, REPORT_TYPES, SUB_REPORTS } from './report-types';

/** Query parameters of the report calls (docs/reports.md). Dates are calendar days, inclusive, Central time. */

const id = z.coerce.number().int().positive();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidDate');

export const reportTypeSchema = z.coerce.number().int().refine((n) => (REPORT_TYPES as readonly number[]).includes(n), 'invalidOption');
export const subReportSchema = z.coerce.number().int().refine((n) => (SUB_REPORTS as readonly number[]).includes(n), 'invalidOption');

/** What every report call accepts besides its path: the report, an optional unit and a date range. */
export const reportQuerySchema = z
  .object({
    reportType: reportTypeSchema.default(DEFAULT_REPORT_TYPE),
    subReport: subReportSchema.default(DEFAULT_SUB_REPORT),
    unitId: id.optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'invalidDateRange', path: ['to'] });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/**
 * The management dashboard's report (GET Report/overview): the narrowest place or person chosen sets the
 * rows (state → its districts, district → its schools, school → its teachers, teacher → their
 * classrooms, classroom → its students); the server narrows it further to the viewer's scope (§6).
 */
export const reportOverviewQuerySchema = z
  .object({
    reportType: reportTypeSchema.default(DEFAULT_REPORT_TYPE),
    subReport: subReportSchema.default(DEFAULT_SUB_REPORT),
    stateId: id.optional(),
    districtId: id.optional(),
    schoolId: id.optional(),
    teacherId: id.optional(),
    classroomId: id.optional(),
    unitId: id.optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'invalidDateRange', path: ['to'] });
export type ReportOverviewQuery = z.infer<typeof reportOverviewQuerySchema>;

/** POST performance-report/student/{studentId}: one student's questions in one lesson's assessment. */
export const studentPerformanceRequestSchema = z.object({
  lessonId: z.number().int().positive(),
  reportType: reportTypeSchema.optional(),
});
export type StudentPerformanceRequest = z.infer<typeof studentPerformanceRequestSchema>;

/** SOAStandard/soa-report/{studentId}?lessonId&lessonType&teacherId (all optional narrowing). */
export const studentStandardsQuerySchema = z.object({
  lessonId: id.optional(),
  lessonType: z.coerce.number().int().min(1).max(8).optional(),
  teacherId: id.optional(),
});
export type StudentStandardsQuery = z.infer<typeof studentStandardsQuerySchema>;
