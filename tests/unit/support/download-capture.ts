import { afterEach, beforeEach, vi } from 'vitest';

/**
 * jsdom has no object URLs and follows no downloads: these stubs answer `URL.createObjectURL` with a
 * fixed address and record each link the page clicks, as the browser would follow it.
 */

/** What a test keeps of a clicked link. */
export type DownloadRecord<T> = (link: HTMLAnchorElement) => T;

/** The file name the link saves as. */
export const fileName: DownloadRecord<string> = (link) => link.download;

/** The file name and the object URL it is saved from, as `name url`. */
export const fileAndUrl: DownloadRecord<string> = (link) => `${link.download} ${link.href}`;

/**
 * Stubs object URLs (each answered with `url`, its blob kept in `blobs`) and the anchor click (each
 * recorded into `downloads`) now, for one test. Undo with `vi.restoreAllMocks()` or `click.mockRestore()`.
 */
export function stubDownloads<T>(url: string, record: DownloadRecord<T>, downloads: T[] = [], blobs: Blob[] = []) {
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      blobs.push(blob);
      return url;
    }),
    revokeObjectURL: vi.fn(),
  });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(record(this));
  });
  return { downloads, blobs, click };
}

/**
 * Installs the stubs before each test of the calling `describe` (emptying what the previous test
 * recorded) and restores all mocks after it; returns the links recorded by the running test.
 */
export function captureDownloads<T>(url: string, record: DownloadRecord<T>): T[] {
  const downloads: T[] = [];
  beforeEach(() => {
    downloads.length = 0;
    stubDownloads(url, record, downloads);
  });
  afterEach(() => vi.restoreAllMocks());
  return downloads;
}
