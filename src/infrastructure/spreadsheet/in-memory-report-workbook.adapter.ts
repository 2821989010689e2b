import type { ReportWorkbookExporter } from '@application/ports/report-workbook-exporter.port';
import type { ReportSheet } from '@domain/reports/report-sheet';

/** The exporter for screen tests: keeps every sheet it was asked to write and answers a small Blob. Never bound by the composition root. */
export function createInMemoryReportWorkbookExporter() {
  const written: ReportSheet[] = [];
  const exporter: ReportWorkbookExporter & { readonly written: readonly ReportSheet[] } = {
    written,
    workbookOf: (sheet) => {
      written.push(sheet);
      return Promise.resolve(new Blob([sheet.name], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
    },
  };
  return exporter;
}
