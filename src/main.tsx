import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@ui/common/visually-hidden.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { composeApp } from '@infrastructure/composition-root';
import { App } from '@ui/app/App';

const services = composeApp({ sessionStorage: window.sessionStorage, localStorage: window.localStorage });
// `?qa=1` asks for QA tracing in this tab; it starts once staff is signed in, before their first machine actor.
services.qaTracing.followSession(services.session, new URLSearchParams(window.location.search).get('qa') === '1');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App services={services} />
  </StrictMode>,
);
