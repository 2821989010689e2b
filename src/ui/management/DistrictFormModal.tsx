import { useState } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { districtInputSchema, type District } from '@domain/geography/geography.schemas';
import { USER_LIST_SCOPE } from '@domain/identity/permissions';
import type { ReducedProfile } from '@domain/identity/user.schemas';
import { PlaceSelects, type PlaceValue } from '../common/PlaceSelects';
import { useSaveDistrict } from '../common/places.queries';
import { validateWith } from '../common/validation';
import { PlaceFormModal, usePlaceForm } from './PlaceFormModal';
import type { RecordFormProps } from './use-record-form';

const NO_PLACE = { stateId: null, districtId: null, schoolId: null };

/** The add/edit dialog of a district: name and state, the state fixed for a state manager; loaded when it first opens. */
export function DistrictFormModal({ viewer, ...dialog }: RecordFormProps<District> & { readonly viewer: ReducedProfile }) {
  const { t } = useTranslation();
  const district = dialog.record;
  const form = usePlaceForm(dialog, useSaveDistrict());
  const stateLocked = USER_LIST_SCOPE[viewer.roleId] !== 'all';
  const [place, setPlace] = useState<PlaceValue>({ ...NO_PLACE, stateId: district?.stateId ?? (stateLocked ? viewer.stateId : null) });

  const submit = () => {
    const checked = validateWith(districtInputSchema, { name: form.name, stateId: place.stateId });
    if (checked.errors) return form.invalid(checked.errors);
    form.save({ id: district?.id ?? null, input: checked.data });
  };

  return (
    <PlaceFormModal
      kind="district"
      title={district ? t('editDistrictTitle', { name: district.name }) : t('addDistrict')}
      dialog={dialog}
      form={form}
      onSubmit={submit}
      fields={{ place }}
    >
      <PlaceSelects
        value={place}
        onChange={(value) => {
          setPlace(value);
          form.clearErrors('stateId');
        }}
        errors={form.errors}
        levels={['state']}
        locked={{ state: stateLocked }}
      />
      {stateLocked && (
        <Text size="sm" c="dimmed">
          {t('stateLockedNote')}
        </Text>
      )}
    </PlaceFormModal>
  );
}
