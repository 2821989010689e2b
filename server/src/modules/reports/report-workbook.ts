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

interface OpenSheet {
  readonly sheet: ExcelJS.Worksheet;
  /** One style object per column, shared by every data cell of it. */
  readonly styles: readonly Partial<ExcelJS.Style>[];
}

function startSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, layout: Layout): OpenSheet {
  const sheet = workbook.addWorksheet(layout.name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = layout.columns.map((c, i) => {
    const numFmt = SHEET_NUMBER_FORMAT[c.kind];
    return { header: c.header, key: String(i), width: c.width, ...(numFmt ? { style: { numFmt } } : {}) };
  });
  sheet.getRow(1).font = { bold: true };
  const styles = layout.columns.map((c) => {
    const numFmt = SHEET_NUMBER_FORMAT[c.kind];
    return numFmt ? { numFmt } : {};
  });
  return { sheet, styles };
}

/**
 * exceljs gives each new cell its own copy of the column's style and builds that copy's XML to find its
 * style id; a style object it has seen before it looks up instead. Sharing one object per column makes
 * a district's Students sheet (350,000 cells) skip that work.
 */
function addRow({ sheet, styles }: OpenSheet, cells: readonly SheetCell[]): void {
  const row = sheet.addRow(cells.map((c) => c ?? null));
  styles.forEach((style, i) => {
    row.getCell(i + 1).style = style;
  });
  row.commit();
}

/** A sheet whose rows are written as they come (the Students sheet of a district). */
export interface StreamedSheet {
  readonly layout: Layout;
  readonly rows: Iterable<readonly SheetCell[]>;
}

/**
 * Writes the sheets to an xlsx byte stream; the stream errors if writing fails. `finishesAfter`: work
 * that must have succeeded before the file is complete (its last bytes are held until then; a failure
 * breaks the download, so an unrecorded download never arrives whole).
 */
export function workbookStream(sheets: readonly (ReportSheet | StreamedSheet)[], finishesAfter: Promise<void> = Promise.resolve()): Readable {
  // Settled into a value at once: a failure before the writer gets to it is not an unhandled rejection.
  const before = finishesAfter.then(
    () => null,
    (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
  );
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  (async () => {
    for (const entry of sheets) {
      const layout = 'layout' in entry ? entry.layout : entry;
      const open = startSheet(workbook, layout);
      let written = 0;
      for (const cells of entry.rows) {
        addRow(open, cells);
        // A long sheet gives the event loop back now and then: other requests (saves) go on meanwhile.
        if (++written % ROWS_BETWEEN_YIELDS === 0) await new Promise((resolve) => setImmediate(resolve));
      }
      open.sheet.commit();
    }
    const failure = await before;
    if (failure) throw failure;
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
