import { z } from 'zod';
import { bilingualTextSchema } from '../content/bilingual.schemas';
import { REPORT_TYPES, SUB_REPORTS } from './report-types';

/**
 * Answers of the report calls (docs/reports.md). Every drill-down level answers the same table: rows of
 * one level (classrooms of a teacher, units of a classroom, students of a lesson, questions of a
 * student's assessment…) with the same numbers, so one table, one chart and one workbook serve them all.
 */

const count = z.number().int().min(0);
const percent = z.number().min(0).max(100).nullable();

export const REPORT_LEVELS = [
  'state',
  'district',
  'school',
  'teacher',
  'classroom',
  'unit',
  'lesson',
  'benchmarkSet',
  'student',
  'question',
] as const;
export type ReportLevel = (typeof REPORT_LEVELS)[number];

export const reportMetricsSchema = z.object({
  /** Students the row covers (enrolled in scope; for one student, 1). */
  students: count,
  /** Students with at least one submitted assessment. */
  studentsStarted: count,
  /** Assessments expected: students × published assessments of the type (benchmarks: live assignments). */
  expected: count,
  submitted: count,
  /** submitted ÷ expected; null when nothing is expected. */
  completionPercent: percent,
  /** Points of fully scored submitted work (retakes: the latest round). */
  pointsEarned: z.number().min(0),
  pointsPossible: z.number().min(0),
  /** pointsEarned ÷ pointsPossible; null when nothing is scored, and for one student's unit or lesson while anything is unscored (§4). */
  scorePercent: percent,
  /** Submitted answers still waiting for a teacher's score. */
  unscored: count,
  /** ISO instant of the latest submit the row counts; shown in Central and local time. */
  lastSubmittedAt: z.string().nullable(),
});
export type ReportMetrics = z.infer<typeof reportMetricsSchema>;

export const reportRowSchema = reportMetricsSchema.extend({
  id: z.number().int().positive(),
  level: z.enum(REPORT_LEVELS),
  /** Place, person, unit, lesson, set or question ("Question 3") in both languages; a person's name is the same in both. */
  name: bilingualTextSchema,
  /** Unit number, lesson number, set number or question number; null where none. */
  number: z.number().int().positive().nullable(),
  /** Student and question rows: the round counted (the latest); null elsewhere. */
  retakeRound: z.number().int().min(1).nullable(),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

/** Earlier rounds of a retaken assessment, kept visible beside the latest. */
export const reportRoundSchema = z.object({
  assessmentId: z.number().int().positive(),
  retakeRound: z.number().int().min(1),
  isCurrent: z.boolean(),
  submittedAt: z.string().nullable(),
  pointsEarned: z.number().min(0),
  pointsPossible: z.number().min(0),
  scorePercent: percent,
});
export type ReportRound = z.infer<typeof reportRoundSchema>;

export const SCORE_BANDS = ['0-59', '60-69', '70-79', '80-89', '90-100'] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number];

export const reportTableSchema = z.object({
  reportType: z.union(REPORT_TYPES.map((t) => z.literal(t)) as [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>, z.ZodLiteral<4>]),
  subReport: z.union(SUB_REPORTS.map((t) => z.literal(t)) as [z.ZodLiteral<1>, z.ZodLiteral<2>]),
  /** What the rows are. */
  level: z.enum(REPORT_LEVELS),
  /** Whose report it is (the classroom, the student, the district…). */
  title: bilingualTextSchema,
  rows: z.array(reportRowSchema),
  /** Students by score band (scored students only), for the distribution chart. */
  distribution: z.array(z.object({ band: z.enum(SCORE_BANDS), students: count })),
  /** Student-level tables: every round of the assessments shown, oldest first. Empty elsewhere. */
  rounds: z.array(reportRoundSchema),
});
export type ReportTable = z.infer<typeof reportTableSchema>;

/** One standard (TEKS) and the share of its points earned. */
export const standardMasterySchema = z.object({
  code: z.string().min(1),
  description: z.string().nullable(),
  questions: count,
  pointsEarned: z.number().min(0),
  pointsPossible: z.number().min(0),
  /** pointsEarned ÷ pointsPossible; null while nothing tagged with it is scored. */
  masteryPercent: percent,
});
export type StandardMastery = z.infer<typeof standardMasterySchema>;

/** Standards mastery of a classroom (or one student): the totals per standard, and per student. */
export const standardsReportSchema = z.object({
  title: bilingualTextSchema,
  standards: z.array(standardMasterySchema),
  students: z.array(
    z.object({
      id: z.number().int().positive(),
      name: bilingualTextSchema,
      standards: z.array(standardMasterySchema.omit({ description: true, questions: true })),
    }),
  ),
});
export type StandardsReport = z.infer<typeof standardsReportSchema>;

/** teks-list/{unitId}: the standards the unit's published questions are tagged with. */
export const standardsListSchema = z.array(z.object({ code: z.string().min(1), description: z.string().nullable(), questions: count }));
export type StandardsList = z.infer<typeof standardsListSchema>;
