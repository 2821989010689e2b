import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { districtInputSchema, type District } from '@domain/geography/geography.schemas';
import { GEOGRAPHY_WRITERS, USER_LIST_SCOPE } from '@domain/identity/permissions';
import { placeWithinScope } from '@domain/identity/scope';
import type { ReducedProfile } from '@domain/identity/user.schemas';
import { useServices, useSession } from '../app/services-context';
import { PlaceSelects, type PlaceValue } from '../common/PlaceSelects';
import { placeQueries, useRemovePlace, useSaveDistrict } from '../common/places.queries';
import { validateWith } from '../common/validation';
import { ManagementSection } from './ManagementSection';
import { PlaceFormModal, usePlaceForm } from './PlaceFormModal';
import type { RecordFormProps } from './use-record-form';

const NO_PLACE = { stateId: null, districtId: null, schoolId: null };

/** Whether the viewer may add, edit or remove a district of this state (GEOGRAPHY_WRITERS and scope). */
function mayWriteDistrictIn(viewer: ReducedProfile, stateId: number | null): boolean {
  if (!(GEOGRAPHY_WRITERS.district as readonly number[]).includes(viewer.roleId)) return false;
  if (USER_LIST_SCOPE[viewer.roleId] === 'all') return true;
  return stateId !== null && placeWithinScope(viewer, { ...NO_PLACE, stateId });
}

/** Districts: the super admin manages all; a state manager those of their own state (api-spec §7.12). */
export function DistrictsSection() {
  const { t } = useTranslation();
  const { places } = useServices();
  const { profile } = useSession();
  const viewer = profile!;
  const allScope = USER_LIST_SCOPE[viewer.roleId] === 'all';
  const missing = !allScope && viewer.stateId === null;

  // Every district for the super admin, else those of the viewer's own state.
  const districts = useQuery({ ...placeQueries.districts(places, allScope ? null : viewer.stateId), enabled: !missing });
  const states = useQuery(placeQueries.states(places));
  const removal = useRemovePlace('district');
  const stateName = useMemo(() => new Map((states.data ?? []).map((s) => [s.id, s.name])), [states.data]);
  const searchTexts = useCallback((d: District) => [d.name, stateName.get(d.stateId)], [stateName]);

  if (missing) return <Alert color="yellow">{t('scopeMissing')}</Alert>;

  return (
    <ManagementSection
      title={t('sectionDistricts')}
      addLabel={t('addDistrict')}
      canAdd={mayWriteDistrictIn(viewer, viewer.stateId)}
      searchHint={t('searchPlacesHint')}
      searchTexts={searchTexts}
      list={districts}
      headers={[t('colName'), t('colState'), t('actions')]}
      emptyText={t('noDistricts')}
      minWidth={480}
      cells={(d) => [d.name, stateName.get(d.stateId) ?? '']}
      label={(d) => d.name}
      writable={(d) => mayWriteDistrictIn(viewer, d.stateId)}
      removal={removal}
      renderForm={(props) => <DistrictForm {...props} viewer={viewer} />}
    />
  );
}

function DistrictForm({ viewer, ...dialog }: RecordFormProps<District> & { readonly viewer: ReducedProfile }) {
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
