import type { ErrorSpec } from '../shared/error-codes';

/**
 * A workbook upload refused whole (issue 15): no file, too big packed or unpacked, not a workbook or
 * a damaged one, formulas, too many rows, other columns. The vocabulary, standards and replace-soa
 * uploads share these checks, so they share these codes; what a single row gets wrong stays each
 * upload's own (a vocabulary row's outcome, STANDARD.ROWS_REFUSED).
 */
export const UPLOAD_ERRORS = {
  'UPLOAD.FILE_MISSING': { status: 400, message: 'fileMissing' },
  'UPLOAD.FILE_TOO_LARGE': { status: 413, message: 'workbookTooLarge' },
  'UPLOAD.NOT_A_WORKBOOK': { status: 400, message: 'notAWorkbook' },
  'UPLOAD.WORKBOOK_DAMAGED': { status: 400, message: 'workbookDamaged' },
  'UPLOAD.WORKBOOK_UNPACKS_TOO_LARGE': { status: 413, message: 'workbookUnpacksTooLarge' },
  'UPLOAD.WRONG_COLUMNS': { status: 400, message: 'workbookWrongColumns' },
  // The vocabulary upload counts its rows as terms ("at most 1000 terms").
  'UPLOAD.TOO_MANY_ROWS': { status: 413, message: 'workbookTooManyRows', alternatives: ['vocabularyTooManyRows'] },
  'UPLOAD.FORMULAS': { status: 400, message: 'workbookFormulas' },
} as const satisfies Record<string, ErrorSpec>;
