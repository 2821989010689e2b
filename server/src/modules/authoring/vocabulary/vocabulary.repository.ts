import type { AuthoredVocabularyTerm, VocabularyLanguageCode } from '@domain/authoring/vocabulary-authoring.schemas';
import { one, type Sql } from '../../../db/database';

/**
 * The vocabulary manager's rows (issue 15): a unit's glossary draft, one row per term and language
 * (vocabulary_terms; removed rows keep `deleted_at`). Students read the unit's published copy
 * (publish-reading.ts publishVocabulary), whose terms carry the same audio URL as these.
 */

/** A term's stored fields, as the manager edits them (`audioId` the audio asset). */
export interface TermFields {
  readonly name: string;
  readonly pronunciation: string | null;
  readonly definition: string;
  readonly secondaryDefinition: string | null;
  readonly category: string | null;
  readonly plural: string | null;
  readonly usage: string | null;
  readonly audioId: number | null;
}

const TERM_COLUMNS = `id, unit_id AS "unitId", name, pronunciation, definition, secondary_definition AS "secondaryDefinition",
  category, plural, usage, CASE WHEN audio_asset_id IS NULL THEN NULL ELSE '/api/audio/' || audio_asset_id END AS audio,
  language::int AS language, audio_asset_id AS "audioId"`;

/** The unit's live terms in one language, by name (any case), then id. */
export function readTerms(sql: Sql, unitId: number, language: VocabularyLanguageCode): Promise<AuthoredVocabularyTerm[]> {
  return sql.query<AuthoredVocabularyTerm>(
    `SELECT ${TERM_COLUMNS} FROM vocabulary_terms WHERE unit_id = $1 AND language = $2 AND deleted_at IS NULL ORDER BY lower(name), id`,
    [unitId, language],
  );
}

/** One live term; null when unknown or removed. */
export function readTerm(sql: Sql, termId: number): Promise<AuthoredVocabularyTerm | null> {
  return one<AuthoredVocabularyTerm>(sql, `SELECT ${TERM_COLUMNS} FROM vocabulary_terms WHERE id = $1 AND deleted_at IS NULL`, [termId]);
}

const values = (f: TermFields) => [f.name, f.pronunciation, f.definition, f.secondaryDefinition, f.category, f.plural, f.usage, f.audioId];

export async function insertTerm(sql: Sql, unitId: number, language: VocabularyLanguageCode, fields: TermFields): Promise<number> {
  const row = await one<{ id: number }>(
    sql,
    `INSERT INTO vocabulary_terms (name, pronunciation, definition, secondary_definition, category, plural, usage, audio_asset_id, unit_id, language)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [...values(fields), unitId, language],
  );
  return row!.id;
}

export async function updateTerm(sql: Sql, termId: number, fields: TermFields): Promise<void> {
  await sql.query(
    `UPDATE vocabulary_terms SET name = $1, pronunciation = $2, definition = $3, secondary_definition = $4, category = $5,
            plural = $6, usage = $7, audio_asset_id = $8 WHERE id = $9`,
    [...values(fields), termId],
  );
}

export async function markTermRemoved(sql: Sql, termId: number): Promise<void> {
  await sql.query('UPDATE vocabulary_terms SET deleted_at = now() WHERE id = $1', [termId]);
}

export interface UnitVersions {
  readonly number: number;
  readonly version: number;
  readonly publishedVersion: number | null;
}

/** A live unit's number and the versions that tell its publish state; null when unknown or removed. */
export function readUnitVersions(sql: Sql, unitId: number): Promise<UnitVersions | null> {
  return one<UnitVersions>(
    sql,
    `SELECT number, draft_version AS version, published_draft_version AS "publishedVersion" FROM units WHERE id = $1 AND deleted_at IS NULL`,
    [unitId],
  );
}
