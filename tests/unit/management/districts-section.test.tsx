// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RoleId } from '@domain/identity/role';
import { DistrictsSection } from '@ui/management/DistrictsSection';
import { managementWorld, profileOf, renderSection } from './management-world';

describe('DistrictsSection', () => {
  it('adds a district and shows the server 409 "Name already in use" in the dialog', async () => {
    const user = userEvent.setup({ delay: null });
    // Riverbend ISD exists: the server (and its twin) answers 409 with the name field.
    const { services, geography } = managementWorld(profileOf(RoleId.SuperAdmin));
    renderSection(<DistrictsSection />, services);

    await screen.findByRole('rowheader', { name: 'Riverbend ISD' });
    await user.click(screen.getByRole('button', { name: 'Add district' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add district' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Riverbend ISD');
    await user.click(await within(dialog).findByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Texas' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(geography.addDistrict).toHaveBeenCalledWith({ name: 'Riverbend ISD', stateId: 1 });
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'Name already in use');
    expect(within(dialog).getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('checks the name on blur and says "Name already in use" before saving', async () => {
    const user = userEvent.setup({ delay: null });
    // Lakeside ISD exists.
    const { services, geography } = managementWorld(profileOf(RoleId.SuperAdmin));
    renderSection(<DistrictsSection />, services);

    await user.click(await screen.findByRole('button', { name: 'Add district' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add district' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Lakeside ISD');
    await user.tab();

    expect(await within(dialog).findByText('Name already in use')).toBeTruthy();
    expect(geography.isNameAvailable).toHaveBeenCalledWith('district', 'Lakeside ISD');
  });

  it('shows the summary and per-field messages when saving an empty form', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, geography } = managementWorld(profileOf(RoleId.SuperAdmin));
    renderSection(<DistrictsSection />, services);

    await user.click(await screen.findByRole('button', { name: 'Add district' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add district' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(within(dialog).getByRole('alert').textContent).toBe('Some fields are still empty or have invalid data');
    expect(within(dialog).getByText('An option must be selected')).toBeTruthy();
    expect(geography.addDistrict).not.toHaveBeenCalled();
  });

  it('locks a state manager to their own state and lists only its districts', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, geography } = managementWorld(profileOf(RoleId.StateManager));
    renderSection(<DistrictsSection />, services);

    await screen.findByRole('rowheader', { name: 'Riverbend ISD' });
    expect(geography.districts).toHaveBeenCalledWith(1);
    expect(screen.queryByRole('rowheader', { name: 'Buckeye USD' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add district' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add district' });
    const state = (await within(dialog).findByRole('combobox', { name: 'State' })) as HTMLInputElement;
    expect(state.disabled).toBe(true);
    await waitFor(() => expect(state.value).toBe('Texas'));

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Prairie ISD');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(geography.addDistrict).toHaveBeenCalledWith({ name: 'Prairie ISD', stateId: 1 });
    expect(await screen.findByText('District added successfully')).toBeTruthy();
  });

  it('names the row in its action buttons and shows a 409 refusal inside the remove dialog', async () => {
    const user = userEvent.setup({ delay: null });
    // Riverbend ISD still has its schools.
    const { services, geography } = managementWorld(profileOf(RoleId.SuperAdmin));
    renderSection(<DistrictsSection />, services);

    expect(await screen.findByRole('button', { name: 'Edit Riverbend ISD' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove Riverbend ISD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Riverbend ISD?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(geography.remove).toHaveBeenCalledWith('district', 10);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This district still has schools; remove or move them first');
  });

  it('offers no add, edit or remove to a role that may not write districts', async () => {
    renderSection(<DistrictsSection />, managementWorld(profileOf(RoleId.DistrictManager)).services);
    await screen.findByRole('rowheader', { name: 'Riverbend ISD' });
    expect(screen.queryByRole('button', { name: 'Add district' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.getAllByText('No actions available').length).toBeGreaterThan(0);
  });
});
