// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RoleId } from '@domain/identity/role';
import { DistrictsSection } from '@ui/management/DistrictsSection';
import { StatesSection } from '@ui/management/StatesSection';
import { UsersSection } from '@ui/management/UsersSection';
import { managedUser, managementWorld, profileOf, renderSection } from './management-world';

/**
 * Issue 11: "Escape closes the add-user dialog and discards what was typed without asking". Every
 * form dialog asks before throwing changes away, however it is closed, and closes at once untouched.
 */

const campusManager = profileOf(RoleId.CampusManager, 5);
const TERESA = managedUser(6, RoleId.DistrictTeacher, 'Teresa', 'Maestra');

async function openAddUser(user: ReturnType<typeof userEvent.setup>) {
  renderSection(<UsersSection />, managementWorld(campusManager, { users: [TERESA] }).services);
  await user.click(await screen.findByRole('button', { name: 'Add user' }));
  return screen.findByRole('dialog', { name: 'Add user' });
}

const discardQuestion = () => screen.queryByRole('dialog', { name: 'Discard your changes?' });

describe('closing a form dialog with changes', () => {
  it('asks before Escape throws away what was typed in the add-user dialog, and Keep editing keeps it', async () => {
    const user = userEvent.setup({ delay: null });
    const dialog = await openAddUser(user);
    const firstName = within(dialog).getByRole('textbox', { name: 'First name' });
    await user.click(firstName);
    await user.paste('Nora');

    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(screen.getByRole('dialog', { name: 'Add user' })).toBe(dialog);
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));

    await waitFor(() => expect(discardQuestion()).toBeNull());
    expect((within(dialog).getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe('Nora');
    // Back where the user was typing.
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'First name' })));
  });

  it('closes the add-user dialog after Discard, and the next one starts empty', async () => {
    const user = userEvent.setup({ delay: null });
    const dialog = await openAddUser(user);
    await user.click(within(dialog).getByRole('textbox', { name: 'Last name' }));
    await user.paste('Nueva');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', { name: 'Discard' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add user' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    const next = await screen.findByRole('dialog', { name: 'Add user' });
    expect((within(next).getByRole('textbox', { name: 'Last name' }) as HTMLInputElement).value).toBe('');
  });

  it('closes an untouched add-user dialog at once on Escape', async () => {
    const user = userEvent.setup({ delay: null });
    await openAddUser(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add user' })).toBeNull());
    expect(discardQuestion()).toBeNull();
  });

  it('asks before the close button throws away a district’s name, and Discard closes', async () => {
    const user = userEvent.setup({ delay: null });
    renderSection(<DistrictsSection />, managementWorld(profileOf(RoleId.SuperAdmin)).services);
    await user.click(await screen.findByRole('button', { name: 'Add district' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add district' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.paste('Hill Country ISD');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(question).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add district' })).toBeNull());
  });

  it('asks when a state’s name was edited, and closes at once when it was typed back as it was', async () => {
    const user = userEvent.setup({ delay: null });
    renderSection(<StatesSection />, managementWorld(profileOf(RoleId.SuperAdmin)).services);
    await user.click(await screen.findByRole('button', { name: 'Edit Texas' }));
    const dialog = await screen.findByRole('dialog', { name: /Texas/ });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.click(name);
    await user.keyboard('{End}!');
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(discardQuestion()).toBeNull());

    // Typed back to what was saved: nothing to lose, so it closes at once.
    await user.click(name);
    await user.keyboard('{End}{Backspace}');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Texas/ })).toBeNull());
    expect(discardQuestion()).toBeNull();
  });
});
