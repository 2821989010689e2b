import type { Readable } from 'node:stream';
import {
  VOCABULARY_COLUMNS,
  VOCABULARY_LONG_MAX,
  VOCABULARY_MAX_ROWS,
  VOCABULARY_SHORT_MAX,
  type AuthoredVocabularyTerm,
} from '@domain/authoring/vocabulary-authoring.schemas';
import type { ReportSheet, SheetColumn } from '@domain/reports/report-sheet';
import { workbookStream } from '../../reports/report-workbook';
import { WORKBOOK_UPLOAD_MAX_BYTES } from '../../files/workbook-upload';

/*
 * The vocabulary workbooks (issue 15; product-spec §9): the template and a unit's list, written with
 * the reports' xlsx writer (bold frozen header row, column widths). Both have exactly the columns an
 * upload reads (VOCABULARY_COLUMNS, in English: they are the file's format), so a downloaded list can
 * be edited and uploaded back.
 */

const WIDTHS = [24, 20, 60, 40, 16, 18, 40];
const TERMS_SHEET = 'Vocabulary';
const termColumns: readonly SheetColumn[] = VOCABULARY_COLUMNS.map((header, i) => ({ header, kind: 'text', width: WIDTHS[i] }));

const short = `optional; up to ${VOCABULARY_SHORT_MAX} characters`;
const long = `optional; up to ${VOCABULARY_LONG_MAX} characters`;
/** One line per column for whoever fills the template in. */
const GUIDANCE: Readonly<Record<(typeof VOCABULARY_COLUMNS)[number], string>> = {
  Name: `The term, required; up to ${VOCABULARY_SHORT_MAX} characters. A name already in the unit's glossary (any case) updates that term; a new name adds one.`,
  Pronunciation: `How the term is said, e.g. "KOL-uh-nee"; ${short}.`,
  Definition: `What the term means, required; up to ${VOCABULARY_LONG_MAX} characters.`,
  'Secondary definition': `A second meaning; ${long}.`,
  'Part of speech': `For example noun, verb or adjective; ${short}.`,
  Plural: `The plural form; ${short}.`,
  Usage: `A sentence that uses the term; ${long}.`,
};

const howToFill: ReportSheet = {
  name: 'How to fill',
  columns: [
    { header: 'Column', kind: 'text', width: 24 },
    { header: 'What to write', kind: 'text', width: 110 },
  ],
  rows: [
    ...VOCABULARY_COLUMNS.map((column) => [column, GUIDANCE[column]]),
    ['Rows', `One term per row under the header row, at most ${VOCABULARY_MAX_ROWS} terms. Empty rows are skipped; keep the header row and the column order as they are.`],
    ['Values', `Type text or numbers only: formulas are not accepted, and a file of up to ${WORKBOOK_UPLOAD_MAX_BYTES / 1024 / 1024} MB is read. Audio is added to a term in the vocabulary manager.`],
  ],
};

/** The template: the header row alone, and how to fill it in. */
export function templateWorkbook(): Readable {
  return workbookStream([{ name: TERMS_SHEET, columns: termColumns, rows: [] }, howToFill]);
}

/** A unit's glossary in one language, one term per row, in the template's columns. */
export function termsWorkbook(terms: readonly AuthoredVocabularyTerm[]): Readable {
  const rows = terms.map((t) => [t.name, t.pronunciation, t.definition, t.secondaryDefinition, t.category, t.plural, t.usage]);
  return workbookStream([{ name: TERMS_SHEET, columns: termColumns, rows }, howToFill]);
}
