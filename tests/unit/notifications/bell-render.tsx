import '../support-all-locales';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { AppServices } from '@application/app-services';
import type { NotificationCenter } from '@application/notifications/notification-center.service';
import type { Language } from '@domain/shared/constants';
import { createServerStateClient } from '@ui/app/server-state/query-client';
import { ServerStateProvider } from '@ui/app/server-state/ServerStateProvider';
import { ServicesProvider } from '@ui/app/services-context';
import { createI18n } from '@ui/i18n/i18n';
import NotificationBell from '@ui/notifications/NotificationBell';

/** The header's bell alone, over `center` (nobody signed in to change the cache's owner), in `language`. */
export function renderBell(center: NotificationCenter, language: Language) {
  const session = { getSnapshot: () => ({ profile: null }), subscribe: () => () => undefined };
  const services = { session, notifications: { openCenter: async () => center } } as unknown as AppServices;
  return render(
    <ServicesProvider services={services}>
      <ServerStateProvider client={createServerStateClient()}>
        <I18nextProvider i18n={createI18n(language)}>
          <MantineProvider env="test">
            <NotificationBell />
          </MantineProvider>
        </I18nextProvider>
      </ServerStateProvider>
    </ServicesProvider>,
  );
}
