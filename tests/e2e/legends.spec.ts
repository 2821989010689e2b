import { expect, test } from '@playwright/test';
import { chooseLanguage, expectNoSeriousA11yViolations, signIn } from './support/session';

/**
 * Issue 12: the legend of the teacher's screens (/class-room/legends), reached from the classrooms
 * screen, and the campus manager's classrooms section of the management dashboard.
 */
test('a teacher opens the legend from their classrooms and reads every sign in English and Spanish', async ({ page }) => {
  await signIn(page, 'teacher');
  await page.goto('/class-room/management');
  await page.getByRole('link', { name: 'What the icons mean' }).click();
  await expect(page).toHaveURL(/\/class-room\/legends$/);
  await expect(page.getByRole('heading', { level: 1, name: 'What the icons mean' })).toBeVisible();
  const feedback = page.getByRole('table', { name: 'Feedback status: 3 signs' });
  await expect(feedback.getByRole('rowheader', { name: 'Pending' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Units: 1 sign' }).getByRole('rowheader', { name: 'Locked' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(6);
  await expectNoSeriousA11yViolations(page);

  await chooseLanguage(page, 'Español');
  await expect(page.getByRole('heading', { level: 1, name: 'Qué significan los íconos' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Estado de los comentarios: 3 signos' }).getByRole('rowheader', { name: 'Pendiente' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await chooseLanguage(page, 'English');
});

test("a campus manager sees the school's classrooms by teacher in the dashboard, and the legend", async ({ page }) => {
  await signIn(page, 'campusmanager');
  await page.goto('/management-dashboard/classrooms');
  const section = page.getByTestId('campus-classrooms');
  await expect(section.getByRole('heading', { level: 2, name: /^Classrooms of / })).toBeVisible();
  const teacher = section.getByRole('region').filter({ has: page.getByRole('rowheader', { name: 'US History, Period 3' }) });
  await expect(teacher.getByRole('table', { name: /^Classrooms of .+: showing \d+ of \d+$/ })).toBeVisible();
  await expect(teacher.getByRole('rowheader', { name: 'US History, Period 2' })).toBeVisible();
  await expect(teacher.getByRole('link', { name: 'Open US History, Period 3' })).toHaveAttribute('href', /\/class-room\/details\?classroomId=\d+$/);
  await expectNoSeriousA11yViolations(page);

  await chooseLanguage(page, 'Español');
  await expect(section.getByRole('heading', { level: 2, name: /^Clases de / })).toBeVisible();
  await expect(teacher.getByRole('link', { name: 'Abrir US History, Period 3' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await chooseLanguage(page, 'English');

  await section.getByRole('link', { name: 'What the icons mean' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'What the icons mean' })).toBeVisible();
});
