import { standardFieldsSchema, STANDARD_COLUMNS, STANDARDS_MAX_ROWS, type StandardFields } from '@domain/standards/standards.schemas';
import type { Standard } from '@domain/standards/standards.responses';
import { subjectOf } from '@domain/standards/standards.rules';
import type { FieldError } from '@domain/shared/envelope';
import type { AppDeps } from '../../app-deps';
import { AppError, appError } from '../../http/app-error';
import type { UploadedFile } from '../../http/single-file-upload';
import { NOT_TEXT } from '../files/xlsx-table.reader';
import { findStandard, stateExists } from './standards.repository';
import { readSheetRows, type SheetRow } from './standards-workbook.reader';
import { insertNewStandards } from './standards.use-cases';

/*
 * `POST SOAStandard/upload/{stateId}` (issue 15): a workbook of the template's columns adds standards
 * to a state. The simplest honest rule: every row is checked first, and if any row does not read
 * (fields, a code live already or repeated) the answer is 400 with every such row's message and
 * nothing is saved; otherwise all rows are saved in one transaction.
 */

const rowField = (row: number) => `row ${row}`;

function fieldsOfRow(stateId: number, { cells }: SheetRow): StandardFields | null {
  if (cells.some((c) => c === NOT_TEXT)) return null;
  const [code, description, strand, subject, grade] = cells as readonly (string | null)[];
  const parsed = standardFieldsSchema.safeParse({ stateId, subject: subjectOf(subject), grade, code, description, strand });
  return parsed.success ? parsed.data : null;
}

export async function uploadStandards(deps: AppDeps, stateId: number, read: () => Promise<UploadedFile>): Promise<Standard[]> {
  if (!(await stateExists(deps.db, stateId))) throw appError('STANDARD.STATE_NOT_FOUND');
  const { bytes } = await read();
  const rows = await readSheetRows(bytes, STANDARD_COLUMNS, STANDARDS_MAX_ROWS);
  if (rows.length === 0) throw appError('STANDARD.INPUT_NOT_PROPER');
  const problems: FieldError[] = [];
  const items: StandardFields[] = [];
  const rowOf: number[] = [];
  for (const row of rows) {
    const fields = fieldsOfRow(stateId, row);
    if (fields) {
      items.push(fields);
      rowOf.push(row.row);
    } else problems.push({ field: rowField(row.row), message: 'soaStandardInputNotProper' });
  }
  const ids = await deps.db.transaction(async (tx) => {
    try {
      const saved = await insertNewStandards(tx, items, (i) => rowField(rowOf[i]));
      if (problems.length > 0) throw appError('STANDARD.ROWS_REFUSED', { fields: problems });
      return saved;
    } catch (error) {
      // A clash is a row's message too: every refused row is listed together, and the transaction rolls back.
      if (error instanceof AppError && error.code === 'STANDARD.CODE_TAKEN') {
        const all = [...problems, ...error.fields].sort((a, b) => Number(a.field.slice(4)) - Number(b.field.slice(4)));
        throw appError('STANDARD.ROWS_REFUSED', { fields: all });
      }
      throw error;
    }
  });
  const saved = await Promise.all(ids.map((id) => findStandard(deps.db, id)));
  return saved.filter((s): s is Standard => s !== null);
}
