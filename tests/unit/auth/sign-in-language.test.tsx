// @vitest-environment jsdom
import '../../setup/dom.setup';
import '../support-all-locales';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { AppServices } from '@application/app-services';
import { createLearningUseCases } from '@application/learning/learning.use-cases';
import { createInterfaceLanguage } from '@application/platform/interface-language.use-cases';
import { SessionService } from '@application/use-cases/session.service';
import { ROLE_NAMES, RoleId } from '@domain/identity/role';
import type { UserProfile } from '@domain/identity/user.schemas';
import type { Language } from '@domain/shared/constants';
import { createSessionEvents } from '@infrastructure/events/in-memory-session-events.adapter';
import { createInMemoryAuthGateway } from '@infrastructure/http/in-memory-auth.adapter';
import { createInMemoryCourseReader } from '@infrastructure/http/in-memory-course-reader.adapter';
import { createInMemoryProfileGateway } from '@infrastructure/http/in-memory-profile-gateway.adapter';
import { createInMemoryPreferenceStore } from '@infrastructure/storage/in-memory-preference-store.adapter';
import { createInMemorySessionStore } from '@infrastructure/storage/in-memory-session-store.adapter';
import { createServerStateClient } from '@ui/app/server-state/query-client';
import { ServerStateProvider } from '@ui/app/server-state/ServerStateProvider';
import { ServicesProvider } from '@ui/app/services-context';
import SignInPage from '@ui/auth/SignInPage';
import { createI18n } from '@ui/i18n/i18n';
import { LanguageSwitch } from '@ui/shell/LanguageSwitch';

const PASSWORD = 'Secret1234';

function student(textLanguage: Language): UserProfile {
  return {
    id: 7, userId: 7, userName: 'ana', firstName: 'Ana', middleName: null, lastName: 'Student', secondLastName: null, email: null, birthDate: null,
    roleId: RoleId.Student, roleName: ROLE_NAMES[RoleId.Student], stateId: 1, districtId: 1, schoolId: 1,
    textLanguage, audioLanguage: textLanguage, isSso: false, lastLoginTime: null,
  };
}

/** A signed-out tab in English and a student whose profile says `stored`; the profile calls are spied. */
function signedOutTab(stored: Language) {
  const preferences = createInMemoryPreferenceStore({ language: 'en' });
  const session = new SessionService(createInMemorySessionStore(), createInMemoryAuthGateway({ accounts: [{ profile: student(stored), password: PASSWORD }] }), createSessionEvents());
  const profiles = createInMemoryProfileGateway([student(stored)]);
  vi.spyOn(profiles, 'changeTextLanguage');
  const services = {
    session,
    language: createInterfaceLanguage(preferences),
    learning: createLearningUseCases({ course: createInMemoryCourseReader({}, 7), profiles, preferences, session }),
  } as Partial<AppServices> as AppServices;
  const i18n = createI18n('en');
  render(
    <ServicesProvider services={services}>
      <ServerStateProvider client={createServerStateClient()}>
        <I18nextProvider i18n={i18n}>
          <MantineProvider env="test">
            <MemoryRouter initialEntries={['/signin']}>
              <LanguageSwitch />
              <Routes>
                <Route path="/signin" element={<SignInPage />} />
                <Route path="*" element={<Where />} />
              </Routes>
            </MemoryRouter>
          </MantineProvider>
        </I18nextProvider>
      </ServerStateProvider>
    </ServicesProvider>,
  );
  return { i18n, profiles, preferences };
}

function Where() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

async function signIn(labels: { username: string; password: string; button: string }) {
  await userEvent.type(await screen.findByRole('textbox', { name: new RegExp(`^${labels.username}`) }), 'ana');
  await userEvent.type(screen.getByLabelText(new RegExp(`^${labels.password}`)), PASSWORD);
  await userEvent.click(screen.getByRole('button', { name: labels.button }));
  await screen.findByTestId('location');
}

describe('the language at sign-in', () => {
  it('is the one the student just chose on the sign-in page, and their profile stores it', async () => {
    const { i18n, profiles, preferences } = signedOutTab('en');
    await userEvent.click(await screen.findByLabelText('Español'));
    await signIn({ username: 'Nombre de usuario', password: 'Contraseña', button: 'Iniciar sesión' });
    await waitFor(() => expect(profiles.changeTextLanguage).toHaveBeenCalledWith(7, 'es'));
    expect(i18n.language).toBe('es');
    expect(preferences.readLanguage()).toBe('es');
    expect(profiles.changeTextLanguage).not.toHaveBeenCalledWith(7, 'en');
    expect(profiles.profile(7)?.textLanguage).toBe('es');
  });

  it('is the profile’s stored one when the student chose none, and nothing is saved back', async () => {
    const { i18n, profiles } = signedOutTab('es');
    await signIn({ username: 'Username', password: 'Password', button: 'Sign in' });
    await waitFor(() => expect(i18n.language).toBe('es'));
    expect(profiles.changeTextLanguage).not.toHaveBeenCalled();
  });
});
