/** An optional bilingual text (a period, a caption): cleared to none when both languages are empty. */
export function optionalText(value: { readonly en: string; readonly es: string }): { en: string; es: string } | null {
  return value.en.trim() || value.es.trim() ? { en: value.en, es: value.es } : null;
}

/** The two languages of a stored bilingual text, as a request sends them back (an empty pair for none). */
export const plainOf = (value: { readonly en: string; readonly es: string } | null | undefined) => ({ en: value?.en ?? '', es: value?.es ?? '' });
