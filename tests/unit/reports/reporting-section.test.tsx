// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RoleId } from '@domain/identity/role';
import { ReportType } from '@domain/reports/report-types';
import { reportCall, type InMemoryReportTables } from '@infrastructure/http/in-memory-report-reader.adapter';
import { ReportingSection } from '@ui/reports/ReportingSection';
import { PERIOD_1, renderPage, SAM, TEACHER } from '../classroom/classroom-world';
import { profileOf } from '../management/management-world';
import { captureDownloads, fileName } from '../support/download-capture';
import { reportTable, rowOf } from './report-fixtures';
import { reportsWorld } from './reports-world';

const CYU = ReportType.CheckYourUnderstanding;
const DISTRICT_MANAGER = profileOf(RoleId.DistrictManager, 9);
const at = (filters: { schoolId?: number; teacherId?: number; classroomId?: number }) => reportCall.overview({ reportType: CYU, subReport: 1, stateId: 1, districtId: 10, ...filters });

/** Riverbend ISD's report, narrowed level by level: its schools, a school's teachers, a teacher's classrooms, a classroom's students. */
const DISTRICT_TABLES: InMemoryReportTables = {
  [at({})]: { [CYU]: reportTable('school', 'Riverbend ISD', [rowOf('school', 100, 'Riverbend High'), rowOf('school', 101, 'Riverbend Middle')]) },
  [at({ schoolId: 100 })]: { [CYU]: reportTable('teacher', 'Riverbend High', [rowOf('teacher', TEACHER.id, 'Ms. Rivera')]) },
  [at({ schoolId: 100, teacherId: TEACHER.id })]: { [CYU]: reportTable('classroom', 'Ms. Rivera', [rowOf('classroom', PERIOD_1.id, PERIOD_1.name)]) },
  [at({ schoolId: 100, teacherId: TEACHER.id, classroomId: PERIOD_1.id })]: { [CYU]: reportTable('student', PERIOD_1.name, [rowOf('student', SAM.id, 'Sam Student')]) },
  // One student's work, in the dialog: their units, then a unit's lessons.
  [reportCall.studentUnits(SAM.id)]: { [CYU]: reportTable('unit', 'Sam Student', [rowOf('unit', 20, 'Unit 2: Colonies')]) },
  [reportCall.studentUnit(SAM.id, 20)]: { [CYU]: reportTable('lesson', 'Sam Student', [rowOf('lesson', 31, 'Lesson 1: Jamestown')]) },
};

describe('the management dashboard’s reporting section', () => {
  const downloads = captureDownloads('blob:report', fileName);

  it('shows a district manager their district and drills down to a classroom’s students and one student’s work, with the way back', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, reader } = reportsWorld({ profile: DISTRICT_MANAGER, tables: DISTRICT_TABLES });
    renderPage(<ReportingSection />, services, 'en', '/management-dashboard/reporting');

    const schools = await screen.findByRole('table', { name: 'Riverbend ISD (2 rows)' });
    expect(reader.overview).toHaveBeenCalledWith(expect.objectContaining({ stateId: 1, districtId: 10, schoolId: undefined }));
    // The district manager's own state and district are fixed.
    expect((screen.getAllByLabelText('District')[0] as HTMLInputElement).disabled).toBe(true);
    await user.click(within(schools).getByRole('button', { name: 'Open Riverbend High' }));

    const teachers = await screen.findByRole('table', { name: 'Riverbend High (1 row)' });
    await user.click(within(teachers).getByRole('button', { name: 'Open Ms. Rivera' }));
    const classrooms = await screen.findByRole('table', { name: 'Classrooms of Ms. Rivera (1 row)' });
    await user.click(within(classrooms).getByRole('button', { name: 'Open Period 1' }));
    const students = await screen.findByRole('table', { name: `Students of ${PERIOD_1.name} (1 row)` });
    expect(reader.overview).toHaveBeenLastCalledWith(expect.objectContaining({ schoolId: 100, teacherId: TEACHER.id, classroomId: PERIOD_1.id }));
    // A district manager has no student report page; the student row opens their work in the dialog.
    expect(within(students).queryByRole('link')).toBeNull();
    await user.click(within(students).getByRole('button', { name: 'Open Sam Student' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sam Student' });
    const units = await within(dialog).findByRole('table', { name: 'Sam Student (1 row)' });
    await user.click(within(units).getByRole('button', { name: 'Open Unit 2: Colonies' }));
    expect(await within(dialog).findByRole('table', { name: 'Sam Student (1 row)' })).toBeTruthy();
    expect(await within(dialog).findByRole('rowheader', { name: /Lesson 1: Jamestown/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const crumbs = screen.getByRole('navigation', { name: 'Where you are in the report' });
    await user.click(within(crumbs).getByRole('button', { name: 'Riverbend High' }));
    expect(await screen.findByRole('table', { name: 'Riverbend High (1 row)' })).toBeTruthy();
    await user.click(within(screen.getByRole('navigation', { name: 'Where you are in the report' })).getByRole('button', { name: 'Your scope' }));
    expect(await screen.findByRole('table', { name: 'Riverbend ISD (2 rows)' })).toBeTruthy();
  });

  it('downloads the district’s workbook with every student, built by the server', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, reader } = reportsWorld({ profile: DISTRICT_MANAGER, tables: DISTRICT_TABLES });
    renderPage(<ReportingSection />, services, 'en', '/management-dashboard/reporting?from=2026-11-01');
    await user.click(await screen.findByRole('button', { name: 'Download Riverbend ISD with every student as a spreadsheet' }));
    await waitFor(() => expect(downloads).toEqual(['report.xlsx']));
    expect(reader.overviewWorkbook).toHaveBeenCalledWith(expect.objectContaining({ stateId: 1, districtId: 10, from: '2026-11-01' }));
  });

  it('lets a campus manager open a student’s report page from the classroom’s students', async () => {
    const campus = profileOf(RoleId.CampusManager, 8);
    const tables: InMemoryReportTables = {
      [reportCall.overview({ reportType: CYU, subReport: 1, stateId: campus.stateId!, districtId: campus.districtId!, schoolId: campus.schoolId!, classroomId: PERIOD_1.id })]: {
        [CYU]: reportTable('student', PERIOD_1.name, [rowOf('student', SAM.id, 'Sam Student')]),
      },
    };
    const { services } = reportsWorld({ profile: campus, tables });
    renderPage(<ReportingSection />, services, 'en', `/management-dashboard/reporting?classroomId=${PERIOD_1.id}`);
    const link = await screen.findByRole('link', { name: 'Student report of Sam Student' });
    expect(link.getAttribute('href')).toBe(`/student-reports/student/${SAM.id}`);
  });
});
