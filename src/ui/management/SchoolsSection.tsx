import { lazy, useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SchoolsIn } from '@application/places/place.use-cases';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { School } from '@domain/geography/geography.schemas';
import { GEOGRAPHY_WRITERS, USER_LIST_SCOPE } from '@domain/identity/permissions';
import { placeWithinScope } from '@domain/identity/scope';
import type { ReducedProfile } from '@domain/identity/user.schemas';
import { useServices, useSession } from '../app/services-context';
import { placeQueries, useRemovePlace } from '../common/places.queries';
import { ManagementSection } from './ManagementSection';
import { ownScopePlace, scopePlaceMissing } from './viewer-scope';

// The dialog loads when it first opens: its schema brings zod, which the list does not need.
const SchoolFormModal = lazy(() => import('./SchoolFormModal').then((m) => ({ default: m.SchoolFormModal })));

/** Whether the viewer may add, edit or remove a school in this district (GEOGRAPHY_WRITERS and scope). */
function mayWriteSchoolIn(viewer: ReducedProfile, stateId: number | null, districtId: number | null): boolean {
  if (!(GEOGRAPHY_WRITERS.school as readonly number[]).includes(viewer.roleId)) return false;
  if (USER_LIST_SCOPE[viewer.roleId] === 'all') return true;
  return placeWithinScope(viewer, { stateId, districtId, schoolId: null });
}

/** The schools a viewer's scope covers; null when their account lacks the place it is defined by. */
function schoolsInScope(viewer: ReducedProfile): SchoolsIn | null {
  const scope = USER_LIST_SCOPE[viewer.roleId];
  if (scope === 'all') return {};
  if (scope === 'state') return viewer.stateId === null ? null : { stateId: viewer.stateId };
  return viewer.districtId === null ? null : { districtId: viewer.districtId };
}

/**
 * Schools (campuses): the super admin manages all, a district manager those of their district, a
 * state manager those of their state (product-spec §6 "Schools list").
 */
export function SchoolsSection() {
  const { t } = useTranslation();
  const { places } = useServices();
  const { profile } = useSession();
  const viewer = profile!;
  const scope = USER_LIST_SCOPE[viewer.roleId];

  const where = schoolsInScope(viewer);
  const schools = useQuery({ ...placeQueries.schools(places, where ?? {}), enabled: where !== null });
  const districts = useQuery(placeQueries.districts(places, scope === 'all' ? null : viewer.stateId));
  const states = useQuery(placeQueries.states(places));
  const removal = useRemovePlace('school');
  const districtName = useMemo(() => new Map((districts.data ?? []).map((d) => [d.id, d.name])), [districts.data]);
  const stateName = useMemo(() => new Map((states.data ?? []).map((s) => [s.id, s.name])), [states.data]);
  const searchTexts = useCallback((s: School) => [s.name, districtName.get(s.districtId), stateName.get(s.stateId)], [districtName, stateName]);

  if (scopePlaceMissing(viewer)) return <Alert color="yellow">{t('scopeMissing')}</Alert>;

  const own = ownScopePlace(viewer);
  return (
    <ManagementSection
      title={t('sectionSchools')}
      addLabel={t('addSchool')}
      canAdd={mayWriteSchoolIn(viewer, own.stateId, own.districtId)}
      searchHint={t('searchPlacesHint')}
      searchTexts={searchTexts}
      list={schools}
      headers={[t('colName'), t('colDistrict'), t('colState'), t('actions')]}
      emptyText={t('noSchools')}
      cells={(s) => [s.name, districtName.get(s.districtId) ?? '', stateName.get(s.stateId) ?? '']}
      label={(s) => s.name}
      writable={(s) => mayWriteSchoolIn(viewer, s.stateId, s.districtId)}
      removal={removal}
      renderForm={(props) => <SchoolFormModal {...props} viewer={viewer} />}
    />
  );
}
