import { useState, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { PlaceKind } from '@application/places/place.use-cases';
import type { Saved } from '../app/server-state/api-result-query';
import { FormModal } from './FormModal';
import { PlaceNameInput } from './PlaceNameInput';
import { useHasChanges } from './use-has-changes';
import { useRecordForm, type RecordForm, type RecordFormProps } from './use-record-form';

type Named = { readonly name: string };

/** A state, district or school dialog's shared part: the form plumbing over its save mutation, and the name being typed. */
export function usePlaceForm<V>(dialog: RecordFormProps<Named>, saving: UseMutationResult<Saved<unknown>, Error, V>) {
  const form = useRecordForm(dialog, saving);
  const [name, setName] = useState(dialog.record?.name ?? '');
  return { ...form, name, setName };
}

export interface PlaceFormModalProps<V> {
  readonly kind: PlaceKind;
  readonly title: string;
  readonly dialog: RecordFormProps<Named>;
  readonly form: RecordForm<V> & { readonly name: string; readonly setName: (name: string) => void };
  readonly onSubmit: () => void;
  /** The kind's own field values, so closing with changes asks first (the name is already known here). */
  readonly fields: unknown;
  /** The kind's own fields, below the name. */
  readonly children: ReactNode;
}

/** The add/edit dialog of a place: its name (checked for availability on blur) and the kind's own fields. */
export function PlaceFormModal<V>({ kind, title, dialog, form, onSubmit, fields, children }: PlaceFormModalProps<V>) {
  const changed = useHasChanges({ name: form.name, fields });
  return (
    <FormModal opened={dialog.opened} title={title} onClose={dialog.onClose} onSubmit={onSubmit} changed={changed} summary={form.summary} busy={form.busy}>
      <PlaceNameInput
        kind={kind}
        value={form.name}
        onChange={(value) => {
          form.setName(value);
          form.clearErrors('name');
        }}
        error={form.errorText('name')}
        currentName={dialog.record?.name ?? null}
        onAvailability={(available) => form.setError('name', available ? undefined : 'nameInUse')}
      />
      {children}
    </FormModal>
  );
}
