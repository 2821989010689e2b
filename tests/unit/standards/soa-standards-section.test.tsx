// @vitest-environment jsdom
import '../../setup/dom.setup';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { createSoaStandardUseCases } from '@application/standards/soa-standards.use-cases';
import { RoleId } from '@domain/identity/role';
import { SOA_RELOAD_DELAY_MS } from '@domain/shared/constants';
import { createInMemorySoaStandards } from '@infrastructure/http/in-memory-soa-standards.adapter';
import { SoaStandardsSection } from '@ui/standards/SoaStandardsSection';
import { managementWorld, profileOf, renderSection, STATES } from '../management/management-world';

const TEKS = [
  { stateId: 1, subject: 'social-studies' as const, grade: '8', code: '8.29D', description: 'identify bias and points of view created by the historical context surrounding an event', strand: null },
  { stateId: 1, subject: 'social-studies' as const, grade: '8', code: '8.6B', description: 'analyze the westward growth of the nation', strand: null },
  { stateId: 2, subject: 'ela' as const, grade: '8', code: 'ELA.8.1', description: 'an Ohio standard', strand: null },
];

function world() {
  const { services } = managementWorld(profileOf(RoleId.SuperAdmin));
  const port = createInMemorySoaStandards(STATES, TEKS);
  const spies = { list: vi.spyOn(port, 'standardsOfState'), add: vi.spyOn(port, 'add'), remove: vi.spyOn(port, 'remove') };
  return { services: { ...services, soaStandards: createSoaStandardUseCases(port) }, port, spies };
}

describe('SoaStandardsSection', () => {
  it("lists the first state's standards, and another state's when it is chosen", async () => {
    const user = userEvent.setup({ delay: null });
    const { services } = world();
    renderSection(<SoaStandardsSection />, services);
    expect(await screen.findByRole('rowheader', { name: '8.29D' })).toBeTruthy();
    expect(screen.getByText('SOA/ELA standards: showing 2 of 2')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Ohio' }));
    expect(await screen.findByRole('rowheader', { name: 'ELA.8.1' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'English language arts' })).toBeTruthy();
  });

  it('checks the fields first, adds the standard, and reloads the list half a second later', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, spies } = world();
    renderSection(<SoaStandardsSection />, services);
    await screen.findByRole('rowheader', { name: '8.29D' });
    await user.click(screen.getByRole('button', { name: 'Add standard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add standard' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Code/ }), '8 1A');
    await user.type(within(dialog).getByRole('textbox', { name: /^Grade/ }), '8');
    await user.type(within(dialog).getByRole('textbox', { name: /^Description/ }), 'identify the major eras');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('The SOA standard input must be proper')).toBeTruthy();
    expect(spies.add).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByRole('textbox', { name: /^Code/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Code/ }), '8.1A');
    const loadsBefore = spies.list.mock.calls.length;
    const saved = Date.now();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(spies.add).toHaveBeenCalledWith({ stateId: 1, subject: 'social-studies', grade: '8', code: '8.1A', description: 'identify the major eras', strand: null });
    expect(await screen.findByText('Standard added')).toBeTruthy();
    expect(await screen.findByRole('rowheader', { name: '8.1A' }, { timeout: 3000 })).toBeTruthy();
    expect(spies.list.mock.calls.length).toBe(loadsBefore + 1);
    // The reload waited for the delay (a lower bound only: no timing assertion beyond "not at once").
    expect(Date.now() - saved).toBeGreaterThanOrEqual(SOA_RELOAD_DELAY_MS - 50);
  });

  it('shows "Different SOA standards must be chosen" under the code for a code in use', async () => {
    const user = userEvent.setup({ delay: null });
    const { services } = world();
    renderSection(<SoaStandardsSection />, services);
    await user.click(await screen.findByRole('button', { name: 'Edit 8.6B' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit standard 8.6B' });
    const code = within(dialog).getByRole('textbox', { name: /^Code/ });
    await user.clear(code);
    await user.type(code, '8.29d');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('Different SOA standards must be chosen');
    expect(code.getAttribute('aria-invalid')).toBe('true');
  });

  it('removes a standard after asking', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, spies } = world();
    renderSection(<SoaStandardsSection />, services);
    await user.click(await screen.findByRole('button', { name: 'Remove 8.6B' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove 8.6B?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(spies.remove).toHaveBeenCalledWith(2);
    expect(await screen.findByText('Standard removed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: '8.6B' })).toBeNull(), { timeout: 3000 });
  });

  it('has no axe violations', async () => {
    const { services } = world();
    const { container } = renderSection(<SoaStandardsSection />, services);
    await screen.findByRole('rowheader', { name: '8.29D' });
    await act(async () => {
      // Snackbars left by the other tests (Mantine's store is global) are not this section's.
      const results = await axe.run({ include: [container], exclude: [['.mantine-Notification-root']] } as axe.ElementContext, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
    });
  });
});
