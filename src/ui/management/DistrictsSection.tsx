import { lazy, useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { District } from '@domain/geography/geography.schemas';
import { GEOGRAPHY_WRITERS, USER_LIST_SCOPE } from '@domain/identity/permissions';
import { placeWithinScope } from '@domain/identity/scope';
import type { ReducedProfile } from '@domain/identity/user.schemas';
import { useServices, useSession } from '../app/services-context';
import { placeQueries, useRemovePlace } from '../common/places.queries';
import { ManagementSection } from './ManagementSection';

// The dialog loads when it first opens: its schema brings zod, which the list does not need.
const DistrictFormModal = lazy(() => import('./DistrictFormModal').then((m) => ({ default: m.DistrictFormModal })));

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
      renderForm={(props) => <DistrictFormModal {...props} viewer={viewer} />}
    />
  );
}
