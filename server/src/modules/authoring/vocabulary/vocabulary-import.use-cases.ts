import type {
  AuthoredVocabularyTerm,
  PreviewVocabularyTerm,
  SavedVocabularyImport,
  VocabularyImport,
  VocabularyImportPreview,
  VocabularyImportRow,
  VocabularyLanguageCode,
} from '@domain/authoring/vocabulary-authoring.schemas';
import type { AppDeps } from '../../../app-deps';
import { appError } from '../../../http/app-error';
import type { AuthUser } from '../../auth/auth-user';
import { raiseUnitVersion } from '../unit-authoring.repository';
import { deleteImport, insertImport, readImport, type StoredImport } from './vocabulary-import.repository';
import { insertTerm, readTerms, readUnitVersions, updateTerm } from './vocabulary.repository';
import { checkRows, outcomesOf, type CheckedRow, type RowFields } from './vocabulary-rows';
import type { VocabularyUpload } from './vocabulary-upload';
import { lockGlossary, readGlossary, unitNotFound } from './vocabulary.use-cases';
import { readVocabularyWorkbook } from './vocabulary-workbook.reader';

/*
 * A vocabulary workbook's way into a glossary (issue 15; api-spec §7.9): the upload is read and
 * checked and kept (vocabulary_imports) with nothing changed; the preview shows what saving would do
 * to the glossary as it is then; the save does it in one transaction under the unit's lock, leaving
 * refused rows out, and deletes the import (a second save finds nothing: 404).
 */

const importNotFound = () => appError('VOCABULARY.IMPORT_NOT_FOUND');

const answerOf = (stored: StoredImport, rows: VocabularyImportRow[]): VocabularyImport => ({
  id: stored.id,
  unitId: stored.unitId,
  language: stored.language,
  fileName: stored.fileName,
  rows,
});

/** `POST vocabulary/upload/{unitId}?language`: the workbook checked and kept; the glossary is untouched. */
export async function uploadVocabulary(
  deps: AppDeps,
  user: AuthUser,
  target: { readonly unitId: number; readonly language: VocabularyLanguageCode },
  upload: () => Promise<VocabularyUpload>,
): Promise<VocabularyImport> {
  if (!(await readUnitVersions(deps.db, target.unitId))) throw unitNotFound();
  const { bytes, fileName } = await upload();
  const rows: CheckedRow[] = checkRows(await readVocabularyWorkbook(bytes));
  const stored = { ...target, fileName, rows };
  const id = await insertImport(deps.db, { ...stored, createdBy: user.id });
  return answerOf({ ...stored, id }, outcomesOf(rows, await readTerms(deps.db, target.unitId, target.language)));
}

/** By name in the glossary's language (accents where a reader expects them), then id, new terms last. */
const byName = (language: VocabularyLanguageCode) => {
  const collator = new Intl.Collator(language === 1 ? 'en' : 'es', { sensitivity: 'base' });
  return (a: PreviewVocabularyTerm, b: PreviewVocabularyTerm) =>
    collator.compare(a.name, b.name) || (a.id ?? Number.MAX_SAFE_INTEGER) - (b.id ?? Number.MAX_SAFE_INTEGER);
};

/** The glossary as saving the rows would leave it, each term marked with what the import does to it. */
function glossaryAfter(stored: StoredImport, terms: readonly AuthoredVocabularyTerm[], rows: readonly VocabularyImportRow[]): PreviewVocabularyTerm[] {
  const fieldsOf = new Map(stored.rows.map((r) => [r.row, r.fields]));
  const byTerm = new Map(rows.filter((r) => r.termId !== null).map((r) => [r.termId, r]));
  const changed = terms.map((term): PreviewVocabularyTerm => {
    const row = byTerm.get(term.id);
    if (!row) return { ...term, change: 'kept', row: null };
    const fields = row.outcome === 'update' ? fieldsOf.get(row.row) : null;
    return { ...term, ...fields, change: row.outcome === 'update' ? 'update' : 'unchanged', row: row.row };
  });
  const added = rows
    .filter((r) => r.outcome === 'add')
    .map((r): PreviewVocabularyTerm => ({
      ...(fieldsOf.get(r.row) as RowFields),
      id: null,
      unitId: stored.unitId,
      language: stored.language,
      audio: null,
      audioId: null,
      change: 'add',
      row: r.row,
    }));
  return [...changed, ...added].sort(byName(stored.language));
}

/** `POST vocabulary/{importId}/preview`. */
export async function previewImport(deps: AppDeps, importId: number): Promise<VocabularyImportPreview> {
  const stored = await readImport(deps.db, importId);
  if (!stored) throw importNotFound();
  const { terms } = await readGlossary(deps.db, stored.unitId, stored.language);
  const rows = outcomesOf(stored.rows, terms);
  return { import: answerOf(stored, rows), terms: glossaryAfter(stored, terms, rows) };
}

export interface SavedImport {
  readonly saved: SavedVocabularyImport;
  readonly counts: Readonly<Record<'added' | 'updated' | 'unchanged' | 'refused', string>>;
}

/** `PUT vocabulary/{unitId}/{lang}/save-vocabulary`: the import applied to the glossary as it is now, in one transaction. */
export function saveImport(deps: AppDeps, unitId: number, language: VocabularyLanguageCode, importId: number): Promise<SavedImport> {
  return deps.db.transaction(async (tx) => {
    await lockGlossary(tx, unitId);
    const stored = await readImport(tx, importId, true);
    if (!stored) throw importNotFound();
    if (stored.unitId !== unitId || stored.language !== language) throw appError('VOCABULARY.IMPORT_MISMATCH');
    const terms = await readTerms(tx, unitId, language);
    const audioOf = new Map(terms.map((t) => [t.id, t.audioId]));
    const fieldsOf = new Map(stored.rows.map((r) => [r.row, r.fields]));
    const rows = outcomesOf(stored.rows, terms);
    for (const row of rows) {
      const fields = fieldsOf.get(row.row);
      if (!fields) continue;
      if (row.outcome === 'add') await insertTerm(tx, unitId, language, { ...fields, audioId: null });
      // A workbook carries no audio: the term keeps its own.
      if (row.outcome === 'update' && row.termId !== null) await updateTerm(tx, row.termId, { ...fields, audioId: audioOf.get(row.termId) ?? null });
    }
    await deleteImport(tx, importId);
    const count = (outcome: VocabularyImportRow['outcome']) => rows.filter((r) => r.outcome === outcome).length;
    if (count('add') + count('update') > 0) await raiseUnitVersion(tx, unitId);
    return {
      saved: { vocabulary: await readGlossary(tx, unitId, language), rows },
      counts: { added: String(count('add')), updated: String(count('update')), unchanged: String(count('unchanged')), refused: String(count('refused')) },
    };
  });
}
