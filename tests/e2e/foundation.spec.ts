import { expect, test } from '@playwright/test';
import { E2E_IDLE_PORT } from '../../playwright.config';
import { DEMO_USERS } from '../../server/src/seed/demo-world.seed';
import { chooseLanguage, DEMO_PASSWORD, expectNoSeriousA11yViolations, signIn, submitSignIn } from './support/session';

const LANDINGS: Array<[string, RegExp]> = [
  ['superadmin', /\/management-dashboard/],
  ['statemanager', /\/management-dashboard/],
  ['districtmanager', /\/management-dashboard/],
  ['campusmanager', /\/management-dashboard/],
  ['teacher', /\/class-room\/management$/],
  ['creator', /\/back-office\/dashboard-builder$/],
  ['student', /127\.0\.0\.1:\d+\/$/],
  ['support', /\/support-dashboard$/],
];

test.describe('sign-in and landing pages', () => {
  for (const [username, landing] of LANDINGS) {
    test(`${username} signs in and lands on its page`, async ({ page }) => {
      await signIn(page, username);
      await expect(page).toHaveURL(landing);
      await expect(page.getByRole('button', { name: `User menu for ${username}` })).toBeVisible();
      // Where the role's links do not all fit at this width (support's five), they are behind the menu button.
      const navigation = page.getByRole('navigation', { name: 'Main navigation' });
      if (!(await navigation.isVisible())) await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await expect(navigation).toBeVisible();
    });
  }

  test('the sign-in page has no serious accessibility violations in either language', async ({ page }) => {
    await page.goto('/signin');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await chooseLanguage(page, 'Español');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test('a student typing a back-office URL is sent home', async ({ page }) => {
  await signIn(page, 'student');
  await page.goto('/back-office/dashboard-builder');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.goto('/management-dashboard/users');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('a signed-out visit goes to sign-in with returnUrl and comes back after sign-in', async ({ page }) => {
  await page.goto('/unit/1/lesson/1');
  await expect(page).toHaveURL(/\/signin\?returnUrl=%2Funit%2F1%2Flesson%2F1$/);
  await submitSignIn(page, 'student');
  await expect(page).toHaveURL(/\/unit\/1\/lesson\/1$/);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('Spanish survives a reload', async ({ page }) => {
  await signIn(page, 'teacher');
  await chooseLanguage(page, 'Español');
  // The page's own heading: the header's links may sit in its menu when Spanish needs more room.
  await expect(page.getByRole('heading', { name: 'Mis clases', level: 1 })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Mis clases', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoSeriousA11yViolations(page);
});

test('wrong passwords show the catalogue message, then the blocked message', async ({ page }) => {
  await page.goto('/signin');
  await submitSignIn(page, 'creator', 'WrongPass1');
  await expect(page.getByTestId('signin-error')).toHaveText('Invalid username and/or password');
  await submitSignIn(page, 'creator', 'WrongPass2');
  await submitSignIn(page, 'creator', 'WrongPass3');
  await expect(page.getByTestId('signin-error')).toHaveText('User has been blocked, too many login attempts');
  // The right password is refused from this device while the block lasts.
  await submitSignIn(page, 'creator');
  await expect(page.getByTestId('signin-error')).toHaveText('User has been blocked, too many login attempts');

  // A manager lifts the block (later specs sign the creator in); then the right password works again.
  const admin = await page.request.post('/api/user/authenticate', { data: { username: 'superadmin', password: DEMO_PASSWORD } });
  const token = (await admin.json()).data.token as string;
  const creatorId = DEMO_USERS.findIndex((user) => user.username === 'creator') + 1;
  const unblock = await page.request.post(`/api/user/${creatorId}/sign-in-unblock`, { headers: { authorization: `Bearer ${token}` } });
  expect(unblock.ok(), await unblock.text()).toBeTruthy();
  await submitSignIn(page, 'creator');
  await expect(page).not.toHaveURL(/\/signin/);
});

test('sign-out revokes the session; the back button does not bring it back', async ({ page }) => {
  await signIn(page, 'campusmanager');
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/management-dashboard\/users$/);
  await page.getByRole('button', { name: 'User menu for campusmanager' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/signin/);
  await page.goBack();
  await expect(page).toHaveURL(/\/signin/);
});

test('the idle warning appears before logout and a click continues the session', async ({ page }) => {
  const base = `http://127.0.0.1:${E2E_IDLE_PORT}`;
  await page.goto(`${base}/signin`);
  await submitSignIn(page, 'teacher');
  await expect(page).toHaveURL(/\/class-room\/management$/);
  // Idle 8 s with the warning 5 s before: it shows after about 3 s without activity.
  const dialog = page.getByRole('dialog', { name: 'Your session is about to close' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await page.mouse.click(5, 300);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/class-room\/management$/);
  // Left alone, the session ends and the user is back at sign-in with the reason.
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/signin/, { timeout: 15_000 });
  await expect(page.getByText('You were signed out after a period of inactivity.')).toBeVisible();
});

test('a super admin creates a district through the UI and sees "Name already in use" on a duplicate', async ({ page }) => {
  await signIn(page, 'superadmin');
  await page.goto('/management-dashboard/districts');
  const name = `Lakeside District ${Date.now() % 100000}`;
  await page.getByRole('button', { name: 'Add district' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add district' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Texas' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('District added successfully')).toBeVisible();
  await expect(page.getByRole('rowheader', { name })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Add district' }).click();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Name' }).blur();
  await expect(dialog.getByText('Name already in use')).toBeVisible();
});

test('the super admin sees who was shown a student’s record, in English and Spanish, with no serious accessibility violations', async ({ page }) => {
  await signIn(page, 'superadmin');
  await page.goto('/management-dashboard/users');
  // Listing users shows the super admin each student's account: that read is itself recorded.
  await page.getByRole('button', { name: 'More actions for Sam Student (student)' }).click();
  await page.getByRole('menuitem', { name: 'Record access' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record access for Sam Student (student)' });
  const table = dialog.getByRole('table', { name: /^Who was shown the record of Sam Student \(student\), newest first: 1 to \d+ of \d+$/ });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Account details' }).filter({ hasText: 'Super Admin' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await chooseLanguage(page, 'Español');
  await page.getByRole('button', { name: 'Más acciones para Sam Student (student)' }).click();
  await page.getByRole('menuitem', { name: 'Accesos al expediente' }).click();
  const dialogEs = page.getByRole('dialog', { name: 'Accesos al expediente de Sam Student (student)' });
  await expect(dialogEs.getByRole('table', { name: /^A quién se mostró el expediente de Sam Student \(student\)/ })).toBeVisible();
  await expect(dialogEs.getByRole('rowheader').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a form dialog asks before throwing away what was typed, and gives focus back to what opened it', async ({ page }) => {
  await signIn(page, 'superadmin');
  await page.goto('/management-dashboard/districts');
  const add = page.getByRole('button', { name: 'Add district' });
  const dialog = page.getByRole('dialog', { name: 'Add district' });
  const question = page.getByRole('dialog', { name: 'Discard your changes?' });
  const name = `Hill Country ISD ${Date.now() % 100000}`;

  // Untouched, Escape closes at once and focus is back on Add district. The Escape waits for focus to
  // be in the dialog, as a person's would: Mantine's focus trap moves focus in on a timer it never
  // cancels, so an Escape before that timer fired saw focus go back to Add and then into the closing dialog.
  await add.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();

  // With a name typed, Escape asks; Escape again (or Keep editing) goes back to the form as it was.
  await add.click();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.keyboard.press('Escape');
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();

  // Saved: focus is back on Add district while the list reloads with the new row.
  await dialog.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Texas' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('rowheader', { name })).toBeVisible();
  await expect(add).toBeFocused();

  // Edited in its row and saved: focus is back on that row's Edit button.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: new RegExp(name) });
  await edit.getByRole('textbox', { name: 'Name' }).fill(`${name} North`);
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('rowheader', { name: `${name} North` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Edit ${name} North` })).toBeFocused();

  // Removed: its Remove button is gone, so focus goes to the section's heading.
  await page.getByRole('button', { name: `Remove ${name} North` }).click();
  const removal = page.getByRole('dialog', { name: `Remove ${name} North?` });
  await expect(removal).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await removal.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('rowheader', { name: `${name} North` })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Districts', level: 2 })).toBeFocused();
});

test.describe('times for a viewer in New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('the record-access list shows Central time and the viewer’s own', async ({ page }) => {
    await signIn(page, 'superadmin');
    await page.goto('/management-dashboard/users');
    await page.getByRole('button', { name: 'More actions for Sam Student (student)' }).click();
    await page.getByRole('menuitem', { name: 'Record access' }).click();
    const when = page.getByRole('dialog', { name: 'Record access for Sam Student (student)' }).getByRole('rowheader').first();
    await expect(when).toHaveText(/^\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M CT \((\w{3} \d{1,2}, \d{4}, )?\d{1,2}:\d{2}\s[AP]M your time\)$/);
    await expect(when.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  });
});
