// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { reportTableSheet } from '@domain/reports/report-sheet';
import { ReportType } from '@domain/reports/report-types';
import { refused } from '@infrastructure/http/in-memory-answers';
import { reportCall } from '@infrastructure/http/in-memory-report-reader.adapter';
import ReportingPage from '@ui/reports/ReportingPage';
import { PERIOD_1, renderPage, SAM, TEACHER } from '../classroom/classroom-world';
import { standardsWorld } from '../standards/standards-world';
import { captureDownloads, fileName } from '../support/download-capture';
import { reportsWorld, TEACHER_TABLES } from './reports-world';

const open = (services: Parameters<typeof renderPage>[1], path = '/class-room/reporting', language: 'en' | 'es' = 'en') => renderPage(<ReportingPage />, services, language, path);

describe('the teacher’s Reporting screen', () => {
  const downloads = captureDownloads('blob:report', fileName);

  it('drills down from a classroom to its units, a lesson, a student and their questions with every round', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, reader } = reportsWorld();
    open(services);

    const classrooms = await screen.findByRole('table', { name: 'Classrooms of Ms. Rivera (1 row)' });
    expect(reader.teacherClassrooms).toHaveBeenCalledWith({ reportType: 1, subReport: 1 }, TEACHER.id, { unitId: undefined, from: undefined, to: undefined });
    const period = within(classrooms).getByRole('rowheader', { name: 'Period 1' }).closest('tr')!;
    expect(within(period).getByText('35 of 40')).toBeTruthy();
    expect(within(period).getByText('87.5%')).toBeTruthy();
    expect(within(period).getByText(/CT/)).toBeTruthy();
    await user.click(within(period).getByRole('button', { name: 'Open Period 1' }));

    const units = await screen.findByRole('table', { name: 'Period 1 (1 row)' });
    expect(reader.classroomUnits).toHaveBeenCalledWith({ reportType: 1, subReport: 1 }, PERIOD_1.id, { unitId: undefined, from: undefined, to: undefined });
    expect(screen.getByRole('navigation', { name: 'Where you are in the report' })).toBeTruthy();
    await user.click(within(units).getByRole('button', { name: 'Open Unit 2: Colonies' }));

    let dialog = await screen.findByRole('dialog', { name: 'Unit 2: Colonies' });
    await user.click(await within(dialog).findByRole('button', { name: 'Open Lesson 3: Jamestown' }));
    dialog = await screen.findByRole('dialog', { name: 'Lesson 3: Jamestown' });
    const sam = (await within(dialog).findByRole('rowheader', { name: 'Sam Student' })).closest('tr')!;
    expect(within(sam).getByRole('link', { name: 'Student report of Sam Student' }).getAttribute('href')).toBe(`/student-reports/student/${SAM.id}`);
    await user.click(within(sam).getByRole('button', { name: 'Open Sam Student' }));

    dialog = await screen.findByRole('dialog', { name: 'Sam Student' });
    const questions = await within(dialog).findByRole('table', { name: 'Sam Student · Lesson 3: Jamestown (2 rows)' });
    expect(reader.studentQuestions).toHaveBeenCalledWith(ReportType.CheckYourUnderstanding, SAM.id, 300);
    expect(within(within(questions).getByRole('rowheader', { name: 'Question 2' }).closest('tr')!).getByText('None')).toBeTruthy();
    const rounds = within(dialog).getByRole('table', { name: 'Rounds of Sam Student · Lesson 3: Jamestown (2)' });
    expect(within(rounds).getByRole('rowheader', { name: 'Round 1' }).closest('tr')!.textContent).toContain('Earlier round');
    expect(within(rounds).getByRole('rowheader', { name: 'Round 2' }).closest('tr')!.textContent).toContain('Counted (latest)');

    // The breadcrumbs go back up the way the teacher came.
    await user.click(within(within(dialog).getByRole('navigation', { name: 'Where you are in the report' })).getByRole('button', { name: 'Unit 2: Colonies' }));
    expect(await screen.findByRole('dialog', { name: 'Unit 2: Colonies' })).toBeTruthy();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Period 1' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the report and the filters in the address, and reads with them', async () => {
    const { services, reader } = reportsWorld();
    open(services, `/class-room/reporting?reportType=4&subReport=2&from=2026-11-01&to=2026-11-30&classroomId=${PERIOD_1.id}`);
    expect(await screen.findByText('No reports yet: nothing is assigned or submitted here.')).toBeTruthy();
    expect(reader.classroomUnits).toHaveBeenCalledWith({ reportType: 4, subReport: 2 }, PERIOD_1.id, { unitId: undefined, from: '2026-11-01', to: '2026-11-30' });
    expect(screen.getByRole('tab', { name: 'Mid-unit' }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-11-01');
  });

  it('narrows the classroom’s report to one unit chosen among the units it lists', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, reader } = reportsWorld();
    open(services, `/class-room/reporting?classroomId=${PERIOD_1.id}`);
    await screen.findByRole('table', { name: 'Period 1 (1 row)' });
    const unit = screen.getByRole('combobox', { name: 'Unit' });
    await user.selectOptions(unit, await within(unit).findByRole('option', { name: 'Unit 2: Colonies' }));
    await waitFor(() => expect(reader.classroomUnits).toHaveBeenLastCalledWith({ reportType: 1, subReport: 1 }, PERIOD_1.id, { unitId: 20, from: undefined, to: undefined }));
    // "All" is the first option, and takes the filter off again.
    await user.selectOptions(unit, within(unit).getByRole('option', { name: 'All' }));
    await waitFor(() => expect(reader.classroomUnits).toHaveBeenLastCalledWith({ reportType: 1, subReport: 1 }, PERIOD_1.id, { unitId: undefined, from: undefined, to: undefined }));
  });

  it('opens the classroom’s standards mastery in a dialog', async () => {
    const user = userEvent.setup({ delay: null });
    const { services } = reportsWorld();
    const { services: withStandards, twin } = standardsWorld();
    open({ ...services, standards: withStandards.standards, classrooms: withStandards.classrooms }, `/class-room/reporting?classroomId=${PERIOD_1.id}`);
    await user.click(await screen.findByRole('button', { name: 'Standards mastery of Period 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Standards mastery of Period 1' });
    expect((await within(dialog).findAllByText(/SS\.5\.1A/)).length).toBeGreaterThan(0);
    expect(twin.classroomReport).toHaveBeenCalledWith(PERIOD_1.id);
    // The dialog loads on the first open; closing it gives focus back to its button.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Standards mastery of Period 1' })));
  });

  it('says exactly "Benchmark assessment not created yet." for an empty benchmark report', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, reader } = reportsWorld();
    open(services);
    await screen.findByRole('table', { name: 'Classrooms of Ms. Rivera (1 row)' });
    await user.click(screen.getByRole('tab', { name: 'Benchmark' }));
    // Both benchmark tables of the page (the classrooms, and the sets over all of them) are empty.
    expect(await screen.findAllByText('Benchmark assessment not created yet.')).toHaveLength(2);
    expect(reader.teacherClassrooms).toHaveBeenLastCalledWith({ reportType: 3, subReport: 1 }, TEACHER.id, { unitId: undefined, from: undefined, to: undefined });
    expect(reader.teacherBenchmarkSets).toHaveBeenLastCalledWith({ reportType: 3, subReport: 1 }, TEACHER.id, { unitId: undefined, from: undefined, to: undefined });
  });

  it('shows the catalogue failure with the server’s reason, and loads again on Try again', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, reader } = reportsWorld();
    vi.mocked(reader.teacherClassrooms).mockResolvedValueOnce(refused(403, 'REPORT.OUT_OF_SCOPE', 'outOfScope'));
    open(services);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load the classroom performance')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Classrooms of Ms. Rivera (1 row)' })).toBeTruthy();
  });

  it('names the benchmark failure as the benchmark performance', async () => {
    const { services, reader } = reportsWorld();
    vi.mocked(reader.teacherClassrooms).mockResolvedValueOnce(refused(403, 'REPORT.OUT_OF_SCOPE', 'outOfScope'));
    open(services, '/class-room/reporting?reportType=3');
    expect(within(await screen.findByRole('alert')).getByText('Failed to load the benchmark performance')).toBeTruthy();
  });

  it('downloads the table shown as a spreadsheet made in the browser', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, exporter } = reportsWorld();
    open(services);
    await user.click(await screen.findByRole('button', { name: 'Download Classrooms of Ms. Rivera as a spreadsheet' }));
    await waitFor(() => expect(downloads).toEqual(['Classrooms of Ms. Rivera.xlsx']));
    const shown = TEACHER_TABLES[reportCall.teacher(TEACHER.id)]![ReportType.CheckYourUnderstanding]!;
    expect(exporter.workbookOf).toHaveBeenCalledWith(reportTableSheet(shown, 'en'));
  });

  it('reads in Spanish: tabs, headers and the names the server sends in Spanish', async () => {
    const { services } = reportsWorld();
    open(services, `/class-room/reporting?classroomId=${PERIOD_1.id}`, 'es');
    expect(await screen.findByRole('rowheader', { name: 'Unidad 2: Colonias' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Evaluación de referencia' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abrir Unidad 2: Colonias' })).toBeTruthy();
  });
});

