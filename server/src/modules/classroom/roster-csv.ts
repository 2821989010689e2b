import Papa from 'papaparse';
import type { FieldError } from '@domain/shared/envelope';
import {
  checkRosterHeader,
  checkRosterRows,
  decodeRosterText,
  FIRST_ROSTER_ROW,
  rosterColumnOf,
  rosterFieldName,
  ROSTER_MAX_BYTES,
  ROSTER_MAX_ROWS,
  type RosterStudentRow,
} from '@domain/classroom/roster.rules';
import type { RosterColumn } from '@domain/classroom/roster-template';
import { appError } from '../../http/app-error';

/**
 * Reads a roster CSV (issue 12) into checked student rows, or throws the 400/413 that says what is
 * wrong with it: not text, too large, unreadable CSV, a wrong header, bad rows (every one of them),
 * a username twice. Nothing is written here; the use case saves the rows in one transaction.
 */
export function readRoster(bytes: Uint8Array): readonly RosterStudentRow[] {
  if (bytes.byteLength > ROSTER_MAX_BYTES) throw appError('ROSTER.TOO_LARGE');
  const text = decodeRosterText(bytes);
  if (text === null) throw appError('ROSTER.NOT_CSV');
  // One line ending for the whole file: spreadsheets and editors mix \r\n and \n, and Papa guesses one from the first line.
  const parsed = Papa.parse<string[]>(text.replace(/\r\n?/g, '\n'), { header: false, skipEmptyLines: 'greedy', newline: '\n' });
  // Only quoting problems make a file unreadable; Papa's delimiter guess warns on a one-column file, which the header check reports better.
  if (parsed.errors.some((e) => e.type === 'Quotes')) throw appError('ROSTER.UNREADABLE');
  const [header, ...body] = parsed.data;
  if (!header) throw appError('ROSTER.HEADER_INVALID', { values: { missing: 'username, password, firstName, lastName', unexpected: '—' } });
  const headerProblem = checkRosterHeader(header);
  if (headerProblem) {
    const unexpected = [...headerProblem.unexpected, ...headerProblem.duplicated];
    throw appError('ROSTER.HEADER_INVALID', {
      values: { missing: headerProblem.missing.join(', ') || '—', unexpected: unexpected.join(', ') || '—' },
    });
  }
  if (body.length > ROSTER_MAX_ROWS) throw appError('ROSTER.TOO_MANY_ROWS');
  const columns = header.map((name) => rosterColumnOf(name)!);
  const extraCells: FieldError[] = [];
  const rows = body.map((cells, index) => {
    const row: Partial<Record<RosterColumn, string>> = {};
    columns.forEach((column, i) => (row[column] = (cells[i] ?? '').trim()));
    if (cells.slice(columns.length).some((c) => c.trim() !== '')) {
      extraCells.push({ field: `rows.${FIRST_ROSTER_ROW + index}`, message: 'rosterExtraCells' });
    }
    return row;
  });
  const check = checkRosterRows(rows);
  const problems: FieldError[] = [...check.problems.map((p) => ({ field: rosterFieldName(p.row, p.field), message: p.message })), ...extraCells];
  if (check.duplicates.length > 0 && problems.length === 0) {
    const [first] = check.duplicates;
    throw appError('ROSTER.DUPLICATE_USERNAME', {
      values: { username: first.username, first: String(first.rows[0]), second: String(first.rows[1]) },
    });
  }
  const repeated = check.duplicates.flatMap((d) => d.rows.map((row) => ({ field: rosterFieldName(row, 'username'), message: 'rosterUsernameRepeated' })));
  if (problems.length > 0) throw rowsInvalid([...problems, ...repeated]);
  return check.students;
}

/** The failure for bad rows: every bad cell as a field, in row order. */
export function rowsInvalid(problems: readonly FieldError[]) {
  const rowOf = (p: FieldError) => Number(p.field.split('.')[1]);
  return appError('ROSTER.ROWS_INVALID', { fields: [...problems].sort((a, b) => rowOf(a) - rowOf(b)) });
}
