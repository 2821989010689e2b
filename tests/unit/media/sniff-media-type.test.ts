import { describe, expect, it } from 'vitest';
import { sniffMedia, sniffMediaKind } from '../../../server/src/media/sniff-media-type';

/*
 * Upload types are decided by the bytes (issue 14). The images are the heads of real 16×16 files
 * (Python's imghdr samples), cut just after the part that names their size; the audio heads are those
 * of real files (the seed's MP3, a PCM WAV) or written to the formats' specifications (Ogg, MP4, ID3).
 */

const hex = (text: string) => Buffer.from(text.replace(/\s+/g, ''), 'hex');
const ascii = (text: string) => Buffer.from(text, 'latin1');

const PNG = hex('89504e470d0a1a0a 0000000d 49484452 00000010 00000010 0803000000 282d0f53');
const GIF = hex('474946383961 1000 1000 f66400');
const JPEG = hex(
  `ffd8ffe000104a46494600010101000100010000
   ffdb004300030202020202030202020303030304060404040404080606050609080a0a090809090a0c0f0c0a0b0e0b09090d110d0e0f101011100a0c12131210130f101010
   ffdb00430103030304030408040408100b090b1010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010101010
   ffc0001108 0010 0010 03012200021101031101`,
);
const WEBP_VP8X = hex('52494646a8010000 57454250 56503858 0a000000 10000000 0f0000 0f0000');
// Lossy (VP8) and lossless (VP8L) WebP heads: 3×2.
const WEBP_VP8 = Buffer.concat([ascii('RIFF'), hex('26000000'), ascii('WEBPVP8 '), hex('1a000000'), hex('300100 9d012a 0300 0200')]);
const WEBP_VP8L = Buffer.concat([ascii('RIFF'), hex('1a000000'), ascii('WEBPVP8L'), hex('0d000000'), hex('2f 02 40 00 00')]);

const MP3_FRAME = hex('fff328c400000003');
const MP3_ID3 = Buffer.concat([ascii('ID3'), hex('0400 00 00000000'), MP3_FRAME]);
const WAV = hex('524946465c1a0000 57415645 666d7420 10000000 0100 0200 112b0000 22560000 0200 0800 4c495354');
const OGG = Buffer.concat([ascii('OggS'), hex('00 02 0000000000000000 01020304 00000000 00000000 01 1e'), hex('01'), ascii('vorbis')]);
const M4A = Buffer.concat([hex('00000020'), ascii('ftypM4A '), hex('00000000'), ascii('M4A mp42isom'), hex('00000000')]);

/** The same head with its size rewritten, to see width and height are not swapped. */
const withSize = (head: Buffer, write: (b: Buffer) => void) => {
  const copy = Buffer.from(head);
  write(copy);
  return copy;
};

describe('sniffMedia: what a file is, by its bytes', () => {
  it.each([
    ['PNG', PNG, 'image/png'],
    ['JPEG', JPEG, 'image/jpeg'],
    ['GIF', GIF, 'image/gif'],
    ['WebP (extended)', WEBP_VP8X, 'image/webp'],
  ])('reads a %s image and its size', (_name, bytes, contentType) => {
    expect(sniffMedia(bytes)).toEqual({ kind: 'image', contentType, width: 16, height: 16 });
  });

  it('reads width and height each from its own place', () => {
    const png = withSize(PNG, (b) => (b.writeUInt32BE(640, 16), b.writeUInt32BE(480, 20)));
    const gif = withSize(GIF, (b) => (b.writeUInt16LE(320, 6), b.writeUInt16LE(200, 8)));
    const jpeg = withSize(JPEG, (b) => (b.writeUInt16BE(600, JPEG.length - 14), b.writeUInt16BE(800, JPEG.length - 12)));
    const webp = withSize(WEBP_VP8X, (b) => (b.writeUIntLE(1919, 24, 3), b.writeUIntLE(1079, 27, 3)));
    expect(sniffMedia(png)).toMatchObject({ width: 640, height: 480 });
    expect(sniffMedia(gif)).toMatchObject({ width: 320, height: 200 });
    expect(sniffMedia(jpeg)).toMatchObject({ width: 800, height: 600 });
    expect(sniffMedia(webp)).toMatchObject({ width: 1920, height: 1080 });
    expect(sniffMedia(WEBP_VP8)).toEqual({ kind: 'image', contentType: 'image/webp', width: 3, height: 2 });
    expect(sniffMedia(WEBP_VP8L)).toEqual({ kind: 'image', contentType: 'image/webp', width: 3, height: 2 });
  });

  it.each([
    ['MP3 (frame sync)', MP3_FRAME, 'audio/mpeg'],
    ['MP3 (ID3 tag)', MP3_ID3, 'audio/mpeg'],
    ['WAV', WAV, 'audio/wav'],
    ['OGG', OGG, 'audio/ogg'],
    ['M4A', M4A, 'audio/mp4'],
  ])('reads %s audio', (_name, bytes, contentType) => {
    expect(sniffMedia(bytes)).toEqual({ kind: 'audio', contentType, width: null, height: null });
  });

  it.each([
    ['SVG', ascii('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['SVG with an XML declaration', ascii('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['HTML', ascii('<!doctype html><html><script>alert(1)</script></html>')],
    ['a Windows executable', Buffer.concat([ascii('MZ'), hex('90000300000004000000ffff0000b800')])],
    ['a Linux executable', Buffer.concat([hex('7f'), ascii('ELF'), hex('020101000000000000000000')])],
    ['a bitmap', hex('424d8a040000000000008a0000007c00')],
    ['a HEIC photo (MP4 box, image brands)', Buffer.concat([hex('00000018'), ascii('ftypheic'), hex('00000000'), ascii('mif1heic')])],
    ['plain text', ascii('just some words, not a picture')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_name, bytes) => {
    expect(sniffMedia(bytes)).toBeNull();
  });

  it.each([
    ['PNG without its size', PNG.subarray(0, 20)],
    ['JPEG cut before its frame header', JPEG.subarray(0, 150)],
    ['JPEG cut inside its frame header', JPEG.subarray(0, JPEG.length - 12)],
    ['GIF without its size', GIF.subarray(0, 8)],
    ['WebP without its size', WEBP_VP8X.subarray(0, 26)],
    ['an image of no size', withSize(PNG, (b) => b.writeUInt32BE(0, 16))],
    ['an ID3 tag with nothing after it', MP3_ID3.subarray(0, 10)],
    ['a WAV without its format', WAV.subarray(0, 24)],
    ['an Ogg page cut short', OGG.subarray(0, 20)],
    ['an MP4 box longer than the file', M4A.subarray(0, 24)],
  ])('refuses %s (cut short)', (_name, bytes) => {
    expect(sniffMedia(bytes)).toBeNull();
  });

  it('refuses MPEG-looking bytes with reserved fields (AAC, reserved rates)', () => {
    expect(sniffMedia(hex('fff1508000'))).toBeNull(); // ADTS AAC: layer 0
    expect(sniffMedia(hex('fffbf0c4'))).toBeNull(); // bit rate index 15
    expect(sniffMedia(hex('fffb9cc4'))).toBeNull(); // sample rate index 3
  });
});

describe('sniffMediaKind: the kind the first bytes claim', () => {
  it('tells audio from images and from the rest', () => {
    expect(sniffMediaKind(MP3_FRAME)).toBe('audio');
    expect(sniffMediaKind(M4A.subarray(0, 16))).toBe('audio');
    expect(sniffMediaKind(WAV.subarray(0, 16))).toBe('audio');
    expect(sniffMediaKind(PNG.subarray(0, 16))).toBe('image');
    expect(sniffMediaKind(WEBP_VP8X.subarray(0, 16))).toBe('image');
    expect(sniffMediaKind(ascii('<svg'))).toBeNull();
  });
});
