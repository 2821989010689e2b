import { one, type Sql } from '../db/database';
import type { BlobStore } from './blob-store.port';

export type MediaKind = 'image' | 'audio' | 'video';

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
