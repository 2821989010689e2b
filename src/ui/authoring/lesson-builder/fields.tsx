import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Language } from '@domain/shared/constants';
import { fieldErrorOf, type SaveOutcome } from './draft-saver';
import type { Parsed } from './field-rules';

/**
 * `ruleOf` with a schema that loads when the field is first checked, so a builder shows before the
 * schema library has arrived (issue 17). Should its code not arrive (the connection dropped), the value
 * is not saved unchecked: the field says the server cannot be reached, and the next try loads again.
 */
export function lazyRuleOf<T>(load: () => Promise<z.ZodType<T>>, toInput?: (raw: string) => unknown) {
  let rule: ((raw: string) => Parsed<T>) | null = null;
  return async (raw: string): Promise<Parsed<T>> => {
    if (!rule) {
      try {
        const [{ ruleOf }, schema] = await Promise.all([import('./field-rules'), load()]);
        rule = ruleOf(schema, toInput);
      } catch {
        return { ok: false, messageKey: 'offline' };
      }
    }
    return rule(raw);
  };
}

/** What the creator typed, reset when the draft brings a different value (someone's newer save, a stale reload). */
function useFollowedText(value: string) {
  const [state, setState] = useState({ seen: value, text: value });
  if (state.seen !== value) setState({ seen: value, text: value });
  return [state.seen !== value ? value : state.text, (text: string) => setState({ seen: value, text })] as const;
}

type FieldRule<T> = (raw: string) => Parsed<T> | Promise<Parsed<T>>;

/** Each language's shared rule of a bilingual name. */
export interface BilingualRules {
  readonly en: FieldRule<string>;
  readonly es: FieldRule<string>;
}

/**
 * The shared rules of a name required in English (`bilingualNameSchema` and its kin in a request's
 * schema), loaded with their schema module on the first check: the builder shows without zod.
 */
export const requiredNameRules = (load: () => Promise<{ readonly shape: { readonly en: z.ZodType<string>; readonly es: z.ZodType<string> } }>): BilingualRules => ({
  en: lazyRuleOf(() => load().then((name) => name.shape.en)),
  es: lazyRuleOf(() => load().then((name) => name.shape.es)),
});

export interface RuleFieldProps<T> {
  readonly label: string;
  readonly value: string;
  /** The request field it saves (`background`, `title`…): the server's field errors for it show beneath. */
  readonly field: string;
  readonly parse: FieldRule<T>;
  readonly onSave: (value: T) => Promise<SaveOutcome<unknown>>;
  readonly description?: string;
  readonly inputMode?: 'numeric' | 'url' | 'text';
}

/**
 * A one-line property saved when it loses focus (no Save button): checked first by the shared rule
 * (an invalid colour never leaves the browser), then the server's field error if it refuses.
 */
export function RuleField<T>({ label, value, field, parse, onSave, description, inputMode = 'text' }: RuleFieldProps<T>) {
  const { t } = useTranslation();
  const [text, setText] = useFollowedText(value);
  const [error, setError] = useState<string | null>(null);
  const commit = async () => {
    if (text === value) return setError(null);
    const parsed = await parse(text);
    if (!parsed.ok) return setError(t(parsed.messageKey));
    setError(null);
    const outcome = await onSave(parsed.value);
    setError(fieldErrorOf(outcome, field));
    // A stale refusal puts the newer draft on screen: the typed text was not saved, so it must not stay as if it were.
    if (!outcome.ok && outcome.failure?.code === 'AUTHORING.STALE_VERSION') setText(value);
  };
  return (
    <TextInput
      label={label}
      description={description}
      value={text}
      inputMode={inputMode}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={() => void commit()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') void commit();
      }}
      error={error}
    />
  );
}

/** Plain text, saved as typed; an empty text stays empty. */
export const plainText = (raw: string): Parsed<string> => ({ ok: true, value: raw });

/** English and Spanish of one plain-text property (a title, a caption), each language saved on its own. */
export function BilingualPlainFields({
  labels,
  value,
  field,
  onSave,
  rules,
}: {
  readonly labels: { readonly en: string; readonly es: string };
  readonly value: { readonly en: string; readonly es: string } | null;
  readonly field: string;
  readonly onSave: (language: Language, text: string) => Promise<SaveOutcome<unknown>>;
  /** Each language's shared rule (a title required in English); plain text otherwise. */
  readonly rules?: BilingualRules;
}) {
  return (
    <>
      <RuleField label={labels.en} value={value?.en ?? ''} field={field} parse={rules?.en ?? plainText} onSave={(text) => onSave('en', text)} />
      <RuleField label={labels.es} value={value?.es ?? ''} field={field} parse={rules?.es ?? plainText} onSave={(text) => onSave('es', text)} />
    </>
  );
}
