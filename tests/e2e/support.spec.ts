import { expect, test, type Page } from '@playwright/test';
import { chooseLanguage, expectNoSeriousA11yViolations, signIn } from './support/session';

/**
 * Issue 12: support acts for the demo teacher. The support user chooses the teacher's campus and the
 * teacher, sees for whom they act on every page, works the teacher's classrooms under /support/…,
 * finds the change in the audit list on the dashboard, and stops.
 */

const CLASS = 'US History, Period 3';
const RENAMED = 'US History, Period 3 (support check)';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function rename(page: Page, from: string, to: string) {
  await page.getByRole('button', { name: `Edit ${from}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(to);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('rowheader', { name: to, exact: true })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: from, exact: true })).toHaveCount(0);
}

test('support acts for the demo teacher, renames a class and back, reads the audit, and stops', async ({ page }) => {
  await signIn(page, 'support');
  await page.goto('/support/class-room/management');
  // Acting for nobody, a teacher screen sends the user back to the dashboard, which says why.
  await expect(page).toHaveURL(/\/support-dashboard$/);
  await expect(page.getByText('Choose a teacher to act for before opening their screens.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Support dashboard' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await choose(page, 'State', 'Texas');
  await choose(page, 'District', 'Riverbend Independent School District');
  await choose(page, 'Campus', 'Riverbend Middle School');
  await choose(page, 'Teacher', 'Teresa Maestra');
  await page.getByRole('button', { name: 'Act for Teresa Maestra' }).click();
  const banner = page.getByTestId('support-acting-banner');
  await expect(banner).toContainText('Acting for Teresa Maestra (Riverbend Middle School)');

  await page.getByRole('link', { name: 'Open Teresa Maestra’s classrooms' }).click();
  await expect(page).toHaveURL(/\/support\/class-room\/management$/);
  await expect(page.getByRole('rowheader', { name: CLASS })).toBeVisible();
  await expect(banner).toContainText('Acting for Teresa Maestra');
  await expectNoSeriousA11yViolations(page);
  await rename(page, CLASS, RENAMED);
  await rename(page, RENAMED, CLASS);

  await page.goto('/support-dashboard');
  const audit = page.getByRole('table', { name: '2 recorded changes, newest first' });
  await expect(audit).toBeVisible();
  await expect(audit.getByRole('cell', { name: 'Edited a classroom' })).toHaveCount(2);
  await expect(audit.getByRole('cell', { name: 'Teresa Maestra' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await chooseLanguage(page, 'Español');
  await expect(page.getByRole('heading', { name: 'Panel de soporte' })).toBeVisible();
  await expect(banner).toContainText('Actúas en nombre de Teresa Maestra (Riverbend Middle School)');
  await expect(page.getByRole('table', { name: '2 cambios registrados, el más reciente primero' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await chooseLanguage(page, 'English');

  await banner.getByRole('button', { name: 'Stop acting for Teresa Maestra' }).click();
  await expect(banner).not.toContainText('Acting for');
  await expect(page.getByText('You are not acting for any teacher.')).toBeVisible();
});
