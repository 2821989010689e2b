import {
  VOCABULARY_COLUMNS,
  vocabularyTermFieldsSchema,
  type AuthoredVocabularyTerm,
  type VocabularyImportRow,
  type VocabularyRowProblem,
} from '@domain/authoring/vocabulary-authoring.schemas';
import { NOT_TEXT, type CellText } from '../../files/xlsx-table.reader';
import type { TermFields } from './vocabulary.repository';

/*
 * What a workbook's data rows mean (issue 15), pure: each row is checked once when the workbook is
 * uploaded (its fields validated as a term's, or why it is refused), and what it does — add, update,
 * unchanged — is worked out against the glossary whenever it is shown or saved, since the glossary
 * may change in between. Rows match terms by name, whatever the case and surrounding spaces.
 */

type Column = (typeof VOCABULARY_COLUMNS)[number];

/** A term's fields as a row gives them (a workbook carries no audio: an update keeps the term's). */
export type RowFields = Omit<TermFields, 'audioId'>;

/** A data row once checked: its fields, or why it is refused. Stored with the import as JSON. */
export interface CheckedRow {
  readonly row: number;
  readonly name: string | null;
  readonly fields: RowFields | null;
  readonly problem: VocabularyRowProblem | null;
  readonly column: Column | null;
}

/** The field each column fills, in VOCABULARY_COLUMNS order. */
const FIELDS = ['name', 'pronunciation', 'definition', 'secondaryDefinition', 'category', 'plural', 'usage'] as const satisfies readonly (keyof RowFields)[];
const REQUIRED: ReadonlySet<keyof RowFields> = new Set(['name', 'definition']);

/** How names are compared: trimmed, any case. */
export const nameKey = (name: string): string => name.trim().toLowerCase();

const columnOf = (field: keyof RowFields): Column => VOCABULARY_COLUMNS[FIELDS.indexOf(field as (typeof FIELDS)[number])];

const refused = (row: number, name: string | null, problem: VocabularyRowProblem, field: keyof RowFields): CheckedRow => ({
  row,
  name,
  fields: null,
  problem,
  column: columnOf(field),
});

/** One data row's cells (VOCABULARY_COLUMNS order) checked as a term's fields. */
function checkRow(row: number, cells: readonly CellText[]): CheckedRow {
  const rawName = cells[0];
  const name = typeof rawName === 'string' && rawName.trim() ? rawName.trim() : null;
  const notText = FIELDS.find((_, i) => cells[i] === NOT_TEXT);
  if (notText) return refused(row, name, 'notText', notText);
  const input = Object.fromEntries(FIELDS.map((field, i) => [field, (cells[i] as string | null) ?? (REQUIRED.has(field) ? '' : null)]));
  const parsed = vocabularyTermFieldsSchema.safeParse({ ...input, audioId: null });
  if (parsed.success) {
    const { audioId: _none, ...fields } = parsed.data;
    return { row, name, fields, problem: null, column: null };
  }
  const issue = parsed.error.issues[0];
  const field = issue.path[0] as keyof RowFields;
  if (issue.message === 'required') return refused(row, name, field === 'name' ? 'nameMissing' : 'definitionMissing', field);
  if (issue.message === 'tooLong') return refused(row, name, 'tooLong', field);
  // Text that cannot be stored (NUL, a broken character): as good as no text.
  return refused(row, name, 'notText', field);
}

/** Every non-empty data row checked; a second row naming a term an earlier good row named is refused. */
export function checkRows(rows: readonly { readonly row: number; readonly cells: readonly CellText[] }[]): CheckedRow[] {
  const seen = new Set<string>();
  return rows.map(({ row, cells }) => {
    const checked = checkRow(row, cells);
    if (!checked.fields) return checked;
    const key = nameKey(checked.fields.name);
    if (seen.has(key)) return refused(row, checked.name, 'duplicateInFile', 'name');
    seen.add(key);
    return checked;
  });
}

/** The glossary's terms by name key (the first by name and id when two share one). */
export function termsByName(terms: readonly AuthoredVocabularyTerm[]): Map<string, AuthoredVocabularyTerm> {
  const byName = new Map<string, AuthoredVocabularyTerm>();
  for (const term of terms) if (!byName.has(nameKey(term.name))) byName.set(nameKey(term.name), term);
  return byName;
}

const sameFields = (term: AuthoredVocabularyTerm, fields: RowFields) => FIELDS.every((field) => term[field] === fields[field]);

/** What saving each row would do to the glossary as it is now. */
export function outcomesOf(rows: readonly CheckedRow[], terms: readonly AuthoredVocabularyTerm[]): VocabularyImportRow[] {
  const byName = termsByName(terms);
  return rows.map(({ row, name, fields, problem, column }) => {
    if (!fields) return { row, name, outcome: 'refused', problem, column, termId: null };
    const term = byName.get(nameKey(fields.name));
    if (!term) return { row, name, outcome: 'add', problem: null, column: null, termId: null };
    return { row, name, outcome: sameFields(term, fields) ? 'unchanged' : 'update', problem: null, column: null, termId: term.id };
  });
}
