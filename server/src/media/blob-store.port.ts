import type { Sql } from '../db/database';

/** A stored blob: its bytes and the content type it was stored with. */
export interface StoredBlob {
  readonly sha256: string;
  readonly contentType: string;
  readonly bytes: Buffer;
}

/**
 * Where media bytes live, addressed by their sha256 (hex). The embedded default keeps them in the
 * database (`media_blobs`); an object-store adapter can replace it without touching content tables,
 * which only hold the hash.
 */
export interface BlobStore {
  /** Stores bytes (idempotent: the same bytes give the same hash) and returns the hash. */
  put(sql: Sql, bytes: Buffer, contentType: string): Promise<string>;
  /** The blob with this hash, or null. */
  get(sql: Sql, sha256: string): Promise<StoredBlob | null>;
}
