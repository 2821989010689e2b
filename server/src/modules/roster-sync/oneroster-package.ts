import Papa from 'papaparse';
import {
  allowedValues,
  FILE_MODES,
  fieldReason,
  isExtensionColumn,
  MANIFEST_COLUMNS,
  MANIFEST_FILE,
  MANIFEST_VERSIONS,
  ONEROSTER_FILES,
  ROSTER_FILE_KEYS,
  type FileMode,
  type RosterFileKey,
} from '@domain/roster-sync/oneroster-files';
import type { MessageKey } from '@domain/shared/messages';
import { isStorableText } from '@domain/shared/schema-kit';

/*
 * Reads a OneRoster 1.2 CSV package (the zip's files, unpacked) and checks it against the standard:
 * the manifest, every listed file present, headers in order (extension columns ignored), every
 * field's rule. Every problem is collected (file, row, column, reason); nothing here touches the
 * database — references to records imported before are checked by oneroster-references.ts.
 */

/** A problem as stored: the reason a message key, rendered in the reader's language when read. */
export interface FoundProblem {
  readonly file: string;
  readonly row: number | null;
  readonly column: string | null;
  readonly reason: MessageKey;
  readonly values?: Readonly<Record<string, string>>;
}

/** One data row: its row number in the file (the header is row 1) and its standard fields, trimmed. */
export interface RosterRecord {
  readonly row: number;
  readonly fields: Readonly<Record<string, string>>;
}

export interface RosterFile {
  readonly mode: Exclude<FileMode, 'absent'>;
  readonly records: readonly RosterRecord[];
}

export type RosterFiles = Partial<Record<RosterFileKey, RosterFile>>;

/** The longest value a field may hold (names, sourcedIds). */
export const FIELD_MAX_LENGTH = 255;

const problem = (file: string, row: number | null, column: string | null, reason: MessageKey, values?: Record<string, string>): FoundProblem =>
  values ? { file, row, column, reason, values } : { file, row, column, reason };

/** The CSV text of a file: UTF-8, its byte order mark (which spreadsheets write) dropped. */
const textOf = (bytes: Buffer): string => bytes.toString('utf8').replace(/^\uFEFF/, '');

/** Parses a CSV into rows of fields; quoting errors become problems at their row. */
function parseCsv(file: string, bytes: Buffer, problems: FoundProblem[]): string[][] {
  // One line ending for the whole file: Papa guesses one from the first line.
  const parsed = Papa.parse<string[]>(textOf(bytes).replace(/\r\n?/g, '\n'), { header: false, skipEmptyLines: 'greedy', newline: '\n', delimiter: ',' });
  for (const error of parsed.errors) {
    if (error.type !== 'Quotes') continue;
    problems.push(problem(file, (error.row ?? 0) + 1, null, 'rosterUnreadableCsv', { detail: error.message }));
  }
  return parsed.data;
}

/** The manifest's properties (propertyName → value and row), or null when it cannot be read. */
function readManifest(parts: ReadonlyMap<string, Buffer>, problems: FoundProblem[]): Map<string, { value: string; row: number }> | null {
  const bytes = parts.get(MANIFEST_FILE);
  if (!bytes) {
    problems.push(problem(MANIFEST_FILE, null, null, 'rosterManifestMissing'));
    return null;
  }
  const [header = [], ...rows] = parseCsv(MANIFEST_FILE, bytes, problems);
  if (header.length < 2 || header[0].trim() !== MANIFEST_COLUMNS[0] || header[1].trim() !== MANIFEST_COLUMNS[1]) {
    problems.push(problem(MANIFEST_FILE, 1, null, 'rosterWrongHeader', { columns: MANIFEST_COLUMNS.join(', ') }));
    return null;
  }
  const properties = new Map<string, { value: string; row: number }>();
  rows.forEach((fields, i) => properties.set((fields[0] ?? '').trim(), { value: (fields[1] ?? '').trim(), row: i + 2 }));
  for (const [name, expected] of Object.entries(MANIFEST_VERSIONS)) {
    const found = properties.get(name);
    if (found?.value !== expected) problems.push(problem(MANIFEST_FILE, found?.row ?? null, found ? 'value' : name, 'rosterManifestVersion', { value: expected }));
  }
  return properties;
}

/** Checks a header: the standard's columns in order, `metadata.*` anywhere and others after them ignored. */
function standardColumnIndexes(key: RosterFileKey, header: readonly string[]): number[] | null {
  const names = ONEROSTER_FILES[key].columns.map(([name]) => name);
  const kept = header.map((name, index) => ({ name: name.trim(), index })).filter((c) => !isExtensionColumn(c.name));
  if (kept.length < names.length || names.some((name, i) => kept[i].name !== name)) return null;
  return kept.slice(0, names.length).map((c) => c.index);
}

function readFile(key: RosterFileKey, mode: RosterFile['mode'], bytes: Buffer, problems: FoundProblem[]): RosterFile {
  const spec = ONEROSTER_FILES[key];
  const file = spec.fileName;
  const [header = [], ...rows] = parseCsv(file, bytes, problems);
  const indexes = standardColumnIndexes(key, header);
  if (!indexes) {
    problems.push(problem(file, 1, null, 'rosterWrongHeader', { columns: spec.columns.map(([name]) => name).join(', ') }));
    return { mode, records: [] };
  }
  const records: RosterRecord[] = [];
  const seen = new Set<string>();
  rows.forEach((values, i) => {
    const row = i + 2;
    if (values.length !== header.length) {
      problems.push(problem(file, row, null, 'rosterRowLength', { count: String(values.length), expected: String(header.length) }));
      return;
    }
    const fields: Record<string, string> = {};
    spec.columns.forEach(([column, rule], c) => {
      const value = (values[indexes[c]] ?? '').trim();
      fields[column] = value;
      if (!isStorableText(value)) problems.push(problem(file, row, column, 'rosterUnstorableText'));
      else if (value.length > FIELD_MAX_LENGTH) problems.push(problem(file, row, column, 'rosterTooLong', { max: String(FIELD_MAX_LENGTH) }));
      else {
        const reason = fieldReason(rule, value, mode === 'delta');
        if (reason === 'rosterNotOneOf') problems.push(problem(file, row, column, reason, { values: allowedValues(rule).join(', ') }));
        else if (reason) problems.push(problem(file, row, column, reason));
      }
    });
    if (fields.sourcedId && seen.has(fields.sourcedId)) problems.push(problem(file, row, 'sourcedId', 'rosterDuplicate'));
    seen.add(fields.sourcedId);
    records.push({ row, fields });
  });
  return { mode, records };
}

/**
 * Reads every file the manifest supplies (bulk or delta) and checks it; files the platform does not
 * read (line items, results...) must be present when listed but are not opened. Files are read from
 * the top of the zip only.
 */
export function readRosterPackage(parts: ReadonlyMap<string, Buffer>): { readonly files: RosterFiles; readonly problems: FoundProblem[] } {
  const problems: FoundProblem[] = [];
  const files: RosterFiles = {};
  const manifest = readManifest(parts, problems);
  if (!manifest) return { files, problems };
  const known = new Map<string, RosterFileKey>(ROSTER_FILE_KEYS.map((key) => [key, key]));
  for (const [name, { value, row }] of manifest) {
    if (!name.startsWith('file.')) continue;
    if (!(FILE_MODES as readonly string[]).includes(value)) {
      problems.push(problem(MANIFEST_FILE, row, 'value', 'rosterNotOneOf', { values: FILE_MODES.join(', ') }));
      continue;
    }
    if (value === 'absent') continue;
    const key = known.get(name.slice('file.'.length));
    const fileName = key ? ONEROSTER_FILES[key].fileName : `${name.slice('file.'.length)}.csv`;
    const bytes = parts.get(fileName);
    if (!bytes) problems.push(problem(fileName, null, null, 'rosterFileMissing'));
    else if (key) files[key] = readFile(key, value as RosterFile['mode'], bytes, problems);
  }
  checkCatalogueReferences(files, problems);
  return { files, problems };
}

/**
 * Courses and academic sessions are not kept on the platform (no link remembers them), so a class's
 * course and terms are checked only against a bulk file of them: the whole set. The records the
 * import keeps (orgs, users, classes) are resolved when it applies, against earlier imports too.
 */
function checkCatalogueReferences(files: RosterFiles, problems: FoundProblem[]): void {
  const bulkIds = (key: 'courses' | 'academicSessions') =>
    files[key]?.mode === 'bulk' ? new Set(files[key].records.map((r) => r.fields.sourcedId)) : null;
  const courses = bulkIds('courses');
  const terms = bulkIds('academicSessions');
  const file = ONEROSTER_FILES.classes.fileName;
  for (const { row, fields } of files.classes?.records ?? []) {
    if (courses && fields.courseSourcedId && !courses.has(fields.courseSourcedId)) {
      problems.push(problem(file, row, 'courseSourcedId', 'rosterUnknownReference', { what: 'course' }));
    }
    const unknownTerm = fields.termSourcedIds.split(',').some((t) => t.trim() && terms && !terms.has(t.trim()));
    if (unknownTerm) problems.push(problem(file, row, 'termSourcedIds', 'rosterUnknownReference', { what: 'academic session' }));
  }
}
