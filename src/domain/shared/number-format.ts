/**
 * One way to write the numbers a student reads about their work (scores, percents, points), in the
 * interface language. The platform serves US schools, so Spanish is US Spanish (es-US): "66.67%", the
 * point as decimal mark and the sign attached, as in English, never Spain's "66,67 %". At most two
 * decimals (the server rounds scores to two) and no trailing zeros.
 *
 * en-US and es-US write these numbers alike, so the usual ones (finite, not negative) are written here
 * digit by digit, as `Intl.NumberFormat` writes them (tests/unit/number-format.test.ts compares the two):
 * a browser's first `Intl.NumberFormat` loads its number data, 40–55 ms on the units dashboard's first
 * render, four times that on a phone (docs/performance.md, issue 17). Anything else goes to Intl.
 */
const NUMBER_LOCALE = { en: 'en-US', es: 'es-US' } as const;

export const localeOf = (language: string) => (language === 'es' ? NUMBER_LOCALE.es : NUMBER_LOCALE.en);

const FRACTION_DIGITS = 2;

/** A percent given on the 0..100 scale the server stores ("66.67%"). */
export function formatPercent(percent: number, language: string): string {
  // Intl is given the fraction (percent / 100) and scales its decimal digits back by 100, so this does too.
  const written = writtenDecimal(percent / 100, 2);
  return written === null
    ? new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: FRACTION_DIGITS }).format(percent / 100)
    : `${written}%`;
}

/** Points of a question or a score ("2.5"). */
export function formatPoints(points: number, language: string): string {
  return writtenDecimal(points, 0) ?? new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: FRACTION_DIGITS }).format(points);
}

/**
 * `value` × 10^`shift` with at most two decimals, halves rounded up, no trailing zeros, thousands
 * grouped by commas; null for what Intl should write (negative, not finite, or in exponent form).
 * Rounds the shortest decimal that reads back as the double ("1.005"), as Intl does, not the double's
 * binary value (1.00499…), which is why this works on digits and not with Math.round.
 */
function writtenDecimal(value: number, shift: number): string | null {
  const shortest = String(value);
  const parts = /^(\d+)(?:\.(\d+))?$/.exec(shortest);
  if (!parts || Object.is(value, -0)) return null;
  const digits = parts[1] + (parts[2] ?? '');
  const keptLength = parts[1].length + shift + FRACTION_DIGITS;
  const padded = digits.padEnd(keptLength, '0');
  let kept = padded.slice(0, keptLength);
  if (padded.length > keptLength && padded[keptLength] >= '5') kept = (BigInt(kept) + 1n).toString().padStart(keptLength, '0');
  const whole = kept.slice(0, kept.length - FRACTION_DIGITS).replace(/^0+(?=\d)/, '') || '0';
  const fraction = kept.slice(kept.length - FRACTION_DIGITS).replace(/0+$/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}
