// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { refused } from '@infrastructure/http/in-memory-answers';
import { RoleId } from '@domain/identity/role';
import { UsersSection } from '@ui/management/UsersSection';
import { managedUser, managementWorld, profileOf, renderSection } from './management-world';

/** Types a value in one input event (user.type re-renders the whole form per key, slow in jsdom). */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, value: string) {
  await user.click(input);
  await user.paste(value);
}

const campusManager = profileOf(RoleId.CampusManager, 5);
const CAMPUS_LIST = [
  { ...managedUser(5, RoleId.CampusManager, 'Carlos', 'Campos'), userName: campusManager.userName },
  managedUser(6, RoleId.DistrictTeacher, 'Teresa', 'Maestra'),
  managedUser(7, RoleId.Student, 'Sam', 'Student'),
];

describe('UsersSection', () => {
  it('loads a campus manager’s list by their school and hides edit and remove on their own row', async () => {
    const { services, directory: users } = managementWorld(campusManager, { users: CAMPUS_LIST });
    renderSection(<UsersSection />, services);

    const own = (await screen.findByRole('rowheader', { name: /Carlos Campos/ })).closest('tr')!;
    // GetBySchoolId/100 on the wire (tests/unit/management/identity-use-cases.test.ts).
    expect(users.list).toHaveBeenCalledWith({ scope: 'school', schoolId: 100 });
    expect(within(own).getByText('You')).toBeTruthy();
    expect(within(own).queryByRole('button')).toBeNull();
    expect(within(own).getByText('No actions available')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Remove Carlos Campos/ })).toBeNull();
    // Teachers and students of the campus are theirs to manage.
    expect(screen.getByRole('button', { name: 'Remove Teresa Maestra (teresamaestra)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Sam Student (samstudent)' })).toBeTruthy();
  });

  it('offers a campus manager only the roles they may add, with the place fixed to their campus', async () => {
    const user = userEvent.setup({ delay: null });
    renderSection(<UsersSection />, managementWorld(campusManager, { users: CAMPUS_LIST }).services);

    await user.click(await screen.findByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });
    const role = within(dialog).getByRole('combobox', { name: 'Role' }) as HTMLInputElement;
    expect(role.value).toBe('District Teacher');
    await user.click(role);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['District Teacher']);

    for (const level of ['State', 'District', 'Campus']) {
      expect(((await within(dialog).findByRole('combobox', { name: level })) as HTMLInputElement).disabled).toBe(true);
    }
    await waitFor(() => expect((within(dialog).getByRole('combobox', { name: 'Campus' }) as HTMLInputElement).value).toBe('Riverbend High'));
  });

  it('adds a teacher to the campus and shows the server’s success message', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, directory: users } = managementWorld(campusManager, { users: CAMPUS_LIST });
    renderSection(<UsersSection />, services);

    await user.click(await screen.findByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });
    await fill(user, within(dialog).getByRole('textbox', { name: 'First name' }), 'Nora');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Last name' }), 'Nueva');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Username' }), 'noranueva');
    await fill(user, within(dialog).getByRole('textbox', { name: 'E-mail' }), 'nora@demo.example');
    await fill(user, within(dialog).getByLabelText(/^Password/), 'Secret1234');
    await fill(user, within(dialog).getByLabelText(/^Confirm password/), 'Secret1234');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(users.add).toHaveBeenCalled());
    expect(users.add).toHaveBeenCalledWith(
      expect.objectContaining({ username: 'noranueva', roleId: RoleId.DistrictTeacher, stateId: 1, districtId: 10, schoolId: 100 }),
    );
    expect(await screen.findByText('User added successfully')).toBeTruthy();
  });

  it('shows the added user in the list at once: saving invalidates the lists it changed', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, directory: users } = managementWorld(campusManager, { users: CAMPUS_LIST });
    renderSection(<UsersSection />, services);
    await screen.findByRole('rowheader', { name: /Teresa Maestra/ });
    expect(screen.queryByRole('rowheader', { name: /Nora Nueva/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });
    await fill(user, within(dialog).getByRole('textbox', { name: 'First name' }), 'Nora');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Last name' }), 'Nueva');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Username' }), 'noranueva');
    await fill(user, within(dialog).getByRole('textbox', { name: 'E-mail' }), 'nora@demo.example');
    await fill(user, within(dialog).getByLabelText(/^Password/), 'Secret1234');
    await fill(user, within(dialog).getByLabelText(/^Confirm password/), 'Secret1234');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const row = (await screen.findByRole('rowheader', { name: /Nora Nueva/ })).closest('tr')!;
    expect(within(row).getByText('Riverbend High / Riverbend ISD / Texas')).toBeTruthy();
    expect(users.list).toHaveBeenCalledTimes(2);
  });

  it('shows the summary and the per-field catalogue messages for an invalid form', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, directory: users } = managementWorld(profileOf(RoleId.SuperAdmin));
    renderSection(<UsersSection />, services);

    await user.click(await screen.findByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });
    await fill(user, within(dialog).getByRole('textbox', { name: 'E-mail' }), 'not-an-email');
    await fill(user, within(dialog).getByLabelText(/^Password/), 'Secret1234');
    await fill(user, within(dialog).getByLabelText(/^Confirm password/), 'Other1234');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(within(dialog).getByRole('alert').textContent).toBe('Some fields are still empty or have invalid data');
    expect(within(dialog).getByText('An option must be selected')).toBeTruthy();
    expect(within(dialog).getByText('A valid e-mail must be inserted')).toBeTruthy();
    expect(within(dialog).getByText('A same password must be inserted')).toBeTruthy();
    expect(users.add).not.toHaveBeenCalled();
  });

  it('says "Username already in use" when the username check finds the name', async () => {
    const user = userEvent.setup({ delay: null });
    // Teresa's account holds the name.
    const { services, auth } = managementWorld(campusManager, { users: CAMPUS_LIST });
    renderSection(<UsersSection />, services);

    await user.click(await screen.findByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });
    await fill(user, within(dialog).getByRole('textbox', { name: 'Username' }), 'teresamaestra');
    await user.tab();

    expect(await within(dialog).findByText('Username already in use')).toBeTruthy();
    expect(auth.isUsernameAvailable).toHaveBeenCalledWith('teresamaestra');
  });

  it('lets the super admin narrow the list by place and clear the filter', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, directory: users } = managementWorld(profileOf(RoleId.SuperAdmin), { users: [managedUser(6, RoleId.DistrictTeacher, 'Teresa', 'Maestra')] });
    renderSection(<UsersSection />, services);

    await screen.findByRole('rowheader', { name: /Teresa Maestra/ });
    expect(users.list).toHaveBeenCalledWith({ scope: 'all' });
    await user.click(await screen.findByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Texas' }));
    await waitFor(() => expect(users.list).toHaveBeenCalledWith({ scope: 'state', stateId: 1 }));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(users.list).toHaveBeenLastCalledWith({ scope: 'all' }));
  });

  it('shows the server’s refusal when a removal fails', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, directory: users } = managementWorld(campusManager, { users: CAMPUS_LIST });
    // Whom a manager may remove is the server's rule: script its refusal.
    vi.mocked(users.remove).mockResolvedValueOnce(refused(403, 'USER.OUT_OF_SCOPE', 'outOfScope'));
    renderSection(<UsersSection />, services);

    await user.click(await screen.findByRole('button', { name: 'Remove Teresa Maestra (teresamaestra)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Teresa Maestra (teresamaestra)?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(users.remove).toHaveBeenCalledWith(6);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This record is outside your school, district or state');
  });
});
