import type { FastifyRequest } from 'fastify';
import { ROSTER_MAX_BYTES } from '@domain/classroom/roster.rules';
import { readSingleFileUpload } from '../../http/single-file-upload';

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
  const { fields, file } = await readSingleFileUpload(request, {
    limits: { fileSize: ROSTER_MAX_BYTES, files: 1, fields: MAX_FIELDS, parts: MAX_FIELDS + 1 },
    tooLarge: 'ROSTER.TOO_LARGE',
    // Not answered here (the JSON body is read above, and the roster may be left out); unreadable if it were.
    missing: 'ROSTER.UNREADABLE',
    unreadable: 'ROSTER.UNREADABLE',
    required: false,
    textFields: true,
  });
  return { fields, roster: file?.bytes ?? null };
}
