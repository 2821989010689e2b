/**
 * One way to write the numbers a student reads about their work (scores, percents, points), in the
 * interface language. The platform serves US schools, so Spanish is US Spanish (es-US): "66.67%", the
 * point as decimal mark and the sign attached, as in English, never Spain's "66,67 %". At most two
 * decimals (the server rounds scores to two) and no trailing zeros.
 */
const NUMBER_LOCALE = { en: 'en-US', es: 'es-US' } as const;

export const localeOf = (language: string) => (language === 'es' ? NUMBER_LOCALE.es : NUMBER_LOCALE.en);

/** A percent given on the 0..100 scale the server stores ("66.67%"). */
export function formatPercent(percent: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
}

/** Points of a question or a score ("2.5"). */
export function formatPoints(points: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 2 }).format(points);
}
