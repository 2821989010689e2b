import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { AppServices } from '@application/app-services';
import { createIdentityUseCases, DEFAULT_CLIENT_CONFIG } from '@application/identity/identity.use-cases';
import { createLearningUseCases } from '@application/learning/learning.use-cases';
import { createInterfaceLanguage } from '@application/platform/interface-language.use-cases';
import { SessionService } from '@application/use-cases/session.service';
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

const NO_SSO: InMemorySso = { providers: [] };

/** A signed-out tab at `entry`, over the sign-in twin with single sign-on as given. */
export function signedOutTab(entry: string, { sso = NO_SSO, language = 'en' as Language }: { sso?: InMemorySso; language?: Language } = {}) {
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
