// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AppServices } from '@application/app-services';
import { createSupportUseCases } from '@application/support/support.use-cases';
import { RoleId } from '@domain/identity/role';
import { createInMemorySupportDesk, type InMemorySupportDeskOptions } from '@infrastructure/http/in-memory-support-desk.adapter';
import SupportDashboardPage from '@ui/support/SupportDashboardPage';
import { renderPage } from '../classroom/classroom-world';
import { managementWorld, profileOf } from '../management/management-world';

/** Riverbend High (school 100) has two teachers; Riverbend Middle (101) none. */
const CAMPUSES: InMemorySupportDeskOptions['campuses'] = [
  {
    schoolId: 100,
    schoolName: 'Riverbend High',
    teachers: [
      { id: 41, userName: 'teacher', firstName: 'Teresa', lastName: 'Maestra', name: 'Teresa Maestra' },
      { id: 42, userName: 'colleague', firstName: 'Carlos', lastName: 'Colega', name: 'Carlos Colega' },
    ],
  },
  { schoolId: 101, schoolName: 'Riverbend Middle', teachers: [] },
];

function supportWorld(options: Partial<InMemorySupportDeskOptions> = {}) {
  const base = managementWorld(profileOf(RoleId.SupportRole, 7));
  const desk = createInMemorySupportDesk({ campuses: CAMPUSES, now: () => '2026-11-24T16:05:00.000Z', ...options });
  for (const key of ['teachersOf', 'acting', 'startActing', 'stopActing', 'audit'] as const) vi.spyOn(desk, key);
  const services: AppServices = { ...base.services, support: createSupportUseCases(desk) };
  return { services, desk };
}

async function chooseCampus(user: ReturnType<typeof userEvent.setup>, campus: string) {
  // The place selects' code arrives after the screen shows (SearchableSelect).
  await user.click(await screen.findByRole('combobox', { name: 'State' }));
  await user.click(await screen.findByRole('option', { name: 'Texas' }));
  await user.click(screen.getByRole('combobox', { name: 'District' }));
  await user.click(await screen.findByRole('option', { name: 'Riverbend ISD' }));
  await user.click(screen.getByRole('combobox', { name: 'Campus' }));
  await user.click(await screen.findByRole('option', { name: campus }));
}

describe('the support dashboard', () => {
  it('chooses a campus and a teacher, acts for them, and stops', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, desk } = supportWorld();
    renderPage(<SupportDashboardPage />, services, 'en', '/support-dashboard');

    expect(await screen.findByText('You are not acting for any teacher.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Act for the chosen teacher' }).hasAttribute('disabled')).toBe(true);
    await chooseCampus(user, 'Riverbend High');
    await waitFor(() => expect(desk.teachersOf).toHaveBeenCalledWith(100));
    await user.click(screen.getByRole('combobox', { name: 'Teacher' }));
    await user.click(await screen.findByRole('option', { name: 'Teresa Maestra' }));
    await user.click(screen.getByRole('button', { name: 'Act for Teresa Maestra' }));

    expect(desk.startActing).toHaveBeenCalledWith({ schoolId: 100, teacherUserId: 41 });
    expect(await screen.findByText('Acting for Teresa Maestra (Riverbend High)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Teresa Maestra’s classrooms' }).getAttribute('href')).toBe('/support/class-room/management');

    await user.click(screen.getByRole('button', { name: 'Stop acting for Teresa Maestra' }));
    expect(desk.stopActing).toHaveBeenCalled();
    expect(await screen.findByText('You are not acting for any teacher.')).toBeTruthy();
  });

  it('says when a campus has no teachers', async () => {
    const user = userEvent.setup({ delay: null });
    const { services } = supportWorld();
    renderPage(<SupportDashboardPage />, services, 'en', '/support-dashboard');
    await chooseCampus(user, 'Riverbend Middle');
    expect(await screen.findByText('This campus has no teachers.')).toBeTruthy();
  });

  it('lists the changes made while acting, newest first, with both users and the action in product words', async () => {
    const { services, desk } = supportWorld({ acting: { teacherUserId: 41, teacherName: 'Teresa Maestra', schoolId: 100, schoolName: 'Riverbend High', startedAt: '2026-11-24T16:00:00.000Z' } });
    desk.recordChange('classroomEdited', 'PUT /api/ClassRoom/:id', { id: 5 }, '2026-11-24T16:01:00.000Z');
    desk.recordChange('studentAdded', 'POST /api/ClassRoom/AddStudent', { classRoomId: 5 }, '2026-11-24T16:02:00.000Z');
    renderPage(<SupportDashboardPage />, services, 'en', '/support-dashboard');

    const table = await screen.findByRole('table', { name: '2 recorded changes, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByRole('cell', { name: 'Added a student to a classroom' })).toBeTruthy();
    expect(within(rows[1]).getByRole('cell', { name: 'Edited a classroom' })).toBeTruthy();
    expect(within(rows[1]).getByRole('cell', { name: 'Teresa Maestra' })).toBeTruthy();
    expect(within(rows[1]).getByRole('cell', { name: 'support' })).toBeTruthy();
    expect(within(rows[1]).getByRole('cell', { name: 'id 5' })).toBeTruthy();
    expect(within(rows[1]).getByRole('rowheader').textContent).toContain('CT');
  });

  it('reads in Spanish', async () => {
    const { services } = supportWorld();
    renderPage(<SupportDashboardPage />, services, 'es', '/support-dashboard');
    expect(await screen.findByText('No actúas en nombre de ningún maestro.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cambios que hiciste al actuar en nombre de otros' })).toBeTruthy();
    expect(await screen.findByText('No has hecho cambios al actuar en nombre de un maestro.')).toBeTruthy();
  });

  it('shows the server’s refusal of a teacher who left the campus', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, desk } = supportWorld();
    vi.mocked(desk.startActing).mockResolvedValueOnce({
      ok: false,
      status: 404,
      code: 'SUPPORT.TEACHER_NOT_FOUND',
      message: 'There is no such teacher at this campus',
      fields: [],
      kind: 'rejected',
    });
    renderPage(<SupportDashboardPage />, services, 'en', '/support-dashboard');
    await chooseCampus(user, 'Riverbend High');
    await user.click(screen.getByRole('combobox', { name: 'Teacher' }));
    await user.click(await screen.findByRole('option', { name: 'Carlos Colega' }));
    await user.click(screen.getByRole('button', { name: 'Act for Carlos Colega' }));
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent).join(' ')).toContain('There is no such teacher at this campus'));
  });
});
