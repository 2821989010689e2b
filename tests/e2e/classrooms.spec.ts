import { expect, test } from '@playwright/test';
import { chooseLanguage, expectNoSeriousA11yViolations, signIn } from './support/session';

/**
 * Issue 12, first slice: the demo teacher's classrooms, and a new classroom made from a roster file
 * whose students are partly new and partly already at the school (§5: two messages).
 */
const ROSTER = [
  'username,password,firstName,middleName,lastName,secondLastName,birthDate,textLanguage,audioLanguage',
  'rosternina,Demo12345,Nina,,Muñoz,Peña,2013-03-04,es,es',
  '"rosterjose",Demo12345,"José",,"García",,2012-11-20,en,es',
  'student,Demo12345,Sam,,Student,,2013-01-01,en,en',
].join('\r\n');

test('a teacher sees their classes, creates one from a roster file and reads saved and already existing apart', async ({ page }) => {
  await signIn(page, 'teacher');
  await page.goto('/class-room/management');
  await expect(page.getByRole('heading', { name: 'My classrooms' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'US History, Period 3' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Add classroom' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('US History, Period 5');
  await dialog.getByLabel('Period').fill('5');
  await dialog.getByLabel('Start date').fill('2026-08-17');
  await dialog.getByLabel('End date').fill('2027-05-28');
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'roster.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${ROSTER}`, 'utf8') });
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('2 students saved')).toBeVisible();
  await expect(page.getByText('Already existing: student')).toBeVisible();
  await expect(page.getByText('US History, Period 5').first()).toBeVisible();

  await chooseLanguage(page, 'Español');
  await expect(page.getByRole('heading', { name: 'Mis clases' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await chooseLanguage(page, 'English');
});
