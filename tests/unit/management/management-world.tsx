import '../support-all-locales';
import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import type { AppServices } from '@application/app-services';
import { createIdentityUseCases } from '@application/identity/identity.use-cases';
import { createStudentRecordUseCases } from '@application/identity/student-record.use-cases';
import { createUserManagementUseCases } from '@application/identity/user-management.use-cases';
import { createPlaceUseCases } from '@application/places/place.use-cases';
import type { ManagedUser } from '@application/ports/user-directory.port';
import { createInterfaceLanguage } from '@application/platform/interface-language.use-cases';
import { createQaTracing } from '@application/platform/qa-tracing.use-cases';
import { createSupportChatUseCases } from '@application/support-chat/support-chat.use-cases';
import { SessionService } from '@application/use-cases/session.service';
import type { District, School, State } from '@domain/geography/geography.schemas';
import { ROLE_NAMES, RoleId } from '@domain/identity/role';
import type { ReducedProfile } from '@domain/identity/user.schemas';
import { createSessionEvents } from '@infrastructure/events/in-memory-session-events.adapter';
import { createInMemoryAuthGateway } from '@infrastructure/http/in-memory-auth.adapter';
import { createInMemoryGeography } from '@infrastructure/http/in-memory-geography.adapter';
import { createInMemorySupportChat } from '@infrastructure/http/in-memory-support-chat.adapter';
import { createInMemoryStudentRecordArchive, type InMemoryStudentRecords } from '@infrastructure/http/in-memory-student-record-archive.adapter';
import { createInMemoryUserDirectory } from '@infrastructure/http/in-memory-user-directory.adapter';
import { createSessionTraceRecorder } from '@infrastructure/qa/session-trace-recorder.adapter';
import { createInMemoryPreferenceStore } from '@infrastructure/storage/in-memory-preference-store.adapter';
import { createInMemorySessionStore } from '@infrastructure/storage/in-memory-session-store.adapter';
import { createServerStateClient } from '@ui/app/server-state/query-client';
import { ServerStateProvider } from '@ui/app/server-state/ServerStateProvider';
import { ServicesProvider } from '@ui/app/services-context';
import { createI18n } from '@ui/i18n/i18n';

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

/** Every method of a twin becomes a spy that still runs it, so a test can say which calls were made. */
function spied<T extends object>(twin: T): T {
  for (const key of Object.keys(twin) as (keyof T & string)[]) if (typeof twin[key] === 'function') vi.spyOn(twin, key as never);
  return twin;
}

/** Machines, learning, assessment and notifications are not part of the management screens. */
const NOT_IN_THESE_SCREENS = {
  machines: { create: () => { throw new Error('machines are not part of this test'); } },
  learning: {} as AppServices['learning'],
  notifications: {} as AppServices['notifications'],
  assessment: {} as AppServices['assessment'],
  classrooms: {} as AppServices['classrooms'],
  grading: {} as AppServices['grading'],
  support: {} as AppServices['support'],
  // The support dashboard (rendered through this world) shows the teacher chats: none here.
  supportChat: createSupportChatUseCases(createInMemorySupportChat().asSupport()),
  benchmarks: {} as AppServices['benchmarks'],
  standards: {} as AppServices['standards'],
  reports: {} as AppServices['reports'],
  authoring: {} as AppServices['authoring'],
  lessonContent: {} as AppServices['lessonContent'],
  readingAuthoring: {} as AppServices['readingAuthoring'],
  pageAuthoring: {} as AppServices['pageAuthoring'],
  unitDetails: {} as AppServices['unitDetails'],
  vocabulary: {} as AppServices['vocabulary'],
  assessmentBuilder: {} as AppServices['assessmentBuilder'],
  benchmarkSets: {} as AppServices['benchmarkSets'],
  soaStandards: {} as AppServices['soaStandards'],
  rosterSync: {} as AppServices['rosterSync'],
  edlink: {} as AppServices['edlink'],
  ssoProviderSettings: {} as AppServices['ssoProviderSettings'],
  accessibility: {} as AppServices['accessibility'],
  usageTelemetry: {} as AppServices['usageTelemetry'],
  usageAnalytics: {} as AppServices['usageAnalytics'],
} satisfies Partial<AppServices>;

/**
 * The real identity and places use cases over in-memory twins holding the small world, signed in as
 * `profile`. The twins come back spied, for assertions on the port calls. `records` are the students'
 * disclosures and export documents; `disclosurePageSize` makes "Load more" show with few rows.
 */
export function managementWorld(
  profile: ReducedProfile,
  { users = [] as readonly ManagedUser[], records = {} as InMemoryStudentRecords, disclosurePageSize = undefined as number | undefined } = {},
) {
  const geography = spied(createInMemoryGeography({ states: STATES, districts: DISTRICTS, schools: SCHOOLS }));
  const directory = spied(createInMemoryUserDirectory(users, geography));
  const archive = spied(createInMemoryStudentRecordArchive(records));
  const auth = spied(createInMemoryAuthGateway({ takenUsernames: () => directory.users().map((u) => u.userName) }));
  const preferences = createInMemoryPreferenceStore();
  const session = new SessionService(createInMemorySessionStore({ token: 'token', profile }), auth, createSessionEvents());
  const services: AppServices = {
    session,
    identity: createIdentityUseCases(auth),
    users: createUserManagementUseCases(directory),
    studentRecords: createStudentRecordUseCases(archive, { pageSize: disclosurePageSize }),
    places: createPlaceUseCases(geography),
    language: createInterfaceLanguage(preferences),
    qaTracing: createQaTracing(createSessionTraceRecorder(new MemoryStorage(), preferences)),
    ...NOT_IN_THESE_SCREENS,
  };
  return { services, geography, directory, auth, archive };
}

/** Renders a management section as the app does: services, a fresh server-state cache, English, Mantine (test env) and snackbars. */
export function renderSection(ui: ReactElement, services: AppServices) {
  return render(
    <ServicesProvider services={services}>
      <ServerStateProvider client={createServerStateClient()}>
        <I18nextProvider i18n={createI18n('en')}>
          <MantineProvider env="test">
            <Notifications />
            {ui}
          </MantineProvider>
        </I18nextProvider>
      </ServerStateProvider>
    </ServicesProvider>,
  );
}

/** Session storage for the QA recorder. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear = () => this.items.clear();
  getItem = (key: string) => this.items.get(key) ?? null;
  key = (index: number) => [...this.items.keys()][index] ?? null;
  removeItem = (key: string) => void this.items.delete(key);
  setItem = (key: string, value: string) => void this.items.set(key, value);
}
