// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AppServices } from '@application/app-services';
import { createIdentityUseCases, DEFAULT_CLIENT_CONFIG } from '@application/identity/identity.use-cases';
import { RoleId } from '@domain/identity/role';
import { createInMemoryAuthGateway } from '@infrastructure/http/in-memory-auth.adapter';
import UserMenu from '@ui/shell/UserMenu';
import { managementWorld, profileOf, renderSection } from '../management/management-world';

/** A world signed in as `roleId`, its server answering client settings with `qaTracing`. */
function signedIn(roleId: RoleId, { qaTracingConfigured = false } = {}): AppServices {
  const { services } = managementWorld(profileOf(roleId));
  const auth = createInMemoryAuthGateway({ clientConfig: { ...DEFAULT_CLIENT_CONFIG, qaTracing: qaTracingConfigured } });
  return { ...services, identity: createIdentityUseCases(auth) };
}

async function openMenu(services: AppServices, roleId: RoleId) {
  renderSection(
    <MemoryRouter>
      <UserMenu profile={profileOf(roleId)} />
    </MemoryRouter>,
    services,
  );
  await userEvent.click(screen.getByRole('button', { name: /menu/i }));
  await screen.findByRole('button', { name: 'Sign out' });
}

const qaControls = () => [screen.queryByRole('switch', { name: 'QA tracing' }), screen.queryByRole('button', { name: 'Download QA trace' }), screen.queryByRole('button', { name: 'Clear QA trace' })];

describe('QA tracing in the user menu', () => {
  it('is neither shown nor recording for anyone when neither the configuration nor ?qa=1 enables it', async () => {
    const services = signedIn(RoleId.SuperAdmin);
    await openMenu(services, RoleId.SuperAdmin);
    expect(qaControls()).toEqual([null, null, null]);
    expect(services.qaTracing.isOn()).toBe(false);
  });

  it('is offered to staff once the server configuration enables it, and stays off until switched on', async () => {
    const services = signedIn(RoleId.DistrictTeacher, { qaTracingConfigured: true });
    await openMenu(services, RoleId.DistrictTeacher);
    await waitFor(() => expect(qaControls().every(Boolean)).toBe(true));
    expect((screen.getByRole('switch', { name: 'QA tracing' }) as HTMLInputElement).checked).toBe(false);
    await userEvent.click(screen.getByRole('switch', { name: 'QA tracing' }));
    expect(services.qaTracing.isOn()).toBe(true);
    // Switching it off keeps the controls where they are.
    await userEvent.click(screen.getByRole('switch', { name: 'QA tracing' }));
    expect(services.qaTracing.isOn()).toBe(false);
    expect(qaControls().every(Boolean)).toBe(true);
  });

  it('is offered to staff in a tab opened with ?qa=1, already on', async () => {
    const services = signedIn(RoleId.CampusManager);
    services.qaTracing.turnOn(); // what main.tsx does for ?qa=1
    await openMenu(services, RoleId.CampusManager);
    expect(qaControls().every(Boolean)).toBe(true);
    expect((screen.getByRole('switch', { name: 'QA tracing' }) as HTMLInputElement).checked).toBe(true);
  });

  it('is never offered to a student, and ?qa=1 records nothing for them', async () => {
    const services = signedIn(RoleId.Student, { qaTracingConfigured: true });
    services.qaTracing.turnOn();
    await openMenu(services, RoleId.Student);
    // The configured setting has arrived once the query settles; the controls still never show.
    await waitFor(() => expect(services.qaTracing.isOn()).toBe(false));
    expect(qaControls()).toEqual([null, null, null]);
    expect(services.qaTracing.download().json).toContain('"actors": []');
  });
});

describe('the user menu drawer', () => {
  it('is not in the page until first opened (issue 17), and closing it gives focus back to the button', async () => {
    const services = signedIn(RoleId.DistrictTeacher);
    const { container } = renderSection(
      <MemoryRouter>
        <UserMenu profile={profileOf(RoleId.DistrictTeacher)} />
      </MemoryRouter>,
      services,
    );
    const button = screen.getByRole('button', { name: /menu/i });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(container.querySelector('.mantine-Drawer-root')).toBeNull();
    await userEvent.click(button);
    await screen.findByRole('button', { name: 'Sign out' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull());
    expect(document.activeElement).toBe(button);
  });
});
