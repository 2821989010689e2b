import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { RouterProvider } from 'react-router-dom';
import type { AppServices } from '../../application/app-services';
import { createI18n } from '../i18n/i18n';
import { createAppRouter } from './router';
import { ServicesProvider } from './services-context';
import { theme } from './theme';

/** The React root: services, language, theme and routes. Receives everything from main.tsx. */
export function App({ services }: { services: AppServices }) {
  const i18n = useMemo(() => createI18n(services.preferences.readLanguage()), [services]);
  const router = useMemo(() => createAppRouter(), []);
  document.documentElement.lang = i18n.language;
  return (
    <ServicesProvider services={services}>
      <I18nextProvider i18n={i18n}>
        <MantineProvider theme={theme}>
          <Notifications position="top-right" />
          <RouterProvider router={router} />
        </MantineProvider>
      </I18nextProvider>
    </ServicesProvider>
  );
}
