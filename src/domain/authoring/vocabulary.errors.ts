import type { ErrorSpec } from '../shared/error-codes';

/**
 * The vocabulary manager (issue 15; api-spec §7.9). A workbook upload refused whole (not a workbook,
 * too big packed or unpacked, other columns, too many rows, formulas) answers with the shared
 * UPLOAD.* codes (src/domain/files/upload.errors.ts); a single bad row is not an error but that
 * row's outcome in the answer.
 */
export const VOCABULARY_ERRORS = {
  'VOCABULARY.TERM_NOT_FOUND': { status: 404, message: 'notFound' },
  // Names are unique in a unit's glossary per language, whatever their case and surrounding spaces.
  'VOCABULARY.NAME_TAKEN': { status: 409, message: 'vocabularyNameTaken', field: 'name' },
  // An upload saved already (a save deletes it), older than a day, or never made.
  'VOCABULARY.IMPORT_NOT_FOUND': { status: 404, message: 'vocabularyImportNotFound' },
  // `save-vocabulary` names another unit or language than the upload was checked for.
  'VOCABULARY.IMPORT_MISMATCH': { status: 409, message: 'vocabularyImportMismatch' },
} as const satisfies Record<string, ErrorSpec>;
