import type { CourseAuthoring } from '@application/authoring/course-authoring.port';
import type { MediaLibrary } from '@application/authoring/lesson-content-authoring.port';
import type { AuthoredVocabularyTerm, VocabularyAuthoring, VocabularyImport } from '@application/authoring/vocabulary-authoring.port';
import type { ApiResult } from '@application/ports/api-result';
import {
  addVocabularyTermBodySchema,
  saveVocabularyTermBodySchema,
  VOCABULARY_COLUMNS,
  VOCABULARY_LONG_MAX,
  VOCABULARY_SHORT_MAX,
  type VocabularyImportRow,
  type VocabularyLanguageCode,
} from '@domain/authoring/vocabulary-authoring.schemas';
import type { ErrorCode } from '@domain/shared/error-codes';
import { renderMessage, type MessageKey, type MessageValue } from '@domain/shared/messages';
import { answered, refused, sameName } from './in-memory-answers';
import { invalid } from './in-memory-lesson-content-authoring.adapter';

/** A term the twin starts with (English unless it says otherwise). */
export interface InMemoryVocabularySeed {
  readonly unitId: number;
  readonly language?: VocabularyLanguageCode;
  readonly name: string;
  readonly definition: string;
  readonly pronunciation?: string;
}

export interface InMemoryVocabularyAuthoring extends VocabularyAuthoring {
  /** The unit builder's counts, as the unit's draft carries them. */
  counts(unitId: number): { en: number; es: number };
}

type Fields = Omit<AuthoredVocabularyTerm, 'id' | 'unitId' | 'language' | 'audio'>;
interface CheckedRow {
  readonly row: number;
  readonly name: string | null;
  readonly fields: Fields | null;
  readonly problem: VocabularyImportRow['problem'];
  readonly column: VocabularyImportRow['column'];
}

/** The workbook stand-in the twin reads: tab-separated lines, the first naming VOCABULARY_COLUMNS (tests only). */
export const twinWorkbook = (rows: readonly (readonly string[])[]) => new File([[VOCABULARY_COLUMNS, ...rows].map((r) => r.join('\t')).join('\n')], 'vocabulary.xlsx');

const LONG_COLUMNS = new Set(['Definition', 'Secondary definition', 'Usage']);
const fail = (status: number, code: ErrorCode, message: MessageKey, values: Record<string, MessageValue> = {}): ApiResult<never> => ({
  ok: false,
  status,
  code,
  message: renderMessage(message, 'en', values),
  fields: [],
  kind: 'rejected',
});

/**
 * The vocabulary manager's port over glossaries in memory (tests only; the app binds the HTTP
 * adapter): unique names per unit and language (409 naming `name`), the shared field rules, audio
 * that must be an uploaded audio file, and uploads checked row by row (nothing saved until
 * `saveImport`), a workbook with other columns refused whole. `units` and `media` are the other twins'.
 */
export function createInMemoryVocabulary(options: {
  units: Pick<CourseAuthoring, 'unitDetails'>;
  media: MediaLibrary;
  seed?: readonly InMemoryVocabularySeed[];
}): InMemoryVocabularyAuthoring {
  const { units, media, seed = [] } = options;
  let nextTerm = 4001;
  let nextImport = 51;
  const terms: AuthoredVocabularyTerm[] = [];
  const imports = new Map<number, { unitId: number; language: VocabularyLanguageCode; fileName: string; rows: CheckedRow[] }>();
  const empty = { pronunciation: null, secondaryDefinition: null, category: null, plural: null, usage: null, audio: null, audioId: null };
  for (const s of seed) {
    terms.push({ ...empty, id: nextTerm++, unitId: s.unitId, language: s.language ?? 1, name: s.name, definition: s.definition, pronunciation: s.pronunciation ?? null });
  }
  const glossaryOf = (unitId: number, language: VocabularyLanguageCode) =>
    terms.filter((t) => t.unitId === unitId && t.language === language).sort((a, b) => a.name.localeCompare(b.name));
  const taken = (unitId: number, language: VocabularyLanguageCode, name: string, except?: number) =>
    terms.some((t) => t.unitId === unitId && t.language === language && t.id !== except && sameName(t.name, name));
  const audioUrl = async (audioId: number | null): Promise<string | null | 'mismatch'> => {
    if (audioId === null) return null;
    const found = await media.name(audioId);
    return found.ok && found.data.kind === 'audio' ? found.data.url : 'mismatch';
  };
  const unitState = async (unitId: number) => {
    const unit = await units.unitDetails(unitId);
    return unit.ok ? unit.data.publishState : null;
  };

  const outcomeOf = (unitId: number, language: VocabularyLanguageCode, row: CheckedRow): VocabularyImportRow => {
    const base = { row: row.row, name: row.name, problem: row.problem, column: row.column, termId: null };
    if (!row.fields) return { ...base, outcome: 'refused' };
    const fields = row.fields;
    const match = glossaryOf(unitId, language).find((t) => sameName(t.name, fields.name));
    if (!match) return { ...base, outcome: 'add' };
    const same = (Object.keys(fields) as (keyof Fields)[]).every((key) => key === 'audioId' || fields[key] === match[key]);
    return { ...base, termId: match.id, outcome: same ? 'unchanged' : 'update' };
  };
  const importOf = (id: number): VocabularyImport | null => {
    const found = imports.get(id);
    return found ? { id, unitId: found.unitId, language: found.language, fileName: found.fileName, rows: found.rows.map((r) => outcomeOf(found.unitId, found.language, r)) } : null;
  };
  const checkRow = (cells: readonly string[], row: number, seen: Set<string>): CheckedRow => {
    const cell = (index: number) => cells[index]?.trim() || null;
    const name = cell(0);
    const refuse = (problem: NonNullable<CheckedRow['problem']>, column: CheckedRow['column']): CheckedRow => ({ row, name, fields: null, problem, column });
    if (!name) return refuse('nameMissing', 'Name');
    if (!cell(2)) return refuse('definitionMissing', 'Definition');
    const tooLong = VOCABULARY_COLUMNS.find((column, index) => (cell(index)?.length ?? 0) > (LONG_COLUMNS.has(column) ? VOCABULARY_LONG_MAX : VOCABULARY_SHORT_MAX));
    if (tooLong) return refuse('tooLong', tooLong);
    if (seen.has(name.toLocaleLowerCase())) return refuse('duplicateInFile', 'Name');
    seen.add(name.toLocaleLowerCase());
    const fields = { name, pronunciation: cell(1), definition: cell(2)!, secondaryDefinition: cell(3), category: cell(4), plural: cell(5), usage: cell(6), audioId: null };
    return { row, name, fields, problem: null, column: null };
  };

  return {
    glossary: async (unitId, language) => {
      const publishState = await unitState(unitId);
      if (!publishState) return refused(404, 'AUTHORING.UNIT_NOT_FOUND', 'notFound');
      return answered({ unitId, language, publishState, terms: structuredClone(glossaryOf(unitId, language)) });
    },
    addTerm: async (body) => {
      const parsed = addVocabularyTermBodySchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      const { unitId, language, ...fields } = parsed.data;
      if (!(await unitState(unitId))) return refused(404, 'AUTHORING.UNIT_NOT_FOUND', 'notFound');
      if (taken(unitId, language, fields.name)) return refused(409, 'VOCABULARY.NAME_TAKEN', 'vocabularyNameTaken', 'name');
      const audio = await audioUrl(fields.audioId);
      if (audio === 'mismatch') return refused(400, 'AUTHORING.MEDIA_MISMATCH', 'mediaKindMismatch', 'audioId');
      const term = { ...fields, id: nextTerm++, unitId, language, audio };
      terms.push(term);
      return answered(structuredClone(term), 'vocabularyTermAdded');
    },
    saveTerm: async (termId, body) => {
      const parsed = saveVocabularyTermBodySchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      const term = terms.find((t) => t.id === termId);
      if (!term) return refused(404, 'VOCABULARY.TERM_NOT_FOUND', 'notFound');
      if (taken(term.unitId, term.language, parsed.data.name, termId)) return refused(409, 'VOCABULARY.NAME_TAKEN', 'vocabularyNameTaken', 'name');
      const audio = await audioUrl(parsed.data.audioId);
      if (audio === 'mismatch') return refused(400, 'AUTHORING.MEDIA_MISMATCH', 'mediaKindMismatch', 'audioId');
      Object.assign(term, parsed.data, { audio });
      return answered(structuredClone(term), 'changesSaved');
    },
    removeTerm: async (termId) => {
      const index = terms.findIndex((t) => t.id === termId);
      if (index < 0) return refused(404, 'VOCABULARY.TERM_NOT_FOUND', 'notFound');
      terms.splice(index, 1);
      return answered(null, 'vocabularyTermRemoved');
    },
    template: async () => answered({ fileName: 'VocabularyTemplate.xlsx', content: twinWorkbook([]) }),
    glossaryWorkbook: async (unitId, language) => {
      const rows = glossaryOf(unitId, language).map((t) => [t.name, t.pronunciation, t.definition, t.secondaryDefinition, t.category, t.plural, t.usage].map((v) => v ?? ''));
      return answered({ fileName: `Vocabulary-unit-${unitId}.xlsx`, content: twinWorkbook(rows) });
    },
    upload: async (unitId, language, file, fileName) => {
      if (!(await unitState(unitId))) return refused(404, 'AUTHORING.UNIT_NOT_FOUND', 'notFound');
      const [header = '', ...lines] = (await file.text()).split('\n');
      if (header !== VOCABULARY_COLUMNS.join('\t')) return fail(400, 'UPLOAD.WRONG_COLUMNS', 'workbookWrongColumns', { columns: VOCABULARY_COLUMNS.join(', ') });
      const seen = new Set<string>();
      const rows = lines.map((line, index) => checkRow(line.split('\t'), index + 2, seen));
      const id = nextImport++;
      imports.set(id, { unitId, language, fileName, rows });
      return { ok: true, data: importOf(id)!, message: renderMessage('vocabularyImportChecked', 'en', { rows: String(rows.length) }) };
    },
    preview: async (importId) => {
      const checked = importOf(importId);
      if (!checked) return refused(404, 'VOCABULARY.IMPORT_NOT_FOUND', 'vocabularyImportNotFound');
      const stored = imports.get(importId)!;
      // Each workbook row that names a term now (update, unchanged), by the term it names.
      const rowOfTerm = new Map(checked.rows.flatMap((r, i) => (r.termId === null ? [] : [[r.termId, { outcome: r.outcome, row: r.row, fields: stored.rows[i]!.fields }] as const])));
      const after = glossaryOf(checked.unitId, checked.language).map((t) => {
        const named = rowOfTerm.get(t.id);
        if (!named) return { ...t, change: 'kept' as const, row: null };
        const change = named.outcome === 'update' ? ('update' as const) : ('unchanged' as const);
        return { ...t, ...(change === 'update' && named.fields ? { ...named.fields, audioId: t.audioId } : {}), change, row: named.row };
      });
      const added = checked.rows.flatMap((r, i) => {
        const fields = stored.rows[i]!.fields;
        return r.outcome === 'add' && fields ? [{ ...empty, ...fields, id: null, unitId: checked.unitId, language: checked.language, change: 'add' as const, row: r.row }] : [];
      });
      return answered({ import: checked, terms: [...after, ...added].sort((a, b) => a.name.localeCompare(b.name)) });
    },
    saveImport: async (unitId, language, importId) => {
      const checked = importOf(importId);
      if (!checked) return refused(404, 'VOCABULARY.IMPORT_NOT_FOUND', 'vocabularyImportNotFound');
      if (checked.unitId !== unitId || checked.language !== language) return refused(409, 'VOCABULARY.IMPORT_MISMATCH', 'vocabularyImportMismatch');
      const stored = imports.get(importId)!;
      checked.rows.forEach((r, i) => {
        const fields = stored.rows[i]!.fields;
        if (!fields) return;
        if (r.outcome === 'add') terms.push({ ...empty, ...fields, id: nextTerm++, unitId, language });
        const term = terms.find((t) => t.id === r.termId);
        // A workbook has no audio column: an updated term keeps its recording.
        if (r.outcome === 'update' && term) Object.assign(term, { ...fields, audioId: term.audioId });
      });
      imports.delete(importId);
      const count = (outcome: VocabularyImportRow['outcome']) => String(checked.rows.filter((r) => r.outcome === outcome).length);
      const publishState = (await unitState(unitId)) ?? 'never-published';
      return {
        ok: true,
        data: { vocabulary: { unitId, language, publishState, terms: structuredClone(glossaryOf(unitId, language)) }, rows: checked.rows },
        message: renderMessage('vocabularyImportSaved', 'en', { added: count('add'), updated: count('update'), unchanged: count('unchanged'), refused: count('refused') }),
      };
    },
    counts: (unitId) => ({ en: glossaryOf(unitId, 1).length, es: glossaryOf(unitId, 0).length }),
  };
}
