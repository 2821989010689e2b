import { one, type Sql } from '../../../db/database';
import { sanitizeRichText } from '../rich-text.sanitizer';
import { insertRow } from './insert-row.repository';

export interface TextInput {
  readonly en: string;
  readonly es: string;
}

/** Stores a plain bilingual value; returns its id. */
export function insertText(sql: Sql, text: TextInput): Promise<number> {
  return insertRow(sql, 'bilingual_values', { kind: 'plain', en: text.en.trim(), es: text.es.trim() });
}

/** Stores rich text (HTML), sanitized before it is stored. */
export function insertRichText(sql: Sql, text: TextInput): Promise<number> {
  return insertRow(sql, 'bilingual_values', { kind: 'rich', en: sanitizeRichText(text.en), es: sanitizeRichText(text.es) });
}

/** Pairs two audio assets (either may be null) as one bilingual narration. */
export function insertAudio(sql: Sql, enAssetId: number | null, esAssetId: number | null): Promise<number> {
  return insertRow(sql, 'bilingual_audio', { en_asset_id: enAssetId, es_asset_id: esAssetId });
}

interface BilingualValue {
  readonly id: number;
  readonly en: string;
  readonly es: string;
}

/** One stored bilingual value, both languages. */
export function findBilingualValue(sql: Sql, id: number): Promise<BilingualValue | null> {
  return one<BilingualValue>(sql, 'SELECT id, en, es FROM bilingual_values WHERE id = $1', [id]);
}
