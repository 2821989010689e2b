import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from '../../../server/src/http/content-encoding';

describe('choosing the app shell\'s encoding from Accept-Encoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0.1', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['identity', null],
    ['gzip;q=0, br;q=0', null],
    ['gzip;q=nonsense', null],
    ['', null],
    [undefined, null],
    [['gzip', 'br;q=0'], 'gzip'],
  ] as const)('%j → %s', (header, expected) => {
    expect(negotiateEncoding(header as string | string[] | undefined)).toBe(expected);
  });
});
