import '../support-all-locales';
import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import type { AppServices } from '@application/app-services';
import { createClassroomUseCases, type Classroom, type RosterStudent } from '@application/classroom/classroom.use-cases';
import { RoleId } from '@domain/identity/role';
import type { ReducedProfile } from '@domain/identity/user.schemas';
import type { Language } from '@domain/shared/constants';
import { createInMemoryClassroomDirectory } from '@infrastructure/http/in-memory-classroom-directory.adapter';
import { createServerStateClient } from '@ui/app/server-state/query-client';
import { ServerStateProvider } from '@ui/app/server-state/ServerStateProvider';
import { ServicesProvider } from '@ui/app/services-context';
import { registerLocaleBundle } from '@ui/i18n/bundle-registry';
import { createI18n } from '@ui/i18n/i18n';
import { classroom as classroomStrings } from '@ui/i18n/locales/classroom';
import { managementWorld, profileOf } from '../management/management-world';

registerLocaleBundle(classroomStrings);

/** Teresa Maestra (user 1), a district teacher of Riverbend High (school 100). */
export const TEACHER: ReducedProfile = { ...profileOf(RoleId.DistrictTeacher, 1), stateId: 1, districtId: 10, schoolId: 100 };

export function student(id: number, firstName: string, lastName: string, userName = `${firstName}${lastName}`.toLowerCase()): RosterStudent {
  return { id, userName, firstName, middleName: null, lastName, secondLastName: null, birthDate: null, textLanguage: 'en', audioLanguage: 'en' };
}

export function classroomOf(id: number, name: string, students: readonly RosterStudent[] = [], teacherUserId = TEACHER.id): Classroom {
  return {
    id,
    name,
    period: `${id}`,
    startDate: '2026-08-17',
    endDate: '2027-05-28',
    numberOfStudents: students.length,
    teacherUserId,
    teacherName: 'Teresa Maestra',
    schoolId: 100,
    schoolName: 'Riverbend High',
    students: [...students],
  };
}

export const SAM = student(501, 'Sam', 'Student');
export const ANA = student(502, 'Ana', 'Núñez', 'ananunez');
export const PERIOD_1 = classroomOf(1, 'Period 1', [SAM, ANA]);
export const PERIOD_2 = classroomOf(2, 'Period 2');

/** Every method of a twin becomes a spy that still runs it, so a test can say which calls were made. */
function spied<T extends object>(twin: T): T {
  for (const key of Object.keys(twin) as (keyof T & string)[]) if (typeof twin[key] === 'function') vi.spyOn(twin, key as never);
  return twin;
}

/**
 * The management world's services, signed in as `profile`, with the real classroom use cases over an
 * in-memory classroom directory holding `classrooms` (and `otherStudents`: accounts in no classroom of theirs).
 */
export function classroomWorld({
  profile = TEACHER,
  classrooms = [PERIOD_1, PERIOD_2] as readonly Classroom[],
  otherStudents = [] as readonly RosterStudent[],
} = {}) {
  const base = managementWorld(profile);
  const directory = spied(createInMemoryClassroomDirectory(classrooms, { otherStudents }));
  const services: AppServices = { ...base.services, classrooms: createClassroomUseCases(directory) };
  return { services, directory };
}

/** Renders a screen as the app does: services, a fresh server-state cache, the language, Mantine (test env) and snackbars. */
export function renderPage(ui: ReactElement, services: AppServices, language: Language = 'en', path = '/class-room/management') {
  return render(
    <ServicesProvider services={services}>
      <ServerStateProvider client={createServerStateClient()}>
        <I18nextProvider i18n={createI18n(language)}>
          <MantineProvider env="test">
            <Notifications />
            {/* The screens link to each other (a classroom's Details). */}
            <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
          </MantineProvider>
        </I18nextProvider>
      </ServerStateProvider>
    </ServicesProvider>,
  );
}
