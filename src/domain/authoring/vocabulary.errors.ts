import type { ErrorSpec } from '../shared/error-codes';

/**
 * The vocabulary manager (issue 15; api-spec §7.9). A workbook upload is refused whole, with one of
 * these, when it is not a workbook, is too big packed or unpacked, has other columns or too many
 * rows, or holds formulas; a single bad row is not an error but that row's outcome in the answer.
 */
export const VOCABULARY_ERRORS = {
  'VOCABULARY.TERM_NOT_FOUND': { status: 404, message: 'notFound' },
  // Names are unique in a unit's glossary per language, whatever their case and surrounding spaces.
  'VOCABULARY.NAME_TAKEN': { status: 409, message: 'vocabularyNameTaken', field: 'name' },
  // An upload saved already (a save deletes it), older than a day, or never made.
  'VOCABULARY.IMPORT_NOT_FOUND': { status: 404, message: 'vocabularyImportNotFound' },
  // `save-vocabulary` names another unit or language than the upload was checked for.
  'VOCABULARY.IMPORT_MISMATCH': { status: 409, message: 'vocabularyImportMismatch' },
  'VOCABULARY.FILE_MISSING': { status: 400, message: 'fileMissing' },
  'VOCABULARY.FILE_TOO_LARGE': { status: 413, message: 'vocabularyFileTooLarge' },
  'VOCABULARY.NOT_A_WORKBOOK': { status: 400, message: 'vocabularyNotAWorkbook' },
  'VOCABULARY.WORKBOOK_DAMAGED': { status: 400, message: 'vocabularyWorkbookDamaged' },
  'VOCABULARY.WORKBOOK_UNPACKS_TOO_LARGE': { status: 413, message: 'vocabularyWorkbookUnpacksTooLarge' },
  'VOCABULARY.WRONG_COLUMNS': { status: 400, message: 'vocabularyWrongColumns' },
  'VOCABULARY.TOO_MANY_ROWS': { status: 413, message: 'vocabularyTooManyRows' },
  'VOCABULARY.FORMULAS': { status: 400, message: 'vocabularyFormulas' },
} as const satisfies Record<string, ErrorSpec>;
