import '../support-all-locales';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { render, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach } from 'vitest';
import type { AppServices } from '@application/app-services';
import { createCourseAuthoringUseCases } from '@application/authoring/course-authoring.use-cases';
import { createLessonContentUseCases } from '@application/authoring/lesson-content.use-cases';
import { RoleId } from '@domain/identity/role';
import type { Language } from '@domain/shared/constants';
import { createInMemoryCourseAuthoring, type InMemoryUnitSeed } from '@infrastructure/http/in-memory-course-authoring.adapter';
import { createInMemoryLessonContent, type InMemoryDraftSeed, type InMemoryStorySeed } from '@infrastructure/http/in-memory-lesson-content-authoring.adapter';
import { createInMemoryPageAuthoring, withUnitPages, type InMemoryPageSeed } from '@infrastructure/http/in-memory-page-authoring.adapter';
import { createInMemoryReadingAuthoring, withReadingItems, type InMemoryReadingSeed } from '@infrastructure/http/in-memory-reading-authoring.adapter';
import { withUnitStories } from '@infrastructure/http/in-memory-story-drafts';
import { createServerStateClient } from '@ui/app/server-state/query-client';
import { ServerStateProvider } from '@ui/app/server-state/ServerStateProvider';
import { ServicesProvider } from '@ui/app/services-context';
import { AuthoringScreen } from '@ui/authoring/AuthoringScreen';
import { createI18n } from '@ui/i18n/i18n';
import { expectAxeClean } from '../expect-axe-clean';
import { managementWorld, profileOf } from '../management/management-world';
import { publishHub, spied } from './publish-hub';
import './lazy-authoring-screens';

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

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  // Snackbars live in a module-wide store: each test starts with none.
  notifications.clean();
});

/** The lesson drafts of COURSE's first unit: Jamestown has a section title and a paragraph; Plymouth is empty. */
export const DRAFTS: readonly InMemoryDraftSeed[] = [
  { id: 101, unitId: 1, title: { en: 'Jamestown', es: 'Jamestown' }, published: true, components: ['section-title', 'paragraph'] },
  { id: 103, unitId: 1, title: { en: 'Plymouth', es: 'Plymouth' } },
];

/**
 * A content creator signed in, with the real authoring and lesson-content use cases over their
 * in-memory twins (spied), the reading twin (biographies, timelines; the unit details show its items), the page
 * twin (opener, overview, teacher and contributors pages; the unit details show the opener and teacher page), the
 * lesson-content twin's stories (`storySeed`; the unit details list them) and a real notification center on the in-memory hub (the publish controls listen to it).
 */
export function authoringWorld(
  course: readonly InMemoryUnitSeed[] = COURSE,
  drafts: readonly InMemoryDraftSeed[] = DRAFTS,
  readingSeed: InMemoryReadingSeed = {},
  pageSeed: InMemoryPageSeed = {},
  storySeed: readonly InMemoryStorySeed[] = [],
) {
  const base = managementWorld(profileOf(RoleId.ContentCreator));
  const twin = spied(createInMemoryCourseAuthoring(course));
  const content = spied(createInMemoryLessonContent(drafts, storySeed));
  const reading = spied(createInMemoryReadingAuthoring({ seed: readingSeed, media: content, unitExists: async (unitId) => (await twin.unitDetails(unitId)).ok }));
  const pages = spied(createInMemoryPageAuthoring({ seed: pageSeed, media: content, units: twin }));
  const { machines, center, push } = publishHub();
  stops.push(() => center.stop());
  const services: AppServices = {
    ...base.services,
    machines,
    authoring: createCourseAuthoringUseCases(withUnitStories(withUnitPages(withReadingItems(twin, reading), pages), content)),
    lessonContent: createLessonContentUseCases(content, content),
    readingAuthoring: reading,
    pageAuthoring: pages,
    notifications: { openCenter: async () => center } as unknown as AppServices['notifications'],
  };
  return { services, twin, content, reading, pages, center, push };
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

/**
 * Every control of the back office at `path` is labelled (axe), in English and in Spanish: each language
 * renders `world()`'s services afresh and is checked once `ready` finds the screen drawn.
 */
export async function expectAxeCleanInBothLanguages(world: () => { services: AppServices }, path: string, ready: (language: Language) => Promise<unknown>): Promise<void> {
  for (const language of ['en', 'es'] as const) {
    const view = renderBackOffice(world().services, path, language);
    await ready(language);
    await expectAxeClean(view.container);
    view.unmount();
  }
}

/** Presses "Remove {name}" and then Remove in the dialog that asks about it; gives back that dialog. */
export async function removeConfirmed(user: UserEvent, name: string) {
  await user.click(await screen.findByRole('button', { name: `Remove ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
  return dialog;
}
