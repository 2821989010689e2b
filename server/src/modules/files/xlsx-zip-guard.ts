import { inflateRawSync } from 'node:zlib';
import type { ErrorCode } from '@domain/shared/error-codes';
import { appError } from '../../http/app-error';

/*
 * An uploaded workbook is a zip, and a zip can unpack to far more than it weighs (a "zip bomb"), which
 * exceljs would unpack whole into memory. So before exceljs sees it, its central directory is read
 * here and every entry inflated with a cap on what it may produce: past the total budget or the entry
 * count the upload is refused (413), and a zip that does not read as one is damaged (400). What this
 * answers — every part's unpacked bytes — lets the caller look at the sheets' XML before exceljs does.
 */

/** What an uploaded workbook may unpack to, in all, and how many parts it may hold. */
export const UNPACKED_BUDGET_BYTES = 20 * 1024 * 1024;
export const MAX_ZIP_ENTRIES = 200;

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const STORED = 0;
const DEFLATED = 8;

/** Whether the bytes start as a zip does (an xlsx is one). */
export const looksLikeZip = (bytes: Buffer): boolean => bytes.length >= 4 && bytes.readUInt32LE(0) === LOCAL_HEADER;

/**
 * What a zip may unpack to and how it is refused: a workbook's by default; another upload of zips
 * (the OneRoster import) names its own caps and codes.
 */
export interface ZipLimits {
  readonly unpackedBytes: number;
  readonly entries: number;
  /** 400: the bytes do not read as a zip. */
  readonly damaged: ErrorCode;
  /** 413: past `unpackedBytes` or `entries`. */
  readonly tooLarge: ErrorCode;
}

export const WORKBOOK_ZIP_LIMITS: ZipLimits = {
  unpackedBytes: UNPACKED_BUDGET_BYTES,
  entries: MAX_ZIP_ENTRIES,
  damaged: 'UPLOAD.WORKBOOK_DAMAGED',
  tooLarge: 'UPLOAD.WORKBOOK_UNPACKS_TOO_LARGE',
};

/** The end-of-central-directory record: where the directory starts and how many entries it lists. */
function directoryOf(zip: Buffer, damaged: () => Error): { readonly offset: number; readonly entries: number } {
  const earliest = Math.max(0, zip.length - END_RECORD_SIZE - MAX_COMMENT);
  for (let at = zip.length - END_RECORD_SIZE; at >= earliest; at -= 1) {
    if (zip.readUInt32LE(at) !== END_OF_DIRECTORY) continue;
    const entries = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 12);
    const offset = zip.readUInt32LE(at + 16);
    // Zip64 (0xFFFF / 0xFFFFFFFF markers) is for files far past this upload's limit: not a workbook of ours.
    if (offset + size > at) throw damaged();
    return { offset, entries };
  }
  throw damaged();
}

/** Inflates (or copies) one entry's data within `budget` bytes; null when it would unpack to more. */
function unpack(method: number, data: Buffer, expected: number, budget: number, damaged: () => Error): Buffer | null {
  if (method === STORED) {
    if (data.length !== expected) throw damaged();
    return data.length > budget ? null : data;
  }
  if (method !== DEFLATED) throw damaged();
  try {
    // maxOutputLength must be at least 1; an entry that needs more than the budget is cut short and refused.
    const out = inflateRawSync(data, { maxOutputLength: Math.max(1, budget) });
    return out.length > budget ? null : out;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE') return null;
    throw damaged();
  }
}

/**
 * Every part of the zip by name, unpacked within the limits' bytes and entries (UNPACKED_BUDGET_BYTES
 * and MAX_ZIP_ENTRIES for a workbook; `tooLarge` past them, `damaged` when the zip does not read).
 * Sizes are taken from what inflating produces, never from the headers' claims.
 */
export function unpackWithinBudget(zip: Buffer, limits: ZipLimits = WORKBOOK_ZIP_LIMITS): Map<string, Buffer> {
  const damaged = () => appError(limits.damaged);
  const tooLarge = () => appError(limits.tooLarge);
  if (zip.length < END_RECORD_SIZE) throw damaged();
  const directory = directoryOf(zip, damaged);
  if (directory.entries > limits.entries) throw tooLarge();
  const parts = new Map<string, Buffer>();
  let remaining = limits.unpackedBytes;
  let at = directory.offset;
  for (let i = 0; i < directory.entries; i += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL_HEADER) throw damaged();
    const method = zip.readUInt16LE(at + 10);
    const packedSize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const localAt = zip.readUInt32LE(at + 42);
    if (next > zip.length) throw damaged();
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    if (localAt + 30 > zip.length || zip.readUInt32LE(localAt) !== LOCAL_HEADER) throw damaged();
    const dataAt = localAt + 30 + zip.readUInt16LE(localAt + 26) + zip.readUInt16LE(localAt + 28);
    if (dataAt + packedSize > zip.length) throw damaged();
    const data = unpack(method, zip.subarray(dataAt, dataAt + packedSize), size, remaining, damaged);
    if (data === null) throw tooLarge();
    remaining -= data.length;
    parts.set(name, data);
    at = next;
  }
  return parts;
}
