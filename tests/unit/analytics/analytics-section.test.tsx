// @vitest-environment jsdom
import '../../setup/dom.setup';
import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { AppServices } from '@application/app-services';
import { createUsageAnalyticsUseCases } from '@application/analytics/usage-analytics.use-cases';
import { RoleId } from '@domain/identity/role';
import { createInMemoryUsageAnalytics, type InMemoryAnalyticsData, type InMemoryPageView } from '@infrastructure/http/in-memory-usage-analytics.adapter';
import { AnalyticsSection } from '@ui/analytics/AnalyticsSection';
import { createServerStateClient } from '@ui/app/server-state/query-client';
import { ServerStateProvider } from '@ui/app/server-state/ServerStateProvider';
import { ServicesProvider } from '@ui/app/services-context';
import { createI18n } from '@ui/i18n/i18n';
import { managementWorld, profileOf } from '../management/management-world';

/*
 * The analytics section (issue 16) over the in-memory analytics twin: the most visited sections and
 * visits per day follow the chosen span and place, user counts and time in system show in tables
 * beside their charts, and a failed read says "Failed to load telemetries".
 */

const NOW = Date.parse('2026-11-29T18:00:00.000Z');
const HOUR = 3_600_000;
const view = (section: string, hoursAgo: number, durationMs: number, schoolId = 100, userId = 7): InMemoryPageView => ({
  section,
  at: NOW - hoursAgo * HOUR,
  durationMs,
  userId,
  roleId: RoleId.Student,
  districtId: 10,
  schoolId,
});

const DATA: InMemoryAnalyticsData = {
  views: [
    view('unit', 1, 60_000),
    view('unit', 2, 120_000),
    view('home', 3, 30_000, 101, 8),
    // Three days back: only in the last 7 and 30 days.
    view('legends', 72, 45_000),
    view('legends', 73, 45_000),
    view('legends', 74, 45_000),
  ],
  userCount: {
    total: 5,
    rows: [
      { roleId: RoleId.Student, placeId: 100, placeName: 'Riverbend High', users: 3 },
      { roleId: RoleId.DistrictTeacher, placeId: 100, placeName: 'Riverbend High', users: 2 },
    ],
  },
  roleCounts: [
    { roleId: RoleId.DistrictManager, roleName: 'District Manager', users: 1 },
    { roleId: RoleId.CampusManager, roleName: 'Campus Manager', users: 2 },
    { roleId: RoleId.DistrictTeacher, roleName: 'District Teacher', users: 2 },
    { roleId: RoleId.Student, roleName: 'Student', users: 3 },
  ],
  logins: [{ userId: 7, userName: 'sam', lastLoginTime: '2026-11-29T15:00:00.000Z' }],
  timeInSystem: {
    users: [
      { userId: 7, userName: 'sam', roleId: RoleId.Student, schoolId: 100, seconds: 5400 },
      { userId: 8, userName: 'ana', roleId: RoleId.Student, schoolId: 101, seconds: 900 },
    ],
    schools: [
      { schoolId: 100, schoolName: 'Riverbend High', districtId: 10, seconds: 5400 },
      { schoolId: 101, schoolName: 'Riverbend Middle', districtId: 10, seconds: 900 },
    ],
    districts: [{ districtId: 10, districtName: 'Riverbend ISD', seconds: 6300 }],
  },
};

function world(roleId: RoleId = RoleId.DistrictManager) {
  const { services } = managementWorld(profileOf(roleId));
  const port = createInMemoryUsageAnalytics(DATA, () => NOW);
  const spies = { telemetry: vi.spyOn(port, 'telemetry'), userCount: vi.spyOn(port, 'userCount'), lastLogin: vi.spyOn(port, 'lastLogin') };
  return { services: { ...services, usageAnalytics: createUsageAnalyticsUseCases(port) } as AppServices, spies };
}

function renderIn(ui: ReactElement, services: AppServices, language: 'en' | 'es' = 'en') {
  return render(
    <ServicesProvider services={services}>
      <ServerStateProvider client={createServerStateClient()}>
        <I18nextProvider i18n={createI18n(language)}>
          <MantineProvider env="test">{ui}</MantineProvider>
        </I18nextProvider>
      </ServerStateProvider>
    </ServicesProvider>,
  );
}

const cellsOf = (table: HTMLElement, rowName: string) =>
  within(within(table).getByRole('rowheader', { name: rowName }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('AnalyticsSection', () => {
  it('shows the most visited sections of the last day with their average duration, and visits per day', async () => {
    const { services, spies } = world();
    renderIn(<AnalyticsSection />, services);
    const sections = await screen.findByRole('table', { name: 'Visits and average duration per section (2 sections)' });
    await waitFor(() => expect(cellsOf(sections, 'Unit')).toEqual(['2', '2 min']));
    expect(cellsOf(sections, 'Units dashboard')).toEqual(['1', '30 s']);
    expect(spies.telemetry).toHaveBeenCalledWith({ timespan: 'P1D', filter: { districtId: undefined, schoolId: undefined }, groupBy: 'section', aggregate: 'visits' });
    const days = await screen.findByRole('table', { name: 'Visits per day (UTC), 1 day' });
    expect(cellsOf(days, '2026-11-29')).toEqual(['3']);
  });

  it('reads the last 7 days when the span changes, and narrows to a school of the district', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, spies } = world();
    renderIn(<AnalyticsSection />, services);
    await screen.findByRole('table', { name: /per section \(2 sections\)/ });
    await user.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    const sections = await screen.findByRole('table', { name: /per section \(3 sections\)/ });
    expect(cellsOf(sections, 'Legends')).toEqual(['3', '45 s']);
    expect(spies.telemetry).toHaveBeenCalledWith(expect.objectContaining({ timespan: 'P7D', groupBy: 'day' }));

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Place' }), 'Riverbend Middle');
    await screen.findByRole('table', { name: /per section \(1 section\)/ });
    expect(spies.telemetry).toHaveBeenCalledWith({ timespan: 'P7D', filter: { districtId: undefined, schoolId: 101 }, groupBy: 'section', aggregate: 'visits' });
    expect(spies.userCount).toHaveBeenLastCalledWith({ districtId: undefined, schoolId: 101, per: 'school' });
    // Time in system keeps to the chosen school.
    const schools = await screen.findByRole('table', { name: 'Time in the system per school (1 school)' });
    expect(cellsOf(schools, 'Riverbend Middle')).toEqual(['15 min']);
  });

  it('counts users per role and place, and lists the busiest users with their last sign-in', async () => {
    const { services, spies } = world();
    renderIn(<AnalyticsSection />, services);
    const roles = await screen.findByRole('table', { name: 'Users per role (8 users)' });
    expect(cellsOf(roles, 'Student')).toEqual(['3']);
    const places = await screen.findByRole('table', { name: 'Users per role and place' });
    expect(within(places).getAllByRole('rowheader').map((c) => c.textContent)).toEqual(['Riverbend High', 'Riverbend High']);
    // A district manager's users split per school.
    expect(spies.userCount).toHaveBeenCalledWith({ districtId: undefined, schoolId: undefined, per: 'school' });
    const active = await screen.findByRole('table', { name: 'The 2 users with the most time in the system, and their last sign-in' });
    await waitFor(() => expect(cellsOf(active, 'sam')[2]).toContain('Nov 29, 2026'));
    expect(cellsOf(active, 'sam').slice(0, 2)).toEqual(['Student', '1 h 30 min']);
    // ana's sign-in is unknown to the twin (404): the row says so instead of failing the screen.
    await waitFor(() => expect(cellsOf(active, 'ana')[2]).toBe('Not available'));
    expect(spies.lastLogin).toHaveBeenCalledWith(8);
  });

  it('says "Failed to load telemetries" when a read fails, and tries again', async () => {
    const user = userEvent.setup({ delay: null });
    const { services } = world();
    vi.spyOn(services.usageAnalytics, 'mostVisitedSections').mockResolvedValueOnce({
      ok: false, status: 403, code: 'ANALYTICS.OUT_OF_SCOPE', message: 'This record is outside your school, district or state', fields: [], kind: 'rejected',
    });
    renderIn(<AnalyticsSection />, services);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load telemetries');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: /per section \(2 sections\)/ })).toBeTruthy();
  });

  it('offers a campus manager no place to choose (their scope is one school)', async () => {
    const { services } = world(RoleId.CampusManager);
    renderIn(<AnalyticsSection />, services);
    await screen.findByRole('table', { name: /per section/ });
    expect(screen.queryByRole('combobox', { name: 'Place' })).toBeNull();
  });

  it.each(['en', 'es'] as const)('has no axe violations (%s)', async (language) => {
    const { services } = world();
    const { container } = renderIn(<AnalyticsSection />, services, language);
    await screen.findAllByRole('table');
    await waitFor(() => expect(screen.queryAllByRole('status')).toHaveLength(0));
    await act(async () => {
      const results = await axe.run({ include: [container] } as axe.ElementContext, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
    });
  });
});
