import { expect, test, type Page } from '@playwright/test';
import { axeCleanAfterNotices, inSpanishThenEnglish, runTag, unitBuilderPath } from './support/back-office';
import { signIn } from './support/session';

/**
 * Issue 15, the benchmark assessment builder: the creator opens the demo benchmark lesson from its
 * unit builder, sees the sets in order (the seeded draft last, with its warning), creates a set (it
 * becomes the open one), renames it, links it to a unit, finds publishing refused while it has no
 * questions, publishes the demo set (the open set is closed, §4), and removes the set made here, so
 * the demo stays as seeded. The builder is axe-clean in English and Spanish.
 */

/** The demo course's fifth unit is the benchmark unit (server/src/seed/course/course.ts). */
const BENCHMARK_UNIT = 5;

const setsTable = (page: Page) => page.getByRole('table', { name: /benchmark sets?, linked ones by unit number/ });
const openSet = (page: Page) => page.getByRole('region', { name: /^Set: / });

async function openBuilder(page: Page): Promise<void> {
  await page.goto(unitBuilderPath(BENCHMARK_UNIT));
  await page.getByRole('link', { name: /^Edit .*Benchmark Assessment/ }).first().click();
  await expect(page).toHaveURL(/\/back-office\/benchmark-assessment-builder\/unit\/\d+\/lesson\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Benchmark sets' })).toBeVisible();
}

test('a creator creates, renames, links and removes a set, and publishes the demo set', async ({ page }) => {
  test.slow();
  const title = `Set ${runTag()}`;
  await signIn(page, 'creator');
  await openBuilder(page);
  const headers = setsTable(page).getByRole('rowheader');
  await expect(headers.first()).toHaveText('Set A: Colonies to Independence');
  await expect(headers.last()).toHaveText('End-of-year review (draft)');
  await expect(setsTable(page).getByRole('row').last()).toContainText('This set is not published: teachers cannot assign it.');

  await page.getByRole('button', { name: 'Create set', exact: true }).click();
  await expect(openSet(page).getByRole('heading', { name: 'Set: New benchmark set' })).toBeVisible();
  await openSet(page).getByRole('textbox', { name: 'Title (English)' }).fill(title);
  await openSet(page).getByRole('button', { name: 'Save title' }).click();
  await expect(openSet(page).getByRole('heading', { name: `Set: ${title}` })).toBeVisible();
  await openSet(page).getByRole('combobox', { name: 'Linked unit' }).selectOption({ label: 'Unit 1: Colonial America' });
  // Linked to unit 1, the new set comes first.
  await expect(headers.first()).toHaveText(title);

  await openSet(page).getByRole('button', { name: 'Publish set' }).click();
  await expect(openSet(page).getByRole('alert')).toContainText('The set was not published.');

  await openSet(page).getByRole('button', { name: 'Remove set' }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(title) });
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(setsTable(page).getByRole('rowheader', { name: title })).toHaveCount(0);

  await page.getByRole('button', { name: 'Open Set A: Colonies to Independence' }).click();
  await openSet(page).getByRole('button', { name: 'Publish set' }).click();
  await expect(page.getByText('Benchmark set published. Teachers can assign this version now.')).toBeVisible();
  await expect(page.getByText('Choose a set in the list, or create one, to edit it.')).toBeVisible();
});

test('the benchmark assessment builder is axe-clean in English and Spanish', async ({ page }) => {
  await signIn(page, 'creator');
  await openBuilder(page);
  await page.getByRole('button', { name: 'Open End-of-year review (draft)' }).click();
  await expect(openSet(page)).toBeVisible();
  await axeCleanAfterNotices(page);
  await inSpanishThenEnglish(page, async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Conjuntos de evaluaciones de referencia' })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Conjunto: / })).toBeVisible();
    await axeCleanAfterNotices(page);
  });
});
