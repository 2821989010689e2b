import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useServices } from '../app/services-context';
import { registerLocaleBundle } from '../i18n/bundle-registry';
import { auth } from '../i18n/locales/auth';
import { placeQueries } from './places.queries';
import { SearchableSelect } from './SearchableSelect';
import type { FieldErrors } from './validation';

export interface PlaceValue {
  readonly stateId: number | null;
  readonly districtId: number | null;
  readonly schoolId: number | null;
}

export interface PlaceSelectsProps {
  readonly value: PlaceValue;
  readonly onChange: (value: PlaceValue) => void;
  readonly errors?: FieldErrors;
  /** Which selects to show: a district manager's user needs no campus. */
  readonly levels: readonly ('state' | 'district' | 'school')[];
  /** Selects fixed by the viewer's own scope (a campus manager adds only to their campus). */
  readonly locked?: Partial<Record<'state' | 'district' | 'school', boolean>>;
  readonly required?: boolean;
}

// Any screen may show these selects, so they bring their own labels (state, district, school).
registerLocaleBundle(auth);

const NONE: readonly never[] = [];
const toOptions = (items: readonly { id: number; name: string }[]) => items.map((i) => ({ value: String(i.id), label: i.name }));
const toId = (value: string | null) => (value ? Number(value) : null);

/** State → district → campus selects; each level loads when its parent is chosen. */
export function PlaceSelects({ value, onChange, errors = {}, levels, locked = {}, required = true }: PlaceSelectsProps) {
  const { t } = useTranslation();
  const { places } = useServices();
  // A level's choices are asked for once its parent is chosen; until then (or if loading fails) it offers none.
  const states = useQuery(placeQueries.states(places)).data ?? NONE;
  const districts = useQuery({ ...placeQueries.districts(places, value.stateId), enabled: !!value.stateId }).data ?? NONE;
  const schools = useQuery({ ...placeQueries.schools(places, { districtId: value.districtId }), enabled: !!value.districtId }).data ?? NONE;
  const shownDistricts = value.stateId ? districts : NONE;
  const shownSchools = value.districtId ? schools : NONE;

  const error = (field: string) => (errors[field] ? t(errors[field]!) : undefined);
  return (
    <>
      {levels.includes('state') && (
        <SearchableSelect
          label={t('state')}
          placeholder={t('selectPlaceholder')}
          data={toOptions(states)}
          value={value.stateId ? String(value.stateId) : null}
          onChange={(v) => onChange({ stateId: toId(v), districtId: null, schoolId: null })}
          error={error('stateId')}
          disabled={locked.state}
          required={required}
        />
      )}
      {levels.includes('district') && (
        <SearchableSelect
          label={t('district')}
          placeholder={t('selectPlaceholder')}
          data={toOptions(shownDistricts)}
          value={value.districtId ? String(value.districtId) : null}
          onChange={(v) => onChange({ ...value, districtId: toId(v), schoolId: null })}
          error={error('districtId')}
          disabled={locked.district || !value.stateId}
          required={required}
        />
      )}
      {levels.includes('school') && (
        <SearchableSelect
          label={t('school')}
          placeholder={t('selectPlaceholder')}
          data={toOptions(shownSchools)}
          value={value.schoolId ? String(value.schoolId) : null}
          onChange={(v) => onChange({ ...value, schoolId: toId(v) })}
          error={error('schoolId')}
          disabled={locked.school || !value.districtId}
          required={required}
        />
      )}
    </>
  );
}
