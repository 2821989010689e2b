import { one, type Sql } from '../db/database';
import type { Language } from '@domain/shared/constants';
import type { BlobStore } from './blob-store.port';

export type MediaKind = 'image' | 'audio' | 'video' | 'captions';

export interface MediaAssetRow {
  readonly id: number;
  readonly kind: MediaKind;
  readonly sha256: string;
  readonly contentType: string;
  readonly byteSize: number;
  readonly fileName: string;
  readonly width: number | null;
  readonly height: number | null;
  readonly altTextId: number | null;
}

export interface NewMediaAsset {
  readonly kind: MediaKind;
  readonly bytes: Buffer;
  readonly contentType: string;
  readonly fileName: string;
  readonly width?: number | null;
  readonly height?: number | null;
  readonly altTextId?: number | null;
}

/** Stores the bytes in the blob store and records an asset naming them; returns the asset id. */
export async function insertMediaAsset(sql: Sql, blobs: BlobStore, asset: NewMediaAsset): Promise<number> {
  const sha256 = await blobs.put(sql, asset.bytes, asset.contentType);
  const row = await one<{ id: number }>(
    sql,
    `INSERT INTO media_assets (kind, sha256, content_type, byte_size, file_name, width, height, alt_text_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [asset.kind, sha256, asset.contentType, asset.bytes.length, asset.fileName, asset.width ?? null, asset.height ?? null, asset.altTextId ?? null],
  );
  return row!.id;
}

export function findMediaAsset(sql: Sql, id: number, kind: MediaKind): Promise<MediaAssetRow | null> {
  return one<MediaAssetRow>(
    sql,
    `SELECT id, kind, sha256, content_type AS "contentType", byte_size AS "byteSize", file_name AS "fileName",
            width, height, alt_text_id AS "altTextId"
       FROM media_assets WHERE id = $1 AND kind = $2`,
    [id, kind],
  );
}

/** Links a video to its captions (a `captions` asset) in one language. */
export async function insertVideoCaptions(sql: Sql, videoId: number, language: Language, captionsId: number): Promise<void> {
  await sql.query(`INSERT INTO video_captions (video_id, language, captions_id) VALUES ($1, $2, $3)`, [videoId, language, captionsId]);
}

/** The captions asset of a video in one language, or null when the video has none in it. */
export function findVideoCaptions(sql: Sql, videoId: number, language: Language): Promise<MediaAssetRow | null> {
  return one<MediaAssetRow>(
    sql,
    `SELECT a.id, a.kind, a.sha256, a.content_type AS "contentType", a.byte_size AS "byteSize", a.file_name AS "fileName",
            a.width, a.height, a.alt_text_id AS "altTextId"
       FROM video_captions c JOIN media_assets a ON a.id = c.captions_id
      WHERE c.video_id = $1 AND c.language = $2`,
    [videoId, language],
  );
}

/** An uploaded image or audio asset with its text alternative, as the back office's media library shows it. */
export interface LibraryMediaRow extends Omit<MediaAssetRow, 'kind'> {
  readonly kind: 'image' | 'audio';
  readonly altEn: string | null;
  readonly altEs: string | null;
}

const LIBRARY_MEDIA = `
  SELECT a.id, a.kind, a.sha256, a.content_type AS "contentType", a.byte_size AS "byteSize", a.file_name AS "fileName",
         a.width, a.height, a.alt_text_id AS "altTextId", v.en AS "altEn", v.es AS "altEs"
    FROM media_assets a LEFT JOIN bilingual_values v ON v.id = a.alt_text_id
   WHERE a.id = $1 AND a.kind IN ('image', 'audio')`;

/** An image or audio asset (never a video or captions) with its alt text, or null. */
export function findLibraryMedia(sql: Sql, id: number): Promise<LibraryMediaRow | null> {
  return one<LibraryMediaRow>(sql, LIBRARY_MEDIA, [id]);
}

/** The same, its row locked until the transaction ends, so two first alt texts cannot both be created. */
export function lockLibraryMedia(sql: Sql, id: number): Promise<LibraryMediaRow | null> {
  return one<LibraryMediaRow>(sql, `${LIBRARY_MEDIA} FOR NO KEY UPDATE OF a`, [id]);
}

export async function renameMediaAsset(sql: Sql, id: number, fileName: string): Promise<void> {
  await sql.query('UPDATE media_assets SET file_name = $2 WHERE id = $1', [id, fileName]);
}

/** Writes the asset's text alternative: its bilingual value when it has one, a new one linked to it otherwise. */
export async function saveMediaAltText(sql: Sql, asset: Pick<MediaAssetRow, 'id' | 'altTextId'>, alt: { readonly en: string; readonly es: string }): Promise<void> {
  if (asset.altTextId) {
    await sql.query('UPDATE bilingual_values SET en = $2, es = $3 WHERE id = $1', [asset.altTextId, alt.en, alt.es]);
    return;
  }
  const value = await one<{ id: number }>(sql, `INSERT INTO bilingual_values (kind, en, es) VALUES ('plain', $1, $2) RETURNING id`, [alt.en, alt.es]);
  await sql.query('UPDATE media_assets SET alt_text_id = $2 WHERE id = $1', [asset.id, value!.id]);
}
