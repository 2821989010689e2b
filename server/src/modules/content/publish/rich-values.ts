import { sanitizeRichText } from '../rich-text.sanitizer';

/**
 * Walks an assembled document: every bilingual value the database marked `$rich` is sanitized again
 * (defence in depth: stored values were sanitized on write) and loses the marker.
 */
export function sanitizeRichValues<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v) => sanitizeRichValues(v)) as T;
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if (record.$rich === true) {
    const { $rich: _marker, ...rest } = record;
    return { ...rest, en: sanitizeRichText(String(rest.en ?? '')), es: sanitizeRichText(String(rest.es ?? '')) } as T;
  }
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(record)) out[key] = sanitizeRichValues(v);
  return out as T;
}

/** Renumbers `order` 1..n in the given sequence (the draft's sort order may have gaps). */
export function renumber<T extends { order: number }>(items: readonly T[]): T[] {
  return items.map((item, i) => ({ ...item, order: i + 1 }));
}
