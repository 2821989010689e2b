// @vitest-environment jsdom
import '../../setup/dom.setup';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { createRosterSyncUseCases } from '@application/roster-sync/roster-sync.use-cases';
import { RoleId } from '@domain/identity/role';
import { noRosterCounts, type RosterImportJob } from '@domain/roster-sync/oneroster.schemas';
import { createInMemoryRosterSync } from '@infrastructure/http/in-memory-roster-sync.adapter';
import { DistrictSyncSection } from '@ui/roster-sync/DistrictSyncSection';
import { managementWorld, profileOf, renderSection } from '../management/management-world';

const EARLIER: RosterImportJob = {
  jobId: 7,
  status: 'done',
  fileName: 'riverbend-2026.zip',
  stateId: 1,
  districtId: null,
  counts: { ...noRosterCounts(), schools: { created: 2, updated: 0, removed: 0, unchanged: 0 } },
  problems: [],
  problemCount: 0,
  requestedAt: '2026-11-20T15:00:00.000Z',
  startedAt: '2026-11-20T15:00:01.000Z',
  finishedAt: '2026-11-20T15:00:09.000Z',
};

function world(seed: readonly RosterImportJob[] = [EARLIER]) {
  const { services } = managementWorld(profileOf(RoleId.SuperAdmin));
  const port = createInMemoryRosterSync([1, 2], seed);
  const spies = { start: vi.spyOn(port, 'startImport'), job: vi.spyOn(port, 'importJob') };
  return { services: { ...services, rosterSync: createRosterSyncUseCases(port) }, port, spies };
}

const zip = (name = 'roster.zip') => new File([new Uint8Array([0x50, 0x4b, 3, 4])], name, { type: 'application/zip' });
const uploadInput = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('DistrictSyncSection', () => {
  it('lists the recent imports and opens one with its counts', async () => {
    const user = userEvent.setup({ delay: null });
    const { services } = world();
    renderSection(<DistrictSyncSection />, services);
    expect(await screen.findByRole('rowheader', { name: 'riverbend-2026.zip' })).toBeTruthy();
    expect(screen.getByText('Recent imports: showing 1 of 1')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show the import of riverbend-2026.zip' }));
    const job = await screen.findByTestId('roster-import-job');
    const counts = within(job).getByRole('table', { name: 'What the import changed' });
    const schools = within(counts).getByRole('rowheader', { name: 'Schools' }).closest('tr')!;
    expect(within(schools).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2', '0', '0', '0']);
  });

  it('sends the zip to the chosen state and district, then follows the job until it fails with its problems', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, port, spies } = world([]);
    const { container } = renderSection(<DistrictSyncSection />, services);
    expect(await screen.findByText('No roster has been imported yet.')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: /^District of the schools/ }));
    await user.click(await screen.findByRole('option', { name: 'Riverbend ISD' }));
    await user.upload(uploadInput(container), zip());
    await waitFor(() => expect(spies.start).toHaveBeenCalledWith({ stateId: 1, districtId: 10 }, expect.any(File), 'roster.zip'));
    expect(await screen.findByText('Import queued')).toBeTruthy();
    const job = await screen.findByTestId('roster-import-job');
    expect(within(job).getByRole('status').textContent).toContain('Queued');

    const [queued] = port.jobs();
    port.settle(queued.jobId, {
      status: 'failed',
      finishedAt: new Date().toISOString(),
      problemCount: 1,
      problems: [{ file: 'users.csv', row: 3, column: 'role', reason: 'Must be one of: administrator, student, teacher' }],
    });
    // The job is read again on its own (ROSTER_IMPORT_POLL_MS) until it ends.
    expect(await within(job).findByText('Failed: nothing was imported', {}, { timeout: 5000 })).toBeTruthy();
    const problems = within(job).getByRole('table', { name: '1 problem in the files' });
    expect(within(problems).getByRole('rowheader', { name: 'users.csv' })).toBeTruthy();
    expect(within(problems).getByText('Must be one of: administrator, student, teacher')).toBeTruthy();
    // The recent list catches up with the ended job.
    await waitFor(() => expect(screen.getByText('Recent imports: showing 1 of 1')).toBeTruthy());
  });

  it("shows the server's refusal of the upload", async () => {
    const { services, spies } = world([]);
    spies.start.mockResolvedValueOnce({ ok: false, status: 400, code: 'ONEROSTER.NOT_A_ZIP', message: 'This file is not a zip of OneRoster CSV files', fields: [], kind: 'rejected' });
    const user = userEvent.setup({ delay: null });
    const { container } = renderSection(<DistrictSyncSection />, services);
    await screen.findByText('No roster has been imported yet.');
    await user.upload(uploadInput(container), zip('notes.zip'));
    await screen.findByText('The zip was not accepted');
    const alert = screen.getAllByRole('alert').find((a) => a.textContent?.includes('The zip was not accepted'))!;
    expect(alert.textContent).toContain('The zip was not accepted');
    expect(alert.textContent).toContain('This file is not a zip of OneRoster CSV files');
  });

  it('has no axe violations', async () => {
    const user = userEvent.setup({ delay: null });
    const { services } = world();
    const { container } = renderSection(<DistrictSyncSection />, services);
    await user.click(await screen.findByRole('button', { name: 'Show the import of riverbend-2026.zip' }));
    await screen.findByTestId('roster-import-job');
    await act(async () => {
      const results = await axe.run({ include: [container], exclude: [['.mantine-Notification-root']] } as axe.ElementContext, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
    });
  });
});
