import { lazy, useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Button, Fieldset, Group, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usersInScopeOf, type ManagedUser } from '@application/identity/user-management.use-cases';
import { mayManageUserOfRole, ROLES_ADDABLE_BY, USER_LIST_SCOPE } from '@domain/identity/permissions';
import { useServices, useSession } from '../app/services-context';
import { PlaceSelects, type PlaceValue } from '../common/PlaceSelects';
import { ManagementSection } from './ManagementSection';
import { fullName, placeNames } from './user-names';
import { useRemoveUser, userQueries } from './management.queries';
import { useStudentRowActions } from './student-record-actions';
import { lockedLevels, ownScopePlace, scopePlaceMissing } from './viewer-scope';

// The dialog loads when it first opens: its schemas bring zod, which the list does not need.
const UserFormModal = lazy(() => import('./UserFormModal').then((m) => ({ default: m.UserFormModal })));

const samePlace = (a: PlaceValue, b: PlaceValue) => a.stateId === b.stateId && a.districtId === b.districtId && a.schoolId === b.schoolId;

/**
 * Users in the viewer's scope (product-spec §6 "User list scope"): super admin and support all,
 * optionally narrowed by place; managers their own state, district or campus. Add, edit and remove
 * appear only where the §6 tables allow, and never on the viewer's own row; a student's row adds
 * unblocking sign-in and, for the super admin, the record's access list, export and erasure.
 */
export function UsersSection() {
  const { t } = useTranslation();
  const { users } = useServices();
  const { profile } = useSession();
  const viewer = profile!;
  const scope = USER_LIST_SCOPE[viewer.roleId];
  const base = useMemo(() => ownScopePlace(viewer), [viewer]);
  const [filter, setFilter] = useState<PlaceValue>(base);

  const list = useQuery({ ...userQueries.inScope(users, usersInScopeOf(filter)), enabled: scope !== 'none' && !scopePlaceMissing(viewer) });
  const removal = useRemoveUser();
  const mayManage = (u: ManagedUser) => u.id !== viewer.id && mayManageUserOfRole(viewer.roleId, u.roleId);
  const studentActions = useStudentRowActions(viewer, mayManage);

  const roleName = useCallback((roleId: number) => t(`role${roleId}`), [t]);
  const searchTexts = useCallback(
    (u: ManagedUser) => [fullName(u), u.userName, u.email, roleName(u.roleId), u.schoolName, u.districtName, u.stateName],
    [roleName],
  );

  if (scope === 'none' || scopePlaceMissing(viewer)) return <Alert color="yellow">{t('scopeMissing')}</Alert>;

  const canAdd = ROLES_ADDABLE_BY[viewer.roleId].length > 0;
  const locked = lockedLevels(viewer);
  const label = (u: ManagedUser) => `${fullName(u)} (${u.userName})`;

  return (
    <ManagementSection
      title={t('sectionUsers')}
      addLabel={t('addUser')}
      canAdd={canAdd}
      searchHint={t('searchUsersHint')}
      searchTexts={searchTexts}
      list={list}
      headers={[t('colName'), t('colUsername'), t('colRole'), t('colPlace'), t('colEmail'), t('actions')]}
      emptyText={t('noUsers')}
      minWidth={900}
      cells={(u) => [
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
      ]}
      label={label}
      writable={mayManage}
      moreActions={studentActions.actionsFor}
      removal={removal}
      renderForm={({ record, ...props }) => <UserFormModal {...props} user={record} viewer={viewer} />}
    >
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
      {studentActions.dialogs}
    </ManagementSection>
  );
}
