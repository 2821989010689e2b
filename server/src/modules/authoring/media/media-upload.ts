import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { MAX_AUDIO_UPLOAD_BYTES, MAX_IMAGE_UPLOAD_BYTES } from '@domain/shared/constants';
import { appError } from '../../../http/app-error';
import { fileOnlyLimits, readSingleFileUpload, type UploadedFile } from '../../../http/single-file-upload';
import { SNIFF_HEAD_BYTES, sniffMediaKind } from '../../../media/sniff-media-type';

/** The one file of `POST images`: its bytes and the name it was sent with. */
export type MediaUpload = UploadedFile;

/**
 * The multipart limits: one part, the `file`, cut at the larger per-kind limit so no body larger than
 * that is ever held whole.
 */
export const MEDIA_UPLOAD_LIMITS = fileOnlyLimits(MAX_AUDIO_UPLOAD_BYTES);

/**
 * Reads `POST images`' one `file` part. No file (or a body that is not multipart) is 400
 * MEDIA.FILE_MISSING; a second part 400; past 25 MB, or past 10 MB when the first bytes are not
 * audio, 413 at once, without reading the rest.
 */
export async function readMediaUpload(request: FastifyRequest): Promise<MediaUpload> {
  const { file } = await readSingleFileUpload(request, {
    limits: MEDIA_UPLOAD_LIMITS,
    tooLarge: 'MEDIA.TOO_LARGE',
    missing: 'MEDIA.FILE_MISSING',
    required: true,
    readFile,
  });
  return file;
}

async function readFile(part: MultipartFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let read = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    if (part.file.truncated) throw appError('MEDIA.TOO_LARGE');
    chunks.push(chunk);
    read += chunk.length;
    // Only audio may be larger than an image; anything else is refused here, before the rest is read.
    if (read > MAX_IMAGE_UPLOAD_BYTES && sniffMediaKind(Buffer.concat(chunks, SNIFF_HEAD_BYTES)) !== 'audio') throw appError('MEDIA.TOO_LARGE');
  }
  if (part.file.truncated) throw appError('MEDIA.TOO_LARGE');
  return Buffer.concat(chunks, read);
}
