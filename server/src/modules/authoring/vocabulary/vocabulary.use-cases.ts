import type { Readable } from 'node:stream';
import type { AuthoredVocabulary, AuthoredVocabularyTerm, VocabularyLanguageCode } from '@domain/authoring/vocabulary-authoring.schemas';
import type { AppDeps } from '../../../app-deps';
import type { Sql } from '../../../db/database';
import { appError } from '../../../http/app-error';
import { publishStateOf } from '../authored-state';
import { mediaKindsOf } from '../lesson-content/content-values.repository';
import { lockLiveUnit, raiseUnitVersion } from '../unit-authoring.repository';
import { insertTerm, markTermRemoved, readTerm, readTerms, readUnitVersions, updateTerm, type TermFields } from './vocabulary.repository';
import { nameKey } from './vocabulary-rows';
import { templateWorkbook, termsWorkbook } from './vocabulary-workbook.writer';

/*
 * The vocabulary manager's terms (issue 15; api-spec §7.9; product-spec §3 Vocabulary term). A unit's
 * glossary has no version of its own: it is part of the unit's draft, so every change runs under the
 * unit's lock (the order the other builders take), raises the unit's draft version (the unit shows
 * "unpublished changes") and reaches students with the unit's next publish. Names are unique per unit
 * and language, whatever their case (409 naming `name`).
 */

export const unitNotFound = () => appError('AUTHORING.UNIT_NOT_FOUND');
const termNotFound = () => appError('VOCABULARY.TERM_NOT_FOUND');

/** The unit's glossary in one language as the manager shows it; 404 when the unit is removed or unknown. */
export async function readGlossary(sql: Sql, unitId: number, language: VocabularyLanguageCode): Promise<AuthoredVocabulary> {
  const unit = await readUnitVersions(sql, unitId);
  if (!unit) throw unitNotFound();
  return { unitId, language, publishState: publishStateOf(unit.version, unit.publishedVersion), terms: await readTerms(sql, unitId, language) };
}

/** `GET vocabulary/{unitId}/backup?language`. */
export function vocabularyBackup(deps: AppDeps, unitId: number, language: VocabularyLanguageCode): Promise<AuthoredVocabulary> {
  return readGlossary(deps.db, unitId, language);
}

/** Locks a live unit for a change of its glossary (404 otherwise); the caller raises its version. */
export async function lockGlossary(tx: Sql, unitId: number): Promise<void> {
  if (!(await lockLiveUnit(tx, unitId))) throw unitNotFound();
}

/** 409 when another live term of the unit's glossary in that language has the name. */
async function checkNameFree(tx: Sql, unitId: number, language: VocabularyLanguageCode, name: string, except: number | null): Promise<void> {
  const key = nameKey(name);
  if ((await readTerms(tx, unitId, language)).some((term) => term.id !== except && nameKey(term.name) === key)) throw appError('VOCABULARY.NAME_TAKEN');
}

/** A term's audio must be an uploaded audio asset (400 MEDIA_MISMATCH otherwise). */
async function checkAudio(tx: Sql, audioId: number | null): Promise<void> {
  if (audioId !== null && (await mediaKindsOf(tx, [audioId])).get(audioId) !== 'audio') throw appError('AUTHORING.MEDIA_MISMATCH');
}

/** `POST vocabulary`: a new term of the unit's glossary in one language. */
export function addTerm(deps: AppDeps, body: TermFields & { readonly unitId: number; readonly language: VocabularyLanguageCode }): Promise<AuthoredVocabularyTerm> {
  const { unitId, language, ...fields } = body;
  return deps.db.transaction(async (tx) => {
    await lockGlossary(tx, unitId);
    await checkNameFree(tx, unitId, language, fields.name, null);
    await checkAudio(tx, fields.audioId);
    const id = await insertTerm(tx, unitId, language, fields);
    await raiseUnitVersion(tx, unitId);
    return (await readTerm(tx, id))!;
  });
}

/** The live term, its unit locked first (then read again: it may have been removed while this waited). */
async function lockTerm(tx: Sql, termId: number): Promise<AuthoredVocabularyTerm> {
  const seen = await readTerm(tx, termId);
  if (!seen || !(await lockLiveUnit(tx, seen.unitId))) throw termNotFound();
  const term = await readTerm(tx, termId);
  if (!term) throw termNotFound();
  return term;
}

/** `PUT vocabulary/{id}`: every field of the term. */
export function saveTerm(deps: AppDeps, termId: number, fields: TermFields): Promise<AuthoredVocabularyTerm> {
  return deps.db.transaction(async (tx) => {
    const term = await lockTerm(tx, termId);
    await checkNameFree(tx, term.unitId, term.language, fields.name, termId);
    await checkAudio(tx, fields.audioId);
    await updateTerm(tx, termId, fields);
    await raiseUnitVersion(tx, term.unitId);
    return (await readTerm(tx, termId))!;
  });
}

/** `DELETE vocabulary/{id}`: removes the term from the draft (students keep it until the unit's next publish). */
export function removeTerm(deps: AppDeps, termId: number): Promise<void> {
  return deps.db.transaction(async (tx) => {
    const term = await lockTerm(tx, termId);
    await markTermRemoved(tx, termId);
    await raiseUnitVersion(tx, term.unitId);
  });
}

/** A workbook to send: its bytes and the name it is saved as. */
export interface VocabularyWorkbook {
  readonly fileName: string;
  readonly bytes: Readable;
}

/** `GET vocabulary/download/template`. */
export function vocabularyTemplate(): VocabularyWorkbook {
  return { fileName: 'vocabulary-template.xlsx', bytes: templateWorkbook() };
}

/** `GET vocabulary/download/{unitId}?language`: `vocabulary-unit-{number}-{en|es}.xlsx` (a unit without a number: `-id-{id}`). */
export async function vocabularyList(deps: AppDeps, unitId: number, language: VocabularyLanguageCode): Promise<VocabularyWorkbook> {
  const unit = await readUnitVersions(deps.db, unitId);
  if (!unit) throw unitNotFound();
  const terms = await readTerms(deps.db, unitId, language);
  const which = unit.number > 0 ? String(unit.number) : `id-${unitId}`;
  return { fileName: `vocabulary-unit-${which}-${language === 1 ? 'en' : 'es'}.xlsx`, bytes: termsWorkbook(terms) };
}
