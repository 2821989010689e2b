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
import { createIdentityUseCases, DEFAULT_CLIENT_CONFIG } from '@application/identity/identity.use-cases';
import { createLearningUseCases } from '@application/learning/learning.use-cases';
import { createInterfaceLanguage } from '@application/platform/interface-language.use-cases';
import { SessionService } from '@application/use-cases/session.service';
import { ROLE_NAMES, RoleId } from '@domain/identity/role';
import type { UserProfile } from '@domain/identity/user.schemas';
import type { Language } from '@domain/shared/constants';
import { createSessionEvents } from '@infrastructure/events/in-memory-session-events.adapter';
import { createInMemoryAuthGateway } from '@infrastructure/http/in-memory-auth.adapter';
import type { InMemorySso } from '@infrastructure/http/in-memory-sso';
import { createInMemoryCourseReader } from '@infrastructure/http/in-memory-course-reader.adapter';
import { createInMemoryProfileGateway } from '@infrastructure/http/in-memory-profile-gateway.adapter';
import { createInMemoryPreferenceStore } from '@infrastructure/storage/in-memory-preference-store.adapter';
import { createInMemorySessionStore } from '@infrastructure/storage/in-memory-session-store.adapter';
import { createServerStateClient } from '@ui/app/server-state/query-client';
import { ServerStateProvider } from '@ui/app/server-state/ServerStateProvider';
import { ServicesProvider } from '@ui/app/services-context';
import SignInPage from '@ui/auth/SignInPage';
import SsoRegisterPage from '@ui/auth/SsoRegisterPage';
import { createI18n } from '@ui/i18n/i18n';

const TEACHER: UserProfile = {
  id: 4, userId: 4, userName: 'kimKnown', firstName: 'Kim', middleName: null, lastName: 'Known', secondLastName: null, email: 'kim@district.example', birthDate: null,
  roleId: RoleId.DistrictTeacher, roleName: ROLE_NAMES[RoleId.DistrictTeacher], stateId: 1, districtId: 1, schoolId: 1,
  textLanguage: 'en', audioLanguage: 'en', isSso: true, lastLoginTime: null,
};
const PROVIDERS = [{ id: 'district-google', name: 'District Google' }];
const SSO: InMemorySso = {
  providers: PROVIDERS,
  signInTickets: { 'signin-ticket-0000000000000000': TEACHER },
  registerTickets: { 'register-ticket-000000000000000': { providerName: 'District Google', email: 'ana@district.example', firstName: 'Ana', lastName: 'Nueva' } },
};

/** A signed-out tab at `entry`, over the sign-in twin with single sign-on as given. */
function tab(entry: string, { sso = SSO, language = 'en' as Language } = {}) {
  const preferences = createInMemoryPreferenceStore({ language });
  const store = createInMemorySessionStore();
  const auth = createInMemoryAuthGateway({ clientConfig: { ...DEFAULT_CLIENT_CONFIG, ssoConfigured: sso.providers.length > 0, ssoProviders: [...sso.providers] }, sso });
  vi.spyOn(auth, 'ssoRegister');
  const session = new SessionService(store, auth, createSessionEvents());
  const services = {
    session,
    identity: createIdentityUseCases(auth),
    language: createInterfaceLanguage(preferences),
    learning: createLearningUseCases({ course: createInMemoryCourseReader({}, 7), profiles: createInMemoryProfileGateway([]), preferences, session }),
  } as Partial<AppServices> as AppServices;
  render(
    <ServicesProvider services={services}>
      <ServerStateProvider client={createServerStateClient()}>
        <I18nextProvider i18n={createI18n(language)}>
          <MantineProvider env="test">
            <MemoryRouter initialEntries={[entry]}>
              <Routes>
                <Route path="/signin" element={<SignInPage />} />
                <Route path="/sso-register" element={<SsoRegisterPage />} />
                <Route path="*" element={<Where />} />
              </Routes>
            </MemoryRouter>
          </MantineProvider>
        </I18nextProvider>
      </ServerStateProvider>
    </ServicesProvider>,
  );
  return { store, auth };
}

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

describe('single sign-on in the client', () => {
  it('offers "Sign in with {{name}}" as a link to the server’s start, keeping where the user was headed', async () => {
    tab('/signin?returnUrl=%2Fclassrooms');
    const link = await screen.findByRole('link', { name: 'Sign in with District Google' });
    expect(link.getAttribute('href')).toBe('/api/sso/start/district-google?returnTo=%2Fclassrooms');
  });

  it('says it in Spanish', async () => {
    tab('/signin', { language: 'es' });
    expect(await screen.findByRole('link', { name: 'Iniciar sesión con District Google' })).toBeTruthy();
  });

  it('offers no button when single sign-on is not configured', async () => {
    tab('/signin', { sso: { providers: [] } });
    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull();
  });

  it('announces why a single sign-on failed', async () => {
    tab('/signin?sso=failed&reason=domain');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Single sign-on did not complete.');
    expect(alert.textContent).toContain('Sign in with your district account.');
  });

  it('signs a known user in with their ticket and takes them where they were headed', async () => {
    const { store } = tab('/sso-register?signin=signin-ticket-0000000000000000&returnUrl=%2Fclassrooms');
    expect((await screen.findByTestId('location')).textContent).toBe('/classrooms');
    expect(store.readToken()).toBe('sso-token-4');
    expect(store.readProfile()).toMatchObject({ id: 4, userName: 'kimKnown', roleId: RoleId.DistrictTeacher });
  });

  it('says so when the sign-in ticket is spent, and links back to sign-in', async () => {
    tab('/sso-register?signin=spent-ticket-00000000000000000');
    expect((await screen.findByRole('alert')).textContent).toBe('This single sign-on link has expired or was already used; sign in again');
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/signin');
  });

  it('lets an unknown person complete the profile the provider started: 18 to 100, then signs them in', async () => {
    const { auth, store } = tab('/sso-register?ticket=register-ticket-000000000000000');
    expect(await screen.findByText('Welcome! This is your first sign-in with District Google. Complete your profile to continue.')).toBeTruthy();
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Ana');
    expect((screen.getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe('ana@district.example');
    await userEvent.type(screen.getByLabelText(/^Username/), 'anaNueva');
    await userEvent.type(screen.getByLabelText(/^Birth date/), `${new Date().getFullYear() - 17}-01-01`);
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Some fields are still empty or have invalid data');
    expect(screen.getByText('The user must be between 18 and 100 years old')).toBeTruthy();
    expect(auth.ssoRegister).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText(/^Birth date/));
    await userEvent.type(screen.getByLabelText(/^Birth date/), '1990-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(store.readToken()).toBe('sso-token-9001'));
    expect(auth.ssoRegister).toHaveBeenCalledWith({ ticket: 'register-ticket-000000000000000', username: 'anaNueva', firstName: 'Ana', lastName: 'Nueva', birthDate: '1990-03-01' });
    // A self-registered SSO user is a teacher: their home.
    expect((await screen.findByTestId('location')).textContent).toBe('/class-room/management');
  });

  it('without a ticket, says what the page is for', async () => {
    tab('/sso-register');
    expect((await screen.findByRole('alert')).textContent).toContain('Start it from the sign-in page');
  });
});
