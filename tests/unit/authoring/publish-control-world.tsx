import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import type { AppServices } from '@application/app-services';
import { createCourseAuthoringUseCases } from '@application/authoring/course-authoring.use-cases';
import type { Language } from '@domain/shared/constants';
import { createInMemoryCourseAuthoring } from '@infrastructure/http/in-memory-course-authoring.adapter';
import { createServerStateClient } from '@ui/app/server-state/query-client';
import { ServerStateProvider } from '@ui/app/server-state/ServerStateProvider';
import { ServicesProvider } from '@ui/app/services-context';
import { PublishControl } from '@ui/authoring/publish/PublishControl';
import { createI18n } from '@ui/i18n/i18n';
import { publishHub, spied } from './publish-hub';

/** The publish control over the real use cases, the in-memory authoring twin and the in-memory hub. */
export function publishWorld() {
  const twin = spied(
    createInMemoryCourseAuthoring([
      {
        name: { en: 'Colonies', es: 'Colonias' },
        lessons: [{ title: { en: 'Jamestown', es: 'Jamestown' } }, { title: { en: 'Plymouth', es: 'Plymouth' } }],
      },
    ]),
  );
  const { machines, center, push } = publishHub();
  // A content creator is signed in (the server-state cache only watches who it is).
  const session = { getSnapshot: () => ({ token: 'token', profile: { id: 7 } }), subscribe: () => () => undefined };
  const services = {
    session,
    machines,
    authoring: createCourseAuthoringUseCases(twin),
    notifications: { openCenter: async () => center },
  } as unknown as AppServices;
  return { twin, services, push, center };
}

export function renderControl(services: AppServices, onPublished = vi.fn(), language: Language = 'en', targetId = 1) {
  render(
    <ServicesProvider services={services}>
      <ServerStateProvider client={createServerStateClient()}>
        <I18nextProvider i18n={createI18n(language)}>
          <MantineProvider env="test">
            <PublishControl scope="unit" targetId={targetId} itemName="Unit 1: Colonies" onPublished={onPublished} />
          </MantineProvider>
        </I18nextProvider>
      </ServerStateProvider>
    </ServicesProvider>,
  );
  return onPublished;
}
