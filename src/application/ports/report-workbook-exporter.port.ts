import type { ReportSheet } from '@domain/reports/report-sheet';

/** Writes a report sheet (the pure spec of `report-sheet.ts`) as an xlsx workbook, in the browser. */
export interface ReportWorkbookExporter {
  workbookOf(sheet: ReportSheet): Promise<Blob>;
}

export const ReportWorkbookExporter = Symbol('ReportWorkbookExporter');
