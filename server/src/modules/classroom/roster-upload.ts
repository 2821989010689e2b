import type { FastifyRequest } from 'fastify';
import { ROSTER_MAX_BYTES } from '@domain/classroom/roster.rules';
import { AppError, appError } from '../../http/app-error';

/** The multipart request of `addclassroom`: its text fields and the roster file's bytes, if one came. */
export interface ClassroomUpload {
  readonly fields: Record<string, string>;
  readonly roster: Buffer | null;
}

/** Text fields a classroom form sends; a few spare for clients that add their own. */
const MAX_FIELDS = 12;

/**
 * Reads `addclassroom`'s body. Multipart (the form with a roster): the text fields and one `file`
 * part, cut at ROSTER_MAX_BYTES (413). JSON (a classroom without a roster) is accepted too.
 */
export async function readClassroomUpload(request: FastifyRequest): Promise<ClassroomUpload> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: body !== null && typeof body === 'object' ? (body as Record<string, string>) : {}, roster: null };
  }
  const fields: Record<string, string> = {};
  let roster: Buffer | null = null;
  try {
    const parts = request.parts({ limits: { fileSize: ROSTER_MAX_BYTES, files: 1, fields: MAX_FIELDS, parts: MAX_FIELDS + 1 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') roster = bytes;
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw appError('ROSTER.TOO_LARGE');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') throw appError('VALIDATION');
    // A cut or malformed multipart body (busboy's own errors): the client sent something unreadable.
    throw appError('ROSTER.UNREADABLE');
  }
  return { fields, roster };
}
