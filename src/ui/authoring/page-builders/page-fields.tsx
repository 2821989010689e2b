import type { Language } from '@domain/shared/constants';
import { RichTextField } from '../editing/RichTextField';

/** English and Spanish of one rich text (a story, a skill's description), each handed on as it is typed (§9 debounce). */
export function BilingualRichFields({
  labels,
  value,
  onChange,
}: {
  readonly labels: { readonly en: string; readonly es: string };
  readonly value: { readonly en: string; readonly es: string } | null;
  readonly onChange: (language: Language, html: string) => void;
}) {
  return (
    <>
      <RichTextField label={labels.en} language="en" value={value?.en ?? ''} onChange={(html) => onChange('en', html)} />
      <RichTextField label={labels.es} language="es" value={value?.es ?? ''} onChange={(html) => onChange('es', html)} />
    </>
  );
}
