/** A date of a benchmark period, in the student's language. */
export function formatDate(iso: string | null, language: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language === 'es' ? 'es' : 'en', { dateStyle: 'long' }).format(date);
}
