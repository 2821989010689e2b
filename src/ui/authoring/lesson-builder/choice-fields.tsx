import { useState } from 'react';
import { NativeSelect } from '@mantine/core';
import type { SaveOutcome } from './draft-saver';

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
