import { REPLACE_SOA_COLUMNS, STANDARDS_MAX_ROWS, splitCodes, standardCodeKey } from '@domain/standards/standards.schemas';
import type { LessonStandards, Standard } from '@domain/standards/standards.responses';
import type { FieldError } from '@domain/shared/envelope';
import type { MessageKey } from '@domain/shared/messages';
import type { AppDeps } from '../../app-deps';
import type { Sql } from '../../db/database';
import { appError } from '../../http/app-error';
import type { UploadedFile } from '../../http/single-file-upload';
import { NOT_TEXT } from '../files/xlsx-table.reader';
import { liveSetIds, lockLiveLesson, lockLiveSet, numberedQuestions, raiseDraftVersion, replaceQuestionTags, type NumberedQuestion } from './lesson-standards.repository';
import { standardsWithCodes } from './standards.repository';
import { lessonStandards } from './standards.use-cases';
import { readSheetRows, type SheetRow } from './standards-workbook.reader';

/*
 * `POST replace-soa/{lessonId}[/{setId}]` and `POST replace-soa/sub-types/{lessonId}` (issue 15;
 * api-spec §7.5): a workbook of rows "question number → standard codes" replaces those questions'
 * tags in the lesson's own assessment, in one benchmark set's, or (sub-types) in every benchmark set
 * of the lesson at once — a benchmark lesson's sets are its sub-types, and their questions share
 * numbers (a row applies to every set that has its number; a number no set has is refused).
 * Questions the workbook does not list keep their tags; a row with no codes clears them.
 * Every row is checked first (number, codes live and unambiguous); any bad row is 400 with every bad
 * row's message and nothing changes. Otherwise one transaction replaces the tags and raises each
 * owner's draft version, like every draft change.
 */

type Target = number | null | 'sub-types';

interface Owner {
  readonly lessonId: number;
  readonly setId: number | null;
  readonly questions: readonly NumberedQuestion[];
}

interface ReplaceRow {
  readonly row: number;
  readonly number: number;
  readonly standardIds: readonly number[];
}

/** Locks the lesson and the owners the target names, with their numbered questions; 404 when one is missing. */
async function ownersOf(tx: Sql, lessonId: number, target: Target): Promise<Owner[]> {
  if (!(await lockLiveLesson(tx, lessonId))) throw appError('STANDARD.LESSON_NOT_FOUND');
  if (target === null) return [{ lessonId, setId: null, questions: await numberedQuestions(tx, lessonId, null) }];
  const setIds = target === 'sub-types' ? await liveSetIds(tx, lessonId) : [target];
  if (setIds.length === 0) throw appError('STANDARD.SET_NOT_FOUND');
  const owners: Owner[] = [];
  for (const setId of setIds) {
    if (!(await lockLiveSet(tx, lessonId, setId))) throw appError('STANDARD.SET_NOT_FOUND');
    owners.push({ lessonId, setId, questions: await numberedQuestions(tx, lessonId, setId) });
  }
  return owners;
}

/** Each row as a question number and its standards, or the rows' messages. */
function checkRows(rows: readonly SheetRow[], owners: readonly Owner[], byCode: ReadonlyMap<string, readonly Standard[]>): { ok: ReplaceRow[]; problems: FieldError[] } {
  const ok: ReplaceRow[] = [];
  const problems: FieldError[] = [];
  const numbersSeen = new Set<number>();
  const refuse = (row: number, message: MessageKey, what?: string) => problems.push({ field: what ? `row ${row}: ${what}` : `row ${row}`, message });
  for (const sheetRow of rows) {
    const [numberCell, codesCell] = sheetRow.cells;
    const number = typeof numberCell === 'string' && /^\d{1,6}$/.test(numberCell) ? Number(numberCell) : NaN;
    if (!Number.isInteger(number) || number < 1 || codesCell === NOT_TEXT) {
      refuse(sheetRow.row, 'soaStandardInputNotProper');
      continue;
    }
    if (numbersSeen.has(number)) refuse(sheetRow.row, 'standardQuestionRepeated');
    numbersSeen.add(number);
    if (owners.every((o) => !o.questions.some((q) => q.number === number))) refuse(sheetRow.row, 'standardQuestionUnknown');
    const codes = splitCodes(codesCell);
    const keys = new Set<string>();
    const standardIds: number[] = [];
    for (const code of codes) {
      const key = standardCodeKey(code);
      const found = byCode.get(key) ?? [];
      if (keys.has(key)) refuse(sheetRow.row, 'differentSoaStandards', code);
      else if (found.length === 0) refuse(sheetRow.row, 'standardCodeUnknown', code);
      else if (found.length > 1) refuse(sheetRow.row, 'standardCodeAmbiguous', code);
      else standardIds.push(found[0].id);
      keys.add(key);
    }
    ok.push({ row: sheetRow.row, number, standardIds });
  }
  return { ok, problems };
}

export async function replaceSoa(deps: AppDeps, lessonId: number, target: Target, read: () => Promise<UploadedFile>): Promise<{ readonly data: LessonStandards; readonly replaced: number }> {
  const { bytes } = await read();
  const rows = await readSheetRows(bytes, REPLACE_SOA_COLUMNS, STANDARDS_MAX_ROWS);
  if (rows.length === 0) throw appError('STANDARD.INPUT_NOT_PROPER');
  return deps.db.transaction(async (tx) => {
    const owners = await ownersOf(tx, lessonId, target);
    const codes = [...new Set(rows.flatMap((r) => (typeof r.cells[1] === 'string' ? splitCodes(r.cells[1]).map(standardCodeKey) : [])))];
    const byCode = new Map<string, Standard[]>();
    for (const s of codes.length ? await standardsWithCodes(tx, codes) : []) byCode.set(standardCodeKey(s.code), [...(byCode.get(standardCodeKey(s.code)) ?? []), s]);
    const { ok, problems } = checkRows(rows, owners, byCode);
    if (problems.length > 0) throw appError('STANDARD.ROWS_REFUSED', { fields: problems });
    for (const owner of owners) {
      const questions = ok.flatMap((row) => owner.questions.filter((q) => q.number === row.number).map((q) => ({ questionId: q.questionId, row })));
      if (questions.length === 0) continue;
      for (const { questionId, row } of questions) await replaceQuestionTags(tx, questionId, row.standardIds);
      await raiseDraftVersion(tx, owner);
    }
    return { data: await lessonStandards(tx, lessonId), replaced: ok.length };
  });
}
