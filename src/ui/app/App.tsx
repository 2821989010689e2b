import { useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { RouterProvider } from 'react-router-dom';
import type { AppServices } from '../../application/app-services';
import { createI18n } from '../i18n/i18n';
import { createAppRouter } from './router';
import { ServicesProvider } from './services-context';
import { createAppTheme, readableColours } from './theme';

/** The React root: services, language, theme and routes. Receives everything from main.tsx. */
export function App({ services }: { services: AppServices }) {
  const i18n = useMemo(() => createI18n(services.preferences.readLanguage()), [services]);
  const router = useMemo(() => createAppRouter(), []);
  document.documentElement.lang = i18n.language;
  return (
    <ServicesProvider services={services}>
      <I18nextProvider i18n={i18n}>
        <ThemedApp>
          <Notifications position="top-right" />
          <RouterProvider router={router} />
        </ThemedApp>
      </I18nextProvider>
    </ServicesProvider>
  );
}

function ThemedApp({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const theme = useMemo(() => createAppTheme(t('close')), [t, i18n.language]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={readableColours}>
      {children}
    </MantineProvider>
  );
}
