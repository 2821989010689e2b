// @vitest-environment jsdom
import '../../setup/dom.setup';
import '../support-all-locales';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AppServices } from '@application/app-services';
import { createIdentityUseCases, DEFAULT_CLIENT_CONFIG } from '@application/identity/identity.use-cases';
import { createLearningUseCases } from '@application/learning/learning.use-cases';
import { createInterfaceLanguage } from '@application/platform/interface-language.use-cases';
import { SessionService } from '@application/use-cases/session.service';
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

/** A signed-out tab at /signin over the sign-in twin. */
function signInTab() {
  const preferences = createInMemoryPreferenceStore({ language: 'en' });
  const auth = createInMemoryAuthGateway({ clientConfig: DEFAULT_CLIENT_CONFIG });
  const session = new SessionService(createInMemorySessionStore(), auth, createSessionEvents());
  const services = {
    session,
    identity: createIdentityUseCases(auth),
    language: createInterfaceLanguage(preferences),
    learning: createLearningUseCases({ course: createInMemoryCourseReader({}, 7), profiles: createInMemoryProfileGateway([]), preferences, session }),
  } as Partial<AppServices> as AppServices;
  render(
    <ServicesProvider services={services}>
      <ServerStateProvider client={createServerStateClient()}>
        <I18nextProvider i18n={createI18n('en')}>
          <MantineProvider env="test">
            <MemoryRouter initialEntries={['/signin']}>
              <Routes>
                <Route path="/signin" element={<SignInPage />} />
              </Routes>
            </MemoryRouter>
          </MantineProvider>
        </I18nextProvider>
      </ServerStateProvider>
    </ServicesProvider>,
  );
}

// Issue 17: the sign-up, forgot and reset forms are their own chunks, loaded when chosen.
describe('the sign-in page’s other forms', () => {
  it.each([
    ['Create a student account', 'Create a student account', /^Username/],
    ['Forgot your password?', 'Forgot your password?', /E-mail/],
    ['I have a reset code', 'Choose a new password', /code/i],
  ])('"%s" brings its form, then "Back to sign in" the sign-in form', async (link, form, field) => {
    signInTab();
    await userEvent.click(await screen.findByRole('button', { name: link }));
    const shown = await screen.findByRole('form', { name: form });
    expect(shown.querySelectorAll('input').length).toBeGreaterThan(0);
    expect(screen.getAllByLabelText(field).length).toBeGreaterThan(0);
    expect(screen.queryByRole('form', { name: 'Sign in' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeTruthy();
  });
});
