import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PasswordInput, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ManagedUser } from '@application/identity/user-management.use-cases';
import { ROLES_ADDABLE_BY } from '@domain/identity/permissions';
import type { RoleId } from '@domain/identity/role';
import {
  addUserSchema,
  PLACE_LEVEL_OF_ROLE,
  updateUserSchema,
  USERNAME_PATTERN,
  type PlaceLevel,
  type ReducedProfile,
} from '@domain/identity/user.schemas';
import { identityQueries } from '../app/identity.queries';
import { useServices } from '../app/services-context';
import { PlaceSelects, type PlaceValue } from '../common/PlaceSelects';
import { validateWith, type FieldErrors } from '../common/validation';
import { FormModal } from './FormModal';
import { fullName } from './user-names';
import { useSaveUser } from './management.queries';
import { useHasChanges } from './use-has-changes';
import { useRecordForm } from './use-record-form';
import { lockedLevels, ownScopePlace, type PlaceLevelKey } from './viewer-scope';

export interface UserFormModalProps {
  readonly opened: boolean;
  /** The user being edited; null adds a new one. */
  readonly user: ManagedUser | null;
  readonly viewer: ReducedProfile;
  readonly onClose: () => void;
  /** Called with the server's success message ("User added successfully", …). */
  readonly onSaved: (message: string) => void;
}

const LEVELS: Record<PlaceLevel, readonly PlaceLevelKey[]> = {
  none: [],
  state: ['state'],
  district: ['state', 'district'],
  school: ['state', 'district', 'school'],
};

const PLACE_FIELDS: Record<PlaceLevelKey, 'stateId' | 'districtId' | 'schoolId'> = { state: 'stateId', district: 'districtId', school: 'schoolId' };

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Add or edit a user (product-spec §5): names, username (checked on blur), e-mail, password and
 * confirmation (optional when editing), birth date, a role the viewer may add, and the places that
 * role needs, fixed to the viewer's own scope where it has one.
 */
export function UserFormModal({ opened, user, viewer, onClose, onSaved }: UserFormModalProps) {
  const { t } = useTranslation();
  const { identity } = useServices();
  const client = useQueryClient();
  const form = useRecordForm({ onClose, onSaved }, useSaveUser());

  const addable = ROLES_ADDABLE_BY[viewer.roleId];
  // A student is managed but never added: keep its current role selectable when editing.
  const roleChoices: readonly RoleId[] = user && !addable.includes(user.roleId) ? [user.roleId, ...addable] : addable;
  const locked = lockedLevels(viewer);

  const [values, setValues] = useState({
    firstName: user?.firstName ?? '',
    middleName: user?.middleName ?? '',
    lastName: user?.lastName ?? '',
    secondLastName: user?.secondLastName ?? '',
    username: user?.userName ?? '',
    email: user?.email ?? '',
    password: '',
    confirmPassword: '',
    birthDate: user?.birthDate ?? '',
  });
  const [roleId, setRoleId] = useState<string | null>(user ? String(user.roleId) : addable.length === 1 ? String(addable[0]) : null);
  const [place, setPlace] = useState<PlaceValue>(
    user ? { stateId: user.stateId, districtId: user.districtId, schoolId: user.schoolId } : ownScopePlace(viewer),
  );
  const [usernameNote, setUsernameNote] = useState<'checking' | 'available' | null>(null);
  const checkedUsername = useRef('');

  const changed = useHasChanges({ values, roleId, place });

  const role = roleId ? (Number(roleId) as RoleId) : null;
  const level: PlaceLevel = role ? PLACE_LEVEL_OF_ROLE[role] : 'none';
  const levels = LEVELS[level];

  const set = (field: keyof typeof values) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    form.clearErrors(field);
    if (field === 'username') {
      checkedUsername.current = '';
      setUsernameNote(null);
    }
  };

  const checkUsername = async () => {
    const name = values.username.trim();
    setUsernameNote(null);
    if (!USERNAME_PATTERN.test(name) || (user && sameName(name, user.userName))) return;
    checkedUsername.current = name;
    setUsernameNote('checking');
    const available = await client.fetchQuery(identityQueries.usernameAvailable(identity, name)).catch(() => null);
    if (checkedUsername.current !== name) return; // typed on: a newer check decides
    setUsernameNote(available ? 'available' : null);
    if (available === null) return;
    form.setError('username', available ? undefined : 'usernameInUse');
  };

  const submit = () => {
    const placeForRole = {
      stateId: levels.includes('state') ? place.stateId : null,
      districtId: levels.includes('district') ? place.districtId : null,
      schoolId: levels.includes('school') ? place.schoolId : null,
    };
    const input = { ...values, roleId, ...placeForRole };
    const update = user ? validateWith(updateUserSchema, input) : null;
    const add = user ? null : validateWith(addUserSchema, input);
    const schemaErrors = update ? update.errors : add!.errors;
    // The schemas' cross-field rules only run once every field parses; say everything at once.
    const extra: FieldErrors = {};
    if ((!user || values.password) && values.password !== values.confirmPassword) extra.confirmPassword = 'passwordMismatch';
    for (const key of levels) if (!placeForRole[PLACE_FIELDS[key]]) extra[PLACE_FIELDS[key]] = 'optionRequired';
    if (schemaErrors || Object.keys(extra).length > 0) return form.invalid({ ...extra, ...schemaErrors });
    form.save(user && update?.data ? { id: user.id, input: update.data } : { id: null, input: add!.data! });
  };

  return (
    <FormModal
      opened={opened}
      title={user ? t('editUserTitle', { name: fullName(user) }) : t('addUserTitle')}
      onClose={onClose}
      onSubmit={submit}
      changed={changed}
      summary={form.summary}
      busy={form.busy}
      size="xl"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('firstName')} value={values.firstName} onChange={set('firstName')} error={form.errorText('firstName')} required data-autofocus />
        <TextInput label={t('middleName')} value={values.middleName} onChange={set('middleName')} error={form.errorText('middleName')} />
        <TextInput label={t('lastName')} value={values.lastName} onChange={set('lastName')} error={form.errorText('lastName')} required />
        <TextInput label={t('secondLastName')} value={values.secondLastName} onChange={set('secondLastName')} error={form.errorText('secondLastName')} />
        <TextInput
          label={t('username')}
          description={usernameNote ? t(usernameNote) : t('usernameRule')}
          autoComplete="off"
          value={values.username}
          onChange={set('username')}
          onBlur={() => void checkUsername()}
          error={form.errorText('username')}
          required
        />
        <TextInput label={t('email')} type="email" autoComplete="off" value={values.email} onChange={set('email')} error={form.errorText('email')} required />
        <PasswordInput
          label={user ? t('newPassword') : t('password')}
          description={user ? t('passwordKeep') : t('passwordRule')}
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={form.errorText('password')}
          required={!user}
        />
        <PasswordInput
          label={t('confirmPassword')}
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          error={form.errorText('confirmPassword')}
          required={!user}
        />
        <TextInput label={t('birthDate')} type="date" max={today()} value={values.birthDate} onChange={set('birthDate')} error={form.errorText('birthDate')} />
        <Select
          label={t('role')}
          placeholder={t('selectPlaceholder')}
          data={roleChoices.map((id) => ({ value: String(id), label: t(`role${id}`) }))}
          value={roleId}
          onChange={(value) => {
            setRoleId(value);
            form.clearErrors('roleId');
          }}
          error={form.errorText('roleId')}
          required
          allowDeselect={false}
        />
      </SimpleGrid>
      {role === null ? (
        <Text size="sm" c="dimmed">
          {t('placeAfterRole')}
        </Text>
      ) : levels.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('placeNotNeeded')}
        </Text>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: levels.length }}>
            <PlaceSelects
              value={place}
              onChange={(value) => {
                setPlace(value);
                form.clearErrors('stateId', 'districtId', 'schoolId');
              }}
              errors={form.errors}
              levels={levels}
              locked={{ state: locked.state, district: locked.district, school: locked.school }}
            />
          </SimpleGrid>
          {levels.some((l) => locked[l]) && (
            <Text size="sm" c="dimmed">
              {t('placeLocked')}
            </Text>
          )}
        </>
      )}
    </FormModal>
  );
}
