import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { VOCABULARY_COLUMNS } from '@domain/authoring/vocabulary-authoring.schemas';
import { axeCleanAfterNotices, inSpanishThenEnglish, runTag, unitBuilderPath } from './support/back-office';
import { signIn } from './support/session';

/**
 * Issue 15, the vocabulary manager: the creator opens demo unit 1's English glossary from the unit
 * builder, adds a term and edits it, uploads a workbook made here (two good rows, one without its
 * definition), reads every row's message and the preview, saves only after confirming, and finds the
 * two new terms in the list. The terms are tagged with the run and removed at the end, so the demo
 * glossary stays as seeded. The manager is axe-clean in English and Spanish.
 */

const MANAGER = '/back-office/vocabulary-manager/unit/1/en-us';

/** An xlsx workbook with the template's header and these rows, as a creator would save it from Excel. */
async function workbook(rows: readonly (readonly string[])[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Vocabulary');
  sheet.addRow([...VOCABULARY_COLUMNS]);
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const termsTable = (page: Page) => page.getByRole('table', { name: /terms? in this glossary|terms shown/ });
const filter = (page: Page, text: string) => page.getByRole('searchbox', { name: 'Filter terms' }).fill(text);

/** Fills the term form's fields by label (the dialog is open). */
async function fillTerm(dialog: Locator, fields: Readonly<Record<string, string>>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) await dialog.getByRole('textbox', { name: label, exact: true }).fill(value);
}

async function removeTerm(page: Page, name: string): Promise<void> {
  await filter(page, name);
  await termsTable(page).getByRole('button', { name: `Remove ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Remove ${name}?` });
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(termsTable(page).getByRole('rowheader', { name, exact: true })).toHaveCount(0);
}

test('a creator adds and edits a term, uploads a workbook with a bad row, and saves the good rows after confirming', async ({ page }) => {
  test.slow();
  const tag = runTag();
  const added = `Tobacco ${tag}`;
  const renamed = `Tobacco leaf ${tag}`;
  const fromFile = [`Indenture ${tag}`, `Jamestown ${tag}`];
  const bad = `Headright ${tag}`;
  await signIn(page, 'creator');

  // From the unit builder to the English glossary.
  await page.goto(unitBuilderPath(1));
  await page.getByRole('region', { name: 'Vocabulary', exact: true }).getByRole('link', { name: 'Vocabulary (English)' }).click();
  await expect(page).toHaveURL(MANAGER);
  await expect(page.getByRole('heading', { level: 1, name: 'Vocabulary of Unit 1: Colonial America — English' })).toBeVisible();
  await expect(termsTable(page).getByRole('rowheader', { name: 'colony', exact: true })).toBeVisible();

  // Add a term, then edit it.
  await page.getByRole('button', { name: 'Add term', exact: true }).click();
  const adding = page.getByRole('dialog', { name: 'Add a term' });
  await fillTerm(adding, { Name: added, Definition: 'The cash crop of Virginia.', Pronunciation: 'tuh-BAK-oh' });
  await adding.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(adding).toBeHidden();
  await filter(page, tag);
  await expect(termsTable(page).getByRole('rowheader', { name: added, exact: true })).toBeVisible();
  await termsTable(page).getByRole('button', { name: `Edit ${added}`, exact: true }).click();
  const editing = page.getByRole('dialog', { name: `Edit ${added}` });
  await fillTerm(editing, { Name: renamed, Usage: 'Tobacco leaf made Virginia rich.' });
  await editing.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(editing).toBeHidden();
  await expect(termsTable(page).getByRole('rowheader', { name: renamed, exact: true })).toBeVisible();

  // A workbook: two good rows and one without its definition.
  const workbooks = page.getByRole('region', { name: 'Workbooks' });
  await workbooks.locator('input[type="file"]').setInputFiles({
    name: `colonial-${tag}.xlsx`,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await workbook([
      [fromFile[0]!, '', 'A contract to work for years in exchange for passage.', '', 'noun', '', ''],
      [bad, '', '', '', 'noun', '', ''],
      [fromFile[1]!, '', 'The first lasting English settlement, founded in 1607.', '', 'noun', '', ''],
    ]),
  });
  const panel = page.getByRole('region', { name: `Uploaded workbook: colonial-${tag}.xlsx` });
  const rows = panel.getByRole('table', { name: `Rows of colonial-${tag}.xlsx, checked` });
  await expect(rows.getByRole('row').filter({ hasText: bad })).toContainText('Refused (column “Definition”): the definition is empty');
  await expect(rows.getByRole('row').filter({ hasText: fromFile[0]! })).toContainText('Will be added');
  await expect(panel.getByRole('table', { name: /terms? once saved/ }).getByRole('row').filter({ hasText: fromFile[1]! })).toContainText('New (row 4)');
  // Nothing is saved before confirming.
  await expect(termsTable(page).getByRole('rowheader', { name: fromFile[0]!, exact: true })).toHaveCount(0);
  await axeCleanAfterNotices(page);

  await panel.getByRole('button', { name: 'Save 2 terms', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: `Save the terms of colonial-${tag}.xlsx?` });
  await confirm.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(panel).toBeHidden();
  const saved = page.getByRole('table', { name: `Rows of colonial-${tag}.xlsx, as saved` });
  await expect(saved.getByRole('row').filter({ hasText: fromFile[1]! })).toContainText('Added');
  await expect(saved.getByRole('row').filter({ hasText: bad })).toContainText('the definition is empty');
  for (const name of fromFile) await expect(termsTable(page).getByRole('rowheader', { name, exact: true })).toBeVisible();
  await expect(termsTable(page).getByRole('rowheader', { name: bad, exact: true })).toHaveCount(0);

  // The run's terms go again: the demo glossary stays as seeded.
  for (const name of [renamed, ...fromFile]) await removeTerm(page, name);
});

test('the vocabulary manager is axe-clean in English and Spanish', async ({ page }) => {
  await signIn(page, 'creator');
  await page.goto(MANAGER);
  await expect(termsTable(page)).toBeVisible();
  await axeCleanAfterNotices(page);
  await inSpanishThenEnglish(page, async () => {
    await page.goto('/back-office/vocabulary-manager/unit/1/es-us');
    await expect(page.getByRole('heading', { level: 1, name: 'Vocabulario de Unidad 1: La América colonial — Español' })).toBeVisible();
    await expect(page.getByRole('table', { name: /términos? en este glosario/ })).toBeVisible();
    await axeCleanAfterNotices(page);
    await page.getByRole('button', { name: 'Agregar término', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar un término' });
    await expect(dialog).toBeVisible();
    await axeCleanAfterNotices(page);
    // Untouched, the form closes at once; the language menu is reachable again.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
