import type { ReportLevel, ReportRow, ReportTable } from '@domain/reports/report.responses';
import { ReportType, SubReport } from '@domain/reports/report-types';

/** A report row with plausible numbers; `overrides` sets what a test looks at. */
export function rowOf(level: ReportLevel, id: number, name: string, overrides: Partial<ReportRow> = {}, es = name): ReportRow {
  return {
    id,
    level,
    name: { id, en: name, es },
    number: null,
    retakeRound: level === 'student' || level === 'question' ? 1 : null,
    students: 20,
    studentsStarted: 18,
    expected: 40,
    submitted: 35,
    completionPercent: 87.5,
    pointsEarned: 50,
    pointsPossible: 80,
    scorePercent: 62.5,
    unscored: 2,
    lastSubmittedAt: '2026-11-24T20:05:00.000Z',
    ...overrides,
  };
}

export const classroomRow = (id: number, name: string, overrides: Partial<ReportRow> = {}) => rowOf('classroom', id, name, overrides);

/** A table of `level` rows titled `title`, check-your-understanding performance unless told. */
export function reportTable(level: ReportLevel, title: string, rows: readonly ReportRow[], more: Partial<ReportTable> = {}): ReportTable {
  return {
    reportType: ReportType.CheckYourUnderstanding,
    subReport: SubReport.Performance,
    level,
    title: { id: 1, en: title, es: title },
    rows: [...rows],
    distribution: [
      { band: '0-59', students: 3 },
      { band: '60-69', students: 5 },
      { band: '70-79', students: 4 },
      { band: '80-89', students: 2 },
      { band: '90-100', students: 1 },
    ],
    rounds: [],
    ...more,
  };
}
