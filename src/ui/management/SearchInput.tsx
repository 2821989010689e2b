import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A labelled search box filtering a table on this page (no call to the server). */
export function SearchInput({ what, hint, value, onChange }: { what: string; hint: string; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextInput
      type="search"
      label={t('searchLabel', { what: what.toLocaleLowerCase() })}
      description={hint}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      maw={420}
    />
  );
}

/** Case- and accent-insensitive "contains" over several texts. */
export function matchesSearch(query: string, texts: readonly (string | null | undefined)[]): boolean {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
  const q = fold(query.trim());
  if (!q) return true;
  return texts.some((text) => text && fold(text).includes(q));
}
