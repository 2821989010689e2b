import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseMutationResult } from '@tanstack/react-query';
import { failureOf, type Saved } from '../app/server-state/api-result-query';
import { useFailureText } from '../common/use-failure-text';
import { serverFieldErrors, type FieldErrors } from '../common/validation';
import { useMessageText } from './use-message-text';

/** What a section hands its add/edit dialog. */
export interface RecordFormProps<T> {
  readonly opened: boolean;
  /** The record being edited; null adds a new one. */
  readonly record: T | null;
  readonly onClose: () => void;
  /** Called with the server's success message ("District added successfully", …). */
  readonly onSaved: (message: string) => void;
}

export type RecordForm<V> = ReturnType<typeof useRecordForm<V>>;

/**
 * What every add/edit dialog does around its own fields: per-field errors (catalogue keys from the
 * shared schemas or the server's words), the summary alert, and the save through its mutation —
 * saved reports the server's message (the mutation has invalidated the lists), an ended session
 * closes the dialog, a refusal shows the server's field errors and message.
 */
export function useRecordForm<V>(
  { onClose, onSaved }: Pick<RecordFormProps<unknown>, 'onClose' | 'onSaved'>,
  saving: UseMutationResult<Saved<unknown>, Error, V>,
) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const text = useMessageText();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [summary, setSummary] = useState<string | null>(null);

  return {
    errors,
    summary,
    busy: saving.isPending,
    /** The field's error as words on screen. */
    errorText: (field: string) => text(errors[field]),
    setError: (field: string, error: string | undefined) => setErrors((e) => ({ ...e, [field]: error })),
    /** The user changed these fields: their errors go until the next check. */
    clearErrors: (...fields: readonly string[]) => setErrors((e) => ({ ...e, ...Object.fromEntries(fields.map((f) => [f, undefined])) })),
    /** Client-side validation failed: show each field's problem and the summary. */
    invalid: (found: FieldErrors) => {
      setErrors(found);
      setSummary(t('fieldsInvalid'));
    },
    save: (variables: V) =>
      saving.mutate(variables, {
        onSuccess: (saved) => onSaved(saved.message),
        onError: (error) => {
          const failure = failureOf(error);
          if (failure?.kind === 'unauthorized') return onClose();
          setErrors(serverFieldErrors(failure?.fields ?? []));
          setSummary(failure ? failureText(failure) : t('somethingWentWrongAlert'));
        },
      }),
  };
}
