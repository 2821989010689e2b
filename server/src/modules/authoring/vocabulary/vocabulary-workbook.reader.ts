import ExcelJS from 'exceljs';
import { VOCABULARY_COLUMNS, VOCABULARY_MAX_ROWS } from '@domain/authoring/vocabulary-authoring.schemas';
import { appError } from '../../../http/app-error';
import { NOT_TEXT, type CellText } from './vocabulary-rows';
import { looksLikeZip, unpackWithinBudget } from './xlsx-zip-guard';

/*
 * Reads an uploaded vocabulary workbook into its data rows' cell texts (issue 15), refusing the whole
 * file when it is not an xlsx, unpacks too large (xlsx-zip-guard.ts), holds a formula anywhere, has
 * far too many rows, or its first sheet's header row is not VOCABULARY_COLUMNS. The cheap checks run
 * on the unpacked XML first, so exceljs only ever loads a workbook of a sensible size.
 */

/** `<row>` elements a sheet may hold before exceljs loads it: the data rows, the header, and room for blank formatted rows. */
const ROW_ELEMENT_CAP = 2 * VOCABULARY_MAX_ROWS + 1;
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

/** A data row: its number in the sheet (the header is row 1) and its cells in VOCABULARY_COLUMNS order. */
export interface WorkbookRow {
  readonly row: number;
  readonly cells: readonly CellText[];
}

function checkParts(parts: ReadonlyMap<string, Buffer>): void {
  if (!parts.has('[Content_Types].xml') || !parts.has('xl/workbook.xml')) throw appError('VOCABULARY.NOT_A_WORKBOOK');
  for (const [name, data] of parts) {
    if (!WORKSHEET_PART.test(name)) continue;
    const xml = data.toString('utf8');
    if (FORMULA.test(xml)) throw appError('VOCABULARY.FORMULAS');
    if (rowsOver(xml, ROW_ELEMENT_CAP)) throw appError('VOCABULARY.TOO_MANY_ROWS');
  }
}

/** A cell's text; null when empty; NOT_TEXT for what is neither text nor a number. */
function cellText(value: ExcelJS.CellValue): CellText {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() ? value : null;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object' && 'richText' in value) return cellText(value.richText.map((run) => run.text).join(''));
  if (typeof value === 'object' && 'hyperlink' in value && typeof value.text === 'string') return cellText(value.text);
  return NOT_TEXT;
}

const headerOf = (text: CellText) => (typeof text === 'string' ? text.trim().toLowerCase() : '');

function checkHeader(sheet: ExcelJS.Worksheet | undefined): ExcelJS.Worksheet {
  const header = sheet?.getRow(1);
  const wanted = VOCABULARY_COLUMNS.map((c) => c.toLowerCase());
  const found = header ? Array.from({ length: Math.max(header.cellCount, wanted.length) }, (_, i) => headerOf(cellText(header.getCell(i + 1).value))) : [];
  // Blank cells past the last column are no column at all.
  while (found.length > wanted.length && found.at(-1) === '') found.pop();
  if (!sheet || found.length !== wanted.length || found.some((name, i) => name !== wanted[i])) {
    throw appError('VOCABULARY.WRONG_COLUMNS', { values: { columns: VOCABULARY_COLUMNS.join(', ') } });
  }
  return sheet;
}

/** The first sheet's non-empty data rows, after every whole-file check (see above). */
export async function readVocabularyWorkbook(bytes: Buffer): Promise<WorkbookRow[]> {
  if (!looksLikeZip(bytes)) throw appError('VOCABULARY.NOT_A_WORKBOOK');
  checkParts(unpackWithinBudget(bytes));
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs declares its own Buffer type; the bytes are a Node Buffer, which it reads.
    await workbook.xlsx.load(bytes as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  } catch {
    throw appError('VOCABULARY.WORKBOOK_DAMAGED');
  }
  const sheet = checkHeader(workbook.worksheets[0]);
  const rows: WorkbookRow[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const cells = VOCABULARY_COLUMNS.map((_, i) => cellText(row.getCell(i + 1).value));
    if (cells.every((cell) => cell === null)) return;
    rows.push({ row: number, cells });
  });
  if (rows.length > VOCABULARY_MAX_ROWS) throw appError('VOCABULARY.TOO_MANY_ROWS');
  return rows;
}
