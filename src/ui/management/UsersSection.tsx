import { useCallback, useMemo, useState } from 'react';
import { Alert, Badge, Button, Fieldset, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ManagedUser } from '../../application/ports/user-directory.port';
import { mayManageUserOfRole, ROLES_ADDABLE_BY, USER_LIST_SCOPE } from '../../domain/identity/permissions';
import { useServices, useSession } from '../app/services-context';
import { PlaceSelects, type PlaceValue } from '../common/PlaceSelects';
import { useNotifyResult } from '../common/use-notify';
import { ConfirmRemoveModal } from './ConfirmRemoveModal';
import { ManagementTable } from './ManagementTable';
import { RowActions } from './RowActions';
import { matchesSearch, SearchInput } from './SearchInput';
import { UserFormModal } from './UserFormModal';
import { fullName, placeNames } from './user-names';
import { useListLoader } from './use-list-loader';
import { lockedLevels, ownScopePlace, scopePlaceMissing } from './viewer-scope';

type Dialog = { readonly user: ManagedUser | null; readonly key: number };

const samePlace = (a: PlaceValue, b: PlaceValue) => a.stateId === b.stateId && a.districtId === b.districtId && a.schoolId === b.schoolId;

/**
 * Users in the viewer's scope (product-spec §6 "User list scope"): super admin and support all,
 * optionally narrowed by place; managers their own state, district or campus. Add, edit and remove
 * appear only where the §6 tables allow, and never on the viewer's own row.
 */
export function UsersSection() {
  const { t } = useTranslation();
  const { users } = useServices();
  const { profile } = useSession();
  const notify = useNotifyResult();
  const viewer = profile!;
  const scope = USER_LIST_SCOPE[viewer.roleId];
  const base = useMemo(() => ownScopePlace(viewer), [viewer]);
  const [filter, setFilter] = useState<PlaceValue>(base);

  const list = useListLoader(
    useCallback(async () => {
      if (scope === 'none' || scopePlaceMissing(viewer)) return { ok: true as const, data: [], message: '' };
      if (filter.schoolId) return users.list('GetBySchoolId', filter.schoolId);
      if (filter.districtId) return users.list('GetByDistrictId', filter.districtId);
      if (filter.stateId) return users.list('GetByStateId', filter.stateId);
      return users.list('GetAll', 0);
    }, [users, scope, viewer, filter.stateId, filter.districtId, filter.schoolId]),
  );

  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [removing, setRemoving] = useState<ManagedUser | null>(null);
  const open = (user: ManagedUser | null) => {
    setDialog((d) => ({ user, key: (d?.key ?? 0) + 1 }));
    setFormOpen(true);
  };

  const roleName = useCallback((roleId: number) => t(`role${roleId}`), [t]);
  const shown = useMemo(
    () =>
      list.items.filter((u) =>
        matchesSearch(search, [fullName(u), u.userName, u.email, roleName(u.roleId), u.schoolName, u.districtName, u.stateName]),
      ),
    [list.items, search, roleName],
  );

  if (scope === 'none' || scopePlaceMissing(viewer)) return <Alert color="yellow">{t('scopeMissing')}</Alert>;

  const canAdd = ROLES_ADDABLE_BY[viewer.roleId].length > 0;
  const mayManage = (u: ManagedUser) => u.id !== viewer.id && mayManageUserOfRole(viewer.roleId, u.roleId);
  const locked = lockedLevels(viewer);
  const label = (u: ManagedUser) => `${fullName(u)} (${u.userName})`;

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{t('sectionUsers')}</Title>
        {canAdd && <Button onClick={() => open(null)}>{t('addUser')}</Button>}
      </Group>
      {scope !== 'school' && (
        <Fieldset legend={t('filterByPlace')} variant="unstyled">
          <Group align="flex-end">
            <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ flex: 1 }}>
              <PlaceSelects
                value={filter}
                onChange={setFilter}
                levels={['state', 'district', 'school']}
                locked={{ state: locked.state, district: locked.district, school: locked.school }}
                required={false}
              />
            </SimpleGrid>
            {!samePlace(filter, base) && (
              <Button variant="default" onClick={() => setFilter(base)}>
                {t('clearFilters')}
              </Button>
            )}
          </Group>
        </Fieldset>
      )}
      <SearchInput what={t('sectionUsers')} hint={t('searchUsersHint')} value={search} onChange={setSearch} />
      <ManagementTable
        what={t('sectionUsers')}
        headers={[t('colName'), t('colUsername'), t('colRole'), t('colPlace'), t('colEmail'), t('actions')]}
        total={list.items.length}
        status={list.status}
        error={list.error}
        onRetry={() => void list.reload()}
        emptyText={t('noUsers')}
        minWidth={900}
        rows={shown.map((u) => ({
          key: u.id,
          cells: [
            <Group key="name" gap="xs">
              <span>{fullName(u)}</span>
              {u.id === viewer.id && (
                <Badge variant="outline" size="sm" style={{ flexShrink: 0 }}>
                  {t('you')}
                </Badge>
              )}
            </Group>,
            u.userName,
            roleName(u.roleId),
            placeNames(u) || t('notPlaced'),
            u.email || t('noEmail'),
            <RowActions
              key="actions"
              name={label(u)}
              onEdit={mayManage(u) ? () => open(u) : undefined}
              onRemove={mayManage(u) ? () => setRemoving(u) : undefined}
            />,
          ],
        }))}
      />
      {dialog && (
        <UserFormModal
          key={dialog.key}
          opened={formOpen}
          user={dialog.user}
          viewer={viewer}
          onClose={() => setFormOpen(false)}
          onSaved={(message) => {
            notify({ ok: true, data: null, message });
            setFormOpen(false);
            void list.reload();
          }}
        />
      )}
      <ConfirmRemoveModal
        name={removing ? label(removing) : null}
        onClose={() => setRemoving(null)}
        onConfirm={() => users.remove(removing!.id)}
        onRemoved={(result) => {
          notify(result);
          setRemoving(null);
          void list.reload();
        }}
      />
    </Stack>
  );
}
