import { VOCABULARY_COLUMNS, VOCABULARY_MAX_ROWS } from '@domain/authoring/vocabulary-authoring.schemas';
import { readXlsxTable, type TableRow } from '../../files/xlsx-table.reader';

/*
 * Reads an uploaded vocabulary workbook into its data rows' cell texts (issue 15): a table of
 * VOCABULARY_COLUMNS with at most VOCABULARY_MAX_ROWS terms, after the whole-file checks every
 * workbook upload shares (xlsx-table.reader.ts). Cells come back as written; vocabulary-rows.ts reads them.
 */

/** The first sheet's non-empty data rows, cells in VOCABULARY_COLUMNS order, after every whole-file check. */
export const readVocabularyWorkbook = (bytes: Buffer): Promise<TableRow[]> =>
  readXlsxTable(bytes, { columns: VOCABULARY_COLUMNS, maxRows: VOCABULARY_MAX_ROWS, tooManyRows: 'vocabularyTooManyRows' });
