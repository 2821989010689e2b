// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AppServices } from '@application/app-services';
import { createClassroomUseCases } from '@application/classroom/classroom.use-cases';
import { RoleId } from '@domain/identity/role';
import type { ReducedProfile } from '@domain/identity/user.schemas';
import { refused } from '@infrastructure/http/in-memory-answers';
import { createInMemoryClassroomDirectory } from '@infrastructure/http/in-memory-classroom-directory.adapter';
import { CampusClassroomsSection } from '@ui/classroom/CampusClassroomsSection';
import { managementWorld, profileOf } from '../management/management-world';
import { classroomOf, PERIOD_1, PERIOD_2, renderPage, SAM } from './classroom-world';

/** Carmen, the campus manager of Riverbend High (school 100). */
const CAMPUS: ReducedProfile = { ...profileOf(RoleId.CampusManager, 7), stateId: 1, districtId: 10, schoolId: 100 };
/** A second teacher of the school, with one classroom. */
const OTHER = { ...classroomOf(3, 'Period 3', [SAM], 2), teacherName: 'Omar Otero' };

function campusWorld(profile: ReducedProfile = CAMPUS) {
  const directory = createInMemoryClassroomDirectory([PERIOD_1, PERIOD_2, OTHER], {
    teacher: { id: 9, name: 'Nina Nueva', schoolId: 100, schoolName: 'Riverbend High' },
  });
  vi.spyOn(directory, 'list');
  vi.spyOn(directory, 'teacherGroups');
  const services: AppServices = { ...managementWorld(profile).services, classrooms: createClassroomUseCases(directory) };
  return { services, directory };
}

describe('CampusClassroomsSection (management dashboard, campus manager)', () => {
  it("lists the school's teachers, each with a captioned table of their classrooms and a way into each", async () => {
    const { services, directory } = campusWorld();
    renderPage(<CampusClassroomsSection />, services, 'en', '/management-dashboard/classrooms');
    expect(await screen.findByRole('heading', { level: 2, name: 'Classrooms of Riverbend High' })).toBeTruthy();
    expect(directory.list).toHaveBeenCalledWith({ of: 'school', schoolId: 100 });
    expect(directory.teacherGroups).toHaveBeenCalledWith(100);

    const teresa = screen.getByRole('region', { name: 'Teresa Maestra' });
    const table = within(teresa).getByRole('table', { name: 'Classrooms of Teresa Maestra: showing 2 of 2' });
    expect(within(table).getAllByRole('rowheader').map((h) => h.textContent)).toEqual([PERIOD_1.name, PERIOD_2.name]);
    const open = within(table).getByRole('link', { name: 'Open Period 1' });
    expect(open.getAttribute('href')).toBe(`/class-room/details?classroomId=${PERIOD_1.id}`);
    expect(within(screen.getByRole('region', { name: 'Omar Otero' })).getByRole('rowheader', { name: 'Period 3' })).toBeTruthy();
    // A teacher without a classroom is listed too, from the teacher groups.
    expect(within(screen.getByRole('region', { name: 'Nina Nueva' })).getByText('Nina Nueva has no classrooms yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'What the icons mean' }).getAttribute('href')).toBe('/class-room/legends');
  });

  it('speaks Spanish', async () => {
    renderPage(<CampusClassroomsSection />, campusWorld().services, 'es', '/management-dashboard/classrooms');
    expect(await screen.findByRole('heading', { level: 2, name: 'Clases de Riverbend High' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Abrir Period 1' })).toBeTruthy();
    expect(screen.getByText('Nina Nueva todavía no tiene clases.')).toBeTruthy();
  });

  it("shows the server's refusal with Try again, and loads again when asked", async () => {
    const { services, directory } = campusWorld();
    vi.mocked(directory.teacherGroups).mockResolvedValueOnce(refused(403, 'CLASSROOM.OUT_OF_SCOPE', 'outOfScope'));
    renderPage(<CampusClassroomsSection />, services, 'en', '/management-dashboard/classrooms');
    expect((await screen.findByRole('alert')).textContent).toContain('Try again');
    screen.getByRole('button', { name: 'Try again' }).click();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(await screen.findByRole('region', { name: 'Nina Nueva' })).toBeTruthy();
  });

  it('says so when the manager has no school, and asks nothing', () => {
    const { services, directory } = campusWorld({ ...CAMPUS, schoolId: null });
    renderPage(<CampusClassroomsSection />, services, 'en', '/management-dashboard/classrooms');
    expect(screen.getByText(/not assigned to a state, district or campus/)).toBeTruthy();
    expect(directory.list).not.toHaveBeenCalled();
  });
});
