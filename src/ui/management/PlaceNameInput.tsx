import { useRef, useState } from 'react';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { PlaceKind } from '@application/places/place.use-cases';
import { useServices } from '../app/services-context';
import { placeQueries } from '../common/places.queries';

export interface PlaceNameInputProps {
  readonly kind: PlaceKind;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error: string | undefined;
  /** The record's current name when editing: keeping it (in any case) needs no check. */
  readonly currentName: string | null;
  /** Result of the availability check on blur: false = taken ("Name already in use"). */
  readonly onAvailability: (available: boolean) => void;
}

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** The "Name" field of a state, district or school, checked with FindByName when it loses focus. */
export function PlaceNameInput({ kind, value, onChange, error, currentName, onAvailability }: PlaceNameInputProps) {
  const { t } = useTranslation();
  const { places } = useServices();
  const client = useQueryClient();
  const [note, setNote] = useState<'checking' | 'available' | null>(null);
  const checked = useRef('');

  const check = async () => {
    const name = value.trim();
    if (!name || (currentName !== null && same(name, currentName))) return setNote(null);
    checked.current = name;
    setNote('checking');
    const available = await client.fetchQuery(placeQueries.nameAvailable(places, kind, name)).catch(() => null);
    if (checked.current !== name) return; // the user typed on; a newer check decides
    if (available === null) return setNote(null);
    setNote(available ? 'available' : null);
    onAvailability(available);
  };

  return (
    <TextInput
      label={t('placeName')}
      value={value}
      onChange={(e) => {
        checked.current = '';
        setNote(null);
        onChange(e.currentTarget.value);
      }}
      onBlur={() => void check()}
      // Always present so the layout does not move under the pointer when the check starts on blur.
      description={note ? t(note) : t('placeNameHint')}
      error={error}
      required
      data-autofocus
      maxLength={100}
    />
  );
}
