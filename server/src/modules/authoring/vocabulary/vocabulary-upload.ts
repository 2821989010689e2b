import type { FastifyRequest } from 'fastify';
import { isStorableText } from '@domain/shared/schema-kit';
import type { UploadedFile } from '../../../http/single-file-upload';
import { readWorkbookUpload } from '../../files/workbook-upload';

/** The workbook of `POST vocabulary/upload`, its name as it is stored with the import and shown back. */
export type VocabularyUpload = UploadedFile;

const FALLBACK_NAME = 'vocabulary.xlsx';
const MAX_NAME_LENGTH = 200;

/** The name the file was sent with, as it can be stored and shown back (a client may send anything). */
function storableName(name: string): string {
  const chars = Array.from(name.trim());
  const cut = chars.slice(0, MAX_NAME_LENGTH).join('');
  return cut && isStorableText(cut) ? cut : FALLBACK_NAME;
}

/** Reads `POST vocabulary/upload`'s one `file` part (workbook-upload.ts: 400 without one, 413 past the size cap). */
export async function readVocabularyUpload(request: FastifyRequest): Promise<VocabularyUpload> {
  const { bytes, fileName } = await readWorkbookUpload(request);
  return { bytes, fileName: storableName(fileName) };
}
