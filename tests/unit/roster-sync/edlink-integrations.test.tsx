// @vitest-environment jsdom
import '../../setup/dom.setup';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { AppServices } from '@application/app-services';
import { createMachineActorFactory } from '@application/machines/machine-actor-factory';
import { NotificationCenter } from '@application/notifications/notification-center.service';
import type { TraceRecorder } from '@application/ports/trace-recorder.port';
import { ClassSignalTarget } from '@domain/realtime/class-signal.contract';
import { InMemoryNotificationInbox } from '@infrastructure/http/in-memory-notification-inbox.adapter';
import { InMemoryNotificationChannel } from '@infrastructure/realtime/in-memory-notification-channel.adapter';
import type { EdlinkDistrictLastSync, EdlinkIntegration } from '@application/roster-sync/edlink.port';
import { createEdlinkUseCases } from '@application/roster-sync/edlink.use-cases';
import { RoleId } from '@domain/identity/role';
import { noRosterCounts } from '@domain/roster-sync/oneroster.schemas';
import { createInMemoryEdlink } from '@infrastructure/http/in-memory-edlink.adapter';
import { createServerStateClient } from '@ui/app/server-state/query-client';
import { ServerStateProvider } from '@ui/app/server-state/ServerStateProvider';
import { ServicesProvider } from '@ui/app/services-context';
import { useClassSignalInvalidation } from '@ui/notifications/class-signal-invalidation';
import { createI18n } from '@ui/i18n/i18n';
import { EdlinkIntegrations } from '@ui/roster-sync/edlink/EdlinkIntegrations';
import { rosterSyncLocale } from '@ui/roster-sync/roster-sync.locale';
import { registerLocaleBundle } from '@ui/i18n/bundle-registry';
import { DISTRICTS, managementWorld, profileOf } from '../management/management-world';

registerLocaleBundle(rosterSyncLocale);

const RIVERBEND: EdlinkIntegration = {
  districtId: 10,
  districtName: 'Riverbend ISD',
  stateId: 1,
  integrationId: 'int-riverbend',
  integrationName: 'Riverbend SIS via Edlink',
  connected: true,
  status: 'done',
  lastSyncAt: '2026-11-20T15:00:09.000Z',
};

const REPORT: EdlinkDistrictLastSync = {
  integration: RIVERBEND,
  lastRun: {
    runId: 3,
    status: 'done',
    counts: { ...noRosterCounts(), students: { created: 12, updated: 1, removed: 2, unchanged: 40 } },
    problems: [],
    requestedAt: '2026-11-20T15:00:00.000Z',
    finishedAt: '2026-11-20T15:00:09.000Z',
  },
  pendingEvents: 2,
};

function world(seed: readonly EdlinkIntegration[] = [RIVERBEND]) {
  const { services } = managementWorld(profileOf(RoleId.SuperAdmin));
  const port = createInMemoryEdlink(DISTRICTS, seed, { 10: REPORT });
  const spies = { connect: vi.spyOn(port, 'connect'), sync: vi.spyOn(port, 'startSync'), report: vi.spyOn(port, 'lastSyncWorkbook') };
  return { services: { ...services, edlink: createEdlinkUseCases(port) }, port, spies };
}

function renderIn(ui: ReactElement, services: AppServices, language: 'en' | 'es' = 'en') {
  return render(
    <ServicesProvider services={services}>
      <ServerStateProvider client={createServerStateClient()}>
        <I18nextProvider i18n={createI18n(language)}>
          <MantineProvider env="test">
            <Notifications />
            {ui}
          </MantineProvider>
        </I18nextProvider>
      </ServerStateProvider>
    </ServicesProvider>,
  );
}

describe('EdlinkIntegrations', () => {
  it('lists each district with its integration and status, and starts a sync', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, spies } = world();
    renderIn(<EdlinkIntegrations />, services);
    const row = (await screen.findByRole('rowheader', { name: 'Riverbend ISD' })).closest('tr')!;
    expect(within(row).getByText('Riverbend SIS via Edlink')).toBeTruthy();
    expect(within(row).getByText('Done')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Sync Riverbend ISD now' }));
    expect(spies.sync).toHaveBeenCalledWith(10);
    expect(await within(row).findByText('In progress')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Sync Riverbend ISD now' })).toHaveProperty('disabled', true);
  });

  it('follows a sync started elsewhere as the hub announces its steps', async () => {
    const { services, port } = world();
    const channel = new InMemoryNotificationChannel();
    const center = new NotificationCenter(new InMemoryNotificationInbox(), channel, createMachineActorFactory({ isOn: () => false } as unknown as TraceRecorder), () => undefined);
    center.start();
    try {
      // The bell (in every signed-in header) is what turns a signal into stale reads.
      const Bell = () => {
        useClassSignalInvalidation(center);
        return null;
      };
      renderIn(
        <>
          <Bell />
          <EdlinkIntegrations />
        </>,
        services,
      );
      const row = (await screen.findByRole('rowheader', { name: 'Riverbend ISD' })).closest('tr')!;
      expect(within(row).getByText('Done')).toBeTruthy();
      // Another super admin's sync (or another process's job) moved on; only the push says so.
      port.settle(10, { status: 'in_progress' });
      act(() => channel.push({ kind: 'signal', signal: { target: ClassSignalTarget.EdlinkSyncProgress, payload: { districtId: 10, status: 'in_progress', step: 'people' } } }));
      expect(await within(row).findByText('In progress')).toBeTruthy();
    } finally {
      center.stop();
    }
  });

  it('says "not connected" when a district has no token', async () => {
    const user = userEvent.setup({ delay: null });
    const { services } = world([{ ...RIVERBEND, connected: false }]);
    renderIn(<EdlinkIntegrations />, services);
    await user.click(await screen.findByRole('button', { name: 'Sync Riverbend ISD now' }));
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toContain('Not connected');
  });

  it('shows the last sync of a district with its counts and downloads its report', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, spies } = world();
    const save = vi.fn();
    URL.createObjectURL = save.mockReturnValue('blob:report');
    URL.revokeObjectURL = vi.fn();
    renderIn(<EdlinkIntegrations />, services);
    await user.click(await screen.findByRole('button', { name: 'Show the last sync of Riverbend ISD' }));
    const details = await screen.findByTestId('edlink-district-details');
    const counts = within(details).getByRole('table', { name: 'What the last sync changed' });
    const students = within(counts).getByRole('rowheader', { name: 'Students' }).closest('tr')!;
    expect(within(students).getAllByRole('cell').map((c) => c.textContent)).toEqual(['12', '1', '2', '40']);
    expect(within(details).getByText('2 events wait to be applied')).toBeTruthy();
    await user.click(within(details).getByRole('button', { name: 'Download LastSyncReport.xlsx' }));
    await waitFor(() => expect(spies.report).toHaveBeenCalledWith(10));
    await waitFor(() => expect(save).toHaveBeenCalled());
  });

  it('connects a district with a write-only token', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, spies } = world([]);
    renderIn(<EdlinkIntegrations />, services);
    expect(await screen.findByText('No district is connected to Edlink yet.')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: /^District/ }));
    await user.click(await screen.findByRole('option', { name: 'Lakeside ISD' }));
    await user.type(screen.getByRole('textbox', { name: /^Integration id/ }), 'int-lake');
    await user.type(screen.getByRole('textbox', { name: /^Integration name/ }), 'Lakeside via Edlink');
    await user.type(screen.getByLabelText(/^Access token/), 'secret-token');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(spies.connect).toHaveBeenCalledWith({ districtId: 11, integrationId: 'int-lake', integrationName: 'Lakeside via Edlink', accessToken: 'secret-token' }));
    expect(await screen.findByRole('rowheader', { name: 'Lakeside ISD' })).toBeTruthy();
    expect((screen.getByLabelText(/^Access token/) as HTMLInputElement).value).toBe('');
  });

  it.each(['en', 'es'] as const)('has no axe violations (%s)', async (language) => {
    const user = userEvent.setup({ delay: null });
    const { services } = world();
    const { container } = renderIn(<EdlinkIntegrations />, services, language);
    const name = language === 'en' ? 'Show the last sync of Riverbend ISD' : 'Mostrar la última sincronización de Riverbend ISD';
    await user.click(await screen.findByRole('button', { name }));
    await screen.findByTestId('edlink-district-details');
    await act(async () => {
      const results = await axe.run({ include: [container], exclude: [['.mantine-Notification-root']] } as axe.ElementContext, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
    });
  });
});
