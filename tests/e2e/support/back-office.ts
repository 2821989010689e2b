import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './session';

/** A 1×1 PNG, made here so an upload needs no file on disk. */
export const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** Names unique to this run, so a repeated run never meets the units the last one made. */
export const runTag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

export const unitBuilderPath = (unitId: number) => `/back-office/unit-builder/unit/${unitId}`;

/**
 * Creates a unit named `name` on the course dashboard (a unit of the journey's own: the demo course
 * other specs read stays as seeded) and opens its builder; answers the unit's id.
 */
export async function createUnit(page: Page, name: string): Promise<number> {
  await page.goto('/back-office/dashboard-builder');
  const units = page.getByRole('table', { name: /^Units of the course/ });
  await expect(units).toBeVisible();
  await page.getByRole('button', { name: 'New unit: choose its type' }).click();
  await page.getByRole('menuitem', { name: 'Unit', exact: true }).click();
  const rename = page.getByRole('button', { name: /^Rename Unit \d+: New unit$/ });
  await expect(rename).toBeFocused();
  await rename.click();
  const dialog = page.getByRole('dialog', { name: /^Rename Unit \d+: New unit$/ });
  await dialog.getByRole('textbox', { name: 'Name in English' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Name in Spanish' }).fill(`${name} ES`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await units.getByRole('link', { name: new RegExp(`^Open Unit \\d+: ${name}$`) }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`^Unit \\d+: ${name}$`), level: 1 })).toBeVisible();
  return Number(/\/unit-builder\/unit\/(\d+)$/.exec(page.url())?.[1]);
}

/** Adds a lesson of type Lesson to the open unit builder and opens its lesson builder. */
export async function addLessonAndOpen(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Add lesson: choose its type' }).click();
  await page.getByRole('menuitem', { name: 'Lesson', exact: true }).click();
  await page.getByRole('link', { name: /^Edit (lesson )?Lesson 1: New lesson/ }).click();
  await expect(page).toHaveURL(/\/back-office\/lesson-builder\/unit\/\d+\/lesson\/\d+$/);
  await expect(page.getByRole('heading', { name: /Lesson 1: New lesson/, level: 1 })).toBeVisible();
}

/** Adds a component from the lesson builder's catalogue; the new one is selected and its properties shown. */
export async function addComponent(page: Page, type: string, name: string): Promise<void> {
  await page.getByRole('button', { name: `Add ${type}`, exact: true }).click();
  await expect(page.getByRole('button', { name: `Edit ${name}`, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: `Properties of ${name}`, level: 2 })).toBeVisible();
}

/** The lesson builder's bar says every change reached the server. */
export const allSaved = (page: Page) => expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();

/**
 * Axe once the snackbars are gone: one leaving fades through colours that fail contrast, and the
 * earlier steps' confirmations are not what is being checked.
 */
export async function axeCleanAfterNotices(page: Page): Promise<void> {
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
  await expectNoSeriousA11yViolations(page);
}
