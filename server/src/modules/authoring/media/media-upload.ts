import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { MAX_AUDIO_UPLOAD_BYTES, MAX_IMAGE_UPLOAD_BYTES } from '@domain/shared/constants';
import { AppError, appError } from '../../../http/app-error';
import { SNIFF_HEAD_BYTES, sniffMediaKind } from '../../../media/sniff-media-type';

/** The one file of `POST images`: its bytes and the name it was sent with. */
export interface MediaUpload {
  readonly bytes: Buffer;
  readonly fileName: string;
}

/**
 * The multipart limits: one part, the `file`, cut at the larger per-kind limit so no body larger than
 * that is ever held whole.
 */
export const MEDIA_UPLOAD_LIMITS = { fileSize: MAX_AUDIO_UPLOAD_BYTES, files: 1, fields: 0, parts: 1 } as const;

/**
 * Reads `POST images`' one `file` part. No file (or a body that is not multipart) is 400
 * MEDIA.FILE_MISSING; a second part 400; past 25 MB, or past 10 MB when the first bytes are not
 * audio, 413 at once, without reading the rest.
 */
export async function readMediaUpload(request: FastifyRequest): Promise<MediaUpload> {
  if (!request.isMultipart()) throw appError('MEDIA.FILE_MISSING');
  let upload: MediaUpload | null = null;
  try {
    for await (const part of request.parts({ limits: MEDIA_UPLOAD_LIMITS })) {
      if (part.type !== 'file' || part.fieldname !== 'file') throw appError('MEDIA.FILE_MISSING');
      upload = { bytes: await readFile(part), fileName: part.filename };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw appError('MEDIA.TOO_LARGE');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') throw appError('VALIDATION');
    // A cut or malformed multipart body (busboy's own errors): no file arrived whole.
    throw appError('MEDIA.FILE_MISSING');
  }
  // An empty part is what a browser form sends when no file was chosen.
  if (!upload || upload.bytes.length === 0) throw appError('MEDIA.FILE_MISSING');
  return upload;
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
