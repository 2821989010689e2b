// First: zod's settings for the browser, before any chunk loads zod (no eval probe against the CSP).
import '@infrastructure/validation/zod-in-the-browser';
// Mantine's styles per component, in its layer so the app's own styles win whatever loads later:
// the base and what the first screens (sign-in, shell, student home, unit and lesson) use; lazy screens add theirs.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/notifications/styles.css';
import '@ui/common/visually-hidden.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { composeApp } from '@infrastructure/composition-root';
import { App } from '@ui/app/App';

const services = composeApp({ sessionStorage: window.sessionStorage, localStorage: window.localStorage });
// `?qa=1` asks for QA tracing in this tab; it starts once staff is signed in, before their first machine actor.
services.qaTracing.followSession(services.session, new URLSearchParams(window.location.search).get('qa') === '1');

const root = createRoot(document.getElementById('root')!);
// A transition renders in slices, so a phone can paint and take input between them (docs/decisions.md, issue 17).
startTransition(() =>
  root.render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  ),
);
