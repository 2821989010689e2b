import { expect, test } from '@playwright/test';
import { json, studentOfNewClassroom } from './support/class-api';
import { chooseLanguage, expectNoSeriousA11yViolations, signIn } from './support/session';

/**
 * Issue 13, first slice: the demo teacher assigns a benchmark set to a classroom of their own (a
 * roster of one made through the API, so no other journey's data moves), the student — signed in
 * elsewhere — is told at once, and the teacher removes the assignment before anyone submitted.
 */
test('a teacher assigns a benchmark to a classroom, the student is told live, and the teacher removes it', async ({ page, browser, request }) => {
  const { student } = await studentOfNewClassroom(request, { username: 'benchkid', firstName: 'Bea', lastName: 'Bench', birthDate: '2013-02-03', classroom: 'Benchmark class', period: '9' });

  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await signIn(studentPage, 'benchkid');
  await expect(studentPage.getByTestId('notification-bell')).toHaveAttribute('aria-label', /Notifications, \d+ unread/);

  await signIn(page, 'teacher');
  await page.getByRole('link', { name: 'Benchmarks' }).click();
  await expect(page).toHaveURL(/\/class-room\/benchmarks/);
  await expect(page.getByRole('heading', { name: 'Benchmarks', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Classroom' }).selectOption({ label: 'Benchmark class' });
  await expect(page.getByText('No benchmark is assigned in this classroom yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Assign a benchmark' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign a benchmark' });
  await dialog.getByRole('textbox', { name: 'Benchmark set' }).or(dialog.getByRole('combobox', { name: 'Benchmark set' })).click();
  await page.getByRole('option', { name: /^Set A/ }).click();
  await expect(dialog.getByRole('radio', { name: /The whole classroom/ })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Set A/ }) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Whole classroom');
  await expect(row).toContainText('1 assigned, 0 started, 0 submitted, 0 retake');

  // The student's snackbar arrives over the hub, with no reload.
  await expect(studentPage.locator('.mantine-Notification-root', { hasText: 'New benchmark assigned: Set A' })).toBeVisible({ timeout: 10_000 });
  const assigned = await json<unknown[]>(await request.get('/api/benchmark/list', { headers: student }));
  expect(assigned).toHaveLength(1);

  await row.getByRole('button', { name: /^Students of Set A/ }).click();
  await expect(page.getByRole('table', { name: /^Students of Set A.*\(1\)$/ })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Bea Bench' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await chooseLanguage(page, 'Español');
  await expect(page.getByRole('heading', { name: 'Evaluaciones de referencia', level: 1 })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Toda la clase', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await chooseLanguage(page, 'English');

  await row.getByRole('button', { name: /^Remove Set A/ }).click();
  const confirm = page.getByRole('dialog', { name: /^Remove Set A/ });
  await expect(confirm).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('No benchmark is assigned in this classroom yet.')).toBeVisible();
  expect(await json<unknown[]>(await request.get('/api/benchmark/list', { headers: student }))).toEqual([]);
  await studentContext.close();
});
