// @vitest-environment jsdom
import '../../setup/dom.setup';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AppServices } from '@application/app-services';
import { createIdentityUseCases } from '@application/identity/identity.use-cases';
import { createStudentRecordUseCases } from '@application/identity/student-record.use-cases';
import { createUserManagementUseCases } from '@application/identity/user-management.use-cases';
import { createPlaceUseCases } from '@application/places/place.use-cases';
import { createInterfaceLanguage } from '@application/platform/interface-language.use-cases';
import { createQaTracing } from '@application/platform/qa-tracing.use-cases';
import { SessionService } from '@application/use-cases/session.service';
import type { Language } from '@domain/shared/constants';
import { ROLE_NAMES, RoleId } from '@domain/identity/role';
import { createSessionEvents } from '@infrastructure/events/in-memory-session-events.adapter';
import { createInMemoryAuthGateway } from '@infrastructure/http/in-memory-auth.adapter';
import { createInMemoryGeography } from '@infrastructure/http/in-memory-geography.adapter';
import { createInMemoryStudentRecordArchive } from '@infrastructure/http/in-memory-student-record-archive.adapter';
import { createInMemoryUserDirectory } from '@infrastructure/http/in-memory-user-directory.adapter';
import { createSessionTraceRecorder } from '@infrastructure/qa/session-trace-recorder.adapter';
import { createInMemoryPreferenceStore } from '@infrastructure/storage/in-memory-preference-store.adapter';
import { createInMemorySessionStore } from '@infrastructure/storage/in-memory-session-store.adapter';
import { createServerStateClient } from '@ui/app/server-state/query-client';
import { ServerStateProvider } from '@ui/app/server-state/ServerStateProvider';
import { ServicesProvider } from '@ui/app/services-context';
import { createI18n } from '@ui/i18n/i18n';

/**
 * A full page load of /management-dashboard/users: nothing but the shell has run, so the screen's
 * chunk alone must bring every string it shows — the section, its filter and the add-user form.
 * (Other component tests load every bundle up front; this file must not.)
 */
const KEY_LIKE = /\b[a-z]+[A-Z][a-zA-Z]+\b/g;

function superAdminServices(): AppServices {
  const geography = createInMemoryGeography({ states: [{ id: 1, name: 'Texas', abbreviation: 'TX' }], districts: [], schools: [] });
  const directory = createInMemoryUserDirectory([], geography);
  const auth = createInMemoryAuthGateway({ takenUsernames: () => [] });
  const preferences = createInMemoryPreferenceStore();
  const profile = { id: 1, userName: 'admin', roleId: RoleId.SuperAdmin, roleName: ROLE_NAMES[RoleId.SuperAdmin], stateId: null, districtId: null, schoolId: null };
  const storage = new Map<string, string>();
  const sessionStorage = {
    get length() {
      return storage.size;
    },
    clear: () => storage.clear(),
    getItem: (key: string) => storage.get(key) ?? null,
    key: (index: number) => [...storage.keys()][index] ?? null,
    removeItem: (key: string) => void storage.delete(key),
    setItem: (key: string, value: string) => void storage.set(key, value),
  } satisfies Storage;
  return {
    session: new SessionService(createInMemorySessionStore({ token: 'token', profile }), auth, createSessionEvents()),
    identity: createIdentityUseCases(auth),
    users: createUserManagementUseCases(directory),
    studentRecords: createStudentRecordUseCases(createInMemoryStudentRecordArchive({})),
    places: createPlaceUseCases(geography),
    language: createInterfaceLanguage(preferences),
    qaTracing: createQaTracing(createSessionTraceRecorder(sessionStorage, preferences)),
    machines: { create: () => { throw new Error('machines are not part of this screen'); } },
    learning: {} as AppServices['learning'],
    notifications: {} as AppServices['notifications'],
    assessment: {} as AppServices['assessment'],
    classrooms: {} as AppServices['classrooms'],
    grading: {} as AppServices['grading'],
    support: {} as AppServices['support'],
    supportChat: {} as AppServices['supportChat'],
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
  };
}

/** Visible text plus placeholders and accessible labels: where `selectPlaceholder` showed. */
function shownTexts(): string {
  const attributes = [...document.body.querySelectorAll('[placeholder], [aria-label], [title]')].flatMap((element) =>
    ['placeholder', 'aria-label', 'title'].map((name) => element.getAttribute(name) ?? ''),
  );
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '');
  return [...texts, ...attributes].join('\n');
}

describe.each<[Language, string]>([
  ['en', 'Add user'],
  ['es', 'Agregar usuario'],
])('the users section loaded cold (%s)', (language, addUser) => {
  it('shows words, not translation keys, on the page and in the add-user form', async () => {
    // The route's own lazy import, as the router does after a full page load.
    const { default: ManagementDashboardPage } = await import('@ui/management/ManagementDashboardPage');
    render(
      <ServicesProvider services={superAdminServices()}>
        <ServerStateProvider client={createServerStateClient()}>
          <I18nextProvider i18n={createI18n(language)}>
            <MantineProvider env="test">
              <MemoryRouter initialEntries={['/management-dashboard/users']}>
                <Routes>
                  <Route path="/management-dashboard/:section" element={<ManagementDashboardPage />} />
                </Routes>
              </MemoryRouter>
            </MantineProvider>
          </I18nextProvider>
        </ServerStateProvider>
      </ServicesProvider>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: addUser }));
    await screen.findByRole('dialog');
    expect(shownTexts().match(KEY_LIKE) ?? []).toEqual([]);
  });
});
