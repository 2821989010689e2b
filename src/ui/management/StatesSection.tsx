import { useCallback, useState } from 'react';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { stateInputSchema, type State } from '@domain/geography/geography.schemas';
import { GEOGRAPHY_WRITERS } from '@domain/identity/permissions';
import { useServices, useSession } from '../app/services-context';
import { validateWith } from '../common/validation';
import { ManagementSection } from './ManagementSection';
import { PlaceFormModal, usePlaceForm } from './PlaceFormModal';
import { useListLoader } from './use-list-loader';
import type { RecordFormProps } from './use-record-form';

const searchTexts = (s: State) => [s.name, s.abbreviation];

/** States (super admin): list, add, edit, remove (api-spec §7.12). */
export function StatesSection() {
  const { t } = useTranslation();
  const { geography } = useServices();
  const { profile } = useSession();
  const list = useListLoader(useCallback(() => geography.states(), [geography]));
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
      remove={(s) => geography.remove('state', s.id)}
      renderForm={(props) => <StateForm {...props} />}
    />
  );
}

function StateForm(dialog: RecordFormProps<State>) {
  const { t } = useTranslation();
  const { geography } = useServices();
  const state = dialog.record;
  const form = usePlaceForm(dialog);
  const [abbreviation, setAbbreviation] = useState(state?.abbreviation ?? '');

  const submit = () => {
    const checked = validateWith(stateInputSchema, { name: form.name, abbreviation });
    if (checked.errors) return form.invalid(checked.errors);
    void form.save(() => (state ? geography.updateState(state.id, checked.data) : geography.addState(checked.data)));
  };

  return (
    <PlaceFormModal kind="state" title={state ? t('editStateTitle', { name: state.name }) : t('addState')} dialog={dialog} form={form} onSubmit={submit}>
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
