import '../support-all-locales';
import type { PreferenceStore } from '@application/ports/preference-store.port';
import type { ProfileGateway } from '@application/ports/profile-gateway.port';
import { StudentLanguageService } from '@application/use-cases/student-language.service';
import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import type { AppServices } from '@application/app-services';
import type { ApiResult } from '@application/ports/api-result';
import type { AuthGateway } from '@application/ports/auth-gateway.port';
import type { GeographyGateway } from '@application/ports/geography-gateway.port';
import type { ManagedUser, UserDirectory } from '@application/ports/user-directory.port';
import { SessionService } from '@application/use-cases/session.service';
import type { District, School, State } from '@domain/geography/geography.schemas';
import { ROLE_NAMES, RoleId } from '@domain/identity/role';
import type { ReducedProfile } from '@domain/identity/user.schemas';
import { ServicesProvider } from '@ui/app/services-context';
import { createI18n } from '@ui/i18n/i18n';

export const ok = <T,>(data: T, message = ''): ApiResult<T> => ({ ok: true, data, message });
export const rejected = (status: number, message: string, fields: { field: string; message: string }[] = []): ApiResult<never> => ({
  ok: false,
  status,
  code: 'TEST',
  message,
  fields,
  kind: 'rejected',
});

/** A small world: Texas (Riverbend ISD with Riverbend High, Lakeside ISD) and Ohio (Buckeye USD). */
export const STATES: State[] = [
  { id: 1, name: 'Texas', abbreviation: 'TX' },
  { id: 2, name: 'Ohio', abbreviation: 'OH' },
];
export const DISTRICTS: District[] = [
  { id: 10, name: 'Riverbend ISD', stateId: 1 },
  { id: 11, name: 'Lakeside ISD', stateId: 1 },
  { id: 20, name: 'Buckeye USD', stateId: 2 },
];
export const SCHOOLS: School[] = [
  { id: 100, name: 'Riverbend High', districtId: 10, stateId: 1 },
  { id: 101, name: 'Riverbend Middle', districtId: 10, stateId: 1 },
  { id: 200, name: 'Buckeye Elementary', districtId: 20, stateId: 2 },
];

export function profileOf(roleId: RoleId, id = 1): ReducedProfile {
  const place =
    roleId === RoleId.StateManager
      ? { stateId: 1, districtId: null, schoolId: null }
      : roleId === RoleId.DistrictManager
        ? { stateId: 1, districtId: 10, schoolId: null }
        : roleId === RoleId.CampusManager
          ? { stateId: 1, districtId: 10, schoolId: 100 }
          : { stateId: null, districtId: null, schoolId: null };
  return { id, userName: `user${id}`, roleId, roleName: ROLE_NAMES[roleId], ...place };
}

export function managedUser(id: number, roleId: RoleId, firstName: string, lastName: string, schoolId: number | null = 100): ManagedUser {
  const school = SCHOOLS.find((s) => s.id === schoolId) ?? null;
  const district = school ? DISTRICTS.find((d) => d.id === school.districtId)! : null;
  const state = school ? STATES.find((s) => s.id === school.stateId)! : null;
  return {
    id,
    userId: id,
    userName: `${firstName}${lastName}`.toLowerCase(),
    firstName,
    middleName: null,
    lastName,
    secondLastName: null,
    email: `${firstName.toLowerCase()}@demo.example`,
    birthDate: '1990-01-15',
    roleId,
    roleName: ROLE_NAMES[roleId],
    stateId: state?.id ?? null,
    districtId: district?.id ?? null,
    schoolId: school?.id ?? null,
    stateName: state?.name ?? null,
    districtName: district?.name ?? null,
    schoolName: school?.name ?? null,
    textLanguage: 'en',
    audioLanguage: 'en',
    isSso: false,
    lastLoginTime: null,
  };
}

export function fakeGeography(overrides: Partial<GeographyGateway> = {}): GeographyGateway {
  return {
    states: vi.fn(async () => ok(STATES)),
    districts: vi.fn(async (stateId?: number) => ok(stateId ? DISTRICTS.filter((d) => d.stateId === stateId) : DISTRICTS)),
    schools: vi.fn(async (districtId?: number) => ok(districtId ? SCHOOLS.filter((s) => s.districtId === districtId) : SCHOOLS)),
    isNameAvailable: vi.fn(async () => ok(true)),
    addState: vi.fn(async (input) => ok({ id: 3, ...input }, 'State added successfully')),
    updateState: vi.fn(async (id, input) => ok({ id, ...input }, 'State updated successfully')),
    addDistrict: vi.fn(async (input) => ok({ id: 12, ...input }, 'District added successfully')),
    updateDistrict: vi.fn(async (id, input) => ok({ id, ...input }, 'District updated successfully')),
    addSchool: vi.fn(async (input) => ok({ id: 102, stateId: 1, ...input }, 'School added successfully')),
    updateSchool: vi.fn(async (id, input) => ok({ id, stateId: 1, ...input }, 'School updated successfully')),
    remove: vi.fn(async () => ok(null, 'Removed successfully')),
    ...overrides,
  };
}

export function fakeUsers(list: ManagedUser[], overrides: Partial<UserDirectory> = {}): UserDirectory {
  return {
    list: vi.fn(async () => ok(list)),
    add: vi.fn(async () => ok(list[0]!, 'User added successfully')),
    update: vi.fn(async () => ok(list[0]!, 'User updated successfully')),
    remove: vi.fn(async () => ok(null, 'User removed successfully')),
    ...overrides,
  };
}

export function fakeAuth(overrides: Partial<AuthGateway> = {}): AuthGateway {
  const unused = async () => rejected(500, 'not used in this test');
  return {
    authenticate: unused,
    signup: unused,
    logout: async () => ok(null),
    requestPasswordReset: unused,
    setNewPassword: unused,
    isUsernameAvailable: vi.fn(async () => ok(true)),
    clientConfig: unused,
    ...overrides,
  };
}

/** AppServices with no network: a signed-in session for `profile` and the given gateways. */
export function fakeServices(
  profile: ReducedProfile,
  parts: { geography?: GeographyGateway; users?: UserDirectory; auth?: AuthGateway } = {},
): AppServices {
  const auth = parts.auth ?? fakeAuth();
  const session = new SessionService(
    { readToken: () => 'token', readProfile: () => profile, write: () => {}, clear: () => {} },
    auth,
    { onUnauthorized: () => () => {}, raiseUnauthorized: () => {} },
  );
  const preferences: PreferenceStore = {
    readLanguage: () => 'en',
    writeLanguage: () => {},
    readAudioLanguage: () => 'en',
    writeAudioLanguage: () => {},
    readQaTracing: () => false,
    writeQaTracing: () => {},
  };
  return {
    session,
    auth,
    users: parts.users ?? fakeUsers([]),
    geography: parts.geography ?? fakeGeography(),
    preferences,
    course: {} as AppServices['course'],
    studentLanguage: new StudentLanguageService(preferences, {} as ProfileGateway, session),
    notifications: async () => {
      throw new Error('notifications are not part of this test');
    },
    trace: {} as AppServices['trace'],
    machines: {} as AppServices['machines'],
    settings: { load: async () => ({ sessionIdleLogoutMs: 0, sessionIdleWarningBeforeMs: 0, signupEnabled: false, ssoConfigured: false }) },
    // Management screens never take assessments.
    assessments: {} as AppServices['assessments'],
    answerSync: {} as AppServices['answerSync'],
    assessmentMachines: async () => ({}) as Awaited<ReturnType<AppServices['assessmentMachines']>>,
  };
}

/** Renders a management section as the app does: services, English, Mantine (test env) and notifications. */
export function renderSection(ui: ReactElement, services: AppServices) {
  const i18n = createI18n('en');
  return render(
    <ServicesProvider services={services}>
      <I18nextProvider i18n={i18n}>
        <MantineProvider env="test">
          <Notifications />
          {ui}
        </MantineProvider>
      </I18nextProvider>
    </ServicesProvider>,
  );
}
