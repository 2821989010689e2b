import type { ChangeEvent, Dispatch, SetStateAction } from 'react';
import { TextInput } from '@mantine/core';
import { bilingualNameSchema } from '@domain/authoring/authoring.schemas';
import { validateWith } from '../common/validation';
import type { RecordForm } from '../management/use-record-form';

type Bilingual = { readonly en: string; readonly es: string };
type NameForm = Pick<RecordForm<never>, 'errorText' | 'clearErrors' | 'invalid'>;

export interface BilingualNameFieldsProps {
  /** The change's field the errors are keyed under (`name.en`, `title.es`). */
  readonly field: string;
  /** The two inputs' labels. */
  readonly labels: Bilingual;
  readonly value: Bilingual;
  readonly setValue: Dispatch<SetStateAction<Bilingual>>;
  readonly form: Pick<NameForm, 'errorText' | 'clearErrors'>;
}

/**
 * An item's name as a creator writes it, in English (required, focused first) and in Spanish; typing
 * in one clears that field's error.
 */
export function BilingualNameFields({ field, labels, value, setValue, form }: BilingualNameFieldsProps) {
  const input = (language: 'en' | 'es') => ({
    label: labels[language],
    value: value[language],
    maxLength: 200,
    error: form.errorText(`${field}.${language}`),
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const text = e.currentTarget.value;
      setValue((v) => ({ ...v, [language]: text }));
      form.clearErrors(`${field}.${language}`);
    },
  });
  return (
    <>
      <TextInput {...input('en')} required data-autofocus />
      <TextInput {...input('es')} />
    </>
  );
}

/** The name checked as the server checks it: refused, each field shows its problem and null comes back. */
export function checkBilingualName(form: Pick<NameForm, 'invalid'>, field: string, value: Bilingual) {
  const checked = validateWith(bilingualNameSchema, { en: value.en, es: value.es });
  if (checked.errors) form.invalid(Object.fromEntries(Object.entries(checked.errors).map(([key, error]) => [`${field}.${key}`, error])));
  return checked.data;
}
