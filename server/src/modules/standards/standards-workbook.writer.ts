import type { Readable } from 'node:stream';
import type { ReportSheet, SheetColumn } from '@domain/reports/report-sheet';
import { STANDARD_COLUMNS, STANDARDS_MAX_ROWS } from '@domain/standards/standards.schemas';
import type { Standard } from '@domain/standards/standards.responses';
import { workbookStream } from '../reports/report-workbook';

/*
 * The standards workbooks (issue 15): `SampleSOADocument` (the header row alone, frozen, and how to
 * fill it in) and `SOAStandard-Download` (a state's live standards in the same columns, so a list can
 * be edited and uploaded to another state). Headers are in English: they are the file's format.
 */

const WIDTHS = [14, 80, 60, 16, 10];
const columns: readonly SheetColumn[] = STANDARD_COLUMNS.map((header, i) => ({ header, kind: 'text', width: WIDTHS[i] }));
const SHEET = 'Standards';

const howToFill: ReportSheet = {
  name: 'How to fill',
  columns: [
    { header: 'Column', kind: 'text', width: 18 },
    { header: 'What to write', kind: 'text', width: 110 },
  ],
  rows: [
    ['Code', 'The code as the state writes it, e.g. 8.1A; required; letters, digits, dots and hyphens, up to 40 characters.'],
    ['Description', 'The student expectation, required; up to 2000 characters.'],
    ['Strand', 'The knowledge and skills statement it belongs to; optional.'],
    ['Subject', 'Social studies or ELA.'],
    ['Grade', 'The grade, e.g. 8; required.'],
    ['Rows', `One standard per row, at most ${STANDARDS_MAX_ROWS}. A code may appear once per subject, and not be live in the state already. Every row must read, or nothing is saved.`],
    ['Values', 'Text or numbers only: formulas are not accepted. A file of up to 2 MB is read.'],
  ],
};

export const standardsTemplate = (): Readable => workbookStream([{ name: SHEET, columns, rows: [] }, howToFill]);

export const standardsWorkbook = (standards: readonly Standard[]): Readable =>
  workbookStream([
    {
      name: SHEET,
      columns,
      rows: standards.map((s) => [s.code, s.description, s.strand, s.subject === 'ela' ? 'ELA' : 'Social studies', s.grade]),
    },
    howToFill,
  ]);

