import { lazy, Suspense } from 'react';
import { TextInput } from '@mantine/core';

const Select = lazy(() => import('./searchable-select.mantine').then((m) => ({ default: m.Select })));

export interface SearchableSelectProps {
  readonly label: string;
  readonly placeholder?: string;
  readonly data: readonly { readonly value: string; readonly label: string }[];
  readonly value: string | null;
  readonly onChange: (value: string | null) => void;
  readonly error?: string;
  readonly disabled?: boolean;
  readonly required?: boolean;
}

/**
 * A select that finds its entry as the name is typed (Mantine's searchable Select), for long lists:
 * every school of a state, a school's teachers. Its code (combobox, Popover, floating-ui: about 27 KB
 * gzipped) loads after the screen has shown (issue 17); until then the same field shows, labelled
 * and holding the chosen entry's name, but disabled for the moment it takes.
 */
export function SearchableSelect({ label, placeholder, data, value, onChange, error, disabled, required }: SearchableSelectProps) {
  const chosen = data.find((option) => option.value === value)?.label ?? '';
  return (
    <Suspense fallback={<TextInput label={label} placeholder={placeholder} value={chosen} error={error} required={required} disabled readOnly />}>
      <Select
        label={label}
        placeholder={placeholder}
        data={data as { value: string; label: string }[]}
        value={value}
        onChange={(next) => onChange(next === null ? null : String(next))}
        error={error}
        disabled={disabled}
        required={required}
        searchable
      />
    </Suspense>
  );
}
