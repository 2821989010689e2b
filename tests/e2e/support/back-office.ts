import { expect, type Page } from '@playwright/test';

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
