import { NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AnalyticsPlace } from '@application/analytics/usage-analytics.use-cases';
import { RoleId } from '@domain/identity/role';
import type { ReducedProfile } from '@domain/identity/reduced-profile';
import { useServices } from '../app/services-context';
import { placeQueries } from '../common/places.queries';

/** Which places one level below the viewer's scope they may narrow to: districts (super admin, state manager) or schools (district manager). */
export function placeLevelOf(viewer: ReducedProfile): 'district' | 'school' | null {
  if (viewer.roleId === RoleId.SuperAdmin || viewer.roleId === RoleId.StateManager) return 'district';
  return viewer.roleId === RoleId.DistrictManager ? 'school' : null;
}

/** A place inside the viewer's scope, or all of it. A campus manager's scope is one school: no picker. */
export function AnalyticsPlacePicker({ viewer, place, onChange }: { readonly viewer: ReducedProfile; readonly place: AnalyticsPlace; readonly onChange: (place: AnalyticsPlace) => void }) {
  const { t } = useTranslation();
  const { places } = useServices();
  const level = placeLevelOf(viewer);
  const stateId = viewer.roleId === RoleId.StateManager ? viewer.stateId : null;
  const districts = useQuery({ ...placeQueries.districts(places, stateId), enabled: level === 'district' });
  const schools = useQuery({ ...placeQueries.schools(places, { districtId: viewer.districtId }), enabled: level === 'school' && viewer.districtId !== null });
  if (level === null) return null;
  const options = (level === 'district' ? districts.data : schools.data) ?? [];
  const value = String((level === 'district' ? place.districtId : place.schoolId) ?? '');
  return (
    <NativeSelect
      label={t('anPlace')}
      value={value}
      onChange={(event) => {
        const id = Number(event.currentTarget.value);
        onChange(!id ? {} : level === 'district' ? { districtId: id } : { schoolId: id });
      }}
      data={[{ value: '', label: t('anPlaceAll') }, ...options.map((p) => ({ value: String(p.id), label: p.name }))]}
    />
  );
}
