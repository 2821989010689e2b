// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { createSupportUseCases } from '@application/support/support.use-cases';
import { createInMemorySupportDesk } from '@infrastructure/http/in-memory-support-desk.adapter';
import { RoleId } from '@domain/identity/role';
import { ROUTES } from '@domain/routing/route-table';
import { rolePath } from '@ui/support/support-paths';
import { ExpandedReportLink } from '@ui/standards/ExpandedReportLink';
import ExpandedStandardsReportPage from '@ui/standards/ExpandedStandardsReportPage';
import { profileOf } from '../management/management-world';
import { classroomWorld, renderPage } from '../classroom/classroom-world';
import { COLONIES, PERIOD_1, SAM, standardsWorld } from './standards-world';

const masteryColumn = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [row.querySelector('th')!.textContent, row.querySelectorAll('td')[3]!.textContent]);

/** Picks `option` in one of the report's selects (the browser's own). */
async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  const control = await screen.findByRole('combobox', { name: label });
  await user.selectOptions(control, await within(control).findByRole('option', { name: option }));
}

describe('the expanded standards report', () => {
  it('is the teacher\'s and campus manager\'s screen, and support\'s (acting for a teacher) under /support/', () => {
    expect(ROUTES.find((r) => r.path === '/student-reports-expended')).toMatchObject({ authorize: ['DistrictTeacher', 'CampusManager'], screen: 'expandedStandardsReport' });
    expect(ROUTES.find((r) => r.path === '/support/student-reports-expended')).toMatchObject({ authorize: ['SupportRole'], screen: 'expandedStandardsReport' });
    expect(rolePath(RoleId.SupportRole, '/student-reports-expended?studentId=5')).toBe('/support/student-reports-expended?studentId=5');
    expect(rolePath(RoleId.DistrictTeacher, '/student-reports-expended?studentId=5')).toBe('/student-reports-expended?studentId=5');
  });

  it('goes from a classroom to a student, then narrows to a unit and one of their lessons', async () => {
    const { services, twin, lessonsOfUnit } = standardsWorld();
    const user = userEvent.setup({ delay: null });
    const { container } = renderPage(<ExpandedStandardsReportPage />, services, 'en', '/student-reports-expended');
    expect(await screen.findByRole('heading', { name: 'Expanded standards report', level: 1 })).toBeTruthy();
    expect(screen.getByText(/Choose a classroom to see its standards mastery/)).toBeTruthy();

    await choose(user, 'Classroom', PERIOD_1.name);
    expect(await screen.findByRole('table', { name: 'Standards of Period 1 (3)' })).toBeTruthy();

    await choose(user, 'Student', 'Sam Student');
    const whole = await screen.findByRole('table', { name: 'Standards of Sam Student (3)' });
    expect(twin.studentReport).toHaveBeenLastCalledWith(SAM.id, { teacherId: 1 });
    expect(masteryColumn(whole)).toEqual([
      ['SS.5.1A', '75%'],
      ['SS.5.2B', '33.3%'],
      ['SS.5.3C', 'Not scored yet'],
    ]);
    // One student: no students-by-standard table.
    expect(screen.queryByRole('table', { name: /Mastery of each student/ })).toBeNull();

    await choose(user, 'Unit', 'Unit 1: Colonies');
    const unit = await screen.findByRole('table', { name: 'Standards of Sam Student (2)' });
    expect(twin.unitReport).toHaveBeenLastCalledWith(COLONIES.id, PERIOD_1.id);
    expect(masteryColumn(unit)).toEqual([
      ['SS.5.1A', '75%'],
      ['SS.5.2B', '50%'],
    ]);

    await choose(user, 'Lesson', '1. Why they came');
    await screen.findByRole('table', { name: 'Standards of Sam Student (2)' });
    expect(lessonsOfUnit).toHaveBeenCalledWith(SAM.id, COLONIES.id);
    expect(twin.studentReport).toHaveBeenLastCalledWith(SAM.id, { lessonId: 101, lessonType: 1, teacherId: 1 });
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);

    await choose(user, 'Student', 'Whole classroom');
    expect(await screen.findByRole('table', { name: 'Standards of Period 1 (2)' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Mastery of each student of Period 1 by standard (2)' })).toBeTruthy();
  });

  it("opens on a student named in the address (the student report's link), in the classroom of theirs", async () => {
    const { services, twin } = standardsWorld();
    renderPage(<ExpandedStandardsReportPage />, services, 'en', `/student-reports-expended?studentId=${SAM.id}`);
    expect(await screen.findByRole('table', { name: 'Standards of Sam Student (3)' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Classroom' }) as HTMLSelectElement).selectedOptions[0].textContent).toBe(PERIOD_1.name);
    expect((screen.getByRole('combobox', { name: 'Student' }) as HTMLSelectElement).selectedOptions[0].textContent).toBe('Sam Student');
    expect(twin.studentReport).toHaveBeenCalledWith(SAM.id, { teacherId: 1 });
  });

  it("is linked from a student's report, under /support/ for support", async () => {
    const { services } = standardsWorld();
    renderPage(<ExpandedReportLink studentId={SAM.id} />, services);
    expect((await screen.findByRole('link', { name: 'Open the expanded standards report' })).getAttribute('href')).toBe(`/student-reports-expended?studentId=${SAM.id}`);
    const support = classroomWorld({ profile: { ...profileOf(RoleId.SupportRole, 9), stateId: 1, districtId: 10, schoolId: 100 } });
    renderPage(<ExpandedReportLink studentId={SAM.id} />, support.services, 'es');
    expect((await screen.findByRole('link', { name: 'Abrir el informe ampliado de estándares' })).getAttribute('href')).toBe(`/support/student-reports-expended?studentId=${SAM.id}`);
  });

  it("works for support acting for a teacher: the teacher's classrooms, and the student's standards asked as that teacher's", async () => {
    const support = classroomWorld({ profile: { ...profileOf(RoleId.SupportRole, 9), stateId: 1, districtId: 10, schoolId: 100 } });
    const { services: standardsServices, twin } = standardsWorld();
    const acting = { teacherUserId: 1, teacherName: 'Teresa Maestra', schoolId: 100, schoolName: 'Riverbend High', startedAt: '2026-11-24T16:00:00.000Z' };
    const services = { ...standardsServices, session: support.services.session, support: createSupportUseCases(createInMemorySupportDesk({ campuses: [], acting })) };
    const user = userEvent.setup({ delay: null });
    renderPage(<ExpandedStandardsReportPage />, services, 'en', '/support/student-reports-expended');
    await choose(user, 'Classroom', PERIOD_1.name);
    await choose(user, 'Student', 'Sam Student');
    expect(await screen.findByRole('table', { name: 'Standards of Sam Student (3)' })).toBeTruthy();
    expect(twin.studentReport).toHaveBeenLastCalledWith(SAM.id, { teacherId: 1 });
  });
});
