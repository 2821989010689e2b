import type { MessageKey } from '../shared/messages';
import { isMessageKey } from '../shared/messages';
import { studentFieldsSchema, type StudentFields } from './classroom.schemas';
import { ROSTER_COLUMNS, type RosterColumn } from './roster-template';

/**
 * Pure rules of the roster CSV (issue 12): the header, every row against the shared Student rules,
 * duplicate usernames inside the file, and whether the bytes are text at all. The server parses the
 * CSV (papaparse) and calls these; the client may call them to check a file before sending it.
 */

/** The largest roster file accepted (docs/decisions.md): a class of hundreds fits many times over. */
export const ROSTER_MAX_BYTES = 1024 * 1024;
/** Rows (students) one roster may hold. */
export const ROSTER_MAX_ROWS = 300;
/** Spreadsheet row of the first student: the header is row 1. */
export const FIRST_ROSTER_ROW = 2;

/** Trims and compares header names without case, so "FirstName" and " firstname " both name `firstName`. */
const columnKey = (name: string) => name.trim().toLowerCase();
const COLUMN_BY_KEY = new Map<string, RosterColumn>(ROSTER_COLUMNS.map((c) => [columnKey(c), c]));

export interface RosterHeaderProblem {
  readonly missing: readonly RosterColumn[];
  readonly unexpected: readonly string[];
  readonly duplicated: readonly RosterColumn[];
}

/** Every template column exactly once, nothing else (any order); null when the header is right. */
export function checkRosterHeader(header: readonly string[]): RosterHeaderProblem | null {
  const seen = new Set<RosterColumn>();
  const unexpected: string[] = [];
  const duplicated: RosterColumn[] = [];
  for (const name of header) {
    const column = COLUMN_BY_KEY.get(columnKey(name));
    if (!column) unexpected.push(name.trim());
    else if (seen.has(column)) duplicated.push(column);
    else seen.add(column);
  }
  const missing = ROSTER_COLUMNS.filter((c) => !seen.has(c));
  return missing.length || unexpected.length || duplicated.length ? { missing, unexpected, duplicated } : null;
}

/** The template column a header cell names, if any (for mapping a parsed row). */
export function rosterColumnOf(name: string): RosterColumn | undefined {
  return COLUMN_BY_KEY.get(columnKey(name));
}

export interface RosterRowProblem {
  /** Spreadsheet row (header = 1). */
  readonly row: number;
  readonly field: RosterColumn;
  readonly message: MessageKey;
}

export interface RosterDuplicate {
  readonly username: string;
  /** The first row that has it and the row that repeats it. */
  readonly rows: readonly [number, number];
}

export interface RosterStudentRow {
  readonly row: number;
  readonly student: StudentFields;
}

export interface RosterCheck {
  readonly students: readonly RosterStudentRow[];
  readonly problems: readonly RosterRowProblem[];
  readonly duplicates: readonly RosterDuplicate[];
}

/** The field name a problem is reported under: `rows.<row>.<column>`. */
export const rosterFieldName = (row: number, column: RosterColumn) => `rows.${row}.${column}`;

/**
 * Checks every row (cells keyed by template column) with the Student rules and looks for usernames
 * that repeat inside the file (without case, as the database's unique index does). All problems are
 * reported, not just the first.
 */
export function checkRosterRows(rows: readonly Partial<Record<RosterColumn, string>>[]): RosterCheck {
  const students: RosterStudentRow[] = [];
  const problems: RosterRowProblem[] = [];
  const duplicates: RosterDuplicate[] = [];
  const firstRowOf = new Map<string, number>();
  rows.forEach((cells, index) => {
    const row = FIRST_ROSTER_ROW + index;
    const result = studentFieldsSchema.safeParse(cells);
    if (result.success) students.push({ row, student: result.data });
    else {
      const reported = new Set<string>();
      for (const issue of result.error.issues) {
        const field = issue.path[0];
        if (typeof field !== 'string' || reported.has(field)) continue;
        const column = rosterColumnOf(field);
        if (!column) continue;
        reported.add(field);
        problems.push({ row, field: column, message: isMessageKey(issue.message) ? issue.message : 'fieldsInvalid' });
      }
    }
    const username = (cells.username ?? '').trim().toLowerCase();
    if (username) {
      const first = firstRowOf.get(username);
      if (first === undefined) firstRowOf.set(username, row);
      else duplicates.push({ username: (cells.username ?? '').trim(), rows: [first, row] });
    }
  });
  return { students, problems, duplicates };
}

/** UTF-8 byte order mark. */
const BOM = '\uFEFF';
// Control characters other than tab, line feed and carriage return: binary data, not a CSV.
// eslint-disable-next-line no-control-regex -- control characters are exactly what this looks for
const BINARY = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * The roster's text, or null when the bytes are not a UTF-8 text file (an image, a spreadsheet,
 * Latin-1 bytes): the content decides, not the file name or the declared type. A BOM is dropped.
 */
export function decodeRosterText(bytes: Uint8Array): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  if (text.startsWith(BOM)) text = text.slice(1);
  return BINARY.test(text) ? null : text;
}
