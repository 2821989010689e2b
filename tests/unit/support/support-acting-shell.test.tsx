// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AppServices } from '@application/app-services';
import { createSupportUseCases } from '@application/support/support.use-cases';
import { RoleId } from '@domain/identity/role';
import type { ActingFor } from '@domain/support/support.responses';
import { createInMemorySupportDesk } from '@infrastructure/http/in-memory-support-desk.adapter';
import SupportActingBanner from '@ui/support/SupportActingBanner';
import SupportActingGate from '@ui/support/SupportActingGate';
import { renderPage } from '../classroom/classroom-world';
import { managementWorld, profileOf } from '../management/management-world';

const TERESA: ActingFor = { teacherUserId: 41, teacherName: 'Teresa Maestra', schoolId: 100, schoolName: 'Riverbend High', startedAt: '2026-11-24T16:00:00.000Z' };

function services(acting: ActingFor | null): AppServices {
  const base = managementWorld(profileOf(RoleId.SupportRole, 7));
  return { ...base.services, support: createSupportUseCases(createInMemorySupportDesk({ campuses: [], acting })) };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

const shell = (
  <>
    <SupportActingBanner />
    <SupportActingGate>
      <Routes>
        <Route path="/support/class-room/management" element={<p>Teacher screen</p>} />
        <Route path="*" element={<Where />} />
      </Routes>
    </SupportActingGate>
  </>
);

describe('the shell while a support user works', () => {
  it('sends a support user acting for nobody from a teacher screen to the dashboard, saying why', async () => {
    renderPage(shell, services(null), 'en', '/support/class-room/management');
    expect((await screen.findByTestId('where')).textContent).toBe('/support-dashboard {"notice":"notActing"}');
    expect(screen.queryByText('Teacher screen')).toBeNull();
  });

  it('opens the teacher screen while acting, under a bar saying for whom, whose Stop ends it', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(shell, services(TERESA), 'en', '/support/class-room/management');
    expect(await screen.findByText('Teacher screen')).toBeTruthy();
    const bar = screen.getByRole('status');
    expect(bar.textContent).toContain('Acting for Teresa Maestra (Riverbend High)');
    await user.click(screen.getByRole('button', { name: 'Stop acting for Teresa Maestra' }));
    expect((await screen.findByTestId('where')).textContent).toMatch(/^\/support-dashboard/);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
