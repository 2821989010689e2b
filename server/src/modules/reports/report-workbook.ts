import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { SHEET_NUMBER_FORMAT, type ReportSheet, type SheetCell } from '@domain/reports/report-sheet';

/*
 * The server's xlsx writer for the sheet specs of src/domain/reports/report-sheet.ts (the browser
 * renders the same specs with its own writer): a bold header row frozen in place, each column's
 * width and number format. Streamed, so a district's Students sheet (50,000 rows) is written as the
 * rows go, never held as a whole workbook in memory.
 */

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Layout = Omit<ReportSheet, 'rows'>;
const ROWS_BETWEEN_YIELDS = 2000;

function startSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, layout: Layout): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(layout.name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = layout.columns.map((c, i) => {
    const numFmt = SHEET_NUMBER_FORMAT[c.kind];
    return { header: c.header, key: String(i), width: c.width, ...(numFmt ? { style: { numFmt } } : {}) };
  });
  sheet.getRow(1).font = { bold: true };
  return sheet;
}

function addRow(sheet: ExcelJS.Worksheet, cells: readonly SheetCell[]): void {
  sheet.addRow(cells.map((c) => c ?? null)).commit();
}

/** A sheet whose rows are written as they come (the Students sheet of a district). */
export interface StreamedSheet {
  readonly layout: Layout;
  readonly rows: Iterable<readonly SheetCell[]>;
}

/** Writes the sheets to an xlsx byte stream; the stream errors if writing fails. */
export function workbookStream(sheets: readonly (ReportSheet | StreamedSheet)[]): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  (async () => {
    for (const entry of sheets) {
      const layout = 'layout' in entry ? entry.layout : entry;
      const sheet = startSheet(workbook, layout);
      let written = 0;
      for (const cells of entry.rows) {
        addRow(sheet, cells);
        // A long sheet gives the event loop back now and then: other requests (saves) go on meanwhile.
        if (++written % ROWS_BETWEEN_YIELDS === 0) await new Promise((resolve) => setImmediate(resolve));
      }
      sheet.commit();
    }
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/** A file name for Content-Disposition: letters, digits and dashes of the title, and the extension. */
export function workbookFileName(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 80);
  return `${base || 'report'}.xlsx`;
}
