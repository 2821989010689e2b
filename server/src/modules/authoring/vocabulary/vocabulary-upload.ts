import type { FastifyRequest } from 'fastify';
import { isStorableText } from '@domain/shared/schema-kit';
import { AppError, appError } from '../../../http/app-error';

/** The largest vocabulary workbook read: a glossary of 1000 terms is a small fraction of it. */
export const VOCABULARY_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

/** Multipart limits of the upload: one part, the `file`, cut at the size limit so no bigger body is held. */
export const VOCABULARY_UPLOAD_LIMITS = { fileSize: VOCABULARY_UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1 } as const;

export interface VocabularyUpload {
  readonly bytes: Buffer;
  readonly fileName: string;
}

const FALLBACK_NAME = 'vocabulary.xlsx';
const MAX_NAME_LENGTH = 200;

/** The name the file was sent with, as it can be stored and shown back (a client may send anything). */
function storableName(name: string): string {
  const chars = Array.from(name.trim());
  const cut = chars.slice(0, MAX_NAME_LENGTH).join('');
  return cut && isStorableText(cut) ? cut : FALLBACK_NAME;
}

/**
 * Reads `POST vocabulary/upload`'s one `file` part: none (or a body that is not multipart) is 400,
 * past VOCABULARY_UPLOAD_MAX_BYTES 413 at once, without reading the rest.
 */
export async function readVocabularyUpload(request: FastifyRequest): Promise<VocabularyUpload> {
  if (!request.isMultipart()) throw appError('VOCABULARY.FILE_MISSING');
  let upload: VocabularyUpload | null = null;
  try {
    for await (const part of request.parts({ limits: VOCABULARY_UPLOAD_LIMITS })) {
      if (part.type !== 'file' || part.fieldname !== 'file') throw appError('VOCABULARY.FILE_MISSING');
      const bytes = await part.toBuffer();
      upload = { bytes, fileName: storableName(part.filename) };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw appError('VOCABULARY.FILE_TOO_LARGE');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') throw appError('VALIDATION');
    // A cut or malformed multipart body (busboy's own errors): no file arrived whole.
    throw appError('VOCABULARY.FILE_MISSING');
  }
  if (!upload || upload.bytes.length === 0) throw appError('VOCABULARY.FILE_MISSING');
  return upload;
}
