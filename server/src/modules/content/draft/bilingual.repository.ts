import type { Sql } from '../../../db/database';
import { sanitizeRichText } from '../rich-text.sanitizer';
import { insertRow } from './insert-row';

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

/** Changes a bilingual value in place (the back office's edits); rich values are sanitized again. */
export async function updateText(sql: Sql, id: number, text: TextInput): Promise<void> {
  await sql.query(
    `UPDATE bilingual_values
        SET en = CASE WHEN kind = 'rich' THEN $2 ELSE $4 END,
            es = CASE WHEN kind = 'rich' THEN $3 ELSE $5 END
      WHERE id = $1`,
    [id, sanitizeRichText(text.en), sanitizeRichText(text.es), text.en.trim(), text.es.trim()],
  );
}

/** Pairs two audio assets (either may be null) as one bilingual narration. */
export function insertAudio(sql: Sql, enAssetId: number | null, esAssetId: number | null): Promise<number> {
  return insertRow(sql, 'bilingual_audio', { en_asset_id: enAssetId, es_asset_id: esAssetId });
}
