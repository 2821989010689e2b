export type ContentEncoding = 'br' | 'gzip';

/** Ours in order of preference: brotli is smaller for the same text. */
const OFFERED: readonly ContentEncoding[] = ['br', 'gzip'];

/**
 * The encoding to answer in from an Accept-Encoding header (RFC 9110 §12.5.3): the offered one with the
 * highest weight, brotli on a tie; `*` stands for any not named; a weight of 0 refuses. Null: send it plain.
 */
export function negotiateEncoding(header: string | string[] | undefined): ContentEncoding | null {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const weights = new Map<string, number>();
  for (const part of text.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best: ContentEncoding | null = null;
  let bestWeight = 0;
  for (const encoding of OFFERED) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}
