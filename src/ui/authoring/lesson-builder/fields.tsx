import { useState } from 'react';
import { Checkbox, NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Language } from '@domain/shared/constants';
import { isMessageKey } from '@domain/shared/messages';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { authoringMessageStrings } from '../authoring-messages.locale';
import { fieldErrorOf, type SaveOutcome } from './draft-saver';

// The rules' messages (invalid colour, whole-pixel margins) are the back office's own catalogue.
registerLocaleBundle(authoringMessageStrings);

/** A typed value checked by a shared schema (§5 field rules), or the catalogue key of the rule it breaks. */
export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly messageKey: string };

/** Checks what the creator typed with the same schema the server applies (`toInput` says what an empty text means). */
export function ruleOf<T>(schema: z.ZodType<T>, toInput: (raw: string) => unknown = (raw) => raw) {
  return (raw: string): Parsed<T> => {
    const result = schema.safeParse(toInput(raw));
    if (result.success) return { ok: true, value: result.data };
    // The shared rules name catalogue keys; zod's own wording (a width out of range) reads as the generic one.
    const key = result.error.issues[0]?.message ?? '';
    return { ok: false, messageKey: isMessageKey(key) ? key : 'fieldsInvalid' };
  };
}

/** What the creator typed, reset when the draft brings a different value (someone's newer save, a stale reload). */
function useFollowedText(value: string) {
  const [state, setState] = useState({ seen: value, text: value });
  if (state.seen !== value) setState({ seen: value, text: value });
  return [state.seen !== value ? value : state.text, (text: string) => setState({ seen: value, text })] as const;
}

export interface RuleFieldProps<T> {
  readonly label: string;
  readonly value: string;
  /** The request field it saves (`background`, `title`…): the server's field errors for it show beneath. */
  readonly field: string;
  readonly parse: (raw: string) => Parsed<T>;
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
    const parsed = parse(text);
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
  readonly rules?: { readonly en: (raw: string) => Parsed<string>; readonly es: (raw: string) => Parsed<string> };
}) {
  return (
    <>
      <RuleField label={labels.en} value={value?.en ?? ''} field={field} parse={rules?.en ?? plainText} onSave={(text) => onSave('en', text)} />
      <RuleField label={labels.es} value={value?.es ?? ''} field={field} parse={rules?.es ?? plainText} onSave={(text) => onSave('es', text)} />
    </>
  );
}

/** A choice among fixed options, saved when chosen. */
export function ChoiceField<V extends string>({
  label,
  value,
  options,
  onSave,
  emptyLabel,
  description,
}: {
  readonly label: string;
  readonly value: V | null;
  readonly options: readonly { readonly value: V; readonly label: string }[];
  readonly onSave: (value: V | null) => Promise<SaveOutcome<unknown>>;
  /** Offered when the property may be unset (a card's alignment). */
  readonly emptyLabel?: string;
  readonly description?: string;
}) {
  const [error, setError] = useState<string | null>(null);
  const data = [...(emptyLabel ? [{ value: '', label: emptyLabel }] : []), ...options];
  return (
    <NativeSelect
      label={label}
      description={description}
      value={value ?? ''}
      data={data}
      error={error}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        void onSave(chosen === '' ? null : (chosen as V)).then((outcome) => setError(outcome.ok ? null : outcome.text));
      }}
    />
  );
}

/** A yes/no display option, saved when ticked. */
export function ToggleField({ label, checked, onSave }: { readonly label: string; readonly checked: boolean; readonly onSave: (value: boolean) => Promise<SaveOutcome<unknown>> }) {
  return <Checkbox label={label} checked={checked} onChange={(event) => void onSave(event.currentTarget.checked)} />;
}
