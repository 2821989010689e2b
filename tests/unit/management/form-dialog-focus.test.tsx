// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RoleId } from '@domain/identity/role';
import { SchoolsSection } from '@ui/management/SchoolsSection';
import { UsersSection } from '@ui/management/UsersSection';
import { managedUser, managementWorld, profileOf, renderSection } from './management-world';

/**
 * Issue 11: "after saving a dialog focus drops to the page body instead of returning to the button
 * that opened it". A keyboard user must carry on from where they were, whatever re-rendered.
 */

const campusManager = profileOf(RoleId.CampusManager, 5);
const TERESA = managedUser(6, RoleId.DistrictTeacher, 'Teresa', 'Maestra');
const SAM = managedUser(7, RoleId.Student, 'Sam', 'Student');
type User = ReturnType<typeof userEvent.setup>;

async function paste(user: User, input: HTMLElement, value: string) {
  await user.click(input);
  await user.paste(value);
}

const focused = (element: HTMLElement) => waitFor(() => expect(document.activeElement).toBe(element));

describe('focus after a dialog closes', () => {
  it('returns to Add user after a new user is saved', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, directory } = managementWorld(campusManager, { users: [TERESA] });
    renderSection(<UsersSection />, services);
    const add = await screen.findByRole('button', { name: 'Add user' });
    await user.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });
    await paste(user, within(dialog).getByRole('textbox', { name: 'First name' }), 'Nora');
    await paste(user, within(dialog).getByRole('textbox', { name: 'Last name' }), 'Nueva');
    await paste(user, within(dialog).getByRole('textbox', { name: 'Username' }), 'noranueva');
    await paste(user, within(dialog).getByRole('textbox', { name: 'E-mail' }), 'nora@demo.example');
    await paste(user, within(dialog).getByLabelText(/^Password/), 'Secret1234');
    await paste(user, within(dialog).getByLabelText(/^Confirm password/), 'Secret1234');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    // The list reloads with the new row (the invalidation) while focus is back on Add user.
    await screen.findByRole('rowheader', { name: /Nora Nueva/ });
    expect(directory.list).toHaveBeenCalledTimes(2);
    await focused(add);
  });

  it('returns to the row’s Edit button after the edit is saved and the list has reloaded', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, directory } = managementWorld(campusManager, { users: [TERESA] });
    renderSection(<UsersSection />, services);
    const edit = await screen.findByRole('button', { name: 'Edit Teresa Maestra (teresamaestra)' });
    await user.click(edit);
    const dialog = await screen.findByRole('dialog', { name: /Teresa Maestra/ });
    await paste(user, within(dialog).getByRole('textbox', { name: 'Middle name' }), 'Luz');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await screen.findByRole('rowheader', { name: /Teresa Luz Maestra/ });
    expect(directory.list).toHaveBeenCalledTimes(2);
    await focused(screen.getByRole('button', { name: 'Edit Teresa Luz Maestra (teresamaestra)' }));
  });

  it('returns to the opener after Cancel, after Escape, and after Discard', async () => {
    const user = userEvent.setup({ delay: null });
    renderSection(<UsersSection />, managementWorld(campusManager, { users: [TERESA] }).services);
    const edit = await screen.findByRole('button', { name: 'Edit Teresa Maestra (teresamaestra)' });

    await user.click(edit);
    await user.click(within(await screen.findByRole('dialog', { name: /Teresa Maestra/ })).getByRole('button', { name: 'Cancel' }));
    await focused(edit);

    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: /Teresa Maestra/ });
    await user.keyboard('{Escape}');
    await focused(edit);

    await user.keyboard('{Enter}');
    await paste(user, within(await screen.findByRole('dialog', { name: /Teresa Maestra/ })).getByRole('textbox', { name: 'Middle name' }), 'Luz');
    await user.keyboard('{Escape}');
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', { name: 'Discard' }));
    await focused(edit);
  });

  it('goes to the section’s heading once the removed row (and its Remove button) is gone', async () => {
    const user = userEvent.setup({ delay: null });
    renderSection(<SchoolsSection />, managementWorld(profileOf(RoleId.SuperAdmin)).services);
    // Riverbend Middle has nobody in it, so it may be removed.
    await user.click(await screen.findByRole('button', { name: 'Remove Riverbend Middle' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove Riverbend Middle?' })).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Riverbend Middle' })).toBeNull());
    await focused(screen.getByRole('heading', { name: 'Schools', level: 2 }));
  });

  it('returns to a row’s “More actions” button after a dialog opened from its menu closes', async () => {
    const user = userEvent.setup({ delay: null });
    renderSection(<UsersSection />, managementWorld(profileOf(RoleId.SuperAdmin), { users: [SAM] }).services);
    const more = await screen.findByRole('button', { name: 'More actions for Sam Student (samstudent)' });
    await user.click(more);
    await user.click(await screen.findByRole('menuitem', { name: 'Record access' }));
    await user.click(within(await screen.findByRole('dialog', { name: /Record access/ })).getByRole('button', { name: 'Close' }));
    await focused(more);
  });
});
