import type { AppDeps } from '../../app-deps';
import type { StoredBlob } from '../../media/blob-store.port';
import type { Language } from '@domain/shared/constants';
import { findMediaAsset, findVideoCaptions, type MediaAssetRow, type MediaKind } from '../../media/media.repository';
import { contentNotFound } from './content-not-found';

export type { MediaAssetRow, MediaKind };

// Missing captions are a missing part of the video.
const NOT_FOUND_KIND = { image: 'IMAGE', audio: 'AUDIO', video: 'VIDEO', captions: 'VIDEO' } as const;

/** images|audio|videos/{id}: the asset (its hash is the ETag), looked up before any bytes are read. */
export async function findMediaFile(deps: AppDeps, kind: MediaKind, id: number): Promise<MediaAssetRow> {
  const asset = await findMediaAsset(deps.db, id, kind);
  if (!asset) throw contentNotFound(NOT_FOUND_KIND[kind]);
  return asset;
}

/** videos/{id}/captions/{language}: the video's WebVTT captions in that language. */
export async function findVideoCaptionsFile(deps: AppDeps, videoId: number, language: Language): Promise<MediaAssetRow> {
  const asset = await findVideoCaptions(deps.db, videoId, language);
  if (!asset) throw contentNotFound('VIDEO');
  return asset;
}

/** The asset's bytes, read only when the browser's copy is not current. */
export async function readMediaBytes(deps: AppDeps, asset: MediaAssetRow): Promise<StoredBlob> {
  const blob = await deps.blobs.get(deps.db, asset.sha256);
  if (!blob) throw contentNotFound(NOT_FOUND_KIND[asset.kind]);
  return blob;
}
