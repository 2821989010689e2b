import type { ReportWorkbookExporter } from '@application/ports/report-workbook-exporter.port';
import { SHEET_NUMBER_FORMAT, type ReportSheet } from '@domain/reports/report-sheet';

export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** exceljs is large: it loads with the first download, never with the screen. */
async function loadWorkbook() {
  const module = await import('exceljs');
  // The package is CommonJS: bundlers hand it over as the default export, Node as named exports too.
  return (module.Workbook ?? (module as unknown as { default: typeof module }).default.Workbook) as typeof module.Workbook;
}

/**
 * Renders a report sheet spec as a real workbook: the header row bold and frozen, each column as wide
 * as the spec says and formatted for its kind (percent cells hold fractions, so "0.0%" shows 87.5%).
 */
export function createExcelJsReportWorkbookExporter(): ReportWorkbookExporter {
  return {
    workbookOf: async (spec: ReportSheet) => {
      const Workbook = await loadWorkbook();
      const workbook = new Workbook();
      const sheet = workbook.addWorksheet(spec.name, { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = spec.columns.map((column) => ({
        header: column.header,
        width: column.width,
        style: SHEET_NUMBER_FORMAT[column.kind] ? { numFmt: SHEET_NUMBER_FORMAT[column.kind]! } : {},
      }));
      sheet.getRow(1).font = { bold: true };
      for (const row of spec.rows) sheet.addRow([...row]);
      const bytes = await workbook.xlsx.writeBuffer();
      return new Blob([bytes as ArrayBuffer], { type: XLSX_MEDIA_TYPE });
    },
  };
}
