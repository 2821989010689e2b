import type { FastifyRequest } from 'fastify';
import { fileOnlyLimits, readSingleFileUpload, type UploadedFile } from '../../http/single-file-upload';

/*
 * The one-workbook upload of the vocabulary manager, the standards and replace-soa (issue 15): the
 * same size cap and the same UPLOAD.* refusals, whatever the workbook is for.
 */

/** The largest workbook read: a glossary of 1000 terms, or 1000 standards, is a small fraction of it. */
export const WORKBOOK_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

/** Multipart limits of the upload: one part, the `file`, cut at the size limit so no bigger body is held. */
export const WORKBOOK_UPLOAD_LIMITS = fileOnlyLimits(WORKBOOK_UPLOAD_MAX_BYTES);

/** Reads the request's one `file` part: none (or a body that is not multipart) is 400, past WORKBOOK_UPLOAD_MAX_BYTES 413. */
export async function readWorkbookUpload(request: FastifyRequest): Promise<UploadedFile> {
  const { file } = await readSingleFileUpload(request, {
    limits: WORKBOOK_UPLOAD_LIMITS,
    tooLarge: 'UPLOAD.FILE_TOO_LARGE',
    missing: 'UPLOAD.FILE_MISSING',
    required: true,
  });
  return file;
}
