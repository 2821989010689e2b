import type { AssessmentKind } from '../assessment/assessment.schemas';

/**
 * Report ids of product-spec §9: report types (check-your-understanding 1, the default; performance
 * assessment 2; benchmark 3; mid-unit 4) and sub reports (performance 1, completion 2). Skill lessons
 * count as check-your-understanding. docs/reports.md says what every table shows.
 */
export const ReportType = { CheckYourUnderstanding: 1, PerformanceAssessment: 2, Benchmark: 3, MidUnit: 4 } as const;
export type ReportType = (typeof ReportType)[keyof typeof ReportType];
export const REPORT_TYPES = [1, 2, 3, 4] as const satisfies readonly ReportType[];
export const DEFAULT_REPORT_TYPE: ReportType = ReportType.CheckYourUnderstanding;

export const SubReport = { Performance: 1, Completion: 2 } as const;
export type SubReport = (typeof SubReport)[keyof typeof SubReport];
export const SUB_REPORTS = [1, 2] as const satisfies readonly SubReport[];
export const DEFAULT_SUB_REPORT: SubReport = SubReport.Performance;

export function reportTypeOfKind(kind: AssessmentKind): ReportType {
  switch (kind) {
    case 'performance':
      return ReportType.PerformanceAssessment;
    case 'benchmark':
      return ReportType.Benchmark;
    case 'mid-unit':
      return ReportType.MidUnit;
    default:
      return ReportType.CheckYourUnderstanding;
  }
}

/**
 * Report tables (§9): 1 and 2 are parent tables (on the page), 3 to 10 open as modals; for the benchmark
 * report 1, 2, 5, 7 and 8 are parent tables and 3, 4, 6, 9 and 10 modals.
 */
export const REPORT_TABLE_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export type ReportTableId = (typeof REPORT_TABLE_IDS)[number];
const BENCHMARK_PARENT_TABLES: readonly ReportTableId[] = [1, 2, 5, 7, 8];

export function opensAsModal(reportType: ReportType, table: ReportTableId): boolean {
  return reportType === ReportType.Benchmark ? !BENCHMARK_PARENT_TABLES.includes(table) : table > 2;
}
