import { expect, test } from '@playwright/test';
import { chooseLanguage, expectNoSeriousA11yViolations, signIn } from './support/session';

/**
 * Issue 14, first slice: the demo content creator lands on the course dashboard, creates a unit and
 * renames it, opens its builder, adds lessons, moves one with the keyboard and publishes the unit,
 * watching the publish reach "Changes published!". Axe-clean in English and Spanish.
 */
test('a content creator builds a unit with lessons, reorders by keyboard and publishes it', async ({ page }) => {
  await signIn(page, 'creator');
  await expect(page).toHaveURL(/\/back-office\/dashboard-builder$/);
  await expect(page.getByRole('heading', { name: 'Course dashboard', level: 1 })).toBeVisible();
  const units = page.getByRole('table', { name: /^Units of the course/ });
  await expect(units).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Create a unit; focus lands on its Rename.
  await page.getByRole('button', { name: 'New unit: choose its type' }).click();
  await page.getByRole('menuitem', { name: 'Unit', exact: true }).click();
  await expect(page.getByText('Changes saved successfully').first()).toBeVisible();
  const rename = page.getByRole('button', { name: /^Rename Unit \d+: New unit$/ });
  await expect(rename).toBeFocused();
  await rename.click();
  const dialog = page.getByRole('dialog', { name: /^Rename Unit \d+: New unit$/ });
  await dialog.getByRole('textbox', { name: 'Name in English' }).fill('Reconstruction Journey');
  await dialog.getByRole('textbox', { name: 'Name in Spanish' }).fill('Recorrido de la Reconstrucción');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = units.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Reconstruction Journey/ }) });
  await expect(row).toContainText('Spanish: Recorrido de la Reconstrucción');
  await expect(row).toContainText('Never published');

  // Its builder: two lessons, the first moved down from the keyboard.
  await row.getByRole('link', { name: /^Open Unit \d+: Reconstruction Journey$/ }).click();
  await expect(page).toHaveURL(/\/back-office\/unit-builder\/unit\/\d+$/);
  await expect(page.getByRole('heading', { name: /^Unit \d+: Reconstruction Journey$/, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add lesson: choose its type' }).click();
  await page.getByRole('menuitem', { name: 'Lesson', exact: true }).click();
  await expect(page.getByRole('rowheader', { name: /^Lesson 1: New lesson/ })).toBeVisible();
  await page.getByRole('button', { name: 'Add lesson: choose its type' }).click();
  await page.getByRole('menuitem', { name: 'Story', exact: true }).click();
  const lessons = page.getByRole('table', { name: /^Lessons of Unit \d+: Reconstruction Journey \(2\)$/ });
  await expect(lessons).toBeVisible();

  const moveDown = page.getByRole('button', { name: 'Move Lesson 1: New lesson down' });
  await moveDown.focus();
  await page.keyboard.press('Enter');
  await expect(lessons.getByRole('rowheader').first()).toContainText('Story: New lesson');
  await expect(lessons.getByRole('rowheader').nth(1)).toContainText('Lesson 1: New lesson');
  // Focus stays with the moved lesson (it is last now: its Move up).
  await expect(page.getByRole('button', { name: 'Move Lesson 1: New lesson up' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  // Publish the unit: progress, then the success text; its state follows.
  await page.getByRole('button', { name: /^Publish Unit \d+: Reconstruction Journey$/ }).click();
  await expect(page.getByText('Changes published!')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Published', { exact: true }).first()).toBeVisible();
  // The hub tells the creator too (the publish notification's snackbar): on screen before the page is checked.
  await expect(page.locator('.mantine-Notification-root', { hasText: /Reconstruction Journey/ }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await chooseLanguage(page, 'Español');
  await expect(page.getByRole('heading', { name: /^Unidad \d+: Recorrido de la Reconstrucción$/, level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Lecciones de Unidad \d+/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Volver al panel del curso' }).click();
  await expect(page.getByRole('heading', { name: 'Panel del curso', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Unidades del curso/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await chooseLanguage(page, 'English');
});
