// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RoleId } from '@domain/identity/role';
import { SchoolsSection } from '@ui/management/SchoolsSection';
import { managementWorld, profileOf, renderSection } from './management-world';

describe('SchoolsSection', () => {
  it('lists a district manager’s schools and adds new ones to their locked district', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, geography } = managementWorld(profileOf(RoleId.DistrictManager));
    renderSection(<SchoolsSection />, services);

    await screen.findByRole('rowheader', { name: 'Riverbend High' });
    expect(geography.schools).toHaveBeenCalledWith(10);
    expect(screen.queryByRole('rowheader', { name: 'Buckeye Elementary' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Riverbend Middle' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add school' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add school' });
    const district = (await within(dialog).findByRole('combobox', { name: 'District' })) as HTMLInputElement;
    expect(district.disabled).toBe(true);
    await waitFor(() => expect(district.value).toBe('Riverbend ISD'));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Riverbend Elementary');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(geography.addSchool).toHaveBeenCalledWith({ name: 'Riverbend Elementary', districtId: 10 });
    expect(await screen.findByText('School added successfully')).toBeTruthy();
  });

  it('gives a campus manager a read-only list', async () => {
    renderSection(<SchoolsSection />, managementWorld(profileOf(RoleId.CampusManager)).services);
    await screen.findByRole('rowheader', { name: 'Riverbend High' });
    expect(screen.queryByRole('button', { name: 'Add school' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
  });
});
