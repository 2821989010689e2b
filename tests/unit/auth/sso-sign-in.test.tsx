// @vitest-environment jsdom
import '../../setup/dom.setup';
import '../support-all-locales';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ROLE_NAMES, RoleId } from '@domain/identity/role';
import type { UserProfile } from '@domain/identity/user.schemas';
import type { Language } from '@domain/shared/constants';
import type { InMemorySso } from '@infrastructure/http/in-memory-sso';
import { signedOutTab } from './signed-out-tab';

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

/** A signed-out tab at `entry`, with this file's single sign-on unless told otherwise. */
const tab = (entry: string, options: { sso?: InMemorySso; language?: Language } = {}) => signedOutTab(entry, { sso: SSO, ...options });

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
