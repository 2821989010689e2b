import type { Readable } from 'node:stream';
import { RoleId } from '@domain/identity/role';
import type { ReportOverviewQuery } from '@domain/reports/report.schemas';
import { reportTableSheet, standardsReportSheet, studentLineCells, studentsSheetLayout, type SheetCell } from '@domain/reports/report-sheet';
import type { Language } from '@domain/shared/constants';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../auth/auth-user';
import { withListedStudentsRecorded } from '../privacy/disclosure-recorder';
import { isBenchmark, itemsOfType, reportCatalogue } from './report-catalogue.use-cases';
import { overviewNode, overviewOptions, studentScopeOf, tableBelow } from './report-overview.use-cases';
import { listStudentLines, type StudentLineRow } from './report-read-rollup.repository';
import { metricsOf } from './report-tally.use-cases';
import { workbookFileName, workbookStream } from './report-workbook';
import { classroomStandards } from './standards-report.use-cases';

export interface Workbook {
  readonly fileName: string;
  readonly bytes: Readable;
}

function* studentCells(lines: readonly StudentLineRow[], expectedOf: (line: StudentLineRow) => number): Generator<SheetCell[]> {
  for (const line of lines) {
    const metrics = metricsOf({ ...line, students: 1, studentsStarted: line.submitted > 0 ? 1 : 0, expected: expectedOf(line) }, true);
    yield studentLineCells({
      name: `${line.firstName} ${line.lastName}`,
      school: line.school,
      expected: metrics.expected,
      submitted: metrics.submitted,
      completionPercent: metrics.completionPercent,
      scorePercent: metrics.scorePercent,
      lastSubmittedAt: metrics.lastSubmittedAt,
    });
  }
}

/**
 * `GET Report/overview/download`: the overview's table, and a Students sheet with every student in
 * scope read from the student rollups in one query (the district download: 50,000 rows, streamed).
 */
export async function overviewWorkbook(deps: AppDeps, viewer: AuthUser, query: ReportOverviewQuery, language: Language): Promise<Workbook> {
  const node = await overviewNode(deps, viewer, query);
  const options = overviewOptions(query);
  const [table, lines, catalogue] = await Promise.all([
    tableBelow(deps, viewer, node, options),
    listStudentLines(deps.db, studentScopeOf(node), { reportType: options.reportType, unitId: options.unitId, ...options.window }),
    reportCatalogue(deps),
  ]);
  const perStudent = itemsOfType(catalogue, options.reportType, options.unitId).length;
  // Recorded while the workbook is written (the insert of 50,000 rows overlaps the writing); the file completes only once it is.
  const recorded = withListedStudentsRecorded(deps, viewer, lines.map((l) => ({ id: l.id, roleId: RoleId.Student })), 'unit-feedback').then(() => undefined);
  const sheets = [reportTableSheet(table, language), { layout: studentsSheetLayout(language), rows: studentCells(lines, (l) => (isBenchmark(options.reportType) ? l.assigned : perStudent)) }];
  return { fileName: workbookFileName(table.title[language]), bytes: workbookStream(sheets, recorded) };
}

/** `GET download-teks-performance-report-xls/classroom/{id}`: the classroom's standards report as a workbook. */
export async function classroomStandardsWorkbook(deps: AppDeps, viewer: AuthUser, classroomId: number, language: Language): Promise<Workbook> {
  const report = await classroomStandards(deps, viewer, classroomId, null);
  const sheet = standardsReportSheet(report, language);
  return { fileName: workbookFileName(sheet.name), bytes: workbookStream([sheet]) };
}
