import '../support-all-locales';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, vi } from 'vitest';
import type { AppServices } from '@application/app-services';
import { createCourseAuthoringUseCases } from '@application/authoring/course-authoring.use-cases';
import { createMachineActorFactory } from '@application/machines/machine-actor-factory';
import { NotificationCenter } from '@application/notifications/notification-center.service';
import type { TraceRecorder } from '@application/ports/trace-recorder.port';
import { RoleId } from '@domain/identity/role';
import { escapeNotification } from '@domain/notifications/escape-notification';
import type { Notification } from '@domain/notifications/notification.schemas';
import type { Language } from '@domain/shared/constants';
import { createInMemoryCourseAuthoring, type InMemoryUnitSeed } from '@infrastructure/http/in-memory-course-authoring.adapter';
import { InMemoryNotificationInbox } from '@infrastructure/http/in-memory-notification-inbox.adapter';
import { InMemoryNotificationChannel } from '@infrastructure/realtime/in-memory-notification-channel.adapter';
import { createServerStateClient } from '@ui/app/server-state/query-client';
import { ServerStateProvider } from '@ui/app/server-state/ServerStateProvider';
import { ServicesProvider } from '@ui/app/services-context';
import { AuthoringScreen } from '@ui/authoring/AuthoringScreen';
import { createI18n } from '@ui/i18n/i18n';
import { managementWorld, profileOf } from '../management/management-world';

/**
 * A small course: two published history units (the first with a regular lesson, a story and a second
 * regular lesson), a literacy unit never published, and a benchmark unit.
 */
export const COURSE: readonly InMemoryUnitSeed[] = [
  {
    name: { en: 'Colonies', es: 'Colonias' },
    published: true,
    lessons: [
      { title: { en: 'Jamestown', es: 'Jamestown' } },
      { title: { en: 'A colonial story', es: 'Una historia colonial' }, lessonTypeId: 3 },
      { title: { en: 'Plymouth', es: 'Plymouth' }, published: false },
    ],
  },
  { name: { en: 'Revolution', es: 'Revolución' }, published: true },
  { name: { en: 'Reading maps', es: '' }, belongsTo: 'literacy' },
];

const noTrace = { isOn: () => false } as unknown as TraceRecorder;
const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  // Snackbars live in a module-wide store: each test starts with none.
  notifications.clean();
});

/** Every method of a twin becomes a spy that still runs it, so a test can say which calls were made. */
function spied<T extends object>(twin: T): T {
  for (const key of Object.keys(twin) as (keyof T & string)[]) if (typeof twin[key] === 'function') vi.spyOn(twin, key as never);
  return twin;
}

/**
 * A content creator signed in, with the real authoring use cases over the in-memory twin (spied) and
 * a real notification center on the in-memory hub (the publish controls listen to it).
 */
export function authoringWorld(course: readonly InMemoryUnitSeed[] = COURSE) {
  const base = managementWorld(profileOf(RoleId.ContentCreator));
  const twin = spied(createInMemoryCourseAuthoring(course));
  const machines = createMachineActorFactory(noTrace);
  const channel = new InMemoryNotificationChannel();
  const inbox = new InMemoryNotificationInbox();
  const center = new NotificationCenter(inbox, channel, machines, () => undefined);
  center.start();
  stops.push(() => center.stop());
  const services: AppServices = {
    ...base.services,
    machines,
    authoring: createCourseAuthoringUseCases(twin),
    notifications: { openCenter: async () => center } as unknown as AppServices['notifications'],
  };
  let nextId = 1;
  /** Delivers a notification as the hub does. */
  const push = (type: 6 | 7 | 8, args: Record<string, unknown>) => {
    const notification = {
      id: nextId++,
      type,
      notificationArgs: { isFlashNotification: false, itemKind: 'unit', itemId: 1, itemName: 'Colonies', ...args },
      isRead: false,
      isDelete: false,
      createdAt: '2026-11-24T10:00:00.000Z',
    } as Notification;
    inbox.add(notification);
    channel.push({ kind: 'received', notification: escapeNotification(notification) });
  };
  return { services, twin, center, push };
}

/** Renders the back office at `path` as the app does (the screen dispatches by path; links navigate). */
export function renderBackOffice(services: AppServices, path = '/back-office/dashboard-builder', language: Language = 'en') {
  return render(
    <ServicesProvider services={services}>
      <ServerStateProvider client={createServerStateClient()}>
        <I18nextProvider i18n={createI18n(language)}>
          <MantineProvider env="test">
            <Notifications />
            <MemoryRouter initialEntries={[path]}>
              <AuthoringScreen />
            </MemoryRouter>
          </MantineProvider>
        </I18nextProvider>
      </ServerStateProvider>
    </ServicesProvider>,
  );
}
