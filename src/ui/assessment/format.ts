/** Points and percents as the student's language writes them (at most two decimals, as the server rounds). */
export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language === 'es' ? 'es' : 'en', { maximumFractionDigits: 2 }).format(value);
}

/** A date of a benchmark period, in the student's language. */
export function formatDate(iso: string | null, language: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language === 'es' ? 'es' : 'en', { dateStyle: 'long' }).format(date);
}
