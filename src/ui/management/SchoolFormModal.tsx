import { useState } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { schoolInputSchema, type School } from '@domain/geography/geography.schemas';
import type { ReducedProfile } from '@domain/identity/user.schemas';
import { PlaceSelects, type PlaceValue } from '../common/PlaceSelects';
import { useSaveSchool } from '../common/places.queries';
import { validateWith } from '../common/validation';
import { PlaceFormModal, usePlaceForm } from './PlaceFormModal';
import type { RecordFormProps } from './use-record-form';
import { lockedLevels, ownScopePlace } from './viewer-scope';

/** The add/edit dialog of a school: name, state and district, locked to the viewer's scope; loaded when it first opens. */
export function SchoolFormModal({ viewer, ...dialog }: RecordFormProps<School> & { readonly viewer: ReducedProfile }) {
  const { t } = useTranslation();
  const school = dialog.record;
  const form = usePlaceForm(dialog, useSaveSchool());
  const locked = lockedLevels(viewer);
  const own = ownScopePlace(viewer);
  const [place, setPlace] = useState<PlaceValue>(
    school
      ? { stateId: school.stateId, districtId: school.districtId, schoolId: null }
      : { stateId: own.stateId, districtId: own.districtId, schoolId: null },
  );

  const submit = () => {
    const checked = validateWith(schoolInputSchema, { name: form.name, districtId: place.districtId });
    // The district select stays disabled until a state is chosen, so point at the state too.
    if (checked.errors)
      return form.invalid(checked.errors.districtId && !place.stateId ? { ...checked.errors, stateId: 'optionRequired' } : checked.errors);
    form.save({ id: school?.id ?? null, input: checked.data });
  };

  return (
    <PlaceFormModal kind="school" title={school ? t('editSchoolTitle', { name: school.name }) : t('addSchool')} dialog={dialog} form={form} onSubmit={submit} fields={{ place }}>
      <PlaceSelects
        value={place}
        onChange={(value) => {
          setPlace(value);
          form.clearErrors('stateId', 'districtId');
        }}
        errors={form.errors}
        levels={['state', 'district']}
        locked={{ state: locked.state, district: locked.district }}
      />
      {(locked.state || locked.district) && (
        <Text size="sm" c="dimmed">
          {t('districtLockedNote')}
        </Text>
      )}
    </PlaceFormModal>
  );
}
