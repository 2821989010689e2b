import type { Sql } from '../../../db/database';
import { insertRow } from '../../content/draft/insert-row.repository';
import { sanitizeRichText } from '../../content/rich-text.sanitizer';

/*
 * The lesson builder's field writes (issue 14). A part's texts and narration are rows of their own
 * (bilingual_values, bilingual_audio) that belong to that part alone, so a save rewrites them in
 * place; published snapshots are copies and do not change.
 */

export interface Bilingual {
  readonly en: string;
  readonly es: string;
}

/** Narration asset ids per language; null for none. */
export type AudioIds = { readonly en: number | null; readonly es: number | null } | null;

/**
 * Stores a part's text: null clears it; otherwise the part's row is rewritten (or made). Rich text
 * is sanitized before it is stored. Answers the id the part now names.
 */
export async function saveText(sql: Sql, currentId: number | null, value: Bilingual | null, kind: 'plain' | 'rich'): Promise<number | null> {
  if (value === null) return null;
  const text = kind === 'rich' ? { en: sanitizeRichText(value.en), es: sanitizeRichText(value.es) } : { en: value.en.trim(), es: value.es.trim() };
  if (currentId === null) return insertRow(sql, 'bilingual_values', { kind, ...text });
  await sql.query('UPDATE bilingual_values SET kind = $2, en = $3, es = $4 WHERE id = $1', [currentId, kind, text.en, text.es]);
  return currentId;
}

/** Stores a part's narration as `saveText` does its text. */
export async function saveAudio(sql: Sql, currentId: number | null, audio: AudioIds): Promise<number | null> {
  if (audio === null) return null;
  if (currentId === null) return insertRow(sql, 'bilingual_audio', { en_asset_id: audio.en, es_asset_id: audio.es });
  await sql.query('UPDATE bilingual_audio SET en_asset_id = $2, es_asset_id = $3 WHERE id = $1', [currentId, audio.en, audio.es]);
  return currentId;
}

/** The kinds of the given media assets by id (unknown ids are missing from the map). */
export async function mediaKindsOf(sql: Sql, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await sql.query<{ id: number; kind: string }>('SELECT id, kind FROM media_assets WHERE id = ANY($1::int[])', [ids]);
  return new Map(rows.map((r) => [r.id, r.kind]));
}

export type PartTable = 'content_components' | 'component_paragraphs' | 'route_points' | 'image_details' | 'essential_questions';

/**
 * Writes the given columns of one part; undefined ones stay as they are. Column names come from the
 * use cases' typed records, never from requests; values are parameters.
 */
export async function updatePart(sql: Sql, table: PartTable, id: number, columns: Record<string, unknown>): Promise<void> {
  const entries = Object.entries(columns).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return;
  const sets = entries.map(([column], i) => `${column} = $${i + 2}`).join(', ');
  await sql.query(`UPDATE ${table} SET ${sets} WHERE id = $1`, [id, ...entries.map(([, v]) => v)]);
}

/** A new essential question; answers its id. */
export function insertEssentialQuestion(sql: Sql, questionId: number, audioId: number | null): Promise<number> {
  return insertRow(sql, 'essential_questions', { question_id: questionId, audio_id: audioId });
}
