// @vitest-environment jsdom
import '../../setup/dom.setup';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AppServices } from '@application/app-services';
import { createClassroomUseCases } from '@application/classroom/classroom.use-cases';
import { SessionService } from '@application/use-cases/session.service';
import { ROLE_NAMES, RoleId } from '@domain/identity/role';
import type { Language } from '@domain/shared/constants';
import { createSessionEvents } from '@infrastructure/events/in-memory-session-events.adapter';
import { createInMemoryAuthGateway } from '@infrastructure/http/in-memory-auth.adapter';
import { createInMemoryClassroomDirectory } from '@infrastructure/http/in-memory-classroom-directory.adapter';
import { createInMemorySessionStore } from '@infrastructure/storage/in-memory-session-store.adapter';
import { createServerStateClient } from '@ui/app/server-state/query-client';
import { ServerStateProvider } from '@ui/app/server-state/ServerStateProvider';
import { ServicesProvider } from '@ui/app/services-context';
import { createI18n } from '@ui/i18n/i18n';

/**
 * A full page load of /class-room/management: only the shell's strings are registered (this file
 * loads no feature bundle itself), so the screen's chunk must bring every string it and its dialogs show.
 */
const KEY_LIKE = /\b[a-z]+[A-Z][a-zA-Z]+\b/g;

function teacherServices(): AppServices {
  const profile = { id: 1, userName: 'teresa', roleId: RoleId.DistrictTeacher, roleName: ROLE_NAMES[RoleId.DistrictTeacher], stateId: 1, districtId: 10, schoolId: 100 };
  const student = { id: 501, userName: 'samstudent', firstName: 'Sam', middleName: null, lastName: 'Student', secondLastName: null, birthDate: null, textLanguage: 'en' as const, audioLanguage: 'en' as const };
  const directory = createInMemoryClassroomDirectory([
    {
      id: 1,
      name: 'Period 1',
      period: '1',
      startDate: '2026-08-17',
      endDate: '2027-05-28',
      numberOfStudents: 1,
      teacherUserId: 1,
      teacherName: 'Teresa Maestra',
      schoolId: 100,
      schoolName: 'Riverbend High',
      students: [student],
    },
  ]);
  const session = new SessionService(createInMemorySessionStore({ token: 'token', profile }), createInMemoryAuthGateway({ takenUsernames: () => [] }), createSessionEvents());
  return { session, classrooms: createClassroomUseCases(directory) } as Partial<AppServices> as AppServices;
}

function shownTexts(): string {
  const attributes = [...document.body.querySelectorAll('[placeholder], [aria-label], [title]')].flatMap((element) =>
    ['placeholder', 'aria-label', 'title'].map((name) => element.getAttribute(name) ?? ''),
  );
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '');
  return [...texts, ...attributes].join('\n');
}

describe.each<[Language, string, string, string]>([
  ['en', 'View students of Period 1', 'Add student to Period 1', 'Add classroom'],
  ['es', 'Ver estudiantes de Period 1', 'Agregar estudiante a Period 1', 'Agregar clase'],
])('the classrooms screen loaded cold (%s)', (language, viewStudents, addStudent, addClassroom) => {
  it('shows words, not translation keys, on the page, the roster and the dialogs', async () => {
    // The route's own lazy import, as the router does after a full page load.
    const { default: ClassroomsPage } = await import('@ui/classroom/ClassroomsPage');
    render(
      <ServicesProvider services={teacherServices()}>
        <ServerStateProvider client={createServerStateClient()}>
          <I18nextProvider i18n={createI18n(language)}>
            <MantineProvider env="test">
              <MemoryRouter initialEntries={['/class-room/management']}>
                <ClassroomsPage />
              </MemoryRouter>
            </MantineProvider>
          </I18nextProvider>
        </ServerStateProvider>
      </ServicesProvider>,
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: viewStudents }));
    expect(shownTexts().match(KEY_LIKE) ?? []).toEqual([]);

    await user.click(screen.getByRole('button', { name: addStudent }));
    await screen.findByRole('dialog');
    expect(shownTexts().match(KEY_LIKE) ?? []).toEqual([]);
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: addClassroom }));
    await screen.findByRole('dialog', { name: addClassroom });
    expect(shownTexts().match(KEY_LIKE) ?? []).toEqual([]);
  });
});
