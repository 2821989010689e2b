import type { MediaInfoBody, UploadedMedia } from '@domain/authoring/lesson-content.responses';
import { MAX_UPLOAD_BYTES } from '@domain/shared/constants';
import type { AppDeps } from '../../../app-deps';
import { appError } from '../../../http/app-error';
import { findLibraryMedia, insertMediaAsset, lockLibraryMedia, renameMediaAsset, saveMediaAltText, type LibraryMediaRow } from '../../../media/media.repository';
import { sniffMedia, type UploadKind } from '../../../media/sniff-media-type';
import type { MediaUpload } from './media-upload';

const URL_PATH: Record<UploadKind, string> = { image: 'images', audio: 'audio' };
const MAX_FILE_NAME = 200;

/**
 * The name as sent, without any folder a browser or tool put before it, trimmed and cut to 200
 * characters; a file sent without a name is called after its kind.
 */
function cleanFileName(sent: string, kind: UploadKind): string {
  const base = sent.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is being removed
  const name = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, MAX_FILE_NAME).trim();
  return name || kind;
}

function uploadedMedia(row: LibraryMediaRow): UploadedMedia {
  return {
    id: row.id,
    kind: row.kind,
    url: `/api/${URL_PATH[row.kind]}/${row.id}`,
    name: row.fileName,
    contentType: row.contentType,
    byteSize: row.byteSize,
    width: row.width,
    height: row.height,
    alt: row.altEn === null || row.altEs === null ? null : { en: row.altEn, es: row.altEs },
  };
}

/** `POST images`: an image or audio file, its type read from its bytes, stored with its asset row in one transaction. */
export async function uploadMedia(deps: AppDeps, upload: MediaUpload): Promise<UploadedMedia> {
  const media = sniffMedia(upload.bytes);
  if (!media) throw appError('MEDIA.TYPE_NOT_ALLOWED');
  if (upload.bytes.length > MAX_UPLOAD_BYTES[media.kind]) throw appError('MEDIA.TOO_LARGE');
  const row = await deps.db.transaction(async (tx) => {
    const id = await insertMediaAsset(tx, deps.blobs, {
      kind: media.kind,
      bytes: upload.bytes,
      contentType: media.contentType,
      fileName: cleanFileName(upload.fileName, media.kind),
      width: media.width,
      height: media.height,
    });
    return findLibraryMedia(tx, id);
  });
  return uploadedMedia(row!);
}

/** `GET images/{id}/name`: an uploaded image or audio file as the library shows it. */
export async function describeMedia(deps: AppDeps, id: number): Promise<UploadedMedia> {
  const row = await findLibraryMedia(deps.db, id);
  if (!row) throw appError('MEDIA.ASSET_NOT_FOUND');
  return uploadedMedia(row);
}

/** `PATCH images/{id}/info`: a new name, a new text alternative in both languages, or both. */
export async function saveMediaInfo(deps: AppDeps, id: number, info: MediaInfoBody): Promise<UploadedMedia> {
  const row = await deps.db.transaction(async (tx) => {
    const asset = await lockLibraryMedia(tx, id);
    if (!asset) throw appError('MEDIA.ASSET_NOT_FOUND');
    if (info.name !== undefined) await renameMediaAsset(tx, id, cleanFileName(info.name, asset.kind));
    if (info.alt) await saveMediaAltText(tx, asset, info.alt);
    return findLibraryMedia(tx, id);
  });
  return uploadedMedia(row!);
}
