// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RoleId } from '@domain/identity/role';
import { StatesSection } from '@ui/management/StatesSection';
import { managementWorld, profileOf, renderSection } from './management-world';

describe('StatesSection', () => {
  it('validates the abbreviation and saves a new state', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, geography } = managementWorld(profileOf(RoleId.SuperAdmin));
    renderSection(<StatesSection />, services);

    await screen.findByRole('rowheader', { name: 'Texas' });
    await user.click(screen.getByRole('button', { name: 'Add state' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add state' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'New Mexico');
    await user.type(within(dialog).getByRole('textbox', { name: 'Abbreviation' }), 'n');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Use 2 to 5 capital letters')).toBeTruthy();

    await user.type(within(dialog).getByRole('textbox', { name: 'Abbreviation' }), 'm');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(geography.addState).toHaveBeenCalledWith({ name: 'New Mexico', abbreviation: 'NM' });
    expect(await screen.findByText('State added successfully')).toBeTruthy();
  });

  it('shows the 409 "state still has districts" message when removing', async () => {
    const user = userEvent.setup({ delay: null });
    const message = 'This state still has districts; remove or move them first';
    // Texas still has its districts.
    renderSection(<StatesSection />, managementWorld(profileOf(RoleId.SuperAdmin)).services);

    await user.click(await screen.findByRole('button', { name: 'Remove Texas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Texas?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
  });
});
