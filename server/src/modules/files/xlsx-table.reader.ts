import ExcelJS from 'exceljs';
import type { AlternativeMessage } from '@domain/shared/error-codes';
import { appError } from '../../http/app-error';
import { looksLikeZip, unpackWithinBudget } from './xlsx-zip-guard';

/*
 * Reads an uploaded workbook's first sheet as a table (issue 15): the header row must name the
 * expected columns, and the data rows come back as cell texts in that order. The whole file is
 * refused (UPLOAD.*) when it is not an xlsx, unpacks too large (xlsx-zip-guard.ts), holds a formula
 * anywhere, has more than the caller's row cap, or has other columns. The cheap checks run on the
 * unpacked XML first, so exceljs only ever loads a workbook of a sensible size.
 */

/** A cell that holds something other than text or a number (a date, an error): the row's reader refuses it. */
export const NOT_TEXT = Symbol('not text');
export type CellText = string | null | typeof NOT_TEXT;

/** A data row: its number in the sheet (the header is row 1) and its cells in the columns' order. */
export interface TableRow {
  readonly row: number;
  readonly cells: readonly CellText[];
}

export interface TableShape {
  /** The header row's names, in order; case and surrounding spaces do not matter. */
  readonly columns: readonly string[];
  /** The most data rows a workbook may hold. */
  readonly maxRows: number;
  /** How "too many rows" is worded, when not as rows (the vocabulary counts terms). */
  readonly tooManyRows?: AlternativeMessage<'UPLOAD.TOO_MANY_ROWS'>;
}

const WORKSHEET_PART = /^xl\/worksheets\/[^/]+\.xml$/;
// A cell's formula is an `f` element (`<f>`, `<f t="shared" …/>`, with or without a namespace prefix).
const FORMULA = /<(?:[A-Za-z_][\w.-]*:)?f[\s>/]/;
const ROW = /<(?:[A-Za-z_][\w.-]*:)?row[\s>/]/g;

/** Whether the sheet's XML has more than `cap` rows, counted without collecting them (a sheet may hold millions). */
function rowsOver(xml: string, cap: number): boolean {
  const row = new RegExp(ROW.source, 'g');
  let count = 0;
  while (row.exec(xml)) if (++count > cap) return true;
  return false;
}

const tooManyRows = (shape: TableShape) => appError('UPLOAD.TOO_MANY_ROWS', { message: shape.tooManyRows, values: { max: String(shape.maxRows) } });

function checkParts(parts: ReadonlyMap<string, Buffer>, shape: TableShape): void {
  if (!parts.has('[Content_Types].xml') || !parts.has('xl/workbook.xml')) throw appError('UPLOAD.NOT_A_WORKBOOK');
  for (const [name, data] of parts) {
    if (!WORKSHEET_PART.test(name)) continue;
    const xml = data.toString('utf8');
    if (FORMULA.test(xml)) throw appError('UPLOAD.FORMULAS');
    // `<row>` elements: the data rows, the header, and room for blank formatted rows; the data rows are counted again after loading.
    if (rowsOver(xml, 2 * shape.maxRows + 1)) throw tooManyRows(shape);
  }
}

/** A cell's text, as written (untrimmed); null when empty; NOT_TEXT for what is neither text nor a number. */
function cellText(value: ExcelJS.CellValue): CellText {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() ? value : null;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object' && 'richText' in value) return cellText(value.richText.map((run) => run.text).join(''));
  if (typeof value === 'object' && 'hyperlink' in value && typeof value.text === 'string') return cellText(value.text);
  return NOT_TEXT;
}

const headerOf = (text: CellText) => (typeof text === 'string' ? text.trim().toLowerCase() : '');

function checkHeader(sheet: ExcelJS.Worksheet | undefined, columns: readonly string[]): ExcelJS.Worksheet {
  const header = sheet?.getRow(1);
  const wanted = columns.map((c) => c.toLowerCase());
  const found = header ? Array.from({ length: Math.max(header.cellCount, wanted.length) }, (_, i) => headerOf(cellText(header.getCell(i + 1).value))) : [];
  // Blank cells past the last column are no column at all.
  while (found.length > wanted.length && found.at(-1) === '') found.pop();
  if (!sheet || found.length !== wanted.length || found.some((name, i) => name !== wanted[i])) {
    throw appError('UPLOAD.WRONG_COLUMNS', { values: { columns: columns.join(', ') } });
  }
  return sheet;
}

/** The first sheet's non-empty data rows in `shape.columns` order, after every whole-file check (see above). */
export async function readXlsxTable(bytes: Buffer, shape: TableShape): Promise<TableRow[]> {
  if (!looksLikeZip(bytes)) throw appError('UPLOAD.NOT_A_WORKBOOK');
  checkParts(unpackWithinBudget(bytes), shape);
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs declares its own Buffer type; the bytes are a Node Buffer, which it reads.
    await workbook.xlsx.load(bytes as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  } catch {
    throw appError('UPLOAD.WORKBOOK_DAMAGED');
  }
  const sheet = checkHeader(workbook.worksheets[0], shape.columns);
  const rows: TableRow[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const cells = shape.columns.map((_, i) => cellText(row.getCell(i + 1).value));
    if (cells.every((cell) => cell === null)) return;
    rows.push({ row: number, cells });
  });
  if (rows.length > shape.maxRows) throw tooManyRows(shape);
  return rows;
}
