/*
 * What an uploaded file is, read from its bytes alone: the name and the declared type are the
 * sender's word, and an SVG or HTML file passed off as an image could run script where it is shown.
 * Only raster images and plain audio containers are accepted (docs/decisions.md, "Content uploads").
 */

import type { ACCEPTED_UPLOAD_TYPES, UploadKind } from '@domain/shared/constants';

export type { UploadKind };

export interface SniffedMedia {
  readonly kind: UploadKind;
  readonly contentType: string;
  readonly width: number | null;
  readonly height: number | null;
}

interface Size {
  readonly width: number | null;
  readonly height: number | null;
}

interface Format {
  readonly kind: UploadKind;
  /** One of the types `ACCEPTED_UPLOAD_TYPES` lists (the upload settings clients read say the same). */
  readonly contentType: (typeof ACCEPTED_UPLOAD_TYPES)[UploadKind][number];
  /** The signature in the first SNIFF_HEAD_BYTES bytes. */
  readonly signature: (b: Buffer) => boolean;
  /** The header read whole (an image's size), or null when it is cut short or malformed. */
  readonly read: (b: Buffer) => Size | null;
}

/** Enough leading bytes to see every signature (WebP and WAV name their form at 8..12). */
export const SNIFF_HEAD_BYTES = 16;

const ascii = (b: Buffer, at: number, text: string) => b.length >= at + text.length && b.toString('latin1', at, at + text.length) === text;
const startsWith = (b: Buffer, bytes: readonly number[]) => b.length >= bytes.length && bytes.every((byte, i) => b[i] === byte);
const size = (width: number, height: number): Size | null => (width > 0 && height > 0 ? { width, height } : null);
const AUDIO: Size = { width: null, height: null };

function pngSize(b: Buffer): Size | null {
  return b.length >= 24 && ascii(b, 12, 'IHDR') ? size(b.readUInt32BE(16), b.readUInt32BE(20)) : null;
}

function gifSize(b: Buffer): Size | null {
  return b.length >= 10 ? size(b.readUInt16LE(6), b.readUInt16LE(8)) : null;
}

function webpSize(b: Buffer): Size | null {
  if (ascii(b, 12, 'VP8 ') && b.length >= 30 && startsWith(b.subarray(23), [0x9d, 0x01, 0x2a])) {
    return size(b.readUInt16LE(26) & 0x3fff, b.readUInt16LE(28) & 0x3fff);
  }
  if (ascii(b, 12, 'VP8L') && b.length >= 25 && b[20] === 0x2f) {
    return size(1 + (((b[22] & 0x3f) << 8) | b[21]), 1 + (((b[24] & 0x0f) << 10) | (b[23] << 2) | ((b[22] & 0xc0) >> 6)));
  }
  if (ascii(b, 12, 'VP8X') && b.length >= 30) return size(1 + b.readUIntLE(24, 3), 1 + b.readUIntLE(27, 3));
  return null;
}

/** Start-of-frame markers (SOF0–SOF15 without DHT, JPG and DAC) carry the image's size. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegSize(b: Buffer): Size | null {
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1];
    if (marker === 0xff) at += 1; // fill byte
    else if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) at += 2; // markers without a length
    else if (marker === 0xd9 || marker === 0xda) return null; // image data before any frame header
    else if (isStartOfFrame(marker)) return at + 9 <= b.length ? size(b.readUInt16BE(at + 7), b.readUInt16BE(at + 5)) : null;
    else {
      const length = b.readUInt16BE(at + 2);
      if (length < 2) return null;
      at += 2 + length;
    }
  }
  return null;
}

/** An MPEG audio frame header: sync, no reserved version, layer, bit rate or sample rate. */
function mpegFrameAt(b: Buffer, at: number): boolean {
  if (b.length < at + 4 || b[at] !== 0xff || (b[at + 1] & 0xe0) !== 0xe0) return false;
  const version = (b[at + 1] >> 3) & 3;
  const layer = (b[at + 1] >> 1) & 3;
  return version !== 1 && layer !== 0 && b[at + 2] >> 4 !== 0x0f && ((b[at + 2] >> 2) & 3) !== 3;
}

/** An ID3v2 tag (its size is syncsafe) with something after it. */
function id3Tagged(b: Buffer): Size | null {
  if (b.length < 10 || b[3] === 0xff || b[4] === 0xff || [6, 7, 8, 9].some((i) => b[i] >= 0x80)) return null;
  const tagSize = (b[6] << 21) | (b[7] << 14) | (b[8] << 7) | b[9];
  const footer = b[5] & 0x10 ? 10 : 0;
  return b.length > 10 + tagSize + footer ? AUDIO : null;
}

/** A RIFF WAVE file with its `fmt ` chunk whole. */
function wavFormat(b: Buffer): Size | null {
  let at = 12;
  while (at + 8 <= b.length) {
    const length = b.readUInt32LE(at + 4);
    if (ascii(b, at, 'fmt ')) return length >= 16 && at + 8 + length <= b.length ? AUDIO : null;
    at += 8 + length + (length % 2);
  }
  return null;
}

/** The first Ogg page: stream version 0, beginning-of-stream flag, whole page header. */
const oggPage = (b: Buffer): Size | null => (b.length >= 27 && b[4] === 0 && (b[5] & 0x02) !== 0 ? AUDIO : null);

/** MPEG-4 brands of audio files (iTunes audio and audiobooks, and generic MP4). Image brands (heic, avif) are not among them. */
const MP4_AUDIO_BRANDS = new Set(['M4A ', 'M4B ', 'mp41', 'mp42', 'isom']);

function mp4Audio(b: Buffer): Size | null {
  const boxSize = b.readUInt32BE(0);
  if (boxSize < 16 || boxSize > b.length || boxSize % 4 !== 0) return null;
  const brands = [b.toString('latin1', 8, 12)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(b.toString('latin1', at, at + 4));
  return brands.some((brand) => MP4_AUDIO_BRANDS.has(brand)) ? AUDIO : null;
}

const FORMATS: readonly Format[] = [
  { kind: 'image', contentType: 'image/png', signature: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), read: pngSize },
  { kind: 'image', contentType: 'image/jpeg', signature: (b) => startsWith(b, [0xff, 0xd8, 0xff]), read: jpegSize },
  { kind: 'image', contentType: 'image/gif', signature: (b) => ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a'), read: gifSize },
  { kind: 'image', contentType: 'image/webp', signature: (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP'), read: webpSize },
  { kind: 'audio', contentType: 'audio/mpeg', signature: (b) => ascii(b, 0, 'ID3'), read: id3Tagged },
  { kind: 'audio', contentType: 'audio/mpeg', signature: (b) => mpegFrameAt(b, 0), read: () => AUDIO },
  { kind: 'audio', contentType: 'audio/wav', signature: (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WAVE'), read: wavFormat },
  { kind: 'audio', contentType: 'audio/ogg', signature: (b) => ascii(b, 0, 'OggS'), read: oggPage },
  { kind: 'audio', contentType: 'audio/mp4', signature: (b) => ascii(b, 4, 'ftyp'), read: mp4Audio },
];

/** The kind the first bytes claim (to stop reading a too-large file early), or null for none accepted. */
export function sniffMediaKind(head: Buffer): UploadKind | null {
  return FORMATS.find((format) => format.signature(head))?.kind ?? null;
}

/** What the whole file is, with an image's size; null for anything not accepted, empty or cut short. */
export function sniffMedia(bytes: Buffer): SniffedMedia | null {
  const format = FORMATS.find((f) => f.signature(bytes));
  const read = format?.read(bytes);
  return format && read ? { kind: format.kind, contentType: format.contentType, ...read } : null;
}
