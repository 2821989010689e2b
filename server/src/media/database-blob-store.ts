import { createHash } from 'node:crypto';
import { one, type Sql } from '../db/database';
import type { BlobStore, StoredBlob } from './blob-store.port';

export const sha256Hex = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The embedded blob store: content-addressed rows in `media_blobs`. */
export const databaseBlobStore: BlobStore = {
  async put(sql: Sql, bytes: Buffer, contentType: string): Promise<string> {
    const sha256 = sha256Hex(bytes);
    await sql.query(
      `INSERT INTO media_blobs (sha256, content_type, byte_size, bytes) VALUES ($1, $2, $3, $4) ON CONFLICT (sha256) DO NOTHING`,
      [sha256, contentType, bytes.length, bytes],
    );
    return sha256;
  },
  async get(sql: Sql, sha256: string): Promise<StoredBlob | null> {
    const row = await one<{ content_type: string; bytes: Uint8Array }>(sql, 'SELECT content_type, bytes FROM media_blobs WHERE sha256 = $1', [sha256]);
    return row ? { sha256, contentType: row.content_type, bytes: Buffer.from(row.bytes) } : null;
  },
};
