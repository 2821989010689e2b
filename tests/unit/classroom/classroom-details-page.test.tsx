// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppServices } from '@application/app-services';
import type { ClassroomUnit } from '@application/classroom/classroom-details.use-cases';
import { createClassroomUseCases } from '@application/classroom/classroom.use-cases';
import { RoleId } from '@domain/identity/role';
import { refused } from '@infrastructure/http/in-memory-answers';
import { createInMemoryClassroomDirectory } from '@infrastructure/http/in-memory-classroom-directory.adapter';
import ClassroomDetailsPage from '@ui/classroom/details/ClassroomDetailsPage';
import { managementWorld, profileOf } from '../management/management-world';
import { PERIOD_1, PERIOD_2, renderPage, SAM, TEACHER } from './classroom-world';

const bilingual = (id: number, en: string, es: string) => ({ id, en, es });
const UNITS: ClassroomUnit[] = [
  { id: 11, number: 1, name: bilingual(1, 'Colonial America', 'América colonial'), specialUnitAcronym: null, locked: false },
  { id: 13, number: 3, name: bilingual(3, 'The New Nation', 'La nueva nación'), specialUnitAcronym: null, locked: true },
  { id: 14, number: 0, name: bilingual(4, 'Literacy Skills', 'Destrezas de lectura'), specialUnitAcronym: bilingual(5, 'LS', 'DL'), locked: false },
];
const PROGRESS = {
  [SAM.id]: [
    { unitId: 11, lessonsCompleted: 3, lessonsTotal: 8, score: 75, feedbackStatus: 2 as const },
    { unitId: 13, lessonsCompleted: 1, lessonsTotal: 6, score: null, feedbackStatus: 1 as const },
  ],
};

/** The real use cases over a classroom twin that knows the units and Sam's progress; its lock call is spied. */
function detailsWorld({ profile = TEACHER, canChangeLocks = true } = {}) {
  const base = managementWorld(profile);
  const directory = createInMemoryClassroomDirectory([PERIOD_1, PERIOD_2], { details: { units: UNITS, progress: PROGRESS, canChangeLocks } });
  vi.spyOn(directory, 'setUnitLock');
  vi.spyOn(directory, 'details');
  const services: AppServices = { ...base.services, classrooms: createClassroomUseCases(directory) };
  return { services, directory };
}

const switchNamed = (name: string) => screen.getByRole('switch', { name }) as HTMLInputElement;

const open = (services: AppServices, path = `/class-room/details?classroomId=${PERIOD_1.id}`, language: 'en' | 'es' = 'en') =>
  renderPage(<ClassroomDetailsPage />, services, language, path);

describe('ClassroomDetailsPage (/class-room/details)', () => {
  beforeEach(() => {
    notifications.clean();
  });

  it("shows the classroom's students with lessons, score and feedback status in words, each name linking to the student's report", async () => {
    open(detailsWorld().services);
    expect(await screen.findByRole('heading', { level: 2, name: 'Period 1' })).toBeTruthy();
    const table = screen.getByRole('table', { name: /Students: showing 2 of 2/ });
    const sam = within(table).getByRole('rowheader', { name: 'Sam Student' }).closest('tr')!;
    expect(within(sam).getByText('3 of 8 lessons')).toBeTruthy();
    expect(within(sam).getByText('Score: 75%')).toBeTruthy();
    expect(within(sam).getByText('Feedback complete')).toBeTruthy();
    expect(within(sam).getByText('Feedback pending')).toBeTruthy();
    expect(within(sam).getAllByText('No score yet')).toHaveLength(2); // unit 3 (unscored) and the literacy unit (nothing done)
    expect(within(sam).getByRole('link', { name: 'Sam Student' }).getAttribute('href')).toBe(`/student-reports/student/${SAM.id}`);
    const ana = within(table).getByRole('rowheader', { name: 'Ana Núñez' }).closest('tr')!;
    expect(within(ana).getAllByText('Nothing submitted')).toHaveLength(UNITS.length);
    // Column headers say the unit, special units by their acronym and name.
    expect(within(table).getByRole('columnheader', { name: 'Unit 3 The New Nation' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'LS Literacy Skills' })).toBeTruthy();
  });

  it('filters the students by name or username, accents aside, and says when nothing matches', async () => {
    const user = userEvent.setup({ delay: null });
    open(detailsWorld().services);
    const search = await screen.findByRole('searchbox', { name: 'Search students' });
    await user.type(search, 'nunez');
    expect(screen.getByRole('table', { name: /Students: showing 1 of 2/ })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Ana Núñez' })).toBeTruthy();
    expect(screen.queryByRole('rowheader', { name: 'Sam Student' })).toBeNull();
    await user.clear(search);
    await user.type(search, SAM.userName);
    expect(screen.getByRole('rowheader', { name: 'Sam Student' })).toBeTruthy();
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.getByText('Nothing matches the search.')).toBeTruthy();
  });

  it('locks and unlocks a unit through the port, with the state in words and the server’s message as a snackbar', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, directory } = detailsWorld();
    open(services);
    const unit1 = (await screen.findByRole('switch', { name: 'Lock Unit 1: Colonial America' })) as HTMLInputElement;
    expect(unit1.checked).toBe(false);
    expect(switchNamed('Lock Unit 3: The New Nation').checked).toBe(true);
    expect(switchNamed('Lock Literacy Skills').checked).toBe(false);
    expect(screen.getAllByText('Locked')).toHaveLength(1);

    await user.click(unit1);
    expect(directory.setUnitLock).toHaveBeenLastCalledWith(PERIOD_1.id, 11, true);
    expect(await screen.findByText('Unit locked for this classroom')).toBeTruthy();
    await waitFor(() => expect(switchNamed('Lock Unit 1: Colonial America').checked).toBe(true));
    expect(screen.getAllByText('Locked')).toHaveLength(2);

    await user.click(switchNamed('Lock Unit 3: The New Nation'));
    expect(directory.setUnitLock).toHaveBeenLastCalledWith(PERIOD_1.id, 13, false);
    expect(await screen.findByText('Unit unlocked for this classroom')).toBeTruthy();
    await waitFor(() => expect(switchNamed('Lock Unit 3: The New Nation').checked).toBe(false));
  });

  it('shows a refused lock as a snackbar and leaves the switch as the server has it', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, directory } = detailsWorld();
    vi.mocked(directory.setUnitLock).mockResolvedValueOnce(refused(403, 'FORBIDDEN', 'forbidden'));
    open(services);
    await user.click(await screen.findByRole('switch', { name: 'Lock Unit 1: Colonial America' }));
    expect(await screen.findByText(/permission/i)).toBeTruthy();
    expect(switchNamed('Lock Unit 1: Colonial America').checked).toBe(false);
  });

  it('a viewer the server lets read only sees the locks but cannot change them', async () => {
    open(detailsWorld({ canChangeLocks: false }).services);
    expect(((await screen.findByRole('switch', { name: 'Lock Unit 3: The New Nation' })) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('You can see the unit locks but not change them.')).toBeTruthy();
  });

  it('without a classroom in the address, the teacher picks one of theirs and its details load', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, directory } = detailsWorld();
    open(services, '/class-room/details');
    expect(screen.getByText('Choose a classroom to see its students and unit locks.')).toBeTruthy();
    expect(directory.details).not.toHaveBeenCalled();
    const picker = screen.getByRole('combobox', { name: 'Classroom' });
    await user.selectOptions(picker, await within(picker).findByRole('option', { name: 'Period 2' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Period 2' })).toBeTruthy();
    expect(screen.getByText('No students in this classroom yet.')).toBeTruthy();
  });

  it('a campus manager picks among the classrooms of their school', async () => {
    const manager = { ...profileOf(RoleId.CampusManager, 7), stateId: 1, districtId: 10, schoolId: 100 };
    open(detailsWorld({ profile: manager }).services, '/class-room/details');
    const picker = screen.getByRole('combobox', { name: 'Classroom' });
    expect(await within(picker).findByRole('option', { name: 'Period 1' })).toBeTruthy();
    expect(within(picker).getByRole('option', { name: 'Period 2' })).toBeTruthy();
  });

  it('a classroom that is not there (or not theirs) says it could not be loaded, with the server’s reason', async () => {
    open(detailsWorld().services, '/class-room/details?classroomId=999');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The classroom could not be loaded')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    open(detailsWorld().services, `/class-room/details?classroomId=${PERIOD_1.id}`, 'es');
    expect(await screen.findByRole('switch', { name: 'Bloquear Unidad 1: América colonial' })).toBeTruthy();
    expect(screen.getByText('3 de 8 lecciones')).toBeTruthy();
    expect(screen.getByText('Comentarios completos')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'DL Destrezas de lectura' })).toBeTruthy();
  });
});

