import { useCallback, useMemo, useState } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { districtInputSchema, type District } from '../../domain/geography/geography.schemas';
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

type Dialog = { readonly district: District | null; readonly key: number };

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
  const { geography } = useServices();
  const { profile } = useSession();
  const notify = useNotifyResult();
  const viewer = profile!;
  const allScope = USER_LIST_SCOPE[viewer.roleId] === 'all';
  const missing = !allScope && viewer.stateId === null;

  const districts = useListLoader(
    useCallback(async () => {
      if (allScope) return geography.districts();
      if (viewer.stateId === null) return { ok: true as const, data: [], message: '' };
      return geography.districts(viewer.stateId);
    }, [geography, allScope, viewer.stateId]),
  );
  const states = useListLoader(useCallback(() => geography.states(), [geography]));
  const stateName = useMemo(() => new Map(states.items.map((s) => [s.id, s.name])), [states.items]);

  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [removing, setRemoving] = useState<District | null>(null);
  const open = (district: District | null) => {
    setDialog((d) => ({ district, key: (d?.key ?? 0) + 1 }));
    setFormOpen(true);
  };

  const canAdd = mayWriteDistrictIn(viewer, viewer.stateId);
  const shown = useMemo(
    () => districts.items.filter((d) => matchesSearch(search, [d.name, stateName.get(d.stateId)])),
    [districts.items, search, stateName],
  );

  if (missing) return <Alert color="yellow">{t('scopeMissing')}</Alert>;

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{t('sectionDistricts')}</Title>
        {canAdd && <Button onClick={() => open(null)}>{t('addDistrict')}</Button>}
      </Group>
      <SearchInput what={t('sectionDistricts')} hint={t('searchPlacesHint')} value={search} onChange={setSearch} />
      <ManagementTable
        what={t('sectionDistricts')}
        headers={[t('colName'), t('colState'), t('actions')]}
        total={districts.items.length}
        status={districts.status}
        error={districts.error}
        onRetry={() => void districts.reload()}
        emptyText={t('noDistricts')}
        minWidth={480}
        rows={shown.map((d) => {
          const writable = mayWriteDistrictIn(viewer, d.stateId);
          return {
            key: d.id,
            cells: [
              d.name,
              stateName.get(d.stateId) ?? '',
              <RowActions
                key="actions"
                name={d.name}
                onEdit={writable ? () => open(d) : undefined}
                onRemove={writable ? () => setRemoving(d) : undefined}
              />,
            ],
          };
        })}
      />
      {dialog && (
        <DistrictForm
          key={dialog.key}
          opened={formOpen}
          district={dialog.district}
          viewer={viewer}
          onClose={() => setFormOpen(false)}
          onSaved={(message) => {
            notify({ ok: true, data: null, message });
            setFormOpen(false);
            void districts.reload();
          }}
        />
      )}
      <ConfirmRemoveModal
        name={removing?.name ?? null}
        onClose={() => setRemoving(null)}
        onConfirm={() => geography.remove('district', removing!.id)}
        onRemoved={(result) => {
          notify(result);
          setRemoving(null);
          void districts.reload();
        }}
      />
    </Stack>
  );
}

interface DistrictFormProps {
  readonly opened: boolean;
  readonly district: District | null;
  readonly viewer: ReducedProfile;
  readonly onClose: () => void;
  readonly onSaved: (message: string) => void;
}

function DistrictForm({ opened, district, viewer, onClose, onSaved }: DistrictFormProps) {
  const { t } = useTranslation();
  const { geography } = useServices();
  const text = useMessageText();
  const stateLocked = USER_LIST_SCOPE[viewer.roleId] !== 'all';
  const [name, setName] = useState(district?.name ?? '');
  const [place, setPlace] = useState<PlaceValue>({ ...NO_PLACE, stateId: district?.stateId ?? (stateLocked ? viewer.stateId : null) });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const checked = validateWith(districtInputSchema, { name, stateId: place.stateId });
    if (checked.errors) {
      setErrors(checked.errors);
      return setSummary(t('fieldsInvalid'));
    }
    setBusy(true);
    const result = district ? await geography.updateDistrict(district.id, checked.data) : await geography.addDistrict(checked.data);
    setBusy(false);
    if (result.ok) return onSaved(result.message);
    if (result.kind === 'unauthorized') return onClose();
    setErrors(serverFieldErrors(result.fields));
    setSummary(result.kind === 'offline' ? t('offline') : result.message || t('somethingWentWrongAlert'));
  };

  return (
    <FormModal
      opened={opened}
      title={district ? t('editDistrictTitle', { name: district.name }) : t('addDistrict')}
      onClose={onClose}
      onSubmit={() => void submit()}
      summary={summary}
      busy={busy}
    >
      <PlaceNameInput
        kind="district"
        value={name}
        onChange={(value) => {
          setName(value);
          setErrors((e) => ({ ...e, name: undefined }));
        }}
        error={text(errors.name)}
        currentName={district?.name ?? null}
        onAvailability={(available) => setErrors((e) => ({ ...e, name: available ? undefined : 'nameInUse' }))}
      />
      <PlaceSelects
        value={place}
        onChange={(value) => {
          setPlace(value);
          setErrors((e) => ({ ...e, stateId: undefined }));
        }}
        errors={errors}
        levels={['state']}
        locked={{ state: stateLocked }}
      />
      {stateLocked && (
        <Text size="sm" c="dimmed">
          {t('stateLockedNote')}
        </Text>
      )}
    </FormModal>
  );
}
