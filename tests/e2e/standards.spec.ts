import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { STANDARD_COLUMNS } from '@domain/standards/standards.schemas';
import { axeCleanAfterNotices, inSpanishThenEnglish, runTag } from './support/back-office';
import { signIn } from './support/session';

/**
 * Issue 15, the SOA/ELA standards section: the super admin finds Texas's seeded Grade 8 TEKS, adds a
 * standard, edits it, downloads the state's list (the workbook holds it), and removes it again, so
 * the demo list stays as seeded. The section is axe-clean in English and Spanish, its form too.
 */

const SECTION = '/management-dashboard/standards';
const table = (page: Page) => page.getByRole('table', { name: /SOA\/ELA standards: showing|Estándares SOA\/ELA: / });
const search = (page: Page, text: string) => page.getByRole('searchbox', { name: 'Search soa/ela standards' }).fill(text);

test('a super admin adds, edits, downloads and removes a standard', async ({ page }) => {
  test.slow();
  const code = `E2E.${runTag()}`;
  await signIn(page, 'superadmin');
  await page.goto(SECTION);
  await expect(table(page).getByRole('rowheader', { name: '8.29D', exact: true })).toBeVisible();

  // Add.
  await page.getByRole('button', { name: 'Add standard', exact: true }).click();
  const adding = page.getByRole('dialog', { name: 'Add standard' });
  await adding.getByRole('textbox', { name: /^Code/ }).fill(code);
  await adding.getByRole('textbox', { name: /^Grade/ }).fill('8');
  await adding.getByRole('textbox', { name: /^Description/ }).fill('a standard the browser journey adds');
  await adding.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(adding).toBeHidden();
  await search(page, code);
  await expect(table(page).getByRole('rowheader', { name: code, exact: true })).toBeVisible();

  // Edit.
  await table(page).getByRole('button', { name: `Edit ${code}`, exact: true }).click();
  const editing = page.getByRole('dialog', { name: `Edit standard ${code}` });
  await editing.getByRole('textbox', { name: /^Description/ }).fill('the journey edited this');
  await editing.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(editing).toBeHidden();
  await expect(table(page).getByRole('cell', { name: 'the journey edited this', exact: true })).toBeVisible();

  // Download the state's list.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download this list', exact: true }).click()]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0].eachRow((row) => rows.push(STANDARD_COLUMNS.map((_, i) => String(row.getCell(i + 1).value ?? ''))));
  expect(rows[0]).toEqual([...STANDARD_COLUMNS]);
  expect(rows).toContainEqual([code, 'the journey edited this', '', 'Social studies', '8']);

  // Remove.
  await table(page).getByRole('button', { name: `Remove ${code}`, exact: true }).click();
  const removing = page.getByRole('dialog', { name: `Remove ${code}?` });
  await removing.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(removing).toBeHidden();
  await expect(table(page).getByRole('rowheader', { name: code, exact: true })).toHaveCount(0);
});

test('the standards section is axe-clean in English and Spanish', async ({ page }) => {
  await signIn(page, 'superadmin');
  await page.goto(SECTION);
  await expect(table(page).getByRole('rowheader', { name: '8.29D', exact: true })).toBeVisible();
  await axeCleanAfterNotices(page);
  await inSpanishThenEnglish(page, async () => {
    await page.goto(SECTION);
    await expect(page.getByRole('heading', { level: 2, name: 'Estándares SOA/ELA' })).toBeVisible();
    await expect(table(page).getByRole('rowheader', { name: '8.29D', exact: true })).toBeVisible();
    await axeCleanAfterNotices(page);
    await page.getByRole('button', { name: 'Agregar estándar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar estándar' });
    await expect(dialog).toBeVisible();
    await axeCleanAfterNotices(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
