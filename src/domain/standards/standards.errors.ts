import type { ErrorSpec } from '../shared/error-codes';

/**
 * SOA/ELA standards (issue 15; product-spec §5 Standards). A standard's fields refused by the server
 * beyond its schema, a code already live in the state and subject, and a workbook whose rows do not
 * all read: every row's message goes back as `fields` ("row 3"), and nothing is saved. The workbook
 * itself (not a workbook, damaged, too large, formulas, columns, too many rows) is refused with the
 * shared UPLOAD.* codes of every workbook upload (src/domain/files/upload.errors.ts; docs/standards.md).
 */
export const STANDARD_ERRORS = {
  'STANDARD.NOT_FOUND': { status: 404, message: 'notFound' },
  'STANDARD.STATE_NOT_FOUND': { status: 404, message: 'notFound' },
  'STANDARD.LESSON_NOT_FOUND': { status: 404, message: 'notFound' },
  'STANDARD.SET_NOT_FOUND': { status: 404, message: 'notFound' },
  'STANDARD.INPUT_NOT_PROPER': { status: 400, message: 'soaStandardInputNotProper' },
  // One live code per state and subject (soa_standards_code_key), and a list may not name one twice.
  'STANDARD.CODE_TAKEN': { status: 409, message: 'differentSoaStandards', field: 'code' },
  // Some rows of an uploaded workbook (standards or replace-soa) do not read; `fields` has each row's message.
  'STANDARD.ROWS_REFUSED': { status: 400, message: 'standardRowsRefused' },
} as const satisfies Record<string, ErrorSpec>;
