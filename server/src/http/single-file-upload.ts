import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import type { ErrorCode } from '@domain/shared/error-codes';
import { AppError, appError } from './app-error';

/*
 * Every upload the server takes is a multipart body with one `file` part (and, for the classroom
 * form, a few text fields). Reading one is the same work wherever it happens — busboy's limits, its
 * errors turned into the upload's codes, an empty part taken for no file — so it is written once
 * here, and each upload names only its limits and its codes.
 */

/** The busboy limits of one upload: at most one file, cut at `fileSize` so no bigger body is held. */
export interface SingleFileLimits {
  readonly fileSize: number;
  readonly files: 1;
  readonly fields: number;
  readonly parts: number;
}

/** The limits of an upload that is the file alone: one part, the `file`. */
export const fileOnlyLimits = (fileSize: number): SingleFileLimits => ({ fileSize, files: 1, fields: 0, parts: 1 });

export interface SingleFileRules {
  readonly limits: SingleFileLimits;
  /** 413: the file is past `limits.fileSize`. */
  readonly tooLarge: ErrorCode;
  /** 400: no `file` part or an empty one, or (without `textFields`) a body that is not multipart or another part. */
  readonly missing: ErrorCode;
  /** 400: a cut or malformed multipart body (busboy's own errors); `missing` unless named, as no file arrived whole. */
  readonly unreadable?: ErrorCode;
  /** Whether a file is required (missing otherwise) or may be left out (the classroom's roster). */
  readonly required: boolean;
  /** Whether text fields come with the file (kept) or are refused as `missing`; files of other names are then read and dropped. */
  readonly textFields?: boolean;
  /** Reads the file part's bytes where the whole-buffer read is not enough (media refuses a large non-audio file early). */
  readonly readFile?: (part: MultipartFile) => Promise<Buffer>;
}

export interface UploadedFile {
  readonly bytes: Buffer;
  /** The name the client sent: anything at all, so a caller that stores or shows it cleans it first. */
  readonly fileName: string;
}

export interface SingleFileUpload<F extends UploadedFile | null = UploadedFile | null> {
  readonly fields: Record<string, string>;
  readonly file: F;
}

/** Busboy's count limits (a second file, a part or field too many): a request the form never sends. */
const COUNT_LIMITS = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * Reads a multipart request's one `file` part under `rules` (above): past the size limit 413 at once,
 * without reading the rest; the count limits 400 VALIDATION; no file (when required) 400.
 */
export async function readSingleFileUpload(request: FastifyRequest, rules: SingleFileRules & { readonly required: true }): Promise<SingleFileUpload<UploadedFile>>;
export async function readSingleFileUpload(request: FastifyRequest, rules: SingleFileRules): Promise<SingleFileUpload>;
export async function readSingleFileUpload(request: FastifyRequest, rules: SingleFileRules): Promise<SingleFileUpload> {
  if (!request.isMultipart()) throw appError(rules.missing);
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts({ limits: rules.limits })) {
      if (part.type === 'file' && part.fieldname === 'file') {
        file = { bytes: await (rules.readFile ?? ((p) => p.toBuffer()))(part), fileName: part.filename };
      } else if (!rules.textFields) throw appError(rules.missing);
      else if (part.type === 'file') await part.toBuffer();
      else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw appError(rules.tooLarge);
    if (typeof code === 'string' && COUNT_LIMITS.has(code)) throw appError('VALIDATION');
    throw appError(rules.unreadable ?? rules.missing);
  }
  // An empty part is what a browser form sends when no file was chosen.
  if (rules.required && (!file || file.bytes.length === 0)) throw appError(rules.missing);
  return { fields, file };
}
