import { localeOf } from './number-format';

/**
 * A file's size in megabytes as the upload limits count them (1 MB = 1024 × 1024 bytes): "10 MB",
 * "11.8 MB", in the interface language's number format. The back office's alone, so it is kept out of
 * number-format.ts, which every student's first load carries.
 */
export function formatMegabytes(bytes: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / (1024 * 1024));
}
