// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@domain/shared/messages';
import { refused } from '@infrastructure/http/in-memory-answers';
import ClassroomsPage from '@ui/classroom/ClassroomsPage';
import { fileAndUrl, stubDownloads } from '../support/download-capture';
import { ANA, classroomWorld, PERIOD_1, renderPage, SAM, student } from './classroom-world';

type User = ReturnType<typeof userEvent.setup>;

/** Types a value in one input event (user.type re-renders the whole form per key, slow in jsdom). */
async function fill(user: User, input: HTMLElement, value: string) {
  await user.click(input);
  await user.clear(input);
  await user.paste(value);
}

const row = async (name: string) => (await screen.findByRole('rowheader', { name })).closest('tr')!;
const csv = (text: string) => new File([text], 'roster.csv', { type: 'text/csv' });
const HEADER = 'username,password,firstName,middleName,lastName,secondLastName,birthDate,textLanguage,audioLanguage';

async function openStudents(user: User, classroom: string) {
  await user.click(await screen.findByRole('button', { name: `View students of ${classroom}` }));
  return screen.findByRole('region', { name: `Students of ${classroom}` });
}

async function fillClassroom(user: User, dialog: HTMLElement, values: { name: string; period: string; start: string; end: string }) {
  await fill(user, within(dialog).getByLabelText(/^Name/), values.name);
  await fill(user, within(dialog).getByLabelText(/^Period/), values.period);
  await fill(user, within(dialog).getByLabelText(/^Start date/), values.start);
  await fill(user, within(dialog).getByLabelText(/^End date/), values.end);
}

describe('ClassroomsPage (/class-room/management)', () => {
  // Snackbars live in one store for the whole file: past tests' ones would queue this test's behind them.
  beforeEach(() => {
    notifications.clean();
    notifications.cleanQueue();
  });

  it('lists the teacher’s own classrooms by their id and school, with a counted caption and each roster behind a disclosure', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, directory } = classroomWorld();
    renderPage(<ClassroomsPage />, services);

    const first = await row('Period 1');
    expect(directory.list).toHaveBeenCalledWith({ of: 'teacher', teacherId: 1, schoolId: 100 });
    expect(screen.getByText('Classrooms: showing 2 of 2')).toBeTruthy();
    expect(within(first).getByText('Aug 17, 2026')).toBeTruthy();
    expect(within(first).getByText('May 28, 2027')).toBeTruthy();
    expect(within(first).getByText('2')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Edit Period 1' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Remove Period 1' })).toBeTruthy();

    const toggle = within(first).getByRole('button', { name: 'View students of Period 1' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = await openStudents(user, 'Period 1');
    expect(screen.getByRole('button', { name: 'Hide students of Period 1' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(panel).getByRole('rowheader', { name: 'Sam Student' })).toBeTruthy();
    expect(within(panel).getByRole('rowheader', { name: 'Ana Núñez' })).toBeTruthy();
    expect(within(panel).getByText('ananunez')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'View students of Period 2' }));
    expect(within(await screen.findByRole('region', { name: 'Students of Period 2' })).getByText('No students in this classroom yet.')).toBeTruthy();
  });

  it('says when there are no classrooms, and offers Try again when the list fails', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, directory } = classroomWorld({ classrooms: [] });
    vi.mocked(directory.list).mockResolvedValueOnce(refused(403, 'CLASSROOM.OUT_OF_SCOPE', 'outOfScope'));
    renderPage(<ClassroomsPage />, services);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The list could not be loaded')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have no classrooms yet. Add one to start.')).toBeTruthy();
    expect(directory.list).toHaveBeenCalledTimes(2);
  });

  it('creates a classroom from a roster CSV and shows the saved and the already-existing students as two messages', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, directory } = classroomWorld();
    renderPage(<ClassroomsPage />, services);

    await user.click(await screen.findByRole('button', { name: 'Add classroom' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add classroom' });
    await fillClassroom(user, dialog, { name: 'Period 3', period: '3', start: '2026-08-17', end: '2027-05-28' });
    // UTF-8 with a BOM, Spanish letters, a quoted field; samstudent already has an account.
    const roster = `\uFEFF${HEADER}\r\nsofianunez,Welcome2026,Sofía,,Núñez,"Güemes",2013-04-09,es,en\r\nsamstudent,Welcome2026,Sam,,Student,,,,\r\n`;
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, csv(roster));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const result = await screen.findByRole('status', { name: /Roster of Period 3/ });
    expect(within(result).getByText('1 student saved')).toBeTruthy();
    expect(within(result).getByText('Already existing: samstudent')).toBeTruthy();
    expect(await screen.findByText('Classroom added successfully')).toBeTruthy();
    // The list loads again by itself: the new classroom, with both students on its roster.
    const added = await row('Period 3');
    expect(within(added).getByText('2')).toBeTruthy();
    expect(directory.add).toHaveBeenCalledWith({ name: 'Period 3', period: '3', startDate: '2026-08-17', endDate: '2027-05-28' }, expect.objectContaining({ name: 'roster.csv' }));
    const panel = await openStudents(user, 'Period 3');
    expect(within(panel).getByRole('rowheader', { name: 'Sofía Núñez Güemes' })).toBeTruthy();
  });

  it('lists a roster’s invalid rows by row and field, and saves nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, directory } = classroomWorld();
    renderPage(<ClassroomsPage />, services);

    await user.click(await screen.findByRole('button', { name: 'Add classroom' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add classroom' });
    await fillClassroom(user, dialog, { name: 'Period 3', period: '3', start: '2026-08-17', end: '2027-05-28' });
    const roster = `${HEADER}\nsofianunez,Welcome2026,Sofía,,Núñez,,,es,en\nno way!,short,Luis,,Pérez,,,,\n`;
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, csv(roster));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Some roster rows have invalid data; nothing was saved')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Rows to fix in the roster' })).toBeTruthy();
    expect(within(dialog).getByText(/^Row 3, username: /)).toBeTruthy();
    expect(within(dialog).getByText(/^Row 3, password: /)).toBeTruthy();
    expect(directory.classrooms().map((c) => c.name)).toEqual(['Period 1', 'Period 2']);
    expect(directory.usernames()).not.toContain('sofianunez');
  });

  it('downloads the roster template made in the browser, without asking the server', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, directory } = classroomWorld();
    const { downloads, blobs, click } = stubDownloads('blob:roster', fileAndUrl);
    renderPage(<ClassroomsPage />, services);

    await user.click(await screen.findByRole('button', { name: 'Add classroom' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add classroom' });
    await user.click(within(dialog).getByRole('button', { name: 'Download the roster template' }));

    expect(downloads).toEqual(['roster-template.csv blob:roster']);
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    expect([...new Uint8Array(await blobs[0]!.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(directory.add).not.toHaveBeenCalled();
    click.mockRestore();
  });

  it('checks the dates before sending: the end comes after the start', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, directory } = classroomWorld();
    renderPage(<ClassroomsPage />, services);

    await user.click(await screen.findByRole('button', { name: 'Add classroom' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add classroom' });
    await fillClassroom(user, dialog, { name: 'Period 3', period: '3', start: '2027-05-28', end: '2026-08-17' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('The end date must come after the start date')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toContain('Some fields are still empty or have invalid data');
    expect(directory.add).not.toHaveBeenCalled();
  });

  it('edits a classroom, and says "Failed to update classroom" with the reason when the server refuses', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, directory } = classroomWorld();
    vi.mocked(directory.update).mockResolvedValueOnce(refused(403, 'CLASSROOM.OUT_OF_SCOPE', 'outOfScope'));
    renderPage(<ClassroomsPage />, services);

    await user.click(within(await row('Period 1')).getByRole('button', { name: 'Edit Period 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Period 1' });
    await fill(user, within(dialog).getByLabelText(/^Name/), 'Period 1A');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('Failed to update classroom')).toBeTruthy();
    expect(within(alert).getByText(MESSAGES.outOfScope.en)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await row('Period 1A')).toBeTruthy();
    expect(await screen.findByText('Classroom updated successfully')).toBeTruthy();
    expect(directory.update).toHaveBeenLastCalledWith(1, { name: 'Period 1A', period: '1', startDate: '2026-08-17', endDate: '2027-05-28' });
  });

  it('removes a classroom after a confirmation that says the students’ work stays', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, directory } = classroomWorld();
    renderPage(<ClassroomsPage />, services);

    await user.click(within(await row('Period 1')).getByRole('button', { name: 'Remove Period 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Period 1?' });
    expect(within(dialog).getByText('The classroom and its roster go. The students’ accounts and their work stay.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Period 1' })).toBeNull());
    expect(await screen.findByText('Classroom removed successfully')).toBeTruthy();
    expect(directory.remove).toHaveBeenCalledWith(1);
    // The heading takes focus: the Remove button that opened the dialog is gone.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'My classrooms' })));
  });

  it('adds a student to a classroom; a taken username says "Failed to add student" and why', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, directory } = classroomWorld({ otherStudents: [student(900, 'Luis', 'Perez', 'luisperez')] });
    renderPage(<ClassroomsPage />, services);

    const panel = await openStudents(user, 'Period 2');
    await user.click(within(panel).getByRole('button', { name: 'Add student to Period 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a student to Period 2' });
    await fill(user, within(dialog).getByLabelText(/^First name/), 'Luis');
    await fill(user, within(dialog).getByLabelText(/^Last name/), 'Pérez');
    await fill(user, within(dialog).getByLabelText(/^Username/), 'luisperez');
    await fill(user, within(dialog).getByLabelText(/^Password/), 'Welcome2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('Failed to add student')).toBeTruthy();
    expect(within(alert).getByText('Username already in use')).toBeTruthy();

    await fill(user, within(dialog).getByLabelText(/^Username/), 'luisperez2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Student added successfully')).toBeTruthy();
    expect(await within(panel).findByRole('rowheader', { name: 'Luis Pérez' })).toBeTruthy();
    expect(within(await row('Period 2')).getByText('1')).toBeTruthy();
    expect(directory.addStudent).toHaveBeenLastCalledWith(expect.objectContaining({ classRoomId: 2, username: 'luisperez2', textLanguage: 'en' }));
  });

  it('removes a student from a classroom after saying their work stays; a refusal reads "Failed to remove student."', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, directory } = classroomWorld();
    vi.mocked(directory.removeStudent).mockResolvedValueOnce(refused(404, 'CLASSROOM.STUDENT_NOT_FOUND', 'studentNotInClassroom'));
    renderPage(<ClassroomsPage />, services);

    const panel = await openStudents(user, 'Period 1');
    await user.click(within(panel).getByRole('button', { name: 'Remove Sam Student (samstudent) from Period 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Sam Student from Period 1?' });
    expect(within(dialog).getByText(/Their account and their work stay/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Remove from classroom' }));

    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('Failed to remove student.')).toBeTruthy();
    expect(within(alert).getByText('This student is not in this classroom')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Remove from classroom' }));
    await waitFor(() => expect(within(panel).queryByRole('rowheader', { name: 'Sam Student' })).toBeNull());
    expect(within(panel).getByRole('rowheader', { name: 'Ana Núñez' })).toBeTruthy();
    expect(await screen.findByText('Student removed from the classroom')).toBeTruthy();
    expect(directory.removeStudent).toHaveBeenLastCalledWith(SAM.id, PERIOD_1.id);
  });

  it('resets a student’s password with the rule shown; a refusal reads "Failed to reset password"', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, directory } = classroomWorld();
    vi.mocked(directory.resetStudentPassword).mockResolvedValueOnce(refused(403, 'CLASSROOM.OUT_OF_SCOPE', 'outOfScope'));
    renderPage(<ClassroomsPage />, services);

    const panel = await openStudents(user, 'Period 1');
    await user.click(within(panel).getByRole('button', { name: 'Reset password of Ana Núñez (ananunez)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the password of Ana Núñez (ananunez)' });
    expect(within(dialog).getByText('8 to 15 letters or numbers')).toBeTruthy();
    await fill(user, within(dialog).getByLabelText(/^New password/), 'Welcome2026');
    await fill(user, within(dialog).getByLabelText(/^Confirm the new password/), 'Welcome2027');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A same password must be inserted')).toBeTruthy();
    expect(directory.resetStudentPassword).not.toHaveBeenCalled();

    await fill(user, within(dialog).getByLabelText(/^Confirm the new password/), 'Welcome2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(await within(dialog).findByRole('alert')).getByText('Failed to reset password')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Password reset successfully')).toBeTruthy();
    expect(directory.resetStudentPassword).toHaveBeenLastCalledWith({ studentId: ANA.id, classroomId: PERIOD_1.id, password: 'Welcome2026' });
    // A new password changes nothing the list shows: it is not asked again.
    expect(directory.list).toHaveBeenCalledTimes(1);
  });

  it('speaks Spanish: the table, the dialogs and the failure alerts', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, directory } = classroomWorld();
    vi.mocked(directory.removeStudent).mockResolvedValueOnce(refused(404, 'CLASSROOM.STUDENT_NOT_FOUND', 'studentNotInClassroom'));
    renderPage(<ClassroomsPage />, services, 'es');

    expect(await screen.findByRole('heading', { name: 'Mis clases' })).toBeTruthy();
    expect(within(await row('Period 1')).getByText('17 ago 2026')).toBeTruthy();
    expect(screen.getByText('Clases: se muestran 2 de 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ver estudiantes de Period 1' }));
    await user.click(screen.getByRole('button', { name: 'Quitar a Sam Student (samstudent) de Period 1' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Quitar a Sam Student de Period 1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Quitar de la clase' }));
    expect(within(await within(dialog).findByRole('alert')).getByText('No se pudo quitar al estudiante.')).toBeTruthy();
  });
});
