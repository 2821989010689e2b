import { readXlsxTable, type TableRow } from '../files/xlsx-table.reader';

/*
 * Reads an uploaded standards or replace-soa workbook (issue 15) with the checks every workbook
 * upload shares (xlsx-table.reader.ts: zip guard, formulas, row cap, header; UPLOAD.* refusals).
 * Unlike the vocabulary, a standard's cells are read trimmed: codes and grades are compared as written.
 */

export type SheetRow = TableRow;

const trimmed = ({ row, cells }: TableRow): SheetRow => ({ row, cells: cells.map((cell) => (typeof cell === 'string' ? cell.trim() : cell)) });

/** The first sheet's non-empty data rows in `columns` order, after every whole-file check. */
export async function readSheetRows(bytes: Buffer, columns: readonly string[], maxRows: number): Promise<SheetRow[]> {
  return (await readXlsxTable(bytes, { columns, maxRows })).map(trimmed);
}
