import type { FastifyRequest } from 'fastify';
import Papa from 'papaparse';
import { ONEROSTER_FILES } from '@domain/roster-sync/oneroster-files';
import { fileOnlyLimits, readSingleFileUpload, type UploadedFile } from '../../http/single-file-upload';
import type { ZipLimits } from '../files/xlsx-zip-guard';

/*
 * The one-zip upload of `POST oneroster/import` (issue 16): the size cap, and what a zip of OneRoster
 * files may unpack to (a whole district's roster is a few MB of CSV; the caps leave room for ten
 * times that and stop a zip bomb long before memory does).
 */

export const ONEROSTER_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
export const ONEROSTER_UPLOAD_LIMITS = fileOnlyLimits(ONEROSTER_UPLOAD_MAX_BYTES);

export const ONEROSTER_ZIP_LIMITS: ZipLimits = {
  unpackedBytes: 64 * 1024 * 1024,
  entries: 50,
  damaged: 'ONEROSTER.ZIP_DAMAGED',
  tooLarge: 'ONEROSTER.ZIP_UNPACKS_TOO_LARGE',
};

/** Reads the request's one `file` part: none (or a body that is not multipart) is 400, past the cap 413. */
export async function readRosterUpload(request: FastifyRequest): Promise<UploadedFile> {
  const { file } = await readSingleFileUpload(request, {
    limits: ONEROSTER_UPLOAD_LIMITS,
    tooLarge: 'ONEROSTER.FILE_TOO_LARGE',
    missing: 'UPLOAD.FILE_MISSING',
    required: true,
  });
  return file;
}

/**
 * The parents of the schools in orgs.csv that are not districts of the same file: where the files
 * carry only schools, these must be districts imported before, or the admin names the district.
 */
export function schoolParentsOutsideFiles(parts: ReadonlyMap<string, Buffer>): string[] {
  const bytes = parts.get(ONEROSTER_FILES.orgs.fileName);
  if (!bytes) return [];
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const [header = [], ...rows] = Papa.parse<string[]>(text, { header: false, skipEmptyLines: 'greedy', newline: '\n', delimiter: ',' }).data;
  const column = (name: string) => header.findIndex((h) => h.trim() === name);
  const [id, type, parent] = [column('sourcedId'), column('type'), column('parentSourcedId')];
  if (id < 0 || type < 0 || parent < 0) return [];
  const districts = new Set(rows.filter((r) => r[type]?.trim() === 'district').map((r) => r[id]?.trim()));
  return [...new Set(rows.filter((r) => r[type]?.trim() === 'school').map((r) => (r[parent] ?? '').trim()))].filter((p) => !districts.has(p));
}
