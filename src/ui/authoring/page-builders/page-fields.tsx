import type { z } from 'zod';
import type { Language } from '@domain/shared/constants';
import { RichTextField } from '../editing/RichTextField';
import { ruleOf } from '../lesson-builder/field-rules';

/** The shared rules of a name required in English (`requiredPlainSchema` of a page's request), checked before a save leaves the browser. */
export const requiredNameRules = (schema: { readonly shape: { readonly en: z.ZodType<string>; readonly es: z.ZodType<string> } }) => ({
  en: ruleOf(schema.shape.en),
  es: ruleOf(schema.shape.es),
});

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
