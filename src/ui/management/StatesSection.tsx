import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { stateInputSchema, type State } from '@domain/geography/geography.schemas';
import { GEOGRAPHY_WRITERS } from '@domain/identity/permissions';
import { useServices, useSession } from '../app/services-context';
import { placeQueries, useRemovePlace, useSaveState } from '../common/places.queries';
import { validateWith } from '../common/validation';
import { ManagementSection } from './ManagementSection';
import { PlaceFormModal, usePlaceForm } from './PlaceFormModal';
import type { RecordFormProps } from './use-record-form';

const searchTexts = (s: State) => [s.name, s.abbreviation];

/** States (super admin): list, add, edit, remove (api-spec §7.12). */
export function StatesSection() {
  const { t } = useTranslation();
  const { places } = useServices();
  const { profile } = useSession();
  const list = useQuery(placeQueries.states(places));
  const removal = useRemovePlace('state');
  const canWrite = profile !== null && (GEOGRAPHY_WRITERS.state as readonly number[]).includes(profile.roleId);

  return (
    <ManagementSection
      title={t('sectionStates')}
      addLabel={t('addState')}
      canAdd={canWrite}
      searchHint={t('searchPlacesHint')}
      searchTexts={searchTexts}
      list={list}
      headers={[t('colName'), t('colAbbreviation'), t('actions')]}
      emptyText={t('noStates')}
      minWidth={420}
      cells={(s) => [s.name, s.abbreviation]}
      label={(s) => s.name}
      writable={() => canWrite}
      removal={removal}
      renderForm={(props) => <StateForm {...props} />}
    />
  );
}

function StateForm(dialog: RecordFormProps<State>) {
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
