import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { stateInputSchema, type State } from '@domain/geography/geography.schemas';
import { useSaveState } from '../common/places.queries';
import { validateWith } from '../common/validation';
import { PlaceFormModal, usePlaceForm } from './PlaceFormModal';
import type { RecordFormProps } from './use-record-form';

/** The add/edit dialog of a state: name and abbreviation (api-spec §7.12); loaded when it first opens. */
export function StateFormModal(dialog: RecordFormProps<State>) {
  const { t } = useTranslation();
  const state = dialog.record;
  const form = usePlaceForm(dialog, useSaveState());
  const [abbreviation, setAbbreviation] = useState(state?.abbreviation ?? '');

  const submit = () => {
    const checked = validateWith(stateInputSchema, { name: form.name, abbreviation });
    if (checked.errors) return form.invalid(checked.errors);
    form.save({ id: state?.id ?? null, input: checked.data });
  };

  return (
    <PlaceFormModal kind="state" title={state ? t('editStateTitle', { name: state.name }) : t('addState')} dialog={dialog} form={form} onSubmit={submit} fields={{ abbreviation }}>
      <TextInput
        label={t('abbreviation')}
        description={t('abbreviationRule')}
        value={abbreviation}
        onChange={(e) => {
          setAbbreviation(e.currentTarget.value.toUpperCase());
          form.clearErrors('abbreviation');
        }}
        error={form.errorText('abbreviation')}
        required
        maxLength={5}
        autoCapitalize="characters"
      />
    </PlaceFormModal>
  );
}
