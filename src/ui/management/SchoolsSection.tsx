import { useCallback, useMemo, useState } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { schoolInputSchema, type School } from '../../domain/geography/geography.schemas';
import { GEOGRAPHY_WRITERS, USER_LIST_SCOPE } from '../../domain/identity/permissions';
import { placeWithinScope } from '../../domain/identity/scope';
import type { ReducedProfile } from '../../domain/identity/user.schemas';
import { useServices, useSession } from '../app/services-context';
import { PlaceSelects, type PlaceValue } from '../common/PlaceSelects';
import { useNotifyResult } from '../common/use-notify';
import { serverFieldErrors, validateWith, type FieldErrors } from '../common/validation';
import { ConfirmRemoveModal } from './ConfirmRemoveModal';
import { FormModal } from './FormModal';
import { ManagementTable } from './ManagementTable';
import { PlaceNameInput } from './PlaceNameInput';
import { RowActions } from './RowActions';
import { matchesSearch, SearchInput } from './SearchInput';
import { useListLoader } from './use-list-loader';
import { useMessageText } from './use-message-text';
import { lockedLevels, ownScopePlace, scopePlaceMissing } from './viewer-scope';

type Dialog = { readonly school: School | null; readonly key: number };

/** Whether the viewer may add, edit or remove a school in this district (GEOGRAPHY_WRITERS and scope). */
function mayWriteSchoolIn(viewer: ReducedProfile, stateId: number | null, districtId: number | null): boolean {
  if (!(GEOGRAPHY_WRITERS.school as readonly number[]).includes(viewer.roleId)) return false;
  if (USER_LIST_SCOPE[viewer.roleId] === 'all') return true;
  return placeWithinScope(viewer, { stateId, districtId, schoolId: null });
}

/**
 * Schools (campuses): the super admin manages all, a district manager those of their district, a
 * state manager those of their state (product-spec §6 "Schools list").
 */
export function SchoolsSection() {
  const { t } = useTranslation();
  const { geography } = useServices();
  const { profile } = useSession();
  const notify = useNotifyResult();
  const viewer = profile!;
  const scope = USER_LIST_SCOPE[viewer.roleId];

  const schools = useListLoader(
    useCallback(async () => {
      if (scope === 'all') return geography.schools();
      if (scope === 'state' && viewer.stateId !== null) {
        const result = await geography.schools();
        return result.ok ? { ...result, data: result.data.filter((s) => s.stateId === viewer.stateId) } : result;
      }
      if (viewer.districtId !== null) return geography.schools(viewer.districtId);
      return { ok: true as const, data: [], message: '' };
    }, [geography, scope, viewer.stateId, viewer.districtId]),
  );
  const districts = useListLoader(
    useCallback(
      () => (scope === 'all' || viewer.stateId === null ? geography.districts() : geography.districts(viewer.stateId)),
      [geography, scope, viewer.stateId],
    ),
  );
  const states = useListLoader(useCallback(() => geography.states(), [geography]));
  const districtName = useMemo(() => new Map(districts.items.map((d) => [d.id, d.name])), [districts.items]);
  const stateName = useMemo(() => new Map(states.items.map((s) => [s.id, s.name])), [states.items]);

  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [removing, setRemoving] = useState<School | null>(null);
  const open = (school: School | null) => {
    setDialog((d) => ({ school, key: (d?.key ?? 0) + 1 }));
    setFormOpen(true);
  };

  const own = ownScopePlace(viewer);
  const canAdd = mayWriteSchoolIn(viewer, own.stateId, own.districtId);
  const shown = useMemo(
    () => schools.items.filter((s) => matchesSearch(search, [s.name, districtName.get(s.districtId), stateName.get(s.stateId)])),
    [schools.items, search, districtName, stateName],
  );

  if (scopePlaceMissing(viewer)) return <Alert color="yellow">{t('scopeMissing')}</Alert>;

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{t('sectionSchools')}</Title>
        {canAdd && <Button onClick={() => open(null)}>{t('addSchool')}</Button>}
      </Group>
      <SearchInput what={t('sectionSchools')} hint={t('searchPlacesHint')} value={search} onChange={setSearch} />
      <ManagementTable
        what={t('sectionSchools')}
        headers={[t('colName'), t('colDistrict'), t('colState'), t('actions')]}
        total={schools.items.length}
        status={schools.status}
        error={schools.error}
        onRetry={() => void schools.reload()}
        emptyText={t('noSchools')}
        rows={shown.map((s) => {
          const writable = mayWriteSchoolIn(viewer, s.stateId, s.districtId);
          return {
            key: s.id,
            cells: [
              s.name,
              districtName.get(s.districtId) ?? '',
              stateName.get(s.stateId) ?? '',
              <RowActions
                key="actions"
                name={s.name}
                onEdit={writable ? () => open(s) : undefined}
                onRemove={writable ? () => setRemoving(s) : undefined}
              />,
            ],
          };
        })}
      />
      {dialog && (
        <SchoolForm
          key={dialog.key}
          opened={formOpen}
          school={dialog.school}
          viewer={viewer}
          onClose={() => setFormOpen(false)}
          onSaved={(message) => {
            notify({ ok: true, data: null, message });
            setFormOpen(false);
            void schools.reload();
          }}
        />
      )}
      <ConfirmRemoveModal
        name={removing?.name ?? null}
        onClose={() => setRemoving(null)}
        onConfirm={() => geography.remove('school', removing!.id)}
        onRemoved={(result) => {
          notify(result);
          setRemoving(null);
          void schools.reload();
        }}
      />
    </Stack>
  );
}

interface SchoolFormProps {
  readonly opened: boolean;
  readonly school: School | null;
  readonly viewer: ReducedProfile;
  readonly onClose: () => void;
  readonly onSaved: (message: string) => void;
}

function SchoolForm({ opened, school, viewer, onClose, onSaved }: SchoolFormProps) {
  const { t } = useTranslation();
  const { geography } = useServices();
  const text = useMessageText();
  const locked = lockedLevels(viewer);
  const own = ownScopePlace(viewer);
  const [name, setName] = useState(school?.name ?? '');
  const [place, setPlace] = useState<PlaceValue>(
    school
      ? { stateId: school.stateId, districtId: school.districtId, schoolId: null }
      : { stateId: own.stateId, districtId: own.districtId, schoolId: null },
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const checked = validateWith(schoolInputSchema, { name, districtId: place.districtId });
    if (checked.errors) {
      // The district select stays disabled until a state is chosen, so point at the state too.
      setErrors(checked.errors.districtId && !place.stateId ? { ...checked.errors, stateId: 'optionRequired' } : checked.errors);
      return setSummary(t('fieldsInvalid'));
    }
    setBusy(true);
    const result = school ? await geography.updateSchool(school.id, checked.data) : await geography.addSchool(checked.data);
    setBusy(false);
    if (result.ok) return onSaved(result.message);
    if (result.kind === 'unauthorized') return onClose();
    setErrors(serverFieldErrors(result.fields));
    setSummary(result.kind === 'offline' ? t('offline') : result.message || t('somethingWentWrongAlert'));
  };

  return (
    <FormModal
      opened={opened}
      title={school ? t('editSchoolTitle', { name: school.name }) : t('addSchool')}
      onClose={onClose}
      onSubmit={() => void submit()}
      summary={summary}
      busy={busy}
    >
      <PlaceNameInput
        kind="school"
        value={name}
        onChange={(value) => {
          setName(value);
          setErrors((e) => ({ ...e, name: undefined }));
        }}
        error={text(errors.name)}
        currentName={school?.name ?? null}
        onAvailability={(available) => setErrors((e) => ({ ...e, name: available ? undefined : 'nameInUse' }))}
      />
      <PlaceSelects
        value={place}
        onChange={(value) => {
          setPlace(value);
          setErrors((e) => ({ ...e, stateId: undefined, districtId: undefined }));
        }}
        errors={errors}
        levels={['state', 'district']}
        locked={{ state: locked.state, district: locked.district }}
      />
      {(locked.state || locked.district) && (
        <Text size="sm" c="dimmed">
          {t('districtLockedNote')}
        </Text>
      )}
    </FormModal>
  );
}
