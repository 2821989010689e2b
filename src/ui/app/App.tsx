import { useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { MantineProvider } from '@mantine/core';
import type { AppServices } from '@application/app-services';
import { createI18n } from '../i18n/i18n';
import { AppRoutes } from './router';
import { ServerStateProvider } from './server-state/ServerStateProvider';
import { ServicesProvider } from './services-context';
import { createAppTheme, readableColours } from './theme';
import { retryableLazy } from '../common/retryable-lazy';
import { FirstScreenProvider, ShellExtraSlot } from '../shell/first-screen';

/** Snackbars render from their own chunk; `showSnackbar` works before it has loaded (the store keeps them). */
const Notifications = retryableLazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

/** The React root: services, language, theme and routes. Receives everything from main.tsx. */
export function App({ services }: { services: AppServices }) {
  const i18n = useMemo(() => createI18n(services.language.current()), [services]);
  document.documentElement.lang = i18n.language;
  return (
    <ServicesProvider services={services}>
      <ServerStateProvider>
        <I18nextProvider i18n={i18n}>
          <FirstScreenProvider>
            <ThemedApp>
              <SnackbarHost />
              <AppRoutes />
            </ThemedApp>
          </FirstScreenProvider>
        </I18nextProvider>
      </ServerStateProvider>
    </ServicesProvider>
  );
}

function ThemedApp({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const closeLabel = t('close');
  const theme = useMemo(() => createAppTheme(closeLabel), [closeLabel]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={readableColours}>
      {children}
    </MantineProvider>
  );
}

/** Loads after the shell's other extras, once the first screen has settled. */
function SnackbarHost() {
  return (
    <ShellExtraSlot extra="snackbars">
      <Notifications position="top-right" />
    </ShellExtraSlot>
  );
}
