import { expect, test, type Locator, type Page } from '@playwright/test';
import { chooseLanguage, expectNoSeriousA11yViolations, signIn } from './support/session';

/** The row of the report table named `name` (its row header). */
const rowOf = (page: Page, name: string): Locator => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

/** Cells of a students row after the name: round, students, submitted of expected, completion, score, waiting, last submit. */
const SUBMITTED = 2;

/**
 * Issue 13: the demo district manager reads the district's report (the demo world's submitted work in
 * the demo teacher's classrooms, server/src/seed/) and narrows it school → teacher → classroom →
 * students, then by a unit. Only seeded students who no journey signs in as are checked by number
 * (Sam Student, the demo student, is other journeys' to change), so the spec passes alone or after others.
 */
test('a district manager drills the district report down to a classroom’s students and filters it by unit', async ({ page }) => {
  await signIn(page, 'districtmanager');
  await page.goto('/management-dashboard/reporting');
  await expect(page.getByRole('tab', { name: 'Reporting' })).toHaveAttribute('aria-selected', 'true');
  // The scope is the manager's own: state and district fixed.
  await expect(page.getByRole('combobox', { name: 'District' })).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'District' })).toHaveValue('Riverbend Independent School District');
  await expect(page.getByRole('heading', { name: 'Riverbend Independent School District', level: 2 })).toBeVisible();

  // The district's school, with the demo world's submitted work counted.
  const school = rowOf(page, 'Riverbend Middle School');
  await expect(school).toBeVisible();
  const [submitted, expected] = ((await school.getByRole('cell').nth(1).textContent()) ?? '').split(' of ').map(Number);
  expect(submitted).toBeGreaterThan(0);
  expect(expected).toBeGreaterThanOrEqual(submitted!);
  await expect(school.getByRole('cell').nth(3)).toHaveText(/^\d+(\.\d+)?%$/);
  await expect(page.getByRole('table', { name: 'Students by score band of Riverbend Independent School District' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // School → teacher → classroom; the breadcrumbs follow, and the address keeps the narrowing.
  await school.getByRole('button', { name: 'Open Riverbend Middle School' }).click();
  await expect(page.getByRole('combobox', { name: 'Campus' })).toHaveValue('Riverbend Middle School');
  await rowOf(page, 'Teresa Maestra').getByRole('button', { name: 'Open Teresa Maestra' }).click();
  await rowOf(page, 'US History, Period 2').getByRole('button', { name: 'Open US History, Period 2' }).click();
  const where = page.getByRole('navigation', { name: 'Where you are in the report' });
  await expect(where.getByRole('button')).toHaveText(['Your scope', 'Riverbend Middle School', 'Teresa Maestra']);
  await expect(where.locator('[aria-current="page"]')).toHaveText('US History, Period 2');
  await expect(page).toHaveURL(/classroomId=\d+/);

  // The classroom's students: a seeded student who submitted one check-your-understanding, fully scored, and one who did not.
  await expect(page.getByRole('table', { name: /^Students of US History, Period 2 \(\d+ rows\)$/ })).toBeVisible();
  // The expected count is the seed's 4 assessments, or more when a journey before this one published
  // another (the assessment builder's journey publishes a unit of its own).
  const mateo = rowOf(page, 'Mateo García');
  await expect(mateo.getByRole('cell').nth(SUBMITTED)).toHaveText(/^1 of ([4-9]|\d\d)$/);
  const expectedOfMateo = Number(((await mateo.getByRole('cell').nth(SUBMITTED).textContent()) ?? '').split(' of ')[1]);
  const completion = Number(((await mateo.getByRole('cell').nth(3).textContent()) ?? '').replace('%', ''));
  expect(Math.abs(completion - 100 / expectedOfMateo)).toBeLessThan(0.51);
  await expect(mateo.getByRole('cell').nth(4)).toHaveText('100%');
  const ethan = rowOf(page, 'Ethan Brown');
  await expect(ethan.getByRole('cell').nth(SUBMITTED)).toHaveText(`0 of ${expectedOfMateo}`);
  await expect(ethan.getByRole('cell').nth(4)).toHaveText('None');
  await expect(ethan.getByRole('cell').nth(6)).toHaveText('Not submitted');
  await expectNoSeriousA11yViolations(page);

  // Down to one student: their units, a unit's lessons and the lesson's questions, in the dialog.
  await mateo.getByRole('button', { name: 'Open Mateo García' }).click();
  await expect(page.getByRole('dialog', { name: 'Mateo García' })).toBeVisible();
  // The dialog is titled by the level shown (the student, then a unit, then a lesson).
  const dialog = page.getByRole('dialog');
  const units = dialog.getByRole('table').first();
  await expect(units).toBeVisible();
  await units.getByRole('button', { name: /^Open / }).first().click();
  const lessons = dialog.getByRole('table').first();
  await expect(lessons.getByRole('button', { name: /^Open / }).first()).toBeVisible();
  await lessons.getByRole('button', { name: /^Open / }).first().click();
  await expect(dialog.getByRole('rowheader', { name: 'Question 1', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The unit filter: only Colonial America's assessments are expected now.
  await page.getByRole('combobox', { name: 'Unit' }).click();
  await expect(page.getByRole('listbox', { name: 'Unit' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('option', { name: 'Colonial America' }).click();
  await expect(page).toHaveURL(/unitId=\d+/);
  await expect(ethan.getByRole('cell').nth(SUBMITTED)).not.toHaveText('0 of 4');
  await expect(ethan.getByRole('cell').nth(SUBMITTED)).toHaveText(/^0 of [1-3]$/);

  // Back up by the breadcrumbs: the school's teachers again.
  await where.getByRole('button', { name: 'Riverbend Middle School' }).click();
  await expect(rowOf(page, 'Teresa Maestra')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Teacher' })).toHaveValue('');

  // In Spanish.
  await chooseLanguage(page, 'Español');
  await expect(page.getByRole('heading', { name: 'Panel de administración', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Informes' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('columnheader', { name: 'Entregadas / esperadas' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Dónde estás en el informe' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await chooseLanguage(page, 'English');
});
