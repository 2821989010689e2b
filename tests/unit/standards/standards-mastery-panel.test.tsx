// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@domain/shared/messages';
import { refused } from '@infrastructure/http/in-memory-answers';
import { StandardsMasteryPanel } from '@ui/standards/StandardsMasteryPanel';
import { renderPage } from '../classroom/classroom-world';
import { captureDownloads } from '../support/download-capture';
import { COLONIES, PERIOD_1, PERIOD_2, standardsWorld } from './standards-world';

const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((c) => c.textContent);
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map(cells);

describe('the standards mastery panel', () => {
  // jsdom has no object URLs and follows no downloads: record the link the browser would follow.
  const clicked = captureDownloads('blob:standards', (link) => link);

  it("shows the classroom's chart beside its table, and each student by standard", async () => {
    const { services } = standardsWorld();
    const { container } = renderPage(<StandardsMasteryPanel classroomId={PERIOD_1.id} />, services);
    const table = await screen.findByRole('table', { name: 'Standards of Period 1 (3)' });
    expect(screen.getByRole('heading', { name: 'Standards mastery of Period 1' })).toBeTruthy();
    expect(screen.getByRole('img', { name: /Bar chart of the mastery of each standard/ })).toBeTruthy();
    expect(rowsOf(table)).toEqual([
      ['SS.5.1A', 'Explain the reasons for European colonization', '2', '4 of 6', '66.7%'],
      ['SS.5.2B', 'Identify the causes of the American Revolution', '2', '1 of 3', '33.3%'],
      ['SS.5.3C', 'No description', '1', '3 of 4', '75%'],
    ]);
    const students = screen.getByRole('table', { name: 'Mastery of each student of Period 1 by standard (2)' });
    expect(rowsOf(students)).toEqual([
      ['Sam Student', '75%', '33.3%', 'Not scored yet'],
      ['Ana Núñez', '50%', 'Not scored yet', '75%'],
    ]);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });

  it('narrows to one unit with the unit filter', async () => {
    const { services, twin } = standardsWorld();
    const user = userEvent.setup({ delay: null });
    renderPage(<StandardsMasteryPanel classroomId={PERIOD_1.id} />, services);
    await screen.findByRole('table', { name: 'Standards of Period 1 (3)' });
    const unit = await screen.findByRole('combobox', { name: 'Unit' });
    await user.selectOptions(unit, within(unit).getByRole('option', { name: 'Unit 1: Colonies' }));
    const table = await screen.findByRole('table', { name: 'Standards of Period 1 (2)' });
    expect(twin.unitReport).toHaveBeenCalledWith(COLONIES.id, PERIOD_1.id);
    expect(rowsOf(table).map((r) => r[4])).toEqual(['66.7%', '50%']);
  });

  it('starts on the unit it is given', async () => {
    const { services, twin } = standardsWorld();
    renderPage(<StandardsMasteryPanel classroomId={PERIOD_1.id} unitId={COLONIES.id} />, services);
    await screen.findByRole('table', { name: 'Standards of Period 1 (2)' });
    expect(twin.classroomReport).not.toHaveBeenCalled();
  });

  it('says so when nothing tagged with a standard is scored yet', async () => {
    const { services } = standardsWorld();
    renderPage(<StandardsMasteryPanel classroomId={PERIOD_2.id} />, services);
    expect(await screen.findByText('No standards scored yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows the server's refusal with Try again, then the report", async () => {
    const { services, twin } = standardsWorld();
    vi.mocked(twin.classroomReport).mockResolvedValueOnce(refused(404, 'CLASSROOM.NOT_FOUND', 'notFound'));
    const user = userEvent.setup({ delay: null });
    renderPage(<StandardsMasteryPanel classroomId={PERIOD_1.id} />, services);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The standards mastery could not be loaded')).toBeTruthy();
    expect(within(alert).getByText(MESSAGES.notFound.en)).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Standards of Period 1 (3)' })).toBeTruthy();
  });

  it("downloads the server's workbook", async () => {
    const { services, twin } = standardsWorld();
    const user = userEvent.setup({ delay: null });
    renderPage(<StandardsMasteryPanel classroomId={PERIOD_1.id} />, services);
    await user.click(await screen.findByRole('button', { name: 'Download standards report as a spreadsheet' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(twin.classroomWorkbook).toHaveBeenCalledWith(PERIOD_1.id);
    expect(clicked[0]!.download).toBe('standards-classroom-1.xlsx');
  });

  it('reads in Spanish', async () => {
    const { services } = standardsWorld();
    renderPage(<StandardsMasteryPanel classroomId={PERIOD_1.id} />, services, 'es');
    const table = await screen.findByRole('table', { name: 'Estándares de Period 1 (3)' });
    expect(rowsOf(table)[0]).toEqual(['SS.5.1A', 'Explain the reasons for European colonization', '2', '4 de 6', '66.7%']);
    expect(screen.getByRole('button', { name: 'Descargar el informe de estándares como hoja de cálculo' })).toBeTruthy();
  });
});
